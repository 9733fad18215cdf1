import {
  ATTENDANCE_MESSAGES,
  ATTENDANCE_TIMES,
  type AttendanceCreateBody,
  type AttendanceEmployee,
  type AttendanceLogRow,
  type AttendanceRange,
  type AttendanceUpdateBody,
  type EmployeeLogsReply,
  type MemberLogsQuery,
} from '@hris/domain/attendance';
import { pageMeta } from '@hris/domain/paging';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { write } from '../../db/write';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import {
  type ComputedDay,
  computeDays,
  type EmployeeHead,
  employeeHeads,
  gridDay,
  logRow,
  oneHead,
  readLogs,
} from './days';

const headOf = (h: EmployeeHead) => ({
  id: h.id,
  emp_id: h.emp_id,
  full_name: h.full_name,
  department_name: h.department_name,
  position_name: h.position_name,
  sub_department_id: h.sub_department_id,
});

/** `GET api/getmemberlogsarchivebydepartment`: a page of employees (10), each with the range's logs and days. */
export async function memberLogs(db: Db, q: MemberLogsQuery, today: string) {
  const range = { startDate: q.startDate, lastDate: q.lastDate };
  const offset = q.offset ?? (q.page - 1) * q.per_page;
  const { rows, total } = await employeeHeads(
    db,
    { subDepartmentId: q.sub_department, q: q.q, range },
    q.per_page,
    offset,
  );
  const days = await computeDays(db, rows, range, today);
  const data: AttendanceEmployee[] = rows.map((h) => {
    const mine = days.get(h.id) ?? [];
    return {
      ...headOf(h),
      attendance_logs: mine.filter((d) => d.log).map((d) => logRow(d.log!, d)),
      days: mine.map(gridDay),
    };
  });
  return { data, meta: pageMeta(Math.floor(offset / q.per_page) + 1, q.per_page, total) };
}

/** `GET api/attendance/employee/{id}`: the employee modal's days. */
export async function employeeLogs(
  db: Db,
  employeeId: number,
  range: AttendanceRange,
  today: string,
): Promise<EmployeeLogsReply> {
  const head = await oneHead(db, employeeId, range);
  const days = (await computeDays(db, [head], range, today)).get(head.id) ?? [];
  return {
    employee: headOf(head),
    days: days.map((d) => ({ ...gridDay(d), log: d.log ? logRow(d.log, d) : null })),
  };
}

/** The log of one day as the reply of an edit: read again with its day's status. */
async function savedLog(db: Db, id: number, today: string): Promise<AttendanceLogRow> {
  const [log] = await readLogs(db, sql`l.id = ${id}`);
  if (!log) throw notFound('The log');
  const head = await oneHead(db, log.employee_id, { startDate: log.att_date, lastDate: log.att_date });
  const [day] = (
    await computeDays(db, [head], { startDate: log.att_date, lastDate: log.att_date }, today)
  ).get(head.id) as ComputedDay[];
  return logRow(log, day!);
}

const timesOf = (body: Pick<AttendanceUpdateBody, (typeof ATTENDANCE_TIMES)[number]>) =>
  Object.fromEntries(ATTENDANCE_TIMES.map((f) => [f, body[f]]));

async function subDepartmentExists(tx: Tx, id: number | null): Promise<void> {
  if (id === null) return;
  const { rows } = await tx.execute(sql`SELECT 1 FROM sub_departments WHERE id = ${id} FOR KEY SHARE`);
  if (rows.length === 0) throw fieldError('sub_department_id', 'Please select a valid sub-department.');
}

/**
 * `POST api/updateindividualattendanceinfo`: HR's correction of a log, with its reason; the old times
 * go to the audit. With `updated_at` (the version the editor read), a log changed since is a 409.
 */
export async function updateLog(db: Db, actor: Actor, body: AttendanceUpdateBody, today: string) {
  const id = await write(db, actor, async ({ tx, audit }) => {
    const { rows } = await tx.execute<
      Record<string, unknown> & { updated_at: string; version_ok: boolean }
    >(sql`
      SELECT ${sql.raw(ATTENDANCE_TIMES.map((f) => `${f}::text AS ${f}`).join(', '))}, sub_department_id, update_reason,
        ${body.updated_at ?? null}::timestamptz IS NULL OR updated_at = ${body.updated_at ?? null}::timestamptz AS version_ok
      FROM attendance_logs WHERE id = ${body.id} FOR UPDATE`);
    const before = rows[0];
    if (!before) throw notFound('The log');
    if (!before.version_ok) throw new AppError(409, ATTENDANCE_MESSAGES.changed);
    await subDepartmentExists(tx, body.sub_department_id);
    const after = { ...timesOf(body), update_reason: body.update_reason };
    await tx.execute(sql`
      UPDATE attendance_logs SET
        ${sql.join(
          ATTENDANCE_TIMES.map((f) => sql`${sql.identifier(f)} = ${body[f]}::time`),
          sql`, `,
        )},
        sub_department_id = coalesce(${body.sub_department_id}::int, sub_department_id),
        update_reason = ${body.update_reason}, edited_by = ${actor.userId}, edited_at = now(), updated_at = clock_timestamp()
      WHERE id = ${body.id}`);
    const { version_ok: _, updated_at: __, sub_department_id: ___, ...old } = before;
    await audit({ action: 'update', entity: 'attendance_logs', entityId: body.id, before: old, after });
    return body.id;
  });
  return savedLog(db, id, today);
}

/** `POST api/createindividualattendanceinfo`: a day's log HR adds by hand (409 when the day has one). */
export async function createLog(db: Db, actor: Actor, body: AttendanceCreateBody, today: string) {
  const id = await write(db, actor, async ({ tx, audit }) => {
    const { rows } = await tx.execute<{ id: number; sub_department_id: number | null }>(
      typeof body.emp_id === 'number'
        ? sql`SELECT id, sub_department_id FROM employees WHERE id = ${body.emp_id} FOR KEY SHARE`
        : sql`SELECT id, sub_department_id FROM employees WHERE emp_id = ${body.emp_id} FOR KEY SHARE`,
    );
    const employee = rows[0];
    if (!employee) throw fieldError('emp_id', 'Please select an employee.');
    await subDepartmentExists(tx, body.sub_department_id);
    const { rows: made } = await tx.execute<{ id: number }>(sql`
        INSERT INTO attendance_logs (employee_id, att_date, sub_department_id, ${sql.raw(ATTENDANCE_TIMES.join(', '))},
          update_reason, edited_by, edited_at)
        VALUES (${employee.id}, ${body.att_date}, ${body.sub_department_id ?? employee.sub_department_id},
          ${sql.join(
            ATTENDANCE_TIMES.map((f) => sql`${body[f]}::time`),
            sql`, `,
          )}, ${body.update_reason}, ${actor.userId}, now())
        ON CONFLICT (employee_id, att_date) DO NOTHING
        RETURNING id`);
    if (!made[0]) throw new AppError(409, ATTENDANCE_MESSAGES.exists);
    await audit({
      action: 'create',
      entity: 'attendance_logs',
      entityId: made[0].id,
      after: {
        employee_id: employee.id,
        att_date: body.att_date,
        ...timesOf(body),
        update_reason: body.update_reason,
      },
    });
    return made[0].id;
  });
  return savedLog(db, id, today);
}
