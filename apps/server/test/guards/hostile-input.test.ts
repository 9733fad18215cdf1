import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/modules/auth/auth.tables';
import { createUser, errorsOf, type TestApp, testApp } from '../app';
import { datasheet, hireVia, makeOrg, type Org } from '../fixtures';
import { fieldsOf, walk } from './route-table';

/** Values an attacker or a broken client sends: each is a 422 on its field, never a 500. */
let t: TestApp;
let org: Org;
beforeAll(async () => {
  t = await testApp();
  org = await makeOrg(t);
});
afterAll(() => t.close());

describe('ids', () => {
  it('are plain decimal digits in the path, within PostgreSQL integer', async () => {
    const victim = await createUser(t.db, { name: 'staff.victim', role_id: 1 });
    const [before] = await t.db.select().from(users).where(eq(users.id, victim.id));
    for (const id of [
      '0x10',
      '1e3',
      `0000${victim.id}`,
      `+${victim.id}`,
      '2147483648',
      '99999999999999999999',
      '-1',
      '0',
      '1.5',
    ]) {
      const res = await t.call('POST', `/api/resetpassword/update/${id}`, {
        new_password: 'Given-by-hr-2026',
      });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(422);
      expect(errorsOf(res).id).toBeDefined();
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(after!.password_hash).toBe(before!.password_hash);
    expect((await t.call('GET', '/api/updateemployeeinfo/get/2147483647')).statusCode).toBe(404);
  });

  it('in filters and bodies fit PostgreSQL integer', async () => {
    expect(
      errorsOf(await t.call('GET', '/api/active/employee?position_id=2147483648')).position_id,
    ).toBeDefined();
    expect(errorsOf(await t.call('GET', '/api/inactive?position_id=0x10')).position_id).toBeDefined();
    expect(errorsOf(await t.call('GET', '/api/leavemanagement?page=1e3')).page).toBeDefined();
    expect(
      errorsOf(
        await t.call('POST', '/api/register/credits', { employee_id: 2147483648, leave_credit_balance: 1 }),
      ).employee_id,
    ).toBeDefined();
    expect(
      errorsOf(
        await t.call('POST', '/api/positions/add', { position_name: 'X', department_id: '99999999999' }),
      ).department_id,
    ).toBeDefined();
  });
});

describe('pages', () => {
  it('as far as a page number goes (2^31 - 1 pages of 200) are empty, with the total, on every list (never a 500)', async () => {
    const lists = walk(t.app).filter((r) => {
      const query = (r.route.config as { call?: { query?: unknown } } | undefined)?.call?.query;
      return r.method === 'GET' && !r.url.includes(':') && fieldsOf(query).includes('per_page');
    });
    let answered = 0;
    for (const r of lists) {
      const res = await t.call('GET', `${r.url}?page=2147483647&per_page=200`);
      expect(res.statusCode, `${r.url}: ${res.body}`).toBeLessThan(500);
      // a list that needs filters of its own (a period, a smaller page) refuses them on their fields,
      // a legacy group renamed away is a 404
      if (res.statusCode !== 200) continue;
      answered++;
      const body = JSON.parse(res.body) as { data: unknown[]; meta: { page: number; total: number } };
      expect(body.data, r.url).toEqual([]);
      expect(body.meta.page, r.url).toBe(2147483647);
      expect(typeof body.meta.total, r.url).toBe('number');
    }
    expect(answered).toBeGreaterThan(20);
  });
});

describe('text', () => {
  it('with a NUL character is a 422 on its field, in queries, bodies and public routes', async () => {
    expect(errorsOf(await t.call('GET', '/api/users?q=a%00b')).q).toEqual([
      'The q may not contain a NUL character.',
    ]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { name: 'a\u0000b', password: 'x' },
    });
    expect(errorsOf(login).name).toBeDefined();
    const dep = await t.call('POST', '/api/departments/add', {
      department_name: 'Ops\u0000',
      functionality: 'x',
    });
    expect(errorsOf(dep).department_name).toBeDefined();
    const nested = await t.call('POST', '/api/employees/add', {
      ...datasheet(org),
      experience: [{ employeer: 'A\u0000', job_title: 'B' }],
    });
    expect(errorsOf(nested)['experience.0.employeer']).toBeDefined();
  });

  it('with a lone surrogate is a 422 on its field (PostgreSQL refuses it in the audit log)', async () => {
    // The body is written by hand: \ud800 in JSON is an escape of half a surrogate pair.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notificationconfig/update',
      headers: { authorization: `Bearer ${t.hrToken}`, 'content-type': 'application/json' },
      payload: '{"email":"hr@example.ph","password":"another Long pass 9","smtp_host":"\\ud800"}',
    });
    expect(errorsOf(res).smtp_host).toEqual(['The smtp host contains a character that is not valid text.']);
    const dep = await t.call('POST', '/api/departments/add', {
      department_name: 'Ops \udc00',
      functionality: 'x',
    });
    expect(errorsOf(dep).department_name).toBeDefined();
    // A whole pair is text like any other.
    const pair = await t.call('POST', '/api/departments/add', {
      department_name: 'Ops \ud83d\ude00',
      functionality: 'x',
    });
    expect(pair.statusCode).toBe(200);
  });
});

