import type { AttendanceDay, AttendanceEmployee } from '@hris/domain/attendance';
import { Anchor, Box, Center, Loader, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';
import { formatDate } from '../../../lib/format';
import { STATUS_LOOK, statusLabel, statusStyle } from '../status';
import './attendance-grid.css';

type AttendanceGridProps = {
  /** Every date of the cut-off, in order. */
  dates: string[];
  employees: AttendanceEmployee[];
  loading: boolean;
  /** The rows shown are those of the previous page or filter while the new ones load. */
  stale: boolean;
  label: string;
  onEmployee: (employee: AttendanceEmployee) => void;
};

const isWeekend = (date: string) => {
  const day = dayjs(date).day();
  return day === 0 || day === 6;
};

function dayText(day: AttendanceDay): string {
  const parts = [statusLabel(day.status)];
  if (day.shift) parts.push(`Shift ${day.shift}`);
  if (day.edited) parts.push('Edited');
  return parts.join(' · ');
}

function DayCell({ date, day }: { date: string; day: AttendanceDay | undefined }) {
  const status = day?.status ?? 'blank';
  const edited = day?.edited ?? false;
  const text = day ? dayText(day) : 'No entry';
  return (
    <td
      className="grid-cell"
      data-date={date}
      data-status={status}
      data-edited={edited || undefined}
      data-weekend={isWeekend(date) || undefined}
      style={statusStyle(status) as CSSProperties}
    >
      <Tooltip
        label={`${dayjs(date).format('ddd')}, ${formatDate(date)} · ${text}`}
        withArrow
        openDelay={150}
      >
        <span className="grid-cell-code">
          <span aria-hidden="true">{STATUS_LOOK[status].code}</span>
          <VisuallyHidden>
            {statusLabel(status)}
            {edited ? ', edited' : ''}
          </VisuallyHidden>
        </span>
      </Tooltip>
    </td>
  );
}

/**
 * The month grid (docs/screens.md#time-and-attendance): a row per employee (id, name, department and designation), a cell per day of
 * the cut-off coloured by its status with a short code, a corner mark where HR edited the log. The
 * name opens the employee's logs.
 */
export function AttendanceGrid({ dates, employees, loading, stale, label, onEmployee }: AttendanceGridProps) {
  const columns = dates.length + 2;
  return (
    <Box
      className="attendance-grid-scroll"
      // the keyboard scrolls it too (axe: scrollable-region-focusable)
      tabIndex={0}
      role="region"
      aria-label={`${label}, scrolls sideways`}
      data-testid="attendance-grid-scroll"
    >
      <table
        className="attendance-grid"
        aria-label={label}
        aria-busy={loading || stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <thead>
          <tr>
            <th scope="col" className="grid-id">
              Employee ID
            </th>
            <th scope="col" className="grid-name">
              Employee
            </th>
            {dates.map((date) => (
              <th key={date} scope="col" className="grid-day" data-weekend={isWeekend(date) || undefined}>
                <span aria-hidden="true">
                  <span className="grid-day-number">{dayjs(date).date()}</span>
                  <span className="grid-day-weekday">{dayjs(date).format('dd')}</span>
                </span>
                <VisuallyHidden>{formatDate(date)}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={columns}>
                <Center py="xl">
                  <Loader size="sm" aria-label="Loading" />
                </Center>
              </td>
            </tr>
          ) : employees.length === 0 ? (
            <tr>
              <td colSpan={columns}>
                <Text ta="center" c="dimmed" py="lg">
                  Empty Records ...
                </Text>
              </td>
            </tr>
          ) : (
            employees.map((employee) => {
              const byDate = new Map(employee.days.map((day) => [day.date, day]));
              const detail = [employee.department_name, employee.position_name].filter(Boolean).join(' / ');
              return (
                <tr key={employee.id} data-employee={employee.emp_id}>
                  <td className="grid-id">{employee.emp_id}</td>
                  <th scope="row" className="grid-name">
                    <Anchor
                      component="button"
                      type="button"
                      fz="sm"
                      fw={600}
                      ta="left"
                      onClick={() => onEmployee(employee)}
                    >
                      {employee.full_name}
                    </Anchor>
                    {detail ? (
                      <Text fz="xs" c="dimmed" lineClamp={2}>
                        {detail}
                      </Text>
                    ) : null}
                  </th>
                  {dates.map((date) => (
                    <DayCell key={date} date={date} day={byDate.get(date)} />
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </Box>
  );
}
