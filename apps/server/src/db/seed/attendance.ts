import { lateMinutes } from '@hris/domain/attendance';
import { type DayEvent, type DayKind, dayKind, HOLIDAY_EVENT, REST_DAY_EVENT } from '@hris/domain/calendar';
import { leaveDays } from '@hris/domain/leave';
import { SHIFT_TIMES, shiftHours } from '@hris/domain/shifts';
import { shownDate } from '@hris/domain/text';
import { sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { applyPunches, type IncomingPunch } from '../../modules/attendance/punches.service';
import { type ShiftSegment, shiftSegments } from '../../modules/schedule/shifts.service';
import type { Db, Tx } from '../client';
import { addDays, addMonths, rng } from './random';

/**
 * Attendance demo data: a registered terminal, and two months of punches up to yesterday for every
 * employee with a shift, turned into day logs by the attendance module's own `applyPunches` (as a
 * terminal's push or a file import would), with the variety the month grid and the payroll show:
 * lates, overbreaks, absences, forgotten punches, night shifts ending the next morning, a few people
 * working a holiday, none on rest days or approved leave, and two logs HR corrected by hand.
 *
 * The large seed (`seedBulkAttendance`) writes the logs directly, set-based, for speed.
 */

export const DEMO_DEVICE = {
  serial_number: 'CQZ7224560001',
  name: 'Main Entrance',
  location: 'Ground floor lobby',
} as const;

const ZONE = 'Asia/Manila';

type Person = {
  id: number;
  sub_department_id: number | null;
  sub_name: string | null;
  rest_from_calendar: boolean;
  employment_date: string | null;
  resignation_date: string | null;
};
type Leave = { employee_id: number; start_date: string; end_date: string; remarks: string };

/**
 * A `Db` whose reads run on the transaction's own connection: the shifts and the calendar the seed
 * has just written in the same (uncommitted) transaction are visible to `shiftSegments` and to
 * `applyPunches`, which read shifts through a `Db`. The prepared statements' session setting is made
 * local to the transaction, so the connection goes back to the pool as it came.
 */
function onTransaction(tx: Tx): Db {
  const client = (tx as unknown as { session?: { client?: PoolClient } }).session?.client;
  if (typeof client?.query !== 'function')
    throw new Error('The attendance seed needs the connection of its transaction (drizzle node-postgres).');
  const pinned = {
    query: (q: unknown, ...rest: unknown[]) =>
      (client.query as (...a: unknown[]) => unknown)(
        q === 'SET plan_cache_mode = force_generic_plan'
          ? 'SET LOCAL plan_cache_mode = force_generic_plan'
          : q,
        ...rest,
      ),
    release: () => {},
  };
  return Object.assign(Object.create(tx) as object, { $client: { connect: async () => pinned } }) as Db;
}

/** The demo's terminal (registered once; a later seed finds it). */
async function registerDevice(tx: Tx, createdBy: number | null): Promise<number> {
  await tx.execute(sql`
    INSERT INTO attendance_devices (serial_number, name, location, created_by, last_seen_at)
    VALUES (${DEMO_DEVICE.serial_number}, ${DEMO_DEVICE.name}, ${DEMO_DEVICE.location}, ${createdBy}, now())
    ON CONFLICT (serial_number) DO NOTHING`);
  const { rows } = await tx.execute<{ id: number }>(
    sql`SELECT id FROM attendance_devices WHERE serial_number = ${DEMO_DEVICE.serial_number}`,
  );
  return rows[0]!.id;
}

/** What each day is for each sub-department, from the calendar's holidays and Rest Day events. */
function dayKinds(events: readonly DayEvent[]) {
  const byDate = new Map<string, DayEvent[]>();
  for (const ev of events) byDate.set(ev.date_event, [...(byDate.get(ev.date_event) ?? []), ev]);
  const cache = new Map<string, DayKind>();
  return (date: string, p: Person): DayKind => {
    const k = `${date}|${p.sub_department_id}|${p.rest_from_calendar}`;
    let kind = cache.get(k);
    if (!kind) {
      kind = dayKind(date, p.sub_department_id, byDate.get(date) ?? [], {
        restDaysFromCalendar: p.rest_from_calendar,
      });
      cache.set(k, kind);
    }
    return kind;
  };
}

type Hours = { start: number; end: number };
type Rng = ReturnType<typeof rng>;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * One day's punches of one employee against the day's shift (`start`, `end` in minutes from the day's
 * midnight; a night shift's end is past 1440, so its time out is dated the next morning).
 */
function dayPunches(
  r: Rng,
  employeeId: number,
  day: string,
  hours: Hours,
  habit: { lateRate: number },
  how: { source: 'device' | 'import'; typed: boolean; deviceId: number | null },
): IncomingPunch[] {
  const at = (minutes: number) => {
    const seconds = Math.round(minutes * 60) + r.int(0, 59);
    const dayOffset = Math.floor(seconds / 86_400);
    const s = seconds - dayOffset * 86_400;
    return `${addDays(day, dayOffset)}T${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  };
  const { start, end } = hours;
  const list: { min: number; type: number }[] = [];
  // Mostly a few minutes early; now and then 5 to 40 minutes late.
  list.push({ min: r.chance(habit.lateRate) ? start + r.int(5, 40) : start - r.int(1, 12), type: 0 });
  // A break 25 minutes long now and then (the first or the second), lunch of 70 to 90 minutes at times.
  const longBreak = r.chance(0.03) ? r.pick(['first', 'second'] as const) : null;
  const breakLength = (which: 'first' | 'second') => (longBreak === which ? 25 : r.int(12, 15));
  const shortBreaks = r.chance(0.9);
  // Forgotten punches, on a terminal (a plain file's punches are placed by position): no time out, or
  // no punch back from lunch.
  const roll = r.next();
  const forgot = !how.typed ? null : roll < 0.024 ? 'out' : roll < 0.036 ? 'lunch_back' : null;
  if (shortBreaks) {
    const out = start + 120 + r.int(-10, 20);
    list.push({ min: out, type: 2 }, { min: out + breakLength('first'), type: 3 });
  }
  const lunch = start + 240 + r.int(-15, 30);
  list.push({ min: lunch, type: 2 });
  if (forgot !== 'lunch_back')
    list.push({ min: lunch + (r.chance(0.05) ? r.int(70, 90) : r.int(50, 59)), type: 3 });
  if (shortBreaks) {
    const out = start + 390 + r.int(-10, 20);
    list.push({ min: out, type: 2 }, { min: out + breakLength('second'), type: 3 });
  }
  // Out on time or a little after; now and then early (undertime).
  if (forgot !== 'out')
    list.push({ min: r.chance(0.02) ? end - r.int(30, 120) : end + r.int(0, 25), type: 1 });
  return list.map((p) => ({
    employee_id: employeeId,
    at: at(p.min),
    type: how.typed ? p.type : null,
    source: how.source,
    device_id: how.source === 'device' ? how.deviceId : null,
  }));
}

/**
 * Makes sure the window holds an approved leave With Pay and one Without Pay on a working day of an
 * employee with a shift, so the grid's legend shows both; adds them (with their credit deduction in
 * the ledger) only when the leave history has none there.
 */
async function ensureLeaveKinds(
  tx: Tx,
  r: Rng,
  ctx: {
    first: string;
    last: string;
    people: Person[];
    shiftOf: (id: number, day: string) => string | null;
    kindOf: (day: string, p: Person) => DayKind;
    leaves: Leave[];
  },
): Promise<void> {
  const covered = (remarks: string) =>
    ctx.leaves.some((l) => {
      if (l.remarks !== remarks) return false;
      const p = ctx.people.find((x) => x.id === l.employee_id);
      if (!p) return false;
      for (
        let d = l.start_date > ctx.first ? l.start_date : ctx.first;
        d <= l.end_date && d <= ctx.last;
        d = addDays(d, 1)
      )
        if (ctx.kindOf(d, p) === 'working_day' && ctx.shiftOf(p.id, d) && employedOn(p, d)) return true;
      return false;
    });
  for (const remarks of ['With Pay', 'Without Pay'] as const) {
    if (covered(remarks)) continue;
    const { rows: candidates } = await tx.execute<{
      id: number;
      role_id: number;
      belong: number | null;
      user_id: number | null;
      supervisor: string | null;
      head: string | null;
      balance: string;
    }>(sql`
      SELECT e.id, e.role_id, e.belong, (SELECT u.id FROM users u WHERE u.employee_id = e.id ORDER BY u.id LIMIT 1) AS user_id,
        s.full_name AS supervisor, h.full_name AS head, c.leave_credit_balance AS balance
      FROM employees e JOIN leave_credits c ON c.employee_id = e.id
      LEFT JOIN employees s ON s.id = e.belong LEFT JOIN employees h ON h.id = s.belong
      WHERE e.status IN ('regular', 'probationary') AND e.employment_date < ${ctx.first}::date
        AND (${remarks} = 'Without Pay' OR c.leave_credit_balance >= 1)
      ORDER BY e.id`);
    // A working day within the last three weeks, free of other leave, for the first employee who has one.
    let placed: { person: (typeof candidates)[number]; day: string } | null = null;
    const offset = r.int(2, 20);
    for (const c of candidates) {
      const p = ctx.people.find((x) => x.id === c.id);
      if (!p) continue;
      for (let i = 0; i < 15 && !placed; i++) {
        const day = addDays(ctx.last, -offset - i);
        if (day < ctx.first || ctx.kindOf(day, p) !== 'working_day' || !ctx.shiftOf(p.id, day)) continue;
        const { rows: clash } = await tx.execute(sql`
          SELECT 1 FROM leave_requests WHERE employee_id = ${c.id} AND status <> 'rejected'
            AND start_date <= ${day}::date AND end_date >= ${day}::date`);
        if (clash.length === 0) placed = { person: c, day };
      }
      if (placed) break;
    }
    if (!placed) continue;
    const { person: c, day } = placed;
    const type = remarks === 'With Pay' ? 'Medical/Sick' : 'Emergency';
    const filed = addDays(day, -3);
    const level = c.role_id === 2 ? 2 : 1;
    const creditField = remarks === 'With Pay' ? 'balance' : null;
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO leave_requests (employee_id, user_id, date_filled, leave_type, no_of_days, start_date, end_date,
        reason, remarks, status, tl_status, tl_date_approved, asm_status, asm_date_approved, ceo_status,
        hr_date_recived, hr_date_approved, supervisor, department_head, roles, belongs_to, credit_field, credit_days)
      VALUES (${c.id}, ${c.user_id ?? 0}, ${filed}, ${type}, ${leaveDays(day, day)}, ${day}, ${day},
        ${remarks === 'With Pay' ? 'Medical check-up' : 'Family emergency in the province'}, ${remarks}, 'approved',
        'approved', ${addDays(filed, 1)}, 'approved', ${addDays(filed, 1)}, 'approved', ${addDays(filed, 2)},
        ${addDays(filed, 2)}, ${level === 1 ? c.supervisor : null}, ${level === 1 ? c.head : c.supervisor}, ${level},
        ${c.belong ?? 0}, ${creditField}, ${creditField ? '1' : '0'})
      RETURNING id`);
    const leaveId = rows[0]!.id;
    if (creditField) {
      // The deduction, as an approval makes it: the ledger explains the balance.
      const note = `${type} ${shownDate(day)} to ${shownDate(day)} (leave #${leaveId})`;
      const when = `${addDays(filed, 2)}T02:00:00Z`;
      await tx.execute(sql`
        INSERT INTO leave_credit_ledger (employee_id, field, delta, reason, leave_id, note, created_at)
        VALUES (${c.id}, 'balance', -1, 'deduction', ${leaveId}, ${note}, ${when}),
          (${c.id}, 'used', 1, 'deduction', ${leaveId}, ${note}, ${when})`);
      await tx.execute(sql`
        UPDATE leave_credits SET leave_credit_balance = leave_credit_balance - 1,
          leave_credit_used = leave_credit_used + 1, updated_at = now()
        WHERE employee_id = ${c.id}`);
    }
    ctx.leaves.push({ employee_id: c.id, start_date: day, end_date: day, remarks });
  }
}

/** A shift's end in minutes from its day's midnight: past 1440 when it ends the next day. */
const endOf = (h: { start: number; end: number }) => (h.end <= h.start ? h.end + 1440 : h.end);

const employedOn = (p: Person, day: string) =>
  (!p.employment_date || p.employment_date <= day) && (!p.resignation_date || day <= p.resignation_date);

/**
 * The demo's attendance: the terminal, `months` months of punches up to yesterday (`today` is the
 * company's date) for every employee with a shift, stored and turned into logs by `applyPunches` in
 * the caller's transaction, and two logs HR corrected. Punches already stored are kept once, so a
 * second run adds nothing.
 */
export async function seedAttendance(
  tx: Tx,
  opts: { today: string; seed: number; editedBy?: number; months?: number },
): Promise<{ punches: number; logs: number }> {
  const r = rng(opts.seed);
  const last = addDays(opts.today, -1);
  const first = addMonths(opts.today, -(opts.months ?? 2));
  const db = onTransaction(tx);
  const deviceId = await registerDevice(tx, opts.editedBy ?? null);

  const { rows: people } = await tx.execute<Person>(sql`
    SELECT e.id, e.sub_department_id, s.sub_department_name AS sub_name,
      coalesce(s.rest_days_from_calendar, false) AS rest_from_calendar,
      e.employment_date::text AS employment_date, e.resignation_date::text AS resignation_date
    FROM employees e LEFT JOIN sub_departments s ON s.id = e.sub_department_id
    WHERE e.employment_date IS NULL OR e.employment_date <= ${last}::date
    ORDER BY e.id`);
  const segments = await shiftSegments(db, first, last);
  const segmentsOf = new Map<number, ShiftSegment[]>();
  for (const s of segments) segmentsOf.set(s.employee_id, [...(segmentsOf.get(s.employee_id) ?? []), s]);
  const shiftOf = (id: number, day: string) =>
    segmentsOf.get(id)?.find((s) => s.from <= day && day <= s.to)?.time ?? null;
  const { rows: events } = await tx.execute<DayEvent>(sql`
    SELECT date_event::text AS date_event, event_type, holiday_type, sub_department_id FROM calendar_events
    WHERE date_event BETWEEN ${first}::date AND ${last}::date AND event_type IN (${HOLIDAY_EVENT}, ${REST_DAY_EVENT})`);
  const kindOf = dayKinds(events);
  // Rest days alone (a holiday on a rest day is not one anybody comes in for).
  const restOf = (() => {
    const kinds = dayKinds(events.filter((ev) => ev.event_type === REST_DAY_EVENT));
    return (day: string, p: Person) => kinds(day, p) === 'rest_day';
  })();
  const { rows: leaves } = await tx.execute<Leave>(sql`
    SELECT employee_id, start_date::text AS start_date, end_date::text AS end_date, remarks FROM leave_requests
    WHERE status = 'approved' AND start_date <= ${last}::date AND end_date >= ${first}::date`);
  await ensureLeaveKinds(tx, r, { first, last, people, shiftOf, kindOf, leaves });
  const onLeave = new Set<string>();
  for (const l of leaves)
    for (let d = l.start_date > first ? l.start_date : first; d <= l.end_date && d <= last; d = addDays(d, 1))
      onLeave.add(`${l.employee_id}|${d}`);

  let punches: IncomingPunch[] = [];
  let total = 0;
  let logs = 0;
  const flush = async () => {
    if (!punches.length) return;
    const outcome = await applyPunches(tx, punches, { dryRun: false });
    total += outcome.punches_new;
    logs += outcome.logs_created;
    punches = [];
  };
  for (const p of people) {
    if (!segmentsOf.get(p.id)?.some((s) => s.time)) continue;
    // Some are late often; one account's site has no terminal and sends a plain file (no punch types).
    const habit = { lateRate: r.chance(0.12) ? 0.25 : 0.04 };
    const plainFile = p.sub_name === 'Collections';
    for (let day = first; day <= last; day = addDays(day, 1)) {
      if (!employedOn(p, day)) continue;
      const time = shiftOf(p.id, day);
      const hours = time ? shiftHours(time) : null;
      if (!hours) continue;
      const kind = kindOf(day, p);
      if (kind === 'rest_day' || restOf(day, p)) continue;
      // A holiday is mostly off; a few work it.
      if (kind !== 'working_day' && !r.chance(0.05)) continue;
      if (onLeave.has(`${p.id}|${day}`)) continue;
      if (r.chance(0.03)) continue; // absent
      const end = endOf(hours);
      // Where a change of shift leaves less than 8 hours between the old shift's end and the new one's
      // start, neither the old shift's last day nor the new one's first is worked (their punches
      // would meet).
      const previous = shiftOf(p.id, addDays(day, -1));
      const before = previous && previous !== time ? shiftHours(previous) : null;
      if (before && 1440 + hours.start - endOf(before) < 8 * 60) continue;
      const next = shiftOf(p.id, addDays(day, 1));
      const after = next && next !== time ? shiftHours(next) : null;
      if (after && 1440 + after.start - end < 8 * 60) continue;
      const how = plainFile
        ? { source: 'import' as const, typed: false, deviceId: null }
        : r.chance(0.06)
          ? // the terminal was down: HR imported the day from its backup file
            { source: 'import' as const, typed: true, deviceId: null }
          : { source: 'device' as const, typed: true, deviceId };
      punches.push(...dayPunches(r, p.id, day, { start: hours.start, end }, habit, how));
    }
    if (punches.length >= 10_000) await flush();
  }
  await flush();

  // HR's corrections: a forgotten time out filled in with the shift's end, and a late time in set to
  // the shift's start (the terminal at the entrance was down), each with its reason.
  if (opts.editedBy) {
    const { rows: recent } = await tx.execute<{
      id: number;
      employee_id: number;
      att_date: string;
      time_in: string | null;
      time_out: string | null;
    }>(sql`
      SELECT id, employee_id, att_date::text AS att_date, time_in::text AS time_in, time_out::text AS time_out
      FROM attendance_logs WHERE att_date BETWEEN ${addDays(last, -21)}::date AND ${addDays(last, -2)}::date
        AND edited_by IS NULL AND time_in IS NOT NULL
      ORDER BY att_date DESC, employee_id`);
    const clock = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}:00`;
    const hoursOf = (l: (typeof recent)[number]) => shiftHours(shiftOf(l.employee_id, l.att_date) ?? '');
    const noOut = recent.find((l) => !l.time_out && hoursOf(l));
    const late = recent.find(
      (l) => l.time_out && lateMinutes(l.time_in, shiftOf(l.employee_id, l.att_date)) >= 10,
    );
    const edits = [
      noOut && {
        log: noOut,
        field: 'time_out' as const,
        was: null,
        value: clock(hoursOf(noOut)!.end),
        reason: 'Forgot to clock out; the team leader confirmed the end of the shift.',
      },
      late && {
        log: late,
        field: 'time_in' as const,
        was: late.time_in,
        value: clock(hoursOf(late)!.start),
        reason: 'The terminal at the entrance was down that morning; time in per the guard’s logbook.',
      },
    ];
    for (const e of edits) {
      if (!e) continue;
      await tx.execute(sql`
        UPDATE attendance_logs SET ${sql.identifier(e.field)} = ${e.value}::time, update_reason = ${e.reason},
          edited_by = ${opts.editedBy},
          edited_at = least(((att_date + 1)::timestamp + time '10:00') AT TIME ZONE ${ZONE}, now()), updated_at = now()
        WHERE id = ${e.log.id}`);
      await tx.execute(sql`
        INSERT INTO audit_log (user_id, action, entity, entity_id, before, after)
        VALUES (${opts.editedBy}, 'update', 'attendance_logs', ${String(e.log.id)},
          ${JSON.stringify({ [e.field]: e.was })}::jsonb,
          ${JSON.stringify({ [e.field]: e.value, update_reason: e.reason })}::jsonb)`);
    }
  }
  return { punches: total, logs };
}

/** Each shift time's start and end in minutes from the day's midnight (a night shift's end past 1440). */
function shiftTable(): { time: string; start_min: number; end_min: number }[] {
  const out: { time: string; start_min: number; end_min: number }[] = [];
  for (const times of Object.values(SHIFT_TIMES) as readonly (readonly string[])[])
    for (const time of times) {
      const h = shiftHours(time);
      if (h) out.push({ time, start_min: h.start, end_min: endOf(h) });
    }
  return out;
}

/**
 * The large seed's attendance: `months` months of day logs up to yesterday for the employees from
 * `fromEmployeeId` on, written directly with set-based SQL (one INSERT ... SELECT a month, from
 * generate_series over each employee's shift history) rather than through `applyPunches`, so a
 * company-sized year takes seconds. No punches are stored for them: the logs are what the grid, the
 * exports and the payroll read, and the benchmark's import brings punches of its own.
 *
 * The same rules as the demo: a log on each working day of the shift in force that day (rest days
 * and holidays by the calendar, as `dayKind` decides them; a few work a holiday), none while on
 * approved leave or before hiring and after leaving, about 3 % absences, and times around the
 * shift with lates, overbreaks, forgotten time outs and night shifts. The randomness is a hash of
 * employee and day, so a seed is the same on every machine. Returns the logs written.
 */
export async function seedBulkAttendance(
  tx: Tx,
  opts: { today: string; months: number; seed: number; fromEmployeeId: number },
): Promise<number> {
  const last = addDays(opts.today, -1);
  const first = addMonths(opts.today, -opts.months);
  const shifts = JSON.stringify(shiftTable());
  // Uniform draws in [0, 1) from ten-bit slices (0 to 5) of three hashes of (employee, day).
  const u = (hash: 'h1' | 'h2' | 'h3', slice: number) =>
    sql.raw(`(((d.${hash} >> ${slice * 10}) & 1023) / 1024.0)`);
  const clock = (seconds: ReturnType<typeof sql>) =>
    sql`(time '00:00' + ((${seconds})::int) * interval '1 second')::time(0)`;
  const start = sql.raw('d.start_s');
  let written = 0;
  for (let from = first; from <= last; from = addMonths(from, 1)) {
    const to = addDays(addMonths(from, 1), -1) < last ? addDays(addMonths(from, 1), -1) : last;
    const { rowCount } = await tx.execute(sql`
      WITH shifts AS (
        SELECT * FROM json_to_recordset(${shifts}::json) AS s(time text, start_min int, end_min int)
      ), seg AS (
        SELECT h.employee_id, h.effective_from, h.time,
          lead(h.effective_from) OVER (PARTITION BY h.employee_id ORDER BY h.effective_from) AS next_from
        FROM shift_history h WHERE h.employee_id >= ${opts.fromEmployeeId}
      ), days AS (
        SELECT e.id AS employee_id, e.sub_department_id, g.day::date AS day,
          s.start_min * 60 AS start_s, s.end_min * 60 AS end_s, coalesce(sd.rest_days_from_calendar, false) AS rest_cal,
          hashint8extended(e.id::bigint * 100000 + (g.day - date '2000-01-01'), ${opts.seed}) AS h1,
          hashint8extended(e.id::bigint * 100000 + (g.day - date '2000-01-01'), ${opts.seed + 1}) AS h2,
          hashint8extended(e.id::bigint * 100000 + (g.day - date '2000-01-01'), ${opts.seed + 2}) AS h3
        FROM seg JOIN employees e ON e.id = seg.employee_id
        JOIN shifts s ON s.time = seg.time
        LEFT JOIN sub_departments sd ON sd.id = e.sub_department_id
        CROSS JOIN LATERAL (SELECT greatest(seg.effective_from, ${from}::date, e.employment_date) AS a,
          least(seg.next_from - 1, ${to}::date, e.resignation_date) AS b) span
        CROSS JOIN LATERAL (SELECT span.a + i AS day FROM generate_series(0, span.b - span.a) i) g
      ), events AS (
        SELECT date_event, event_type, coalesce(sub_department_id, 0) AS sub FROM calendar_events
        WHERE date_event BETWEEN ${from}::date AND ${to}::date AND event_type IN (${HOLIDAY_EVENT}, ${REST_DAY_EVENT})
      )
      INSERT INTO attendance_logs (employee_id, att_date, sub_department_id, time_in, first_break_out, first_break_in,
        lunch_break_out, lunch_break_in, second_break_out, second_break_in, time_out)
      SELECT d.employee_id, d.day, d.sub_department_id,
        ${clock(sql`${start} + CASE WHEN ${u('h1', 1)} < 0.05 THEN 300 + ${u('h1', 2)} * 2100 ELSE -60 - ${u('h1', 2)} * 660 END`)},
        ${clock(sql`${start} + 7200 + ${u('h2', 0)} * 1800 - 600`)},
        ${clock(sql`${start} + 7200 + ${u('h2', 0)} * 1800 - 600 + CASE WHEN ${u('h2', 5)} < 0.03 THEN 1500 ELSE 720 + ${u('h2', 1)} * 180 END`)},
        ${clock(sql`${start} + 14400 + ${u('h2', 2)} * 2700 - 900`)},
        ${clock(sql`${start} + 14400 + ${u('h2', 2)} * 2700 - 900 + CASE WHEN ${u('h1', 3)} < 0.05 THEN 4200 + ${u('h1', 4)} * 1200 ELSE 3000 + ${u('h1', 4)} * 540 END`)},
        ${clock(sql`${start} + 23400 + ${u('h2', 3)} * 1800 - 600`)},
        ${clock(sql`${start} + 23400 + ${u('h2', 3)} * 1800 - 600 + 720 + ${u('h2', 4)} * 180`)},
        CASE WHEN ${u('h1', 5)} < 0.015 THEN NULL ELSE ${clock(sql`d.end_s + ${u('h3', 0)} * 1500`)} END
      FROM days d
      WHERE ${u('h1', 0)} >= 0.03 -- absent
        -- rest days: Saturday and Sunday, or the sub-department's Rest Day events
        AND CASE WHEN d.rest_cal
          THEN NOT EXISTS (SELECT 1 FROM events v WHERE v.date_event = d.day AND v.event_type = ${REST_DAY_EVENT}
            AND v.sub IN (0, d.sub_department_id))
          ELSE extract(isodow FROM d.day) < 6 END
        -- holidays: off, but for a few who work them
        AND (${u('h1', 0)} < 0.06 OR NOT EXISTS (SELECT 1 FROM events v WHERE v.date_event = d.day
          AND v.event_type = ${HOLIDAY_EVENT} AND v.sub IN (0, d.sub_department_id)))
        AND NOT EXISTS (SELECT 1 FROM leave_requests l WHERE l.employee_id = d.employee_id
          AND l.status = 'approved' AND d.day BETWEEN l.start_date AND l.end_date)
      ON CONFLICT (employee_id, att_date) DO NOTHING`);
    written += rowCount ?? 0;
  }
  return written;
}
