import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the attendance area. The grid, the employee modal and the payroll cut-off all read
 * the logs, so they sit under one ['attendance'] key: an edit, an added log or an import refreshes
 * them all. The devices list has its own key beside them.
 */
export const attendanceKey = ['attendance'] as const;
export const memberLogsKey = [...attendanceKey, 'member-logs'] as const;
export const employeeLogsKey = [...attendanceKey, 'employee'] as const;
export const payrollKey = [...attendanceKey, 'payroll'] as const;
export const devicesKey = ['attendance-devices'] as const;

export function invalidateAttendance(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: attendanceKey });
}
