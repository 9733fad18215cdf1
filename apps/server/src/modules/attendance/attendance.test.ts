import { companyDate } from '@hris/domain/company-clock';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  errorsOf,
  expectGuarded,
  json,
  type TestApp,
  testApp,
  tokenFor,
} from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';

/** The app's clock: Friday 2026-03-20, 09:00 in Manila. */
const now = new Date('2026-03-20T09:00:00+08:00');
const RANGE = 'startDate=2026-03-01&lastDate=2026-03-20';

let t: TestApp;
let org: Org;
let day: number; // 8AM-5PM
let night: number; // 10PM-7AM
let dayCode: string;
let nightCode: string;
let secondHr: string;

beforeAll(async () => {
  t = await testApp({ clock: () => now });
  org = await makeOrg(t);
  const { rows } = await t.db.execute<{ id: number }>(sql`SELECT id FROM timezones ORDER BY id LIMIT 1`);
  const tz = rows[0]!.id;
  day = await hireVia(t, org, { first_name: 'Amparo', last_name: 'Dizon', employment_date: '2025-06-02' });
  night = await hireVia(t, org, {
    first_name: 'Benigno',
    last_name: 'Estrada',
    employment_date: '2025-06-02',
  });
  for (const [employee_id, schedule, time] of [
    [day, 'Day-Shift', '8AM-5PM'],
    [night, 'Night-Shift', '10PM-7AM'],
  ] as const)
    json(
      await t.call('POST', '/api/workshifts/add', {
        employee_id,
        schedule,
        time,
        timezone_id: tz,
        effective_from: '2025-06-02',
      }),
    );
  const codes = await t.db.execute<{ id: number; emp_id: string }>(
    sql`SELECT id, emp_id FROM employees WHERE id IN (${day}, ${night})`,
  );
  dayCode = codes.rows.find((r) => r.id === day)!.emp_id;
  nightCode = codes.rows.find((r) => r.id === night)!.emp_id;
  // A regular holiday for everyone on Monday Mar 9, and Amparo's approved leave with pay on Mar 12.
  json(
    await t.call('POST', '/api/calendar/add', {
      calendar_content: [{ name: 'Founding Day', start: '2026-03-09', type: 2, h_type: 1, display: 0 }],
    }),
  );
  await t.db.execute(sql`INSERT INTO leave_requests (employee_id, date_filled, leave_type, no_of_days, start_date, end_date, remarks, status)
    VALUES (${day}, '2026-03-01', 'Vacation Leave', 1, '2026-03-12', '2026-03-12', 'With Pay', 'approved')`);
  const other = await createUser(t.db, { name: 'hr.second', role_id: 5 });
  secondHr = await tokenFor(t.db, other.id);
});
afterAll(() => t.close());

/** A file upload as the browser's FormData sends it. */
async function upload(
  name: string,
  bytes: Buffer | string,
  fields: Record<string, string> = {},
  token: string | null = t.hrToken,
): Promise<LightMyRequestResponse> {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  fd.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  const encoded = new Response(fd);
  return t.app.inject({
    method: 'POST',
    url: '/api/attendance/import',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      ...(token && { authorization: `Bearer ${token}` }),
    },
  });
}

