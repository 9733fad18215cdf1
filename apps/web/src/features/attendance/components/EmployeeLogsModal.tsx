import { Alert, Button, Center, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { FormModal } from '../../../components/form/unsaved-changes';
import { errorMessage } from '../../../lib/api-client';
import { companyToday } from '../../../lib/clock';
import { formatDate } from '../../../lib/format';
import { useEmployeeLogs } from '../api/attendance';
import { type CutOff, rangeTitle } from '../cut-off';
import type { LogDay, LogOwner } from '../log-day';
import { LogTable, LogTotals } from './LogTable';

type EmployeeLogsModalProps = {
  opened: boolean;
  /** The employee as the grid lists them; null before one is chosen. */
  employee: LogOwner | null;
  range: CutOff;
  onClose: () => void;
};

/** The Monday of `date`'s week (weeks run Monday to Sunday). */
function mondayOf(date: string): string {
  const d = dayjs(date);
  return d.subtract((d.day() + 6) % 7, 'day').format('YYYY-MM-DD');
}

/** The weeks (by their Monday) that hold a day of `days`, in order. */
function weeksOf(days: LogDay[]): string[] {
  return [...new Set(days.map((d) => mondayOf(d.date)))];
}

/**
 * The employee modal (docs/screens.md#time-and-attendance): the cut-off's logs day by day (Daily) or a week at a time with its
 * totals (Weekly); a row edits inline. Closing with an unsaved row asks first.
 */
export function EmployeeLogsModal({ opened, employee, range, onClose }: EmployeeLogsModalProps) {
  const title = employee ? `${employee.full_name} (${employee.emp_id}) · ${rangeTitle(range)}` : 'Attendance';
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="100%" centered={false}>
      {employee ? (
        <EmployeeLogs
          key={`${employee.id}-${range.startDate}-${range.lastDate}`}
          employee={employee}
          range={range}
        />
      ) : null}
    </FormModal>
  );
}

function EmployeeLogs({ employee, range }: { employee: LogOwner; range: CutOff }) {
  const query = useEmployeeLogs(employee.id, range);
  const [tab, setTab] = useState<string | null>('daily');
  const [editing, setEditing] = useState<string | null>(null);
  const today = companyToday();
  const days: LogDay[] = query.data?.days ?? [];
  const weeks = useMemo(() => weeksOf(days), [days]);
  const [week, setWeek] = useState<string | null>(null);
  // the week of today when the cut-off holds it, else the first
  const shownWeek =
    week && weeks.includes(week) ? week : weeks.includes(mondayOf(today)) ? mondayOf(today) : weeks[0];
  const weekIndex = shownWeek ? weeks.indexOf(shownWeek) : -1;
  const weekDays = days.filter((d) => mondayOf(d.date) === shownWeek);
  // the head as the server has it (its sub-department is what an edit sends)
  const owner: LogOwner = query.data ? { ...employee, ...query.data.employee } : employee;

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title="The logs could not be loaded">
        <Group justify="space-between" gap="sm">
          <Text fz="sm">{errorMessage(query.error)}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }

  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="sm">
        {/* a row being edited is saved or cancelled before the other tab opens */}
        <Tabs.Tab value="daily" disabled={editing !== null && tab !== 'daily'}>
          Daily
        </Tabs.Tab>
        <Tabs.Tab value="weekly" disabled={editing !== null && tab !== 'weekly'}>
          Weekly
        </Tabs.Tab>
        {query.isFetching ? (
          <Loader size="xs" ml="sm" aria-label="Loading" style={{ alignSelf: 'center' }} />
        ) : null}
      </Tabs.List>
      <Tabs.Panel value="daily">
        <Stack gap="sm">
          <LogTable
            days={days}
            owner={owner}
            label="Daily logs"
            editing={editing}
            onEdit={setEditing}
            today={today}
          />
          <LogTotals days={days} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="weekly">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconChevronLeft size={14} />}
              disabled={weekIndex <= 0 || editing !== null}
              onClick={() => setWeek(weeks[weekIndex - 1] ?? null)}
            >
              Previous week
            </Button>
            <Text fw={600} aria-live="polite" data-testid="week-title">
              {shownWeek
                ? `Week of ${formatDate(shownWeek)} – ${formatDate(dayjs(shownWeek).add(6, 'day').format('YYYY-MM-DD'))}`
                : ''}
            </Text>
            <Button
              variant="default"
              size="xs"
              rightSection={<IconChevronRight size={14} />}
              disabled={weekIndex < 0 || weekIndex >= weeks.length - 1 || editing !== null}
              onClick={() => setWeek(weeks[weekIndex + 1] ?? null)}
            >
              Next week
            </Button>
          </Group>
          <LogTable
            days={weekDays}
            owner={owner}
            label="Weekly logs"
            editing={editing}
            onEdit={setEditing}
            today={today}
          />
          <LogTotals days={weekDays} />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
