import {
  ATTENDANCE_TIME_LABELS,
  ATTENDANCE_TIMES,
  type AttendanceLogRow,
  minutesAndSeconds,
} from '@hris/domain/attendance';
import { Badge, Box, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { LogDay, LogOwner } from '../log-day';
import { STATUS_LOOK, statusLabel, timeText } from '../status';
import { DateCell } from './DateCell';
import { LogEditRow } from './LogEditRow';
import '../../../components/data-list.css';
import './log-table.css';
import { HistoryButton } from '../../../components/history/HistoryButton';

type LogTableProps = {
  days: LogDay[];
  owner: LogOwner;
  label: string;
  /** The date whose row is being edited (one at a time), and how to change it. */
  editing: string | null;
  onEdit: (date: string | null) => void;
  /** The company's today: a day after it has no log to add. */
  today: string;
};

export const LOG_COLUMNS = [
  'Date',
  ...ATTENDANCE_TIMES.map((f) => ATTENDANCE_TIME_LABELS[f]),
  'Overbreak Time',
  'Status',
  'Edit Reason',
  'Edit',
];

function StatusBadge({ status }: { status: LogDay['status'] }) {
  if (status === 'blank') return null;
  return (
    <Badge
      variant="light"
      color={STATUS_LOOK[status].color}
      size="sm"
      radius="sm"
      style={{ overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {statusLabel(status)}
    </Badge>
  );
}

function ReasonCell({ log }: { log: AttendanceLogRow | null }) {
  if (!log?.update_reason && !log?.edited_by_name) return null;
  return (
    <Stack gap={0}>
      {log.update_reason ? <Text fz="sm">{log.update_reason}</Text> : null}
      {log.edited_by_name ? (
        <Text fz="xs" c="dimmed">
          by {log.edited_by_name}
          {log.edited_at ? `, ${formatDateTime(log.edited_at, { short: true })}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The employee modal's table (docs/screens.md#time-and-attendance): a row per day with the eight times, the overbreak (minutes and
 * seconds), the status and the edit reason; Edit (or Add log on a day without one) turns the row
 * into inputs.
 */
export function LogTable({ days, owner, label, editing, onEdit, today }: LogTableProps) {
  return (
    <Box className="data-list-scroll" tabIndex={0} role="region" aria-label={`${label}, scrolls sideways`}>
      <Table
        aria-label={label}
        className="log-table"
        striped
        highlightOnHover
        horizontalSpacing={6}
        verticalSpacing={6}
        fz="sm"
        miw={960}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Thead>
          <Table.Tr>
            {LOG_COLUMNS.map((column, i) => (
              <Table.Th
                key={column}
                fz="xs"
                className={i === 0 ? 'log-date' : undefined}
                style={{ verticalAlign: 'bottom' }}
              >
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={LOG_COLUMNS.length}>
                <Text ta="center" c="dimmed" py="lg">
                  Empty Records ...
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            days.map((day) =>
              editing === day.date ? (
                <LogEditRow key={day.date} day={day} owner={owner} onDone={() => onEdit(null)} />
              ) : (
                <Table.Tr key={day.date} data-date={day.date} data-edited={day.edited || undefined}>
                  <Table.Td className="log-date">
                    <DateCell date={day.date} />
                  </Table.Td>
                  {ATTENDANCE_TIMES.map((f) => (
                    <Table.Td key={f} style={{ whiteSpace: 'nowrap' }}>
                      {timeText(day.log?.[f])}
                    </Table.Td>
                  ))}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {day.log ? minutesAndSeconds(day.log.idle_time) : ''}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <StatusBadge status={day.status} />
                  </Table.Td>
                  <Table.Td miw={140}>
                    <ReasonCell log={day.log} />
                  </Table.Td>
                  <Table.Td>
                    {day.log ? (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="light"
                          leftSection={<IconEdit size={14} />}
                          disabled={editing !== null}
                          onClick={() => onEdit(day.date)}
                          aria-label={`Edit ${formatDate(day.date)}`}
                        >
                          Edit
                        </Button>
                        <HistoryButton
                          icon
                          entity="attendance_logs"
                          id={day.log.id}
                          title={`the log of ${formatDate(day.date)}`}
                        />
                      </Group>
                    ) : day.date <= today ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        leftSection={<IconPlus size={14} />}
                        disabled={editing !== null}
                        onClick={() => onEdit(day.date)}
                        aria-label={`Add log ${formatDate(day.date)}`}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        Add log
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ),
            )
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** Days present and the overbreak of `days`, for the totals line. */
export function LogTotals({ days }: { days: LogDay[] }) {
  const present = days.filter((d) => d.status === 'present').length;
  const overbreak = days.reduce((n, d) => n + (d.log?.idle_time ?? 0), 0);
  return (
    <Group gap="lg" data-testid="log-totals">
      <Text fz="sm">
        Days present: <b>{present}</b>
      </Text>
      <Text fz="sm">
        Total overbreak: <b>{minutesAndSeconds(overbreak)}</b>
      </Text>
    </Group>
  );
}
