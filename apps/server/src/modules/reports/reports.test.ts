import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';

/**
 * Each report against figures worked out by hand on a small company, today being Nov 23 2026:
 *
 * A  Operations, CD-HW  hired Jan 15 2026, regular from Jul 15
 * B  Operations, CD-HW  hired Mar 1 2026, probationary
 * C  Human Resources, VA-US  hired Jun 1 2025, regular (no regularization date)
 * D  Operations, VA-US  hired Feb 1 2026, resigned May 20 2026
 * E  Operations, CD-HW  hired Sep 10 2026, in training until Oct 10, then probationary
 */
let t: TestApp;
let org: Org;
const id: Record<'A' | 'B' | 'C' | 'D' | 'E', number> = { A: 0, B: 0, C: 0, D: 0, E: 0 };

beforeAll(async () => {
  t = await testApp({ clock: () => new Date('2026-11-23T09:00:00+08:00') });
  org = await makeOrg(t);
  id.A = await hireVia(t, org, { employment_date: '2026-01-15', first_name: 'Ana' });
  id.B = await hireVia(t, org, { employment_date: '2026-03-01', first_name: 'Ben' });
  id.C = await hireVia(t, org, {
    employment_date: '2025-06-01',
    position_id: org.hrPos,
    sub_department_id: org.subB,
    status: 'regular',
    first_name: 'Cora',
  });
  id.D = await hireVia(t, org, {
    employment_date: '2026-02-01',
    sub_department_id: org.subB,
    first_name: 'Dan',
  });
  id.E = await hireVia(t, org, { employment_date: '2026-09-10', position_id: org.leader, first_name: 'Eva' });
  await t.db.execute(
    sql`UPDATE employees SET regularization_date = '2026-07-15', status = 'regular' WHERE id = ${id.A}`,
  );
  await t.db.execute(
    sql`UPDATE employees SET status = 'resigned', resignation_date = '2026-05-20' WHERE id = ${id.D}`,
  );
  await t.db.execute(sql`UPDATE employees SET training_end = '2026-10-10' WHERE id = ${id.E}`);
});
afterAll(() => t.close());

const report = async (name: string, query = '') => json(await t.call('GET', `/api/reports/${name}?${query}`));
type Row = Record<string, string | number | null>;
const find = (rows: Row[], match: Row) =>
  rows.find((r) => Object.entries(match).every(([k, v]) => r[k] === v));

describe('GET api/reports/headcount', () => {
  it('counts who is with the company at each month end, by department and status', async () => {
    const r = await report('headcount', 'from=2026-01&to=2026-11');
    expect(r).toMatchObject({ report: 'headcount', from: '2026-01', to: '2026-11', sub_department_id: null });
    const ops = (month: string) => find(r.rows, { month, department_name: 'Operations' });
    expect(ops('2026-01')).toMatchObject({ trainee: 0, probationary: 1, regular: 0, total: 1 });
    expect(ops('2026-04')).toMatchObject({ probationary: 3, total: 3 });
    expect(ops('2026-05')).toMatchObject({ probationary: 2, total: 2 });
    expect(ops('2026-07')).toMatchObject({ probationary: 1, regular: 1, total: 2 });
    expect(ops('2026-09')).toMatchObject({ trainee: 1, probationary: 1, regular: 1, total: 3 });
    expect(ops('2026-11')).toMatchObject({ trainee: 0, probationary: 2, regular: 1, total: 3 });
    expect(find(r.rows, { month: '2026-11', department_name: 'Human Resources' })).toMatchObject({
      regular: 1,
      total: 1,
    });
    expect(r.rows).toHaveLength(11 * 2);
  });

  it('narrows to a sub-department, and stops at this month', async () => {
    const r = await report('headcount', `from=2026-10&to=2027-03&sub_department_id=${org.subB}`);
    expect(r.rows).toEqual([
      {
        month: '2026-10',
        department_name: 'Human Resources',
        trainee: 0,
        probationary: 0,
        regular: 1,
        total: 1,
      },
      {
        month: '2026-11',
        department_name: 'Human Resources',
        trainee: 0,
        probationary: 0,
        regular: 1,
        total: 1,
      },
    ]);
  });

  it('defaults to the twelve months ending this month', async () => {
    const r = await report('headcount');
    expect([r.from, r.to]).toEqual(['2025-12', '2026-11']);
  });
});

