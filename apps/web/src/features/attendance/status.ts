import { DAY_STATUS_LABELS, type DayStatus, hasTime } from '@hris/domain/attendance';

/**
 * How the grid shows a day status (the legend of docs/screens.md#time-and-attendance): a short code and a colour of the theme. The tint is
 * the colour's shade 1 and the code its light-variant text, which the theme keeps at 4.5:1 on it.
 */
export const STATUS_LOOK: Record<DayStatus, { code: string; color: string }> = {
  present: { code: 'P', color: 'green' },
  absent: { code: 'A', color: 'red' },
  holiday: { code: 'H', color: 'violet' },
  leave_with_pay: { code: 'LWP', color: 'teal' },
  leave_without_pay: { code: 'LWOP', color: 'orange' },
  day_off: { code: 'D', color: 'gray' },
  blank: { code: '', color: 'gray' },
};

/** The six statuses of the legend (blank needs none). */
export const LEGEND_STATUSES: DayStatus[] = [
  'present',
  'absent',
  'holiday',
  'leave_with_pay',
  'leave_without_pay',
  'day_off',
];

export function statusLabel(status: DayStatus): string {
  return DAY_STATUS_LABELS[status] || 'Not yet due';
}

/** A time as the modal reads it: "08:01:05", or nothing for no entry (00:00:00). */
export function timeText(value: string | null | undefined): string {
  return hasTime(value) ? value : '';
}

/** The CSS variables of a status's look (tint, text, edge), for a cell or a legend swatch. */
export function statusStyle(status: DayStatus): Record<string, string> {
  const { color } = STATUS_LOOK[status];
  return {
    '--status-tint': `var(--mantine-color-${color}-${status === 'day_off' ? 2 : 1})`,
    '--status-text': `var(--mantine-color-${color}-light-color)`,
    '--status-edge': `var(--mantine-color-${color}-6)`,
  };
}