const punchCount = async () =>
  (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM attendance_punches`)).rows[0]!.n;

/** Amparo's day, her colleague's night shift that ends the next morning. */
const goodCsv = () =>
  [
    'emp_id,timestamp,punch_type',
    `${dayCode},2026-03-02 07:58:12,`,
    `${dayCode},2026-03-02 12:01,`,
    `${dayCode},2026-03-02 13:15,`,
    `${dayCode},2026-03-02 17:03,`,
    `${dayCode},2026-03-03 08:21,`,
    `${dayCode},2026-03-03 17:00,`,
    `${nightCode},2026-03-02 21:57,`,
    `${nightCode},2026-03-03 07:02,`,
  ].join('\n');

describe('the guard', () => {
  it('protects every attendance call', async () => {
    await expectGuarded(t, 'GET', `/api/getmemberlogsarchivebydepartment?${RANGE}`);
    await expectGuarded(t, 'GET', `/api/attendance/employee/${day}?${RANGE}`);
    await expectGuarded(t, 'POST', '/api/updateindividualattendanceinfo', {});
    await expectGuarded(t, 'POST', '/api/createindividualattendanceinfo', {});
    await expectGuarded(t, 'GET', `/api/payroll?${RANGE}`);
    await expectGuarded(t, 'GET', `/api/payroll/days/${day}?${RANGE}`);
    await expectGuarded(t, 'GET', '/api/attendance/devices');
    await expectGuarded(t, 'POST', '/api/attendance/devices/add', {});
    expect((await upload('p.csv', goodCsv(), {}, null)).statusCode).toBe(401);
    expect(await punchCount()).toBe(0);
  });
});

describe('POST api/attendance/import', () => {
  it('previews a file with bad rows, and a commit of it imports nothing', async () => {
    const bad = `${goodCsv()}\n2099-999,2026-03-02 08:00,\n${dayCode},2026-03-32 08:00,\n${dayCode},2026-03-04 08:00,lunch`;
    const preview = json(await upload('punches.csv', bad));
    expect(preview).toMatchObject({
      committed: false,
      rows: 11,
      punches_new: 8,
      problem_count: 3,
      logs_created: 3,
    });
    expect(preview.problems.map((p: { row: number }) => p.row)).toEqual([10, 11, 12]);
    expect(preview.problems[0].message).toContain('no employee has the id 2099-999');
    const nightChange = preview.changes.find((c: { emp_id: string }) => c.emp_id === nightCode);
    expect(nightChange).toMatchObject({
      att_date: '2026-03-02',
      action: 'create',
      after: { time_in: '21:57:00', time_out: '07:02:00' },
    });
    const commit = await upload('punches.csv', bad, { commit: 'true' });
    expect(errorsOf(commit).file?.[0]).toContain('Row 10');
    expect(await punchCount()).toBe(0);
  });

  it('commits a good file, and the same file again changes nothing', async () => {
    const first = json(await upload('punches.csv', goodCsv(), { commit: 'true' }));
    expect(first).toMatchObject({
      committed: true,
      punches_new: 8,
      punches_known: 0,
      logs_created: 3,
      problem_count: 0,
    });
    const again = json(await upload('punches.csv', goodCsv(), { commit: 'true' }));
    expect(again).toMatchObject({ punches_new: 0, punches_known: 8, logs_created: 0, logs_updated: 0 });
    expect(await punchCount()).toBe(8);
    const { rows } =
      await t.db.execute(sql`SELECT att_date::text, time_in::text, lunch_break_out::text, lunch_break_in::text, time_out::text
      FROM attendance_logs WHERE employee_id = ${day} ORDER BY att_date`);
    expect(rows).toEqual([
      {
        att_date: '2026-03-02',
        time_in: '07:58:12',
        lunch_break_out: '12:01:00',
        lunch_break_in: '13:15:00',
        time_out: '17:03:00',
      },
      {
        att_date: '2026-03-03',
        time_in: '08:21:00',
        lunch_break_out: null,
        lunch_break_in: null,
        time_out: '17:00:00',
      },
    ]);
  });

  it('loses no punch when two files of the same day are imported at once', async () => {
    const [a, b] = await Promise.all([
      upload('in.csv', `emp_id,timestamp\n${nightCode},2026-03-16 21:55`, { commit: 'true' }),
      upload('out.csv', `emp_id,timestamp\n${nightCode},2026-03-17 06:58`, { commit: 'true' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const { rows } = await t.db.execute(
      sql`SELECT time_in::text, time_out::text FROM attendance_logs WHERE employee_id = ${night} AND att_date = '2026-03-16'`,
    );
    // Each file alone makes a lone punch a time in; together they are the night's in and out.
    expect(rows).toEqual([{ time_in: '21:55:00', time_out: '06:58:00' }]);
  });

  it('reads an Excel workbook with date cells', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Punches');
    sheet.addRow(['Employee ID', 'Date Time', 'Type']);
    sheet.addRow([dayCode, new Date('2026-03-05T08:02:00Z'), 'in']);
    sheet.addRow([dayCode, new Date('2026-03-05T17:10:00Z'), 'out']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = json(await upload('punches.xlsx', bytes, { commit: 'true' }));
    expect(res).toMatchObject({ punches_new: 2, logs_created: 1, problem_count: 0 });
  });

  it('refuses what is not a punch file', async () => {
    expect((await upload('punches.pdf', '%PDF-1.4')).statusCode).toBe(415);
    expect(errorsOf(await upload('punches.xlsx', 'emp_id,timestamp')).file).toBeDefined();
    expect(errorsOf(await upload('punches.csv', 'emp_id,timestamp\n')).file).toBeDefined();
    expect(errorsOf(await upload('punches.csv', goodCsv(), { commit: 'maybe' })).commit).toBeDefined();
  });
});

type Day = { date: string; status: string; log_id: number | null; edited: boolean };
const gridOf = async (query = RANGE) =>
  json(await t.call('GET', `/api/getmemberlogsarchivebydepartment?${query}`)) as {
    data: { id: number; days: Day[]; attendance_logs: Record<string, unknown>[] }[];
    meta: { total: number; per_page: number };
  };
const statusOn = (days: Day[], date: string) => days.find((d) => d.date === date)?.status;

describe('GET api/getmemberlogsarchivebydepartment', () => {
  it('gives each employee’s days by the rules of the day status', async () => {
    const grid = await gridOf();
    expect(grid.meta).toMatchObject({ per_page: 10, total: 2 });
    const amparo = grid.data.find((e) => e.id === day)!;
    expect(amparo.days).toHaveLength(20);
    expect(statusOn(amparo.days, '2026-03-02')).toBe('present');
    expect(statusOn(amparo.days, '2026-03-04')).toBe('absent');
    expect(statusOn(amparo.days, '2026-03-07')).toBe('day_off');
    expect(statusOn(amparo.days, '2026-03-09')).toBe('holiday');
    expect(statusOn(amparo.days, '2026-03-12')).toBe('leave_with_pay');
    expect(statusOn(amparo.days, '2026-03-20')).toBe('blank');
    const log = amparo.attendance_logs.find((l) => l.att_date === '2026-03-03')!;
    expect(log).toMatchObject({
      time_in: '08:21:00',
      lunch_break_out: '00:00:00',
      late_minutes: 21,
      status: 'present',
    });
    const benigno = grid.data.find((e) => e.id === night)!;
    expect(benigno.attendance_logs[0]).toMatchObject({
      att_date: '2026-03-02',
      time_in: '21:57:00',
      time_out: '07:02:00',
    });
  });

  it('filters by sub-department and pages by offset', async () => {
    expect((await gridOf(`${RANGE}&sub_department=${org.subB}`)).meta.total).toBe(0);
    const second = await gridOf(`${RANGE}&per_page=1&offset=1`);
    expect(second.data).toHaveLength(1);
    expect(second.meta).toMatchObject({ page: 2, total: 2 });
    // Past the last page: no rows, and still the count.
    const past = await gridOf(`${RANGE}&per_page=1&offset=5`);
    expect(past.data).toHaveLength(0);
    expect(past.meta).toMatchObject({ total: 2 });
  });

  it('refuses a range backwards or longer than two months', async () => {
    expect(
      errorsOf(
        await t.call('GET', '/api/getmemberlogsarchivebydepartment?startDate=2026-03-10&lastDate=2026-03-01'),
      ).lastDate,
    ).toBeDefined();
    expect(
      errorsOf(
        await t.call('GET', '/api/getmemberlogsarchivebydepartment?startDate=2026-01-01&lastDate=2026-03-31'),
      ).lastDate,
    ).toBeDefined();
    expect(
      errorsOf(await t.call('GET', '/api/getmemberlogsarchivebydepartment?lastDate=2026-03-31')).startDate,
    ).toBeDefined();
  });
});

const logOf = async (date: string) => {
  const res = json(await t.call('GET', `/api/attendance/employee/${day}?${RANGE}`));
  return res.days.find((d: { date: string }) => d.date === date).log;
};
const edit = (log: { id: number; updated_at?: string }, o: Record<string, unknown> = {}, token?: string) =>
  t.call(
    'POST',
    '/api/updateindividualattendanceinfo',
    {
      id: log.id,
      sub_department_id: org.subA,
      time_in: '08:00:00',
      time_out: '17:00',
      update_reason: 'Biometric did not read the finger; confirmed by the team leader.',
      ...o,
    },
    token,
  );

describe('POST api/updateindividualattendanceinfo', () => {
  it('needs a reason and real times', async () => {
    const log = await logOf('2026-03-03');
    expect(errorsOf(await edit(log, { update_reason: ' ' })).update_reason).toEqual([
      'The edit reason field is required.',
    ]);
    expect(errorsOf(await edit(log, { time_in: '25:00' })).time_in).toBeDefined();
    expect((await edit({ id: 999999 })).statusCode).toBe(404);
  });

  it('saves the times, keeps the old ones in the audit and shows who edited', async () => {
    const log = await logOf('2026-03-03');
    const saved = json(await edit(log, { updated_at: log.updated_at, lunch_break_out: '00:00:00' }));
    expect(saved.data).toMatchObject({
      time_in: '08:00:00',
      time_out: '17:00:00',
      late_minutes: 0,
      edited_by_name: 'hr.tester',
    });
    const { rows } = await t.db.execute<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      sql`SELECT before, after FROM audit_log WHERE entity = 'attendance_logs' AND entity_id = ${String(log.id)} ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]!.before).toMatchObject({ time_in: '08:21:00' });
    expect(rows[0]!.after).toMatchObject({
      time_in: '08:00:00',
      update_reason: expect.stringContaining('Biometric'),
    });
    const grid = await gridOf();
    expect(grid.data.find((e) => e.id === day)!.days.find((d) => d.date === '2026-03-03')!.edited).toBe(true);
  });

  it('lets one of two HR users editing the same version win, the other gets 409', async () => {
    const log = await logOf('2026-03-02');
    const [a, b] = await Promise.all([
      edit(log, { updated_at: log.updated_at, time_in: '07:59:00' }),
      edit(log, { updated_at: log.updated_at, time_in: '08:05:00' }, secondHr),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toContain('changed this log');
  });

  it('keeps HR’s times when punches of that day arrive later', async () => {
    const res = json(
      await upload('late.csv', `emp_id,timestamp\n${dayCode},2026-03-03 12:00\n${dayCode},2026-03-03 12:59`, {
        commit: 'true',
      }),
    );
    expect(res).toMatchObject({ punches_new: 2, logs_kept: 1, logs_updated: 0 });
    expect((await logOf('2026-03-03')).time_in).toBe('08:00:00');
  });
});

