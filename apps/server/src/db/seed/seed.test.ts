import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { attendanceDayStatus, type DayStatus, lateMinutes, overbreakSeconds } from '@hris/domain/attendance';
import { type DayEvent, dayKind } from '@hris/domain/calendar';
import { addDays, companyDate } from '@hris/domain/company-clock';
import { evaluationListState } from '@hris/domain/evaluation';
import { NTE_STAGES, nteRowAction } from '@hris/domain/nte-status';
import { statutoryShares, TABLES_2025 } from '@hris/domain/statutory';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDb } from '../../../test/db';
import { verifyPassword } from '../../lib/passwords';
import { approvalChain } from '../../modules/leave/approval-chain';
import { shiftSegments } from '../../modules/schedule/shifts.service';
import { localStorage } from '../../plugins/files/local-storage';
import { runMigrations } from '../migrate';
import { DEMO_DEVICE } from './attendance';
import { DEMO_ESS_PASSWORD } from './ess-logins';
import { firstRun } from './first-run';
import { addMonths } from './random';

let t: TestDb;
let uploads: string;
beforeAll(async () => {
  t = await freshDatabase();
  uploads = await mkdtemp(path.join(os.tmpdir(), 'hris-seed-test-'));
});
afterAll(async () => {
  await t.drop();
  await rm(uploads, { recursive: true, force: true });
});

