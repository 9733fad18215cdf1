import { EVENT_TYPES, type EventType } from '@hris/domain/calendar';
import { philippineHolidays } from '@hris/domain/ph-holidays';
import { REQUESTED_SHIFTS, SHIFT_TIMES, type ShiftGroup, shiftText } from '@hris/domain/shifts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { addDays, addMonths, rng } from './random';

type Seeded = {
  id: number;
  employment_date: string;
  schedule: ShiftGroup;
  time: string;
  timezone_id: number | null;
  active: boolean;
  /** Hired through the datasheet, which recorded their first shift already. */
  recorded: boolean;
};

/** Rows inserted as one JSON parameter (json_populate_recordset): thousands in one statement. */
async function insertJson(tx: Tx, table: string, rows: object[]) {
  for (let i = 0; i < rows.length; i += 5000)
    await tx.execute(
      sql`INSERT INTO ${sql.identifier(table)} (${sql.raw(Object.keys(rows[0]!).join(', '))})
        SELECT ${sql.raw(Object.keys(rows[0]!).join(', '))}
        FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows.slice(i, i + 5000))}::json)`,
    );
}

const STATUS_MIX = ['pending', 'pending', 'approved', 'approved', 'approved', 'rejected'] as const;
const DECLINE_REASONS = [
  'The account needs full coverage on that shift.',
  'Please file again with your team leader’s endorsement.',
  'The requested shift has no open seat this month.',
];
const ADJUSTMENT_REASONS = [
  'Enrolled in evening classes this semester; requesting an earlier shift.',
  'Moving to a new address far from the site; a later start avoids the rush hour.',
  'Child care arrangements changed; requesting the day shift.',
  'Transferred to the US account queue that opens at night.',
  'Medical advice to avoid night work for three months.',
];
const UNDERTIME_PURPOSES = [
  'Medical check-up scheduled in the afternoon',
  'Government office appointment (SSS loan release)',
  'Child’s school program',
  'Family emergency at home',
  'Bank appointment for a housing loan',
];

/**
 * Shifts with their history, schedule adjustments and undertime requests for the employees from
 * `fromEmployeeId` on: each employee's shift from their hiring (some changed once since), adjustments
 * and undertime in every status (an approved adjustment is part of the shift history from its date),
 * and the employee record brought in step with today's shift.
 */