describe('POST api/createindividualattendanceinfo', () => {
  it('makes a missing day’s log, and answers 409 for a day that has one', async () => {
    const body = {
      emp_id: day,
      att_date: '2026-03-04',
      sub_department_id: org.subA,
      update_reason: 'Worked from the client site.',
    };
    const made = json(
      await t.call('POST', '/api/createindividualattendanceinfo', {
        ...body,
        time_in: '08:00',
        time_out: '17:00',
      }),
    );
    expect(made.data).toMatchObject({ att_date: '2026-03-04', time_in: '08:00:00', status: 'present' });
    expect((await t.call('POST', '/api/createindividualattendanceinfo', body)).statusCode).toBe(409);
    const byCode = json(
      await t.call('POST', '/api/createindividualattendanceinfo', {
        ...body,
        emp_id: dayCode,
        att_date: '2026-03-06',
      }),
    );
    expect(byCode.data.time_in).toBe('00:00:00');
    expect(
      errorsOf(await t.call('POST', '/api/createindividualattendanceinfo', { ...body, emp_id: '2099-999' }))
        .emp_id,
    ).toBeDefined();
    expect(
      errorsOf(await t.call('POST', '/api/createindividualattendanceinfo', { emp_id: day })).update_reason,
    ).toBeDefined();
  });
});

