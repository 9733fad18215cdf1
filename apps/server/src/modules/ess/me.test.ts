import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, essAccount, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { employees } from '../employees/employees.tables';

/** Thursday, November 26 2026, 10:00 in Manila. */
const now = new Date('2026-11-26T02:00:00Z');

let t: TestApp;
let org: Org;
/** Nora heads the department; Leo leads the team Ana (an agent) belongs to; Olga works elsewhere. */
let head: number;
let leader: number;
let agent: number;
let other: number;
let ana: string;
let leo: string;
let olga: string;

const me = (url: string, token = ana) => t.call('GET', `/api/ess/me${url}`, undefined, token);
const hr = (url: string) => t.call('GET', `/api/${url}`);

beforeAll(async () => {
  t = await testApp({ clock: () => now });
  org = await makeOrg(t);
  head = await hireVia(t, org, { first_name: 'Nora', last_name: 'Nakapuno', position_id: org.leader });
  leader = await hireVia(t, org, { first_name: 'Leo', last_name: 'Lider', position_id: org.leader });
  agent = await hireVia(t, org, { first_name: 'Ana', last_name: 'Ahente' });
  other = await hireVia(t, org, { first_name: 'Olga', last_name: 'Iba', sub_department_id: org.subB });
  json(await t.call('POST', `/api/updateemployeebyhr/update/${leader}`, { belong: head }));
  json(await t.call('POST', `/api/updateemployeebyhr/update/${agent}`, { belong: leader }));
  json(await t.call('POST', `/api/updateemployeebyhr/update/${other}`, { belong: head }));
  await t.db.update(employees).set({ role_id: 2 }).where(eq(employees.id, leader));
  ana = (await essAccount(t, agent)).token;
  leo = (await essAccount(t, leader, { role_id: 2 })).token;
  olga = (await essAccount(t, other)).token;
});
afterAll(() => t.close());

const PATHS = [
  '',
  '/credits',
  '/shift',
  '/calendar',
  '/attendance?startDate=2026-11-01&lastDate=2026-11-30',
  '/contributions',
];

describe('the guard of api/ess/me...', () => {
  it('asks for a self-service token: none or a bad one is a 401, an HR token a 403', async () => {
    for (const path of PATHS) {
      await expectGuarded(t, 'GET', `/api/ess/me${path}`);
      const asHr = await t.call('GET', `/api/ess/me${path}`);
      expect(asHr.statusCode, path).toBe(403);
      expect(asHr.json()).toEqual({ response: 'error', message: 'Access Denied !' });
    }
  });

  it("reads the token's employee whatever id the query names", async () => {
    for (const name of ['employee_id', 'id', 'emp_id']) {
      const res = json(await me(`?${name}=${other}`));
      expect(res.full_name).toBe('Ana Ahente');
      const credits = await me(`/credits?${name}=${other}`);
      expect(credits.statusCode).toBe(200);
    }
  });
});