describe('GET api/reports/turnover', () => {
  it('gives hires, separations and the turnover rate, start + hires - separations = end', async () => {
    const r = await report('turnover', 'from=2026-01&to=2026-11');
    expect(r.rows).toHaveLength(11);
    expect(find(r.rows, { month: '2026-01' })).toEqual({
      month: '2026-01',
      headcount_start: 1,
      hires: 1,
      separations: 0,
      headcount_end: 2,
      turnover_rate: 0,
    });
    expect(find(r.rows, { month: '2026-05' })).toMatchObject({
      headcount_start: 4,
      hires: 0,
      separations: 1,
      headcount_end: 3,
      turnover_rate: 28.57,
    });
    expect(find(r.rows, { month: '2026-09' })).toMatchObject({
      headcount_start: 3,
      hires: 1,
      headcount_end: 4,
    });
    for (const row of r.rows)
      expect(row.headcount_end).toBe(
        (row.headcount_start as number) + (row.hires as number) - (row.separations as number),
      );
  });
});

describe('GET api/reports/leave', () => {
  it('sums approved leave by the month it starts and its type', async () => {
    await t.db.execute(sql`
      INSERT INTO leave_requests (employee_id, date_filled, leave_type, no_of_days, start_date, end_date, remarks, status) VALUES
        (${id.A}, '2026-06-01', 'Vacation', 3, '2026-06-10', '2026-06-12', 'With Pay', 'approved'),
        (${id.B}, '2026-06-01', 'Vacation', 2, '2026-06-30', '2026-07-01', 'Without Pay', 'approved'),
        (${id.C}, '2026-06-01', 'Vacation', 5, '2026-06-05', '2026-06-09', 'With Pay', 'pending'),
        (${id.C}, '2026-07-01', 'Medical/Sick', 1, '2026-07-02', '2026-07-02', 'With Pay', 'approved'),
        (${id.C}, '2026-07-01', 'Medical/Sick', 1, '2026-07-03', '2026-07-03', 'With Pay', 'rejected')`);
    const r = await report('leave', 'from=2026-06&to=2026-07');
    expect(r.rows).toEqual([
      {
        month: '2026-06',
        leave_type: 'Vacation',
        requests: 2,
        days: 5,
        with_pay_days: 3,
        without_pay_days: 2,
      },
      {
        month: '2026-07',
        leave_type: 'Medical/Sick',
        requests: 1,
        days: 1,
        with_pay_days: 1,
        without_pay_days: 0,
      },
    ]);
    const sub = await report('leave', `from=2026-06&to=2026-07&sub_department_id=${org.subB}`);
    expect(sub.rows).toEqual([
      {
        month: '2026-07',
        leave_type: 'Medical/Sick',
        requests: 1,
        days: 1,
        with_pay_days: 1,
        without_pay_days: 0,
      },
    ]);
  });
});

describe('GET api/reports/nte', () => {
  it('counts the NTEs of the period by infraction and corrective action, not the rejected ones', async () => {
    const nte = (employee: number, day: string, type: string, action: string, hr = 'pending') => sql`
      (${employee}, 'Team Leader', ${day}::date, ${day}::date, ${type}, ${action}, 'Late thrice', ${hr})`;
    await t.db.execute(sql`
      INSERT INTO nte_requests (employee_id, requested_by, date_request, date_incident, type_of_infraction,
        action_to_be_taken, details_of_infraction, hr_status) VALUES
      ${nte(id.A, '2026-08-03', 'i', 'VW')}, ${nte(id.B, '2026-08-04', 'i', 'VW', 'approved')},
      ${nte(id.B, '2026-09-01', 'ii', 'NTE 1')}, ${nte(id.E, '2026-09-15', 'i', 'VW', 'rejected')},
      ${nte(id.A, '2026-07-31', 'xiv', 'Dismissal')}`);
    const r = await report('nte', 'from=2026-08&to=2026-09');
    expect(r.rows).toEqual([
      {
        type_of_infraction: 'I',
        infraction: 'Attendance and Punctuality',
        action_to_be_taken: 'VW',
        count: 2,
      },
      {
        type_of_infraction: 'II',
        infraction: 'Time Keeping Infraction',
        action_to_be_taken: 'NTE 1',
        count: 1,
      },
    ]);
  });
});