describe('biometric terminals (ZKTeco ADMS push)', () => {
  const SN = 'CQZ7224560001';
  const push = (body: string, sn = SN) =>
    t.app.inject({
      method: 'POST',
      url: `/iclock/cdata?SN=${sn}&table=ATTLOG&Stamp=9999`,
      payload: body,
      headers: { 'content-type': 'text/plain' },
    });

  it('hears only registered serial numbers', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/iclock/cdata?SN=${SN}&options=all` })).statusCode,
    ).toBe(403);
    expect((await push(`${dayCode.replace('-', '')}\t2026-03-10 08:00:00\t0\t1`)).statusCode).toBe(403);
    expect(
      errorsOf(
        await t.call('POST', '/api/attendance/devices/add', { serial_number: 'bad serial!', name: 'x' }),
      ).serial_number,
    ).toBeDefined();
    json(
      await t.call('POST', '/api/attendance/devices/add', {
        serial_number: SN,
        name: 'Main Entrance',
        location: '3F lobby',
      }),
    );
    expect(
      errorsOf(await t.call('POST', '/api/attendance/devices/add', { serial_number: SN, name: 'Again' }))
        .serial_number,
    ).toEqual(['A device with this serial number is already registered.']);
    const hello = await t.app.inject({ method: 'GET', url: `/iclock/cdata?SN=${SN}&options=all` });
    expect(hello.statusCode).toBe(200);
    expect(hello.body).toContain(`GET OPTION FROM: ${SN}`);
  });

  it('stores an ATTLOG batch once, however often it is resent', async () => {
    const batch = [
      `${dayCode.replace('-', '')}\t2026-03-10 07:55:00\t0\t1\t0\t0`,
      `${dayCode}\t2026-03-10 17:05:00\t1\t1\t0\t0`,
      `99999\t2026-03-10 08:00:00\t0\t1\t0\t0`,
    ].join('\n');
    const before = await punchCount();
    const first = await push(batch);
    expect(first.body).toBe('OK: 3');
    const again = await push(batch);
    expect(again.body).toBe('OK: 3');
    expect(await punchCount()).toBe(before + 2);
    expect(await logOf('2026-03-10')).toMatchObject({ time_in: '07:55:00', time_out: '17:05:00' });
    const list = json(await t.call('GET', '/api/attendance/devices'));
    expect(list.data[0]).toMatchObject({ serial_number: SN, punches: 2 });
    expect(list.data[0].last_seen_at).not.toBeNull();
  });
});

describe('the payroll cut-off', () => {
  it('gives each employee’s figures and the days behind them', async () => {
    const res = json(await t.call('GET', `/api/payroll?${RANGE}`));
    const amparo = res.data.find((r: { employee_id: number }) => r.employee_id === day);
    // Present Mar 2, 3, 4 (added by hand), 5, 10; Mar 6 added without times is absent; leave on Mar 12.
    // Absent on the other weekdays up to yesterday: Mar 11, 13, 16, 17, 18, 19 (today is blank).
    expect(amparo).toMatchObject({
      days_present: 5,
      absences: 7,
      leave_with_pay: 1,
      regular_holidays_worked: 0,
    });
    const days = json(await t.call('GET', `/api/payroll/days/${day}?${RANGE}`));
    expect(days).toHaveLength(20);
    expect(days.filter((d: { status: string }) => d.status === 'present')).toHaveLength(amparo.days_present);
    expect(days.filter((d: { status: string }) => d.status === 'absent')).toHaveLength(amparo.absences);
    const benigno = res.data.find((r: { employee_id: number }) => r.employee_id === night);
    // Mar 2 21:57 to 07:02 and Mar 16 21:55 to 06:58: eight night hours (10 PM to 6 AM) each.
    expect(benigno.night_diff_hours).toBe(16);
  });
});

it('reads the company date from the clock', () => {
  expect(companyDate(now)).toBe('2026-03-20');
});