describe('GET api/ess/me', () => {
  it('gives the profile and names the team leader and the department head', async () => {
    const res = json(await me(''));
    expect(res).toEqual({
      emp_id: expect.stringMatching(/^\d{4}-\d{3}$/),
      full_name: 'Ana Ahente',
      position_name: 'Customer Service Representative',
      department_name: 'Operations',
      sub_department_name: 'CD-HW',
      employment_date: '2025-03-03',
      status: 'probationary',
      contact: '0917-1234567',
      email_address: expect.stringContaining('@example.com'),
      current_address: '12 Rizal St., Brgy. Kapitolyo, Pasig City',
      permanent_address: '45 Mabini St., Brgy. Poblacion, Batangas City',
      contact_person: 'Ana Reyes',
      relationship: 'Mother',
      emergency_no: '0918-7654321',
      civil_status: 'single',
      supervisor: 'Leo Lider',
      department_head: 'Nora Nakapuno',
    });
    expect(json(await me('', olga))).toMatchObject({ full_name: 'Olga Iba', supervisor: 'Nora Nakapuno' });
  });

  it("names a supervisor's own superior as their department head, with no team leader", async () => {
    expect(json(await me('', leo))).toMatchObject({
      full_name: 'Leo Lider',
      supervisor: null,
      department_head: 'Nora Nakapuno',
    });
  });

  it('names the same chain a leave of the employee records', async () => {
    const id = json(
      await t.call('POST', '/api/manualleave/add', {
        employee_id: agent,
        date_filled: '2026-11-02',
        leave_type: 'Vacation',
        remarks: 'Without Pay',
        start_date: '2026-11-03',
        end_date: '2026-11-03',
        reason: 'Errand',
        status: 'pending',
        tl_status: 'pending',
        asm_status: 'pending',
      }),
    ).data.id;
    const leave = json(await hr(`leaveabsences/get/${id}`));
    const profile = json(await me(''));
    expect([leave.supervisor, leave.department_head]).toEqual([profile.supervisor, profile.department_head]);
    await t.call('DELETE', `/api/leave/delete/${id}`);
  });
});

describe('GET api/ess/me/credits', () => {
  it('says there are none until HR registers them', async () => {
    expect(json(await me('/credits', olga))).toEqual({
      credits: null,
      data: [],
      meta: { page: 1, per_page: 50, total: 0, last_page: 1 },
    });
  });

  it("gives the balances and the ledger exactly as HR reads them, and nobody else's", async () => {
    json(await t.call('POST', '/api/register/credits', { employee_id: agent, leave_credit_balance: 5 }));
    json(
      await t.call('POST', '/api/register/credits', {
        employee_id: other,
        leave_credit_balance: 9,
        leave_credit_bereavement: 3,
      }),
    );
    const mine = json(await me('/credits'));
    expect(mine.credits).toEqual(json(await hr(`employee/credits/${agent}`)));
    expect(mine.credits.leave_credit_balance).toBe('5.00');
    const { credits: _, ...ledger } = mine;
    expect(ledger).toEqual(json(await hr(`leave/credits/ledger/${agent}`)));
    expect(ledger.data.map((r: { field: string; delta: string }) => [r.field, r.delta])).toEqual([
      ['balance', '5.00'],
    ]);
    expect(json(await me('/credits', olga)).credits.leave_credit_bereavement).toBe('3.00');
  });

  it("pages the ledger as HR does, and refuses a bad page with HR's messages", async () => {
    expect(json(await me('/credits?per_page=1&page=2')).data).toEqual([]);
    for (const q of ['page=0', 'per_page=5000', 'order=sideways', 'page=abc', 'page=99999999999999999999']) {
      const mine = errorsOf(await me(`/credits?${q}`));
      expect(mine, q).toEqual(errorsOf(await hr(`leave/credits/ledger/${agent}?${q}`)));
    }
  });
});