describe('GET api/reports/contributions', () => {
  it('totals each month of records, money to the centavo', async () => {
    const rec = (employee: number, month: string, sss: string, tax: string) => sql`
      (${employee}, ${month}::date, ${sss}, '450.00', '200.00', '0', '0', '0', ${tax}, '0')`;
    await t.db.execute(sql`
      INSERT INTO contributions (employee_id, date_covered, sss_cont, phic_cont, hdmf_pagibig_cont, hmo,
        sss_loan, hdmf_loan, withholding_tax, others) VALUES
      ${rec(id.A, '2026-10-01', '900.00', '0.00')}, ${rec(id.C, '2026-10-01', '1250.50', '313.80')},
      ${rec(id.A, '2026-11-01', '900.00', '0.00')}`);
    const r = await report('contributions', 'from=2026-10&to=2026-11');
    expect(r.rows[0]).toEqual({
      month: '2026-10',
      employees: 2,
      sss_cont: '2150.50',
      phic_cont: '900.00',
      hdmf_pagibig_cont: '400.00',
      hmo: '0.00',
      sss_loan: '0.00',
      hdmf_loan: '0.00',
      withholding_tax: '313.80',
      others: '0.00',
      total: '3764.30',
    });
    expect(r.rows[1]).toMatchObject({ month: '2026-11', employees: 1, total: '1550.00' });
  });
});

describe('GET api/reports/attendance', () => {
  beforeAll(async () => {
    await t.db.execute(sql`
      INSERT INTO shift_history (employee_id, effective_from, schedule, time, source)
      SELECT id, '2025-01-01', 'Day-Shift', '8AM-5PM', 'assignment' FROM employees`);
    await t.db.execute(sql`
      INSERT INTO calendar_events (name, event_type, holiday_type, date_event)
      VALUES ('Test Holiday', 2, 1, '2026-11-16')`);
    await t.db.execute(sql`
      INSERT INTO leave_requests (employee_id, date_filled, leave_type, no_of_days, start_date, end_date, remarks, status)
      VALUES (${id.A}, '2026-11-10', 'Vacation', 1, '2026-11-17', '2026-11-17', 'With Pay', 'approved')`);
    const log = (
      day: string,
      timeIn: string,
      lunchOut: string | null = null,
      lunchIn: string | null = null,
    ) => sql`
      (${id.A}, ${day}::date, ${timeIn}::time, ${lunchOut}::time, ${lunchIn}::time, '17:00'::time)`;
    await t.db.execute(sql`
      INSERT INTO attendance_logs (employee_id, att_date, time_in, lunch_break_out, lunch_break_in, time_out) VALUES
      ${log('2026-11-11', '08:10', '12:00', '13:20')}, ${log('2026-11-12', '07:55')},
      ${log('2026-11-16', '08:30')}, ${log('2026-11-17', '09:00')},
      ${log('2026-11-18', '08:00')}, ${log('2026-11-19', '08:00')}, ${log('2026-11-20', '08:00')}`);
  });

  it('counts absences, lates and overbreaks per cut-off and sub-department by hand', async () => {
    const r = await report('attendance', 'from=2026-11&to=2026-11');
    // Working days before today: Nov 11-13 and 17-20 (16 is a holiday, weekends are rest days).
    // A: absent Nov 13 only (17 is leave); B and E: all 7. A is late Nov 11 (10 min) and on the
    // holiday (30 min; worked), not on leave (Nov 17); 20 minutes over lunch on Nov 11.
    expect(find(r.rows, { sub_department_name: 'CD-HW' })).toEqual({
      cutoff: 'Nov 11 - Nov 25 2026',
      sub_department_name: 'CD-HW',
      employees: 3,
      absences: 15,
      lates: 2,
      late_minutes: 40,
      overbreaks: 1,
      overbreak_minutes: 20,
    });
    expect(find(r.rows, { sub_department_name: 'VA-US' })).toMatchObject({
      employees: 1,
      absences: 7,
      lates: 0,
    });
    expect(r.rows).toHaveLength(2);
  });

  it('agrees with the payroll on the same cut-off', async () => {
    const payroll = json(
      await t.call(
        'GET',
        `/api/payroll?startDate=2026-11-11&lastDate=2026-11-25&sub_department=${org.subA}&per_page=500`,
      ),
    );
    const sum = (k: string) =>
      payroll.data.reduce((n: number, row: Record<string, number>) => n + row[k]!, 0);
    const mine = find(
      (await report('attendance', `from=2026-11&to=2026-11&sub_department_id=${org.subA}`)).rows,
      {
        sub_department_name: 'CD-HW',
      },
    );
    expect(mine).toMatchObject({
      employees: payroll.meta.total,
      absences: sum('absences'),
      late_minutes: sum('late_minutes'),
      overbreak_minutes: sum('overbreak_minutes'),
    });
  });

  it('takes at most three months', async () => {
    expect(errorsOf(await t.call('GET', '/api/reports/attendance?from=2026-01&to=2026-11')).from).toEqual([
      'The Attendance per Cut-off report covers at most 3 months.',
    ]);
  });
});