describe('first run', () => {
  it('migrations are idempotent and safe when several nodes start at once', async () => {
    await Promise.all([runMigrations(t.url), runMigrations(t.url), runMigrations(t.url)]);
    const { rows } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM roles`);
    expect(rows[0]?.n).toBe(5);
  });

  it('creates the HR account once, with a generated password, and the demo company', async () => {
    const opts = { adminUser: 'hr', adminPassword: undefined, demo: true, storage: localStorage(uploads) };
    const [a, b] = await Promise.all([firstRun(t.db, opts), firstRun(t.db, opts)]);
    const created = [a, b].filter((r) => r.adminCreated);
    expect(created).toHaveLength(1);
    expect(created[0]?.demoSeeded).toBe(true);
    const password = created[0]!.generatedPassword!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    const { rows } = await t.db.execute<{ password_hash: string; role_id: number; employee_id: number }>(
      sql`SELECT password_hash, role_id, employee_id FROM users WHERE role_id = 5`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role_id).toBe(5);
    expect(rows[0]?.employee_id).not.toBeNull();
    expect(await verifyPassword(rows[0]!.password_hash, password)).toBe(true);
    // a later start changes nothing
    expect(await firstRun(t.db, opts)).toEqual({ adminCreated: false, demoSeeded: false });
  });

  it('gives an agent, their team leader and the department head self-service logins with one known password', async () => {
    const { rows } = await t.db.execute<{
      id: number;
      name: string;
      role_id: number;
      password_hash: string;
      employee_id: number;
      belongs_to: number;
      full_name: string;
    }>(sql`SELECT u.id, u.name, u.role_id, u.password_hash, u.employee_id, u.belongs_to, e.full_name
      FROM users u JOIN employees e ON e.id = u.employee_id WHERE u.name IN ('ess.agent', 'ess.leader', 'ess.head')`);
    const by = Object.fromEntries(rows.map((r) => [r.name, r]));
    const [agent, leader, head] = [by['ess.agent']!, by['ess.leader']!, by['ess.head']!];
    expect([agent.role_id, leader.role_id, head.role_id]).toEqual([1, 2, 3]);
    expect([agent.belongs_to, leader.belongs_to, head.belongs_to]).toEqual([leader.id, head.id, 0]);
    for (const r of rows) expect(await verifyPassword(r.password_hash, DEMO_ESS_PASSWORD)).toBe(true);
    expect(await approvalChain(t.db, agent.employee_id)).toMatchObject({
      level: 1,
      supervisor: leader.full_name,
      department_head: head.full_name,
    });
    expect(await approvalChain(t.db, leader.employee_id)).toMatchObject({
      level: 2,
      supervisor: null,
      department_head: head.full_name,
    });
  });

  it('seeds a BPO with its accounts and about 150 employees over every status', async () => {
    const deps = await t.db.execute<{ department_name: string }>(
      sql`SELECT department_name FROM departments`,
    );
    expect(deps.rows.map((d) => d.department_name)).toEqual(
      expect.arrayContaining(['Operations', 'Human Resources', 'Finance', 'IT', 'Admin']),
    );
    const subs = await t.db.execute<{ sub_department_name: string }>(
      sql`SELECT sub_department_name FROM sub_departments ORDER BY id`,
    );
    expect(subs.rows.map((s) => s.sub_department_name)).toEqual([
      'CD-HW',
      'CD-PQ',
      'Mantra',
      'VA-NZ-AU',
      'VA-US',
      'Collections',
      'Admin',
    ]);
    const statuses = await t.db.execute<{ status: string; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM employees GROUP BY status`,
    );
    const byStatus = Object.fromEntries(statuses.rows.map((r) => [r.status, r.n]));
    for (const s of ['trainee', 'probationary', 'regular', 'promoted', 'resigned', 'awol', 'terminated']) {
      expect(byStatus[s], s).toBeGreaterThan(0);
    }
    const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
    expect(total).toBe(150);
    const bad = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM employees WHERE emp_id !~ '^\\d{4}-\\d{3}$'
        OR (status IN ('resigned', 'awol', 'terminated') AND resignation_date IS NULL)
        OR (status NOT IN ('resigned', 'awol', 'terminated') AND resignation_date IS NOT NULL)
        OR contact !~ '^\\d{4}-\\d{7}$'`);
    expect(bad.rows[0]?.n).toBe(0);
    const supervised = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM employees WHERE belong IS NOT NULL`,
    );
    expect(supervised.rows[0]?.n).toBeGreaterThan(50);
  });

  it('seeds leave in every state at both approval levels, with credits the ledger explains', async () => {
    const states = await t.db.execute<{ status: string; roles: number }>(
      sql`SELECT DISTINCT status, roles FROM leave_requests`,
    );
    for (const status of ['pending', 'approved', 'rejected']) {
      expect(
        states.rows.some((r) => r.status === status),
        status,
      ).toBe(true);
    }
    expect(new Set(states.rows.map((r) => r.roles))).toEqual(new Set([1, 2]));
    const mismatched = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM leave_credits c
      WHERE c.leave_credit_balance <> (SELECT coalesce(sum(delta), 0) FROM leave_credit_ledger x WHERE x.employee_id = c.employee_id AND x.field = 'balance')
        OR c.leave_credit_used <> (SELECT coalesce(sum(delta), 0) FROM leave_credit_ledger x WHERE x.employee_id = c.employee_id AND x.field = 'used')
        OR c.leave_credit_balance < 0`);
    expect(mismatched.rows[0]?.n).toBe(0);
    const config = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM leave_credit_config`);
    expect(config.rows[0]?.n).toBe(7);
    const months = await t.db.execute<{ n: number }>(
      sql`SELECT count(DISTINCT period)::int AS n FROM leave_credit_ledger WHERE reason = 'accrual'`,
    );
    expect(months.rows[0]?.n).toBeGreaterThanOrEqual(6);
  });

  it('seeds NTEs in every stage and row action, coaching records and evaluations in every state, with files', async () => {
    const { rows: ntes } = await t.db.execute<{
      stage: string;
      tl_status: 'pending' | 'approved' | 'rejected';
      asm_status: 'pending' | 'approved' | 'rejected';
      hr_status: 'pending' | 'approved' | 'rejected';
      employee_status: 'unacknowledged' | 'acknowledged';
      hr_decision_status: 'undecided' | 'decided';
      year: number;
    }>(sql`SELECT stage, tl_status, asm_status, hr_status, employee_status, hr_decision_status,
      extract(year FROM date_request)::int AS year FROM nte_requests`);
    expect(new Set(ntes.map((n) => n.stage))).toEqual(new Set(NTE_STAGES));
    const actions = new Set(
      ntes.map((n) => {
        const a = nteRowAction(n);
        return `${a.label}/${a.flag?.color ?? ''}`;
      }),
    );
    for (const a of [
      'Review request/',
      'Update request/',
      'Update Request/red',
      'Notice of Decision/',
      'View Details/',
      'View Details/gray',
    ])
      expect(actions, a).toContain(a);
    expect(new Set(ntes.map((n) => n.year)).size).toBeGreaterThanOrEqual(3);
    const { rows: files } = await t.db.execute<{ file_name: string; n: number }>(sql`
      SELECT f.file_name FROM nte_attachments a JOIN files f ON f.id = a.file_id`);
    expect(files.some((f) => f.file_name.endsWith('.pdf'))).toBe(true);
    expect(files.some((f) => f.file_name.endsWith('.png'))).toBe(true);
    const { rows: unsigned } = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM nte_requests WHERE employee_status = 'acknowledged' AND signature_file_id IS NULL`);
    expect(unsigned[0]?.n).toBe(0);
    const stored = new Set(await readdir(uploads));
    const { rows: all } = await t.db.execute<{ file_name: string }>(sql`SELECT file_name FROM files`);
    expect(all.length).toBeGreaterThan(50);
    for (const f of all) expect(stored.has(f.file_name), f.file_name).toBe(true);

    const { rows: coaching } = await t.db.execute<{ employee_status: string; signed: boolean }>(sql`
      SELECT DISTINCT employee_status, employee_signature_file_id IS NOT NULL AS signed FROM coaching_records`);
    expect(coaching).toEqual(
      expect.arrayContaining([
        { employee_status: 'acknowledged', signed: true },
        { employee_status: 'unacknowledged', signed: false },
      ]),
    );
    const { rows: evaluations } = await t.db.execute<{
      tl_status: 'pending' | 'approved' | 'rejected';
      asm_status: 'pending' | 'approved' | 'rejected';
      employee_status: 'pending' | 'approved' | 'rejected';
      plans: number;
    }>(sql`SELECT tl_status, asm_status, employee_status,
      (SELECT count(*)::int FROM evaluation_action_plans p WHERE p.evaluation_id = v.id) AS plans FROM evaluations v`);
    expect(new Set(evaluations.map((v) => evaluationListState(v).state))).toEqual(
      new Set(['approved', 'waiting', 'pending', 'rejected']),
    );
    expect(evaluations.every((v) => v.plans >= 1)).toBe(true);
  });

  it('gives every employee a shift with its history, requests in every status and a calendar', async () => {
    const { rows: shifts } = await t.db.execute<{ schedule: string | null; n: number }>(
      sql`SELECT schedule, count(*)::int AS n FROM employees GROUP BY schedule`,
    );
    expect(new Set(shifts.map((s) => s.schedule))).toEqual(
      new Set(['Day-Shift', 'Mid-Shift', 'Night-Shift']),
    );
    // the record is the history's row in force today, for everyone
    const { rows: apart } = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM employees e
      LEFT JOIN LATERAL (SELECT schedule, time FROM shift_history h WHERE h.employee_id = e.id
        AND h.effective_from <= (now() AT TIME ZONE 'Asia/Manila')::date ORDER BY h.effective_from DESC LIMIT 1) h ON true
      WHERE (e.schedule, e.time) IS DISTINCT FROM (h.schedule, h.time)`);
    expect(apart[0]?.n).toBe(0);
    const { rows: sources } = await t.db.execute<{ source: string }>(
      sql`SELECT DISTINCT source FROM shift_history`,
    );
    expect(new Set(sources.map((s) => s.source))).toEqual(new Set(['assignment', 'change', 'adjustment']));
    for (const table of ['schedule_adjustments', 'undertime_requests']) {
      const { rows } = await t.db.execute<{ hr_status: string }>(
        sql`SELECT DISTINCT hr_status FROM ${sql.identifier(table)}`,
      );
      expect(new Set(rows.map((r) => r.hr_status)), table).toEqual(
        new Set(['pending', 'approved', 'rejected']),
      );
    }
    const { rows: events } = await t.db.execute<{
      event_type: number;
      holiday_type: number | null;
      n: number;
    }>(sql`SELECT event_type, holiday_type, count(*)::int AS n FROM calendar_events GROUP BY 1, 2`);
    const types = new Set(events.map((e) => e.event_type));
    for (const type of [1, 2, 3, 4, 5, 6, 7]) expect(types.has(type), String(type)).toBe(true);
    expect(events.some((e) => e.event_type === 2 && e.holiday_type === 1)).toBe(true);
    expect(events.some((e) => e.event_type === 2 && e.holiday_type === 2)).toBe(true);
    const year = new Date().getUTCFullYear();
    const { rows: christmas } = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM calendar_events
      WHERE event_type = 2 AND holiday_type = 1 AND date_event IN (${`${year}-12-25`}::date, ${`${year + 1}-12-25`}::date)`);
    expect(christmas[0]?.n).toBe(2);
  });

  it('seeds two months of punches and logs up to yesterday with every day status of the grid', async () => {
    const today = companyDate(new Date());
    const last = addDays(today, -1);
    const first = addMonths(today, -2);
    const { rows: devices } = await t.db.execute<{ id: number; punches: number }>(sql`
      SELECT d.id, (SELECT count(*)::int FROM attendance_punches p WHERE p.device_id = d.id) AS punches
      FROM attendance_devices d WHERE d.serial_number = ${DEMO_DEVICE.serial_number}`);
    expect(devices[0]?.punches).toBeGreaterThan(1000);
    const { rows: sources } = await t.db.execute<{ source: string; untyped: boolean }>(
      sql`SELECT DISTINCT source, punch_type IS NULL AS untyped FROM attendance_punches`,
    );
    expect(sources).toEqual(
      expect.arrayContaining([
        { source: 'device', untyped: false },
        { source: 'import', untyped: false },
        { source: 'import', untyped: true },
      ]),
    );

    type Log = {
      employee_id: number;
      att_date: string;
      time_in: string | null;
      time_out: string | null;
      first_break_out: string | null;
      first_break_in: string | null;
      lunch_break_out: string | null;
      lunch_break_in: string | null;
      second_break_out: string | null;
      second_break_in: string | null;
      update_reason: string | null;
      edited_by: number | null;
    };
    const { rows: logs } = await t.db.execute<Log>(sql`
      SELECT employee_id, att_date::text AS att_date, time_in::text AS time_in, time_out::text AS time_out,
        first_break_out::text AS first_break_out, first_break_in::text AS first_break_in,
        lunch_break_out::text AS lunch_break_out, lunch_break_in::text AS lunch_break_in,
        second_break_out::text AS second_break_out, second_break_in::text AS second_break_in,
        update_reason, edited_by
      FROM attendance_logs`);
    expect(logs.length).toBeGreaterThan(3000);
    expect(logs.every((l) => l.att_date >= first && l.att_date <= last)).toBe(true);

    const { rows: people } = await t.db.execute<{
      id: number;
      sub_department_id: number | null;
      rest: boolean;
      employment_date: string;
      resignation_date: string | null;
    }>(sql`
      SELECT e.id, e.sub_department_id, coalesce(s.rest_days_from_calendar, false) AS rest,
        e.employment_date::text AS employment_date, e.resignation_date::text AS resignation_date
      FROM employees e LEFT JOIN sub_departments s ON s.id = e.sub_department_id`);
    const segments = await shiftSegments(t.db, first, last);
    const shiftOf = (id: number, day: string) =>
      segments.find((s) => s.employee_id === id && s.from <= day && day <= s.to)?.time ?? null;
    const { rows: events } = await t.db.execute<DayEvent>(sql`
      SELECT date_event::text AS date_event, event_type, holiday_type, sub_department_id FROM calendar_events
      WHERE date_event BETWEEN ${first}::date AND ${last}::date AND event_type IN (2, 7)`);
    const { rows: leaves } = await t.db.execute<{
      employee_id: number;
      start_date: string;
      end_date: string;
      remarks: string;
    }>(sql`
      SELECT employee_id, start_date::text AS start_date, end_date::text AS end_date, remarks FROM leave_requests
      WHERE status = 'approved' AND start_date <= ${last}::date AND end_date >= ${first}::date`);
    const logOf = new Map(logs.map((l) => [`${l.employee_id}|${l.att_date}`, l]));

    const statuses = new Set<DayStatus>();
    let onRestDay = 0;
    let onLeave = 0;
    for (const p of people)
      for (let day = first; day <= last; day = addDays(day, 1)) {
        const log = logOf.get(`${p.id}|${day}`);
        if (
          p.employment_date > day ||
          (p.resignation_date && p.resignation_date < day) ||
          !shiftOf(p.id, day)
        ) {
          expect(log, `${p.id} ${day}`).toBeUndefined();
          continue;
        }
        const kind = dayKind(day, p.sub_department_id, events, { restDaysFromCalendar: p.rest });
        const leave = leaves.find((l) => l.employee_id === p.id && l.start_date <= day && day <= l.end_date);
        const status = attendanceDayStatus({
          date: day,
          today,
          kind,
          leave: leave ? (leave.remarks === 'With Pay' ? 'with_pay' : 'without_pay') : null,
          timeIn: log?.time_in ?? null,
        });
        statuses.add(status);
        if (log && kind === 'rest_day') onRestDay++;
        if (log && leave) onLeave++;
      }
    // Holidays need one in the window: the national ones leave a gap of about two months in the middle of the year.
    const holidays = events.some((e) => e.event_type === 2);
    for (const s of [
      'present',
      'absent',
      'leave_with_pay',
      'leave_without_pay',
      'day_off',
      ...(holidays ? ['holiday'] : []),
    ])
      expect(statuses, s).toContain(s);
    expect(onRestDay).toBe(0);
    expect(onLeave).toBe(0);

    // lates, overbreaks, forgotten time outs, night shifts out the next morning, HR's corrections
    expect(logs.some((l) => lateMinutes(l.time_in, shiftOf(l.employee_id, l.att_date)) >= 5)).toBe(true);
    expect(logs.some((l) => overbreakSeconds(l) >= 10 * 60)).toBe(true);
    expect(logs.some((l) => l.time_in && !l.time_out)).toBe(true);
    expect(logs.some((l) => l.time_in && l.time_out && l.time_out < l.time_in)).toBe(true);
    const { rows: hr } = await t.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE role_id = 5`);
    const edited = logs.filter((l) => l.update_reason && l.edited_by === hr[0]?.id);
    expect(edited.length).toBeGreaterThanOrEqual(2);
  });

  it('gives every employee a contract and sends memos to groups and to all, each partly acknowledged', async () => {
    const { rows: missing } = await t.db.execute(sql`
      SELECT e.id FROM employees e WHERE e.employment_date <= current_date AND NOT EXISTS (
        SELECT 1 FROM employee_documents ed JOIN documents d ON d.id = ed.document_id
        WHERE ed.employee_id = e.id AND d.document_type = 'contract')`);
    expect(missing).toEqual([]);
    const { rows: memos } = await t.db.execute<{
      audience: string;
      recipients: number;
      acknowledged: number;
      counted: number;
    }>(sql`
      SELECT d.audience, d.recipients, d.acknowledged,
        (SELECT count(*)::int FROM employee_documents ed WHERE ed.document_id = d.id AND ed.status = 'acknowledged') AS counted
      FROM documents d WHERE d.document_type = 'memo'`);
    expect(new Set(memos.map((m) => m.audience))).toEqual(new Set(['group', 'all']));
    for (const m of memos) {
      expect(m.acknowledged).toBe(m.counted);
      expect(m.acknowledged).toBeGreaterThan(0);
      expect(m.acknowledged).toBeLessThan(m.recipients);
    }
    // every document's file is stored
    const { rows: files } = await t.db.execute<{ file_name: string }>(
      sql`SELECT f.file_name FROM files f JOIN documents d ON d.file_id = f.id`,
    );
    const stored = new Set(await readdir(uploads));
    for (const f of files) expect(stored.has(f.file_name), f.file_name).toBe(true);
  });

  it('seeds a year of monthly contributions computed from the statutory tables', async () => {
    const { rows } = await t.db.execute<{
      months: number;
      basic: string;
      sss: string;
      tax: string;
      n: number;
    }>(sql`
      SELECT count(DISTINCT c.date_covered)::int AS months, e.basic_salary::text AS basic,
        max(c.sss_cont)::text AS sss, max(c.withholding_tax)::text AS tax, count(*)::int AS n
      FROM contributions c JOIN employees e ON e.id = c.employee_id
      WHERE e.status = 'regular' AND e.employment_date < current_date - 400
      GROUP BY e.id, e.basic_salary ORDER BY e.id LIMIT 5`);
    expect(rows.length).toBe(5);
    for (const r of rows) {
      expect(r.months).toBe(12);
      const shares = statutoryShares(Number(r.basic), TABLES_2025);
      expect(r.sss).toBe(shares.sss_cont);
      expect(r.tax).toBe(shares.withholding_tax);
    }
  });

  it('seeds responsibility forms with items, some signed, and work-from-home undertakings with signatures', async () => {
    const { rows } = await t.db.execute<{ forms: number; signed: number; items: number; wfh: number }>(sql`
      SELECT (SELECT count(*)::int FROM responsibility_forms) AS forms,
        (SELECT count(*)::int FROM responsibility_forms WHERE signature_file_id IS NOT NULL) AS signed,
        (SELECT count(*)::int FROM responsibility_items) AS items,
        (SELECT count(*)::int FROM wfh_undertakings) AS wfh`);
    const r = rows[0]!;
    expect(r.forms).toBeGreaterThan(50);
    expect(r.signed).toBeGreaterThan(0);
    expect(r.signed).toBeLessThan(r.forms);
    expect(r.items).toBeGreaterThanOrEqual(r.forms * 3);
    expect(r.wfh).toBeGreaterThan(5);
  });
});
