import {
  ACTIVE_STATUSES,
  type EmploymentStatus,
  isInactiveStatus,
  RESIGNATION_DATE_REQUIRED,
  SUBSTITUTE_REQUIRED,
} from '@hris/domain/employee';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Writer } from '../../db/write';
import { fieldError, notFound } from '../../lib/errors';
import { employees } from './employees.tables';

export type Employee = typeof employees.$inferSelect;
export type StatusChange = {
  status: EmploymentStatus;
  resignation_date?: string | null | undefined;
  subtitute_id?: number | null | undefined;
};

/** Locks one employee row for the rest of the transaction, so concurrent changes take turns. */
export async function findLockedEmployee(tx: Tx, id: number): Promise<Employee | null> {
  const [row] = await tx.select().from(employees).where(eq(employees.id, id)).for('update');
  return row ?? null;
}

/** As findLockedEmployee, for a record named in the path: a missing one is a 404. */
export async function lockEmployee(tx: Tx, id: number): Promise<Employee> {
  const row = await findLockedEmployee(tx, id);
  if (!row) throw notFound('The employee');
  return row;
}

/** As findLockedEmployee, for an employee chosen in a form: a missing one is a 422 on `field`. */
export async function lockChosenEmployee(tx: Tx, id: number, field = 'employee_id'): Promise<Employee> {
  const row = await findLockedEmployee(tx, id);
  if (!row) throw fieldError(field, 'The selected employee does not exist.');
  return row;
}

/**
 * The employee a new record (an NTE, a request) is for must exist: a 422 on `employee_id` otherwise.
 * Held with KEY SHARE until the transaction ends, so the employee cannot be deleted meanwhile while
 * edits of the employee's own record go on.
 */
export async function chosenEmployeeExists(
  tx: Tx,
  id: number,
  message = 'The selected employee does not exist.',
): Promise<void> {
  const { rows } = await tx.execute(sql`SELECT 1 FROM employees WHERE id = ${id} FOR KEY SHARE`);
  if (!rows.length) throw fieldError('employee_id', message);
}

/**
 * The rules of a status change (docs/rules.md#employment-status), checked on the locked row:
 * - resigned, AWOL or terminated needs a resignation date, not before the employment date;
 * - someone who still supervises active members needs a substitute, and the members move to the
 *   substitute in this same transaction (a substitute who was one of the members moves up to the
 *   leaving supervisor's own supervisor);
 * - back to an active status clears the resignation date.
 * Returns the fields to write on the employee.
 */
export async function planStatusChange(
  w: Writer,
  emp: Employee,
  change: StatusChange,
  employmentDate = emp.employment_date,
): Promise<{ status: EmploymentStatus; resignation_date: string | null }> {
  if (!isInactiveStatus(change.status)) return { status: change.status, resignation_date: null };
  const resignation = change.resignation_date ?? null;
  if (!resignation) throw fieldError('resignation_date', RESIGNATION_DATE_REQUIRED);
  if (resignation < employmentDate) {
    throw fieldError('resignation_date', 'The resignation date must not be before the employment date.');
  }
  const members = await w.tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.belong, emp.id), inArray(employees.status, ACTIVE_STATUSES)))
    .for('update');
  if (members.length > 0)
    await moveMembers(
      w,
      emp,
      members.map((m) => m.id),
      change.subtitute_id ?? null,
    );
  return { status: change.status, resignation_date: resignation };
}

async function moveMembers(w: Writer, emp: Employee, memberIds: number[], substituteId: number | null) {
  const { tx } = w;
  if (!substituteId) throw fieldError('subtitute_id', SUBSTITUTE_REQUIRED);
  if (substituteId === emp.id)
    throw fieldError('subtitute_id', 'A supervisor cannot substitute for themselves.');
  const [sub] = await tx.select().from(employees).where(eq(employees.id, substituteId)).for('update');
  if (!sub) throw fieldError('subtitute_id', 'The selected supervisor does not exist.');
  if (isInactiveStatus(sub.status))
    throw fieldError('subtitute_id', 'The selected supervisor is no longer active.');
  await tx
    .update(employees)
    .set({ belong: substituteId, updated_at: sql`now()` })
    .where(
      and(eq(employees.belong, emp.id), ne(employees.id, substituteId), inArray(employees.id, memberIds)),
    );
  if (memberIds.includes(substituteId)) {
    await tx
      .update(employees)
      .set({ belong: emp.belong, updated_at: sql`now()` })
      .where(eq(employees.id, substituteId));
  }
  await w.audit({
    action: 'reassign_members',
    entity: 'employee',
    entityId: emp.id,
    before: { belong: emp.id, members: memberIds },
    after: { belong: substituteId, members: memberIds },
  });
}