describe('GET api/ess/me/shift', () => {
  it('gives the shift in force on the date as HR reads it, and the week from it', async () => {
    const { rows } = await t.db.execute<{ id: number }>(sql`SELECT id FROM timezones ORDER BY id LIMIT 1`);
    const timezone_id = rows[0]!.id;
    json(
      await t.call('POST', '/api/workshifts/add', {
        employee_id: agent,
        schedule: 'Day-Shift',
        time: '8AM-5PM',
        timezone_id,
        effective_from: '2026-11-01',
      }),
    );
    json(
      await t.call('POST', '/api/workshifts/add', {
        employee_id: other,
        schedule: 'Night-Shift',
        time: '10PM-7AM',
        timezone_id,
        effective_from: '2026-11-01',
      }),
    );
    const res = json(await me('/shift?date=2026-11-27'));
    const { days, ...day } = res;
    expect(day).toEqual(json(await hr(`getcurrentshift/get/${agent}?date=2026-11-27`)));
    expect(day).toMatchObject({
      employee_id: agent,
      time: '8AM-5PM',
      starts_at: '2026-11-27T08:00:00+08:00',
    });
    expect(days.map((d: { date: string; kind: string }) => [d.date, d.kind])).toEqual([
      ['2026-11-27', 'working_day'],
      ['2026-11-28', 'rest_day'],
      ['2026-11-29', 'rest_day'],
      ['2026-11-30', 'working_day'],
      ['2026-12-01', 'working_day'],
      ['2026-12-02', 'working_day'],
      ['2026-12-03', 'working_day'],
    ]);
    expect(days[0]).toEqual({
      date: '2026-11-27',
      kind: 'working_day',
      time: '8AM-5PM',
      starts_at: '2026-11-27T08:00:00+08:00',
      ends_at: '2026-11-27T17:00:00+08:00',
    });
    // today, without a date
    expect(json(await me('/shift')).date).toBe('2026-11-26');
    expect(json(await me('/shift', olga)).time).toBe('10PM-7AM');
  });

  it("refuses a date that is not one with the message of HR's", async () => {
    for (const q of ['date=2026-02-30', 'date=abc', 'date=99999-01-01', 'date=2026-11-01%00', 'date=1e309']) {
      const mine = errorsOf(await me(`/shift?${q}`));
      expect(mine, q).toEqual(errorsOf(await hr(`getcurrentshift/get/${agent}?${q}`)));
    }
  });
});

describe('GET api/ess/me/calendar', () => {
  it("gives everyone's events and the employee's sub-department's, not another's", async () => {
    json(
      await t.call('POST', '/api/calendar/add', {
        calendar_content: [
          { name: 'Bonifacio Day', start: '2026-11-30', type: 2, h_type: 1, display: 0 },
          { name: 'CD-HW huddle', start: '2026-11-20', type: 3, display: org.subA },
          { name: 'VA-US outing', start: '2026-11-21', type: 3, display: org.subB },
        ],
      }),
    );
    const names = async (token: string, q = '') =>
      (json(await me(`/calendar${q}`, token)) as { name: string }[]).map((e) => e.name);
    expect(await names(ana)).toEqual(['CD-HW huddle', 'Bonifacio Day']);
    expect(await names(olga)).toEqual(['VA-US outing', 'Bonifacio Day']);
    expect(await names(ana, '?start=2026-11-25&end=2026-12-31')).toEqual(['Bonifacio Day']);
    expect(json(await me('/calendar?start=2026-11-20&end=2026-11-20'))).toEqual(
      json(await hr(`allcalendar?start=2026-11-20&end=2026-11-20&sub_department_id=${org.subA}`)),
    );
  });

  it("gives only everyone's events to an employee without a sub-department", async () => {
    await t.db.update(employees).set({ sub_department_id: null }).where(eq(employees.id, leader));
    expect((json(await me('/calendar', leo)) as { name: string }[]).map((e) => e.name)).toEqual([
      'Bonifacio Day',
    ]);
  });

  it("refuses a bad range with HR's messages", async () => {
    for (const q of [
      'start=2026-12-01&end=2026-11-01',
      'start=2026-01-01&end=2027-06-01',
      'start=2026-02-30',
      'end=abc',
      'start=99999-01-01',
      'start=2026-11-01%00',
    ]) {
      const mine = errorsOf(await me(`/calendar?${q}`));
      expect(mine, q).toEqual(errorsOf(await hr(`allcalendar?${q}`)));
    }
  });
});