export async function seedSchedule(
  tx: Tx,
  opts: { today: string; seed: number; createdBy?: number; fromEmployeeId?: number; rate?: number },
) {
  const r = rng(opts.seed);
  const rate = opts.rate ?? 1;
  const { rows: people } = await tx.execute<Seeded>(sql`
    SELECT id, employment_date::text, schedule, time, timezone_id,
      status NOT IN ('resigned', 'awol', 'terminated') AS active,
      EXISTS (SELECT 1 FROM shift_history h WHERE h.employee_id = employees.id) AS recorded
    FROM employees WHERE id >= ${opts.fromEmployeeId ?? 0} AND schedule IS NOT NULL AND time IS NOT NULL
    ORDER BY id`);
  const history: object[] = [];
  const adjustments: object[] = [];
  const undertime: object[] = [];
  const created_by = opts.createdBy ?? null;
  const stamp = (day: string) => `${day}T09:00:00+08:00`;
  for (const p of people) {
    const times = SHIFT_TIMES[p.schedule] as readonly string[];
    const changed = r.chance(0.3) && p.employment_date < addMonths(opts.today, -3);
    if (p.recorded) {
      // the datasheet recorded it
    } else if (changed) {
      // first a different time of the same group, then the present one from a later date
      const first = r.pick(times.filter((t) => t !== p.time));
      const from = r.date(addDays(p.employment_date, 30), addMonths(opts.today, -1));
      history.push(
        {
          employee_id: p.id,
          effective_from: p.employment_date,
          schedule: p.schedule,
          time: first,
          timezone_id: p.timezone_id,
          source: 'assignment',
          created_by,
        },
        {
          employee_id: p.id,
          effective_from: from,
          schedule: p.schedule,
          time: p.time,
          timezone_id: p.timezone_id,
          source: 'change',
          created_by,
        },
      );
    } else
      history.push({
        employee_id: p.id,
        effective_from: p.employment_date,
        schedule: p.schedule,
        time: p.time,
        timezone_id: p.timezone_id,
        source: 'assignment',
        created_by,
      });
    if (!p.active) continue;

    if (r.chance(0.12 * rate)) {
      const filled = r.date(addMonths(opts.today, -6), opts.today);
      const hr = r.pick(STATUS_MIX);
      const requested = r.pick(REQUESTED_SHIFTS);
      const ofRequest = addDays(filled, r.int(3, 21));
      adjustments.push({
        employee_id: p.id,
        date_filled: filled,
        date_of_request: ofRequest,
        current_shift: shiftText(p.schedule, p.time),
        requested_shift: requested.value,
        reason_for_change: r.pick(ADJUSTMENT_REASONS),
        tl_status: hr === 'pending' && r.chance(0.3) ? 'pending' : 'approved',
        tl_date_approved: addDays(filled, 1),
        asm_status: hr === 'pending' && r.chance(0.3) ? 'pending' : 'approved',
        asm_date_approved: addDays(filled, 2),
        hr_status: hr,
        hr_date_approved: hr === 'pending' ? null : addDays(filled, 3),
        hr_reason_to_declined: hr === 'rejected' ? r.pick(DECLINE_REASONS) : null,
        created_by,
        created_at: stamp(filled),
        updated_at: stamp(hr === 'pending' ? filled : addDays(filled, 3)),
      });
    }
    const requests = r.chance(0.2 * rate) ? r.int(1, 2) : 0;
    for (let i = 0; i < requests; i++) {
      const filled = r.date(addMonths(opts.today, -6), opts.today);
      const hr = r.pick(STATUS_MIX);
      undertime.push({
        employee_id: p.id,
        date_filled: filled,
        date_of_undertime: addDays(filled, r.int(0, 7)),
        total_hours: r.pick([1, 2, 2, 3, 4, 4, 5]),
        purpose: r.pick(UNDERTIME_PURPOSES),
        tl_status: 'approved',
        tl_date_approved: filled,
        asm_status: 'approved',
        asm_date_approved: filled,
        hr_status: hr,
        hr_date_approved: hr === 'pending' ? null : addDays(filled, 1),
        hr_reason_to_declined: hr === 'rejected' ? 'No one can cover the rest of the shift that day.' : null,
        created_by,
        created_at: stamp(filled),
        updated_at: stamp(filled),
      });
    }
  }
  if (history.length) await insertJson(tx, 'shift_history', history);
  if (adjustments.length) await insertJson(tx, 'schedule_adjustments', adjustments);
  if (undertime.length) await insertJson(tx, 'undertime_requests', undertime);
  // An approved adjustment is the employee's shift from its date (a later change of the same day wins).
  await tx.execute(sql`
    INSERT INTO shift_history (employee_id, effective_from, schedule, time, timezone_id, source, adjustment_id, created_by)
    SELECT DISTINCT ON (a.employee_id, a.date_of_request) a.employee_id, a.date_of_request,
      m.schedule, m.time, e.timezone_id, 'adjustment', a.id, a.created_by
    FROM schedule_adjustments a JOIN employees e ON e.id = a.employee_id
    JOIN json_to_recordset(${JSON.stringify(REQUESTED_SHIFTS)}::json) AS m(value text, schedule text, time text)
      ON m.value = a.requested_shift
    WHERE a.hr_status = 'approved' AND a.employee_id >= ${opts.fromEmployeeId ?? 0}
    ORDER BY a.employee_id, a.date_of_request, a.id DESC
    ON CONFLICT (employee_id, effective_from) DO UPDATE SET schedule = excluded.schedule, time = excluded.time,
      source = excluded.source, adjustment_id = excluded.adjustment_id`);
  // The employee record follows the row in force today.
  await tx.execute(sql`
    UPDATE employees e SET schedule = h.schedule, time = h.time, timezone_id = h.timezone_id
    FROM (SELECT DISTINCT ON (employee_id) employee_id, schedule, time, timezone_id FROM shift_history
      WHERE effective_from <= ${opts.today}::date AND employee_id >= ${opts.fromEmployeeId ?? 0}
      ORDER BY employee_id, effective_from DESC) h
    WHERE h.employee_id = e.id AND (e.schedule, e.time, e.timezone_id) IS DISTINCT FROM (h.schedule, h.time, h.timezone_id)`);
}

