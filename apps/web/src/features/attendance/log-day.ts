import type { AttendanceDay, AttendanceLogRow } from '@hris/domain/attendance';

/** A day of the employee's log table: the day's figures and its log, if there is one. */
export type LogDay = AttendanceDay & { log: AttendanceLogRow | null };

/** Whose logs the table shows: the employee's record id and sub-department (sent with an edit). */
export type LogOwner = { id: number; emp_id: string; full_name: string; sub_department_id: number | null };