describe('GET api/ess/me/attendance', () => {
  const RANGE = 'startDate=2026-11-02&lastDate=2026-11-30';

  it("gives the employee's days exactly as HR's employee modal does, and nobody else's", async () => {
    for (const [emp_id, time_in] of [
      [agent, '08:00'],
      [other, '22:05'],
    ] as const)
      json(
        await t.call('POST', '/api/createindividualattendanceinfo', {
          emp_id,
          att_date: '2026-11-03',
          time_in,
          time_out: '17:00',
          update_reason: 'Punched on paper.',
        }),
      );
    const mine = json(await me(`/attendance?${RANGE}`));
    expect(mine).toEqual(json(await hr(`attendance/employee/${agent}?${RANGE}`)));
    expect(mine.employee.id).toBe(agent);
    const byDate = Object.fromEntries(mine.days.map((d: { date: string }) => [d.date, d]));
    expect(byDate['2026-11-03']).toMatchObject({ status: 'present', log: { time_in: '08:00:00' } });
    expect(byDate['2026-11-04'].status).toBe('absent');
    expect(byDate['2026-11-07'].status).toBe('day_off');
    expect(byDate['2026-11-27'].status).toBe('blank');
    expect(json(await me(`/attendance?${RANGE}`, olga)).days[1].log.time_in).toBe('22:05:00');
  });

  it("refuses a bad range with the grid's messages, and caps it as the grid does", async () => {
    for (const q of [
      'startDate=2026-11-30&lastDate=2026-11-01',
      'startDate=2026-01-01&lastDate=2026-12-31',
      'startDate=2026-11-01',
      'startDate=2026-02-30&lastDate=2026-03-01',
      'startDate=99999-01-01&lastDate=99999-01-02',
      'startDate=2026-11-01%00&lastDate=2026-11-02',
      'startDate[]=2026-11-01&lastDate=2026-11-02',
    ]) {
      const mine = errorsOf(await me(`/attendance?${q}`));
      expect(mine, q).toEqual(errorsOf(await hr(`attendance/employee/${agent}?${q}`)));
    }
  });
});

describe('GET api/ess/me/contributions', () => {
  const record = (employee_id: number, date_covered: string, sss_cont: string) => ({
    employee_id,
    date_covered,
    sss_cont,
    phic_cont: '625',
    hdmf_pagibig_cont: 200,
    hmo: 0,
    sss_loan: 0,
    hdmf_loan: 0,
    withholding_tax: 0,
    others: 0,
  });

  it("gives the year's records, newest first, with the shares explained, and nobody else's", async () => {
    for (const body of [
      record(agent, '2026-09', '900'),
      record(agent, '2026-10', '1000'),
      record(agent, '2025-12', '800'),
      record(other, '2026-10', '1500'),
    ])
      json(await t.call('POST', '/api/contributions/create', body));
    const mine = json(await me('/contributions'));
    expect(mine.year).toBe(2026);
    expect(
      mine.data.map((r: { date_covered: string; sss_cont: string }) => [r.date_covered, r.sss_cont]),
    ).toEqual([
      ['2026-10-01', '1000.00'],
      ['2026-09-01', '900.00'],
    ]);
    const hrRows = json(await hr('contributions/2026?q=ahente')).data;
    expect(mine.data).toEqual(hrRows);
    expect(mine.computed).toEqual(
      json(await hr(`contributions/compute?employee_id=${agent}&date=2026-11-26`)),
    );
    expect(mine.computed.explanations.sss_cont).toEqual(expect.any(String));
    expect(json(await me('/contributions?year=2025')).data).toHaveLength(1);
    expect(json(await me('/contributions', olga)).data.map((r: { sss_cont: string }) => r.sss_cont)).toEqual([
      '1500.00',
    ]);
  });

  it('gives no computed shares while no statutory table is in force, rather than failing', async () => {
    await t.db.execute(
      sql`UPDATE statutory_rates SET effective_from = effective_from + interval '100 years'`,
    );
    try {
      expect(json(await me('/contributions')).computed).toBeNull();
    } finally {
      await t.db.execute(
        sql`UPDATE statutory_rates SET effective_from = effective_from - interval '100 years'`,
      );
    }
  });

  it("refuses a bad year with HR's message", async () => {
    for (const q of ['year=1800', 'year=abc', 'year=1e309', 'year=2026%00']) {
      const mine = errorsOf(await me(`/contributions?${q}`));
      expect(mine.year, q).toEqual(errorsOf(await hr(`contributions?${q}`)).year);
    }
  });
});