type SeedEvent = {
  name: string;
  event_type: EventType;
  holiday_type: 1 | 2 | null;
  date_event: string;
  sub_department_id: number | null;
};

/** The weekday (0 Sunday) of a date. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * The company calendar: the national holidays of this year and the next, and a year of company events
 * around today (payroll cut-offs, town halls, account meetings, celebrations, the Christmas party, block-off
 * days, and the Rest Day events of the one account that keeps its rest days on the calendar).
 */
export async function seedCalendar(tx: Tx, opts: { today: string; seed: number; createdBy?: number }) {
  const r = rng(opts.seed);
  const year = Number(opts.today.slice(0, 4));
  const { rows: subs } = await tx.execute<{ id: number; name: string }>(
    sql`SELECT id, sub_department_name AS name FROM sub_departments ORDER BY id`,
  );
  const events: SeedEvent[] = [];
  for (const y of [year, year + 1])
    for (const h of philippineHolidays(y))
      events.push({
        name: h.name,
        event_type: 2,
        holiday_type: h.holiday_type,
        date_event: h.date,
        sub_department_id: null,
      });

  const from = addMonths(`${opts.today.slice(0, 7)}-01`, -6);
  const to = addMonths(from, 12);
  const restAccount = subs.find((s) => s.name === 'VA-NZ-AU');
  for (let day = from; day < to; day = addDays(day, 1)) {
    const dom = Number(day.slice(8, 10));
    const wd = weekday(day);
    if (dom === 10 || dom === 25)
      events.push({
        name: 'Payroll cut-off',
        event_type: 1,
        holiday_type: null,
        date_event: day,
        sub_department_id: null,
      });
    if (wd === 1 && dom <= 7)
      events.push({
        name: 'Monthly town hall',
        event_type: 3,
        holiday_type: null,
        date_event: day,
        sub_department_id: null,
      });
    if (wd === 3 && subs.length) {
      const sub = r.pick(subs);
      events.push({
        name: `${sub.name} account review`,
        event_type: 3,
        holiday_type: null,
        date_event: day,
        sub_department_id: sub.id,
      });
    }
    if (wd === 5 && dom > 21 && dom <= 28)
      events.push({
        name: 'Birthday celebrants of the month',
        event_type: 4,
        holiday_type: null,
        date_event: day,
        sub_department_id: null,
      });
    if (day.slice(5) === '12-18')
      events.push({
        name: 'Company Christmas party',
        event_type: 6,
        holiday_type: null,
        date_event: day,
        sub_department_id: null,
      });
    if (dom === 15 && r.chance(0.3))
      events.push({
        name: 'Systems maintenance: floor blocked off',
        event_type: 5,
        holiday_type: null,
        date_event: day,
        sub_department_id: r.pick(subs)?.id ?? null,
      });
    // This account works its clients' week: its rest days are Sunday and Monday, kept as events.
    if (restAccount && (wd === 0 || wd === 1))
      events.push({
        name: `${restAccount.name} rest day`,
        event_type: 7,
        holiday_type: null,
        date_event: day,
        sub_department_id: restAccount.id,
      });
  }
  const rows = events.map((e) => ({ ...e, created_by: opts.createdBy ?? null }));
  await insertJson(tx, 'calendar_events', rows);
  if (restAccount)
    await tx.execute(
      sql`UPDATE sub_departments SET rest_days_from_calendar = true WHERE id = ${restAccount.id}`,
    );
  return { events: rows.length, types: Object.keys(EVENT_TYPES).length };
}