describe('GET api/reports/{report}/export', () => {
  it('exports a report as XLSX with its columns and figures', async () => {
    const res = await t.call('GET', '/api/reports/turnover/export?from=2026-05&to=2026-05');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('turnover_2026-05_2026-05.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Month',
      'Head Count (start)',
      'Hires',
      'Separations',
      'Head Count (end)',
      'Turnover Rate (%)',
    ]);
    expect(sheet.getRow(2).values).toEqual([undefined, '2026-05', 4, 0, 1, 3, 28.57]);
  });

  it('exports as CSV (UTF-8 with a byte order mark, CRLF lines)', async () => {
    const res = await t.call('GET', '/api/reports/nte/export?format=csv&from=2026-08&to=2026-09');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).trim().split('\r\n')).toEqual([
      'Type,Infraction,Corrective Action,NTEs',
      'I,Attendance and Punctuality,VW,2',
      'II,Time Keeping Infraction,NTE 1,1',
    ]);
  });
});

describe('validation and guards', () => {
  it('refuses a bad report, period, sub-department or format with 422 on its field', async () => {
    expect(errorsOf(await t.call('GET', '/api/reports/payroll')).report).toBeDefined();
    expect(errorsOf(await t.call('GET', '/api/reports/leave?from=2026-13')).from).toEqual([
      'The start of the period must be a month (YYYY-MM).',
    ]);
    expect(errorsOf(await t.call('GET', '/api/reports/leave?from=2026-05&to=2026-01')).to).toEqual([
      'The end of the period must not be before its start.',
    ]);
    expect(errorsOf(await t.call('GET', '/api/reports/leave?from=2018-12')).from).toBeDefined();
    expect(errorsOf(await t.call('GET', '/api/reports/leave?from=2020-01&to=2026-11')).from).toEqual([
      'The Leave Taken report covers at most 36 months.',
    ]);
    expect(
      errorsOf(await t.call('GET', '/api/reports/leave?sub_department_id=999999')).sub_department_id,
    ).toEqual(['The selected sub-department does not exist.']);
    expect(errorsOf(await t.call('GET', '/api/reports/leave/export?format=pdf')).format).toBeDefined();
  });

  it('is for HR only', async () => {
    await expectGuarded(t, 'GET', '/api/reports/headcount');
    await expectGuarded(t, 'GET', '/api/reports/headcount/export');
  });
});
