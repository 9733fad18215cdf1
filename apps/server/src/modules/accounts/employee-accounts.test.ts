import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { lockWaiters } from '../../../test/locks';

let t: TestApp;
let org: Org;
beforeAll(async () => {
  t = await testApp();
  org = await makeOrg(t);
});
afterAll(() => t.close());

const list = async (query = '') => json(await t.call('GET', `/api/employeeaccounts?${query}`));

describe('GET api/employeeaccounts', () => {
  it('lists employees with their account (role, last login, active) and those without one', async () => {
    const withOne = await hireVia(t, org, { first_name: 'Marites', last_name: 'Accountholder' });
    const without = await hireVia(t, org, { first_name: 'Nestor', last_name: 'Accountless' });
    const created = json(
      await t.call('POST', '/api/register', {
        employee_id: withOne,
        role_id: 5,
        name: 'marites.a',
        email: 'marites.a@company.ph',
        password: 'Strong-pass-2026',
      }),
    );
    json(await t.call('POST', '/api/login', { name: 'marites.a', password: 'Strong-pass-2026' }, null));

    const all = await list('q=account&sort=full_name');
    expect(all.meta.total).toBe(2);
    const [a, b] = all.data;
    expect(a).toMatchObject({
      employee_id: withOne,
      full_name: 'Marites Accountholder',
      employment_status: 'probationary',
      user_id: created.data.id,
      username: 'marites.a',
      email: 'marites.a@company.ph',
      role_id: 5,
      roles_name: 'HR Department',
      active: true,
    });
    expect(Date.parse(a.last_login_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(b).toMatchObject({
      employee_id: without,
      user_id: null,
      username: null,
      role_id: null,
      last_login_at: null,
      active: null,
    });
    expect(
      (await list('q=account&account=with')).data.map((r: { employee_id: number }) => r.employee_id),
    ).toEqual([withOne]);
    expect(
      (await list('q=account&account=without')).data.map((r: { employee_id: number }) => r.employee_id),
    ).toEqual([without]);
    // Newest login first; never logged in last.
    expect((await list('q=account&sort=last_login_at&order=desc')).data[0].employee_id).toBe(withOne);
  });

  it('shows who has used self-service and when, apart from the HR app', async () => {
    const agent = await hireVia(t, org, { first_name: 'Selma', last_name: 'Selfservice' });
    const idle = await hireVia(t, org, { first_name: 'Ignacio', last_name: 'Selfservice' });
    for (const [employee_id, name] of [
      [agent, 'selma.s'],
      [idle, 'ignacio.s'],
    ] as const)
      json(
        await t.call('POST', '/api/register', {
          employee_id,
          role_id: 1,
          name,
          email: `${name}@company.ph`,
          password: 'Strong-pass-2026',
        }),
      );
    json(await t.call('POST', '/api/ess/login', { name: 'selma.s', password: 'Strong-pass-2026' }, null));
    const rows = (await list('q=selfservice&sort=last_ess_login_at&order=desc')).data;
    expect(rows.map((r: { employee_id: number }) => r.employee_id)).toEqual([agent, idle]);
    expect(Date.parse(rows[0].last_ess_login_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(rows[0].last_login_at).toBeNull();
    expect(rows[1].last_ess_login_at).toBeNull();
  });

  it('shows who left the company apart, with the account still to switch off', async () => {
    const gone = await hireVia(t, org, { first_name: 'Lorna', last_name: 'Departed' });
    json(
      await t.call('POST', '/api/register', {
        employee_id: gone,
        role_id: 1,
        name: 'lorna.d',
        email: 'lorna.d@company.ph',
        password: 'Strong-pass-2026',
      }),
    );
    json(
      await t.call('POST', `/api/jobinformation/update/inactive/${gone}`, {
        status: 'resigned',
        resignation_date: '2026-10-01',
      }),
    );
    expect((await list('q=departed')).meta.total).toBe(0);
    const left = await list('q=departed&employment=inactive');
    expect(left.data).toHaveLength(1);
    expect(left.data[0]).toMatchObject({ employment_status: 'resigned', username: 'lorna.d', active: true });
  });

  it('pages on the server and counts every match', async () => {
    for (let i = 0; i < 3; i++)
      await hireVia(t, org, { first_name: 'Pager', last_name: `Person${'abc'[i]}` });
    const page = await list('q=pager&per_page=2&page=2');
    expect(page.meta).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(page.data).toHaveLength(1);
  });

  it('keeps "without one" right whoever writes the accounts, and when one is added as another is removed', async () => {
    const x = await hireVia(t, org, { first_name: 'Flag', last_name: 'Follower' });
    const without = async () =>
      (await list('q=follower&account=without')).data.map((r: { employee_id: number }) => r.employee_id);
    const { pool } = t.tdb;
    const add = (c: { query: typeof pool.query }, name: string) =>
      c.query(
        `INSERT INTO users (role_id, name, email, password_hash, employee_id) VALUES (1, $1::text, $1::text || '@company.ph', 'x', $2) RETURNING id`,
        [name, x],
      );
    expect(await without()).toEqual([x]);
    const first = (await add(pool, 'flag.one')).rows[0].id;
    expect(await without()).toEqual([]);
    await pool.query('UPDATE users SET employee_id = NULL WHERE id = $1', [first]);
    expect(await without()).toEqual([x]);
    await pool.query('UPDATE users SET employee_id = $2 WHERE id = $1', [first, x]);
    expect(await without()).toEqual([]);

    // Its only account removed while another is added, in either order: it still has one.
    for (const removeFirst of [true, false]) {
      const only = (await pool.query('SELECT id FROM users WHERE employee_id = $1', [x])).rows;
      expect(only).toHaveLength(1);
      const a = await pool.connect();
      const b = await pool.connect();
      try {
        await a.query('BEGIN');
        await b.query('BEGIN');
        const remove = () => a.query('DELETE FROM users WHERE id = $1', [only[0].id]);
        const insert = () => add(b, `flag.${removeFirst ? 'two' : 'three'}`);
        // The second waits for the first's lock on the employee until the first commits.
        await (removeFirst ? remove() : insert());
        const second = removeFirst ? insert() : remove();
        await lockWaiters(pool);
        await (removeFirst ? a : b).query('COMMIT');
        await second;
        await (removeFirst ? b : a).query('COMMIT');
      } finally {
        a.release();
        b.release();
      }
      expect(await without()).toEqual([]);
      expect((await list('q=follower&account=with')).meta.total).toBe(1);
    }
    await pool.query('DELETE FROM users WHERE employee_id = $1', [x]);
    expect(await without()).toEqual([x]);
  });

  it('refuses bad filters with 422 on their field', async () => {
    expect(errorsOf(await t.call('GET', '/api/employeeaccounts?account=maybe')).account).toBeDefined();
    expect(errorsOf(await t.call('GET', '/api/employeeaccounts?employment=all')).employment).toBeDefined();
    expect(errorsOf(await t.call('GET', '/api/employeeaccounts?sort=password')).sort).toBeDefined();
    expect(errorsOf(await t.call('GET', '/api/employeeaccounts?per_page=100000')).per_page).toBeDefined();
  });

  it('is for HR only', () => expectGuarded(t, 'GET', '/api/employeeaccounts'));
});

describe('login', () => {
  it('records the last login on the account', async () => {
    const { rows } = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE name = 'marites.a' AND last_login_at IS NOT NULL`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
