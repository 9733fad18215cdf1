import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the schedule area. Everything sits under ['schedule'], because one change moves more
 * than its own list: an approved adjustment changes the employee's work shift and current shift, a
 * new work shift the current shift shown on the adjustment form. A mutation invalidates it all.
 */
export const scheduleKey = ['schedule'] as const;
export const workShiftsKey = [...scheduleKey, 'workshifts'] as const;
export const adjustmentsKey = [...scheduleKey, 'adjustments'] as const;
export const undertimeKey = [...scheduleKey, 'undertime'] as const;
export const currentShiftKey = [...scheduleKey, 'current-shift'] as const;

export function invalidateSchedule(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: scheduleKey });
}
