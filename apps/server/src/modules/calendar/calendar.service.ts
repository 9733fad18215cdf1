import {
  ALL_SUB_DEPARTMENTS,
  ALL_SUB_DEPARTMENTS_NAME,
  type allCalendarQuery,
  type CalendarEvent,
  type CalendarRow,
  type CalendarUpdateBody,
  type calendarListQuery,
} from '@hris/domain/calendar';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { likePattern, pageOf } from '../../db/paging';
import { readPrepared } from '../../db/prepared';
import { write } from '../../db/write';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { subDepartments } from '../organisation/organisation.tables';
import { calendarEvents } from './calendar.tables';
import type { FeedEvent } from './ical';

/**
 * The company calendar (docs/rules.md#event-types): events for everyone (`sub_department_id` NULL in the
 * table, 0 and 'All' on the wire) or one sub-department. The month view reads a date range, the
 * Calendar Event list pages on the server, and every write goes through write() with its audit rows.
 */

/** An event as the wire has it (calendarEvent of the domain), from `calendar_events c` and `sub_departments s`. */
const eventColumns = sql`c.id, c.name, c.event_type::int AS event_type, c.holiday_type::int AS holiday_type,
  c.date_event, coalesce(c.sub_department_id, ${ALL_SUB_DEPARTMENTS}::int) AS sub_department_id,
  coalesce(s.sub_department_name, ${ALL_SUB_DEPARTMENTS_NAME}::text) AS sub_department_name`;
const eventFrom = sql`calendar_events c LEFT JOIN sub_departments s ON s.id = c.sub_department_id`;

/** Events that reach a sub-department: its own and everyone's. */
const reaching = (subDepartmentId: number) =>
  sql`(c.sub_department_id IS NULL OR c.sub_department_id = ${subDepartmentId})`;

/** `GET api/allcalendar`: the month view's events from start to end (both included), in date order. */
export async function allCalendar(
  db: Db,
  q: Omit<z.output<typeof allCalendarQuery>, 'start' | 'end'> & { start: string; end: string },
) {
  return readPrepared<CalendarEvent>(
    db,
    sql`SELECT ${eventColumns} FROM ${eventFrom}
    WHERE c.date_event BETWEEN ${q.start}::date AND ${q.end}::date
    ${q.sub_department_id ? sql`AND ${reaching(q.sub_department_id)}` : sql``}
    ORDER BY c.date_event, c.id`,
  );
}

const sorts = {
  date_event: sql`c.date_event`,
  name: sql`c.name`,
  event_type: sql`c.event_type`,
} satisfies Record<SortOf<typeof calendarListQuery>, SQL>;

/**
 * The Calendar Event list: `q` a case-insensitive part of the name (the table holds a few thousand
 * rows, which ILIKE reads in well under a millisecond), the year of the date, the type, and the target
 * (0: everyone's events only; an id: that sub-department's own).
 */
