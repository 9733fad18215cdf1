import type { DependentsBody } from '@hris/domain/dependents';
import { PROFILE_FIELDS, type ProfileField, type ProfileValues } from '@hris/domain/profile-requests';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Writer } from '../../db/write';
import { lockEmployee } from './employees.status';
import { employeeDependents, employeeSeniors, employees } from './employees.tables';

/**
 * The part of an employee's record the employee may ask to change (a profile request): its values
 * now, and the change written as HR's update of the employee (and of the dependents registration).
 */

/** Replaces an employee's dependents and senior citizens (the registration's two lists). */
export async function writeDependents(tx: Tx, employeeId: number, body: DependentsBody) {
  await tx.delete(employeeDependents).where(eq(employeeDependents.employee_id, employeeId));
  await tx.delete(employeeSeniors).where(eq(employeeSeniors.employee_id, employeeId));
  if (body.dependents.length) {
    await tx
      .insert(employeeDependents)
      .values(body.dependents.map((d) => ({ ...d, employee_id: employeeId })));
  }
  if (body.seniors.length) {
    await tx.insert(employeeSeniors).values(body.seniors.map((s) => ({ ...s, employee_id: employeeId })));
  }
}

const pick = <T extends object>(row: T, keys: readonly (keyof T)[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k]])) as Partial<T>;

/** The employee's values of the given fields as on record now; null when there is no such employee. */
export async function profileValuesOf(
  tx: Db | Tx,
  employeeId: number,
  fields: readonly (keyof ProfileValues)[],
): Promise<ProfileValues | null> {
  const [row] = await tx.select().from(employees).where(eq(employees.id, employeeId));
  if (!row) return null;
  const own = fields.filter((f): f is ProfileField => (PROFILE_FIELDS as readonly string[]).includes(f));
  const values: ProfileValues = pick(row, own) as ProfileValues;
  if (fields.includes('dependents'))
    values.dependents = (await tx
      .select({
        name: employeeDependents.name,
        relationship: employeeDependents.relationship,
        age: employeeDependents.age,
        phic_no: employeeDependents.phic_no,
      })
      .from(employeeDependents)
      .where(eq(employeeDependents.employee_id, employeeId))
      .orderBy(employeeDependents.id)) as ProfileValues['dependents'];
  if (fields.includes('seniors'))
    values.seniors = await tx
      .select({
        senior_citizen: employeeSeniors.senior_citizen,
        middle_initial: employeeSeniors.middle_initial,
        senior_citizen_no: employeeSeniors.senior_citizen_no,
      })
      .from(employeeSeniors)
      .where(eq(employeeSeniors.employee_id, employeeId))
      .orderBy(employeeSeniors.id);
  return values;
}

/**
 * Writes a profile change on the locked employee, audited as the writer's actor's update of the
 * employee (and of the dependents registration when its lists change), like HR's own edits.
 */
export async function applyProfileChange(w: Writer, employeeId: number, changes: ProfileValues) {
  const before = await lockEmployee(w.tx, employeeId);
  const { dependents, seniors, ...fields } = changes;
  if (Object.keys(fields).length) {
    const [after] = await w.tx
      .update(employees)
      .set({ ...fields, updated_at: sql`now()` })
      .where(eq(employees.id, employeeId))
      .returning();
    await w.audit({ action: 'update', entity: 'employee', entityId: employeeId, before, after: after! });
  }
  if (dependents || seniors) {
    const was = await profileValuesOf(w.tx, employeeId, ['dependents', 'seniors']);
    const now = { dependents: dependents ?? was!.dependents!, seniors: seniors ?? was!.seniors! };
    await writeDependents(w.tx, employeeId, now);
    await w.audit({ action: 'update', entity: 'dependents', entityId: employeeId, before: was!, after: now });
  }
}