describe('numbers', () => {
  it('of credits refuse [], "", null and true', async () => {
    const id = await hireVia(t, org);
    for (const bad of [[], '', null, true, '0x10', '1e1']) {
      const res = await t.call('POST', '/api/register/credits', {
        employee_id: id,
        leave_credit_balance: bad,
      });
      expect(errorsOf(res).leave_credit_balance, JSON.stringify(bad)).toBeDefined();
    }
  });

  it('of money refuse hex, exponents and more than two decimals', async () => {
    for (const bad of ['0x10', '1e3', '12.345', 'ten']) {
      const res = await t.call('POST', '/api/employees/add', datasheet(org, { basic_salary: bad }));
      expect(errorsOf(res).basic_salary, bad).toBeDefined();
    }
  });
});

describe('shifts', () => {
  it('are a shift group and one of its times', async () => {
    const bad = (o: Record<string, unknown>) => t.call('POST', '/api/employees/add', datasheet(org, o));
    expect(errorsOf(await bad({ schedule: 'Graveyard', time: '9PM-6AM' })).schedule).toBeDefined();
    expect(errorsOf(await bad({ schedule: 'Day-Shift', time: '9PM-6AM' })).time).toEqual([
      'The time must be one of the Day-Shift times.',
    ]);
    expect(errorsOf(await bad({ schedule: '', time: '9PM-6AM' })).schedule).toBeDefined();
    const id = await hireVia(t, org, { schedule: 'Night-Shift', time: '9PM-6AM' });
    expect(
      errorsOf(await t.call('POST', `/api/updateemployeebyhr/update/${id}`, { time: '8AM-5PM' })).time,
    ).toBeDefined();
    const ok = await t.call('POST', `/api/updateemployeebyhr/update/${id}`, {
      schedule: 'Day-Shift',
      time: '8AM-5PM',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('dates', () => {
  it('have a sensible range', async () => {
    const birth = await t.call('POST', '/api/employees/add', datasheet(org, { birthdate: '0001-01-01' }));
    expect(errorsOf(birth).birthdate).toEqual(['The birthdate must be between Jan 01 1900 and Dec 31 2100.']);
    const hired = await t.call(
      'POST',
      '/api/employees/add',
      datasheet(org, { employment_date: '1800-01-01' }),
    );
    expect(errorsOf(hired).employment_date).toBeDefined();
    const id = await hireVia(t, org);
    const leave = await t.call('POST', '/api/manualleave/add', {
      employee_id: id,
      date_filled: '0001-01-01',
      leave_type: 'Vacation',
      remarks: 'Without Pay',
      start_date: '0001-01-02',
      end_date: '0001-01-02',
      reason: 'x',
    });
    expect(Object.keys(errorsOf(leave)).sort()).toEqual(['date_filled', 'end_date', 'start_date']);
    expect(
      errorsOf(await t.call('POST', '/api/employees/add', datasheet(org, { birthdate: '0000-01-01' })))
        .birthdate,
    ).toBeDefined();
  });

  it('of a training may not end before it starts', async () => {
    const res = await t.call(
      'POST',
      '/api/employees/add',
      datasheet(org, { training_start: '2025-03-10', training_end: '2025-03-01' }),
    );
    expect(errorsOf(res).training_end).toEqual(['The training end must not be before the training start.']);
    const id = await hireVia(t, org, { training_start: '2025-03-03' });
    const edit = await t.call('POST', `/api/updateemployeebyhr/update/${id}`, { training_end: '2025-03-01' });
    expect(errorsOf(edit).training_end).toBeDefined();
    const job = await t.call('POST', `/api/jobinformation/update/${id}`, {
      employment_date: '2025-03-03',
      training_start: '2025-03-10',
      training_end: '2025-03-09',
      basic_salary: '18000',
      monthly_allowance: '2000',
      status: 'probationary',
    });
    expect(errorsOf(job).training_end).toBeDefined();
  });
});