export function listCalendar(db: Db, a: ListArgs<typeof calendarListQuery>) {
  const target =
    a.sub_department_id === undefined
      ? undefined
      : a.sub_department_id === ALL_SUB_DEPARTMENTS
        ? sql`c.sub_department_id IS NULL`
        : sql`c.sub_department_id = ${a.sub_department_id}`;
  return pageOf<CalendarEvent>(db, {
    select: eventColumns,
    from: sql`calendar_events c`,
    joins: sql`LEFT JOIN sub_departments s ON s.id = c.sub_department_id`,
    where: [
      a.q ? sql`c.name ILIKE ${likePattern(a.q)}` : undefined,
      a.year
        ? sql`c.date_event >= ${`${a.year}-01-01`}::date AND c.date_event < ${`${a.year + 1}-01-01`}::date`
        : undefined,
      a.event_type ? sql`c.event_type = ${a.event_type}` : undefined,
      target,
    ],
    sort: sorts[a.sort],
    order: a.order,
    tieBreak: sql`c.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

/** The stored target: NULL for everyone. */
const storedTarget = (target: number) => (target === ALL_SUB_DEPARTMENTS ? null : target);

/**
 * The sub-departments of `ids` that exist, locked against deletion (KEY SHARE) until the transaction
 * ends, so an event cannot be saved for a sub-department deleted meanwhile.
 */
async function existingSubDepartments(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: subDepartments.id })
    .from(subDepartments)
    .where(inArray(subDepartments.id, [...new Set(ids)]))
    .for('key share');
  return new Set(rows.map((r) => r.id));
}

const UNKNOWN_TARGET = 'The selected sub-department does not exist.';

/**
 * `POST api/calendar/add`: every row saved, in one transaction, or none. A row whose target is not
 * an existing sub-department is a 422 on `calendar_content.{i}.display` naming the row.
 */
export function addEvents(db: Db, actor: Actor, rows: CalendarRow[]): Promise<number[]> {
  return write(db, actor, async ({ tx, audit }) => {
    const known = await existingSubDepartments(
      tx,
      rows.map((r) => r.display).filter((d) => d !== ALL_SUB_DEPARTMENTS),
    );
    const errors: Record<string, string[]> = {};
    rows.forEach((r, i) => {
      if (r.display !== ALL_SUB_DEPARTMENTS && !known.has(r.display))
        errors[`calendar_content.${i}.display`] = [`Row ${i + 1}: ${UNKNOWN_TARGET}`];
    });
    const first = Object.values(errors)[0];
    if (first) throw new AppError(422, first[0]!, errors);
    const saved = await tx
      .insert(calendarEvents)
      .values(
        rows.map((r) => ({
          name: r.name,
          event_type: r.type,
          holiday_type: r.h_type,
          date_event: r.start,
          sub_department_id: storedTarget(r.display),
          created_by: actor.userId,
        })),
      )
      .returning();
    for (const row of saved)
      await audit({ action: 'create', entity: 'calendar_event', entityId: row.id, after: row });
    return saved.map((r) => r.id);
  });
}

/** `POST api/calendar/update/{id}`: the edit modal. */
export function updateEvent(db: Db, actor: Actor, id: number, body: CalendarUpdateBody): Promise<void> {
  return write(db, actor, async ({ tx, audit }) => {
    const [before] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, id)).for('update');
    if (!before) throw notFound('The event');
    const target = storedTarget(body.sub_department_id);
    if (target !== null && !(await existingSubDepartments(tx, [target])).has(target))
      throw fieldError('sub_department_id', UNKNOWN_TARGET);
    const [after] = await tx
      .update(calendarEvents)
      .set({
        name: body.name,
        event_type: body.event_type,
        holiday_type: body.holiday_type,
        date_event: body.date_event,
        sub_department_id: target,
        updated_at: sql`now()`,
      })
      .where(eq(calendarEvents.id, id))
      .returning();
    await audit({ action: 'update', entity: 'calendar_event', entityId: id, before, after: after! });
  });
}

/** `DELETE api/calendar/delete/{id}`. */
export function deleteEvent(db: Db, actor: Actor, id: number): Promise<void> {
  return write(db, actor, async ({ tx, audit }) => {
    const [before] = await tx.delete(calendarEvents).where(eq(calendarEvents.id, id)).returning();
    if (!before) throw notFound('The event');
    await audit({ action: 'delete', entity: 'calendar_event', entityId: id, before });
  });
}

/** The events of the feed, from `from` to `to` (both included), with their timestamps, in date order. */
export function feedEvents(db: Db, from: string, to: string): Promise<FeedEvent[]> {
  return readPrepared<FeedEvent>(
    db,
    sql`SELECT c.id, c.name, c.event_type::int AS event_type, c.holiday_type::int AS holiday_type,
      c.date_event,
      coalesce(s.sub_department_name, ${ALL_SUB_DEPARTMENTS_NAME}::text) AS sub_department_name,
      to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
      to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at
    FROM ${eventFrom}
    WHERE c.date_event BETWEEN ${from}::date AND ${to}::date
    ORDER BY c.date_event, c.id`,
  );
}
