import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDiscipline } from '../../src/db/seed/discipline';
import { seedSchedule } from '../../src/db/seed/schedule';
import { essAccount, type TestApp, testApp } from '../app';
import { hireVia, makeOrg } from '../fixtures';
import { multipart, pdf } from '../sample-files';
import { concrete, walk } from './route-table';

/**
 * One employee's self-service token never reaches another employee's records, whatever id it puts in
 * a path, query or body. Ana has records of every kind (leave, requests, documents, NTEs, coaching,
 * evaluations, a responsibility form, a profile request, notifications); Ben, hired after them in
 * another sub-department, has none. Every self-service route is walked with Ben's token, every id of
 * Ana's records in its path and in its query: no reply is a success or a conflict (either would say
 * the record exists), none holds Ana's name or number, and none of Ana's rows changes.
 */

let t: TestApp;
let ana: number;
let anaToken: string;
let benToken: string;
/** Every row of every table that has an `employee_id`, Ana's, as text: the walk must change none. */
let anasRows: () => Promise<string>;

beforeAll(async () => {
  t = await testApp();
  const org = await makeOrg(t);
  ana = await hireVia(t, org, {
    first_name: 'Anastacia',
    last_name: 'Walkthrough',
    sub_department_id: org.subA,
  });
  anaToken = (await essAccount(t, ana)).token;
  const ok = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  ok(await t.call('POST', '/api/register/credits', { employee_id: ana, leave_credit_balance: 10 }));
  ok(
    await t.call(
      'POST',
      '/api/ess/me/leave',
      {
        leave_type: 'Vacation',
        remarks: 'With Pay',
        start_date: '2026-12-14',
        end_date: '2026-12-15',
        reason: 'Family reunion',
      },
      anaToken,
    ),
  );
  ok(
    await t.call(
      'POST',
      '/api/ess/me/profile-requests',
      { contact: '0917-1234567', current_address: 'Blk 2 Lot 3, Cebu City' },
      anaToken,
    ),
  );
  const memo = multipart([['files[0]', 'memo.pdf', pdf('Memo')]]);
  ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/assignmemos/all',
      payload: memo.payload,
      headers: { ...memo.headers, authorization: `Bearer ${t.hrToken}` },
    }),
  );
  ok(
    await t.call('POST', '/api/manualresponsibility/add', {
      employee_id: ana,
      responsibility: JSON.stringify([{ name: 'Laptop', description: '', quantity: 1, received: true }]),
    }),
  );
  await t.db.transaction(async (tx) => {
    const today = '2026-03-02';
    await seedDiscipline(tx, {
      today,
      seed: 1,
      fromEmployeeId: ana,
      days: 400,
      rates: { nte: 1, coaching: 1, evaluation: 1 },
      everyStage: true,
    });
    await seedSchedule(tx, { today, seed: 2, fromEmployeeId: ana, rate: 8 });
  });
  const ben = await hireVia(t, org, {
    first_name: 'Benedicto',
    last_name: 'Stranger',
    sub_department_id: org.subB,
  });
  benToken = (await essAccount(t, ben)).token;

  const { rows: tables } = await t.db.execute<{ table_name: string }>(sql`
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name = 'employee_id' ORDER BY table_name`);
  anasRows = async () => {
    const parts: string[] = [];
    for (const { table_name } of tables) {
      const { rows } = await t.db.execute<{ rows: string | null }>(
        sql.raw(
          `SELECT string_agg(r::text, E'\\n' ORDER BY r::text) AS rows FROM "${table_name}" r WHERE employee_id = ${ana}`,
        ),
      );
      parts.push(`${table_name}: ${rows[0]?.rows ?? ''}`);
    }
    return parts.join('\n');
  };
});
afterAll(() => t.close());

describe("another employee's records through self-service", () => {
  it('are never read, acknowledged, cancelled or changed with their ids', { timeout: 300_000 }, async () => {
    const { rows } = await t.db.execute<{ emp_id: string; full_name: string }>(
      sql`SELECT emp_id, full_name FROM employees WHERE id = ${ana}`,
    );
    const { emp_id, full_name } = rows[0]!;
    // Ana has something to find in every self-service list before the walk starts.
    const mine = await t.call('GET', '/api/ess/me/requests', undefined, anaToken);
    expect(mine.statusCode, mine.body).toBe(200);
    const before = await anasRows();
    // every id Ana's records have, in any table (the test database is small)
    const ids = Array.from({ length: 60 }, (_, i) => String(i + 1));

    const routes = walk(t.app).filter(
      (r) => r.route.config?.audience === 'ess' && !r.route.config?.public && !r.url.endsWith('/logout'),
    );
    expect(routes.length).toBeGreaterThan(10);
    const withId = routes.filter((r) => r.url.includes(':'));
    expect(withId.length).toBeGreaterThan(5);
    const failures: string[] = [];
    const check = (what: string, res: { statusCode: number; body: string }) => {
      if ((res.statusCode >= 200 && res.statusCode < 300 && what.includes(':id')) || res.statusCode === 409)
        failures.push(`${what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      if (res.statusCode >= 500) failures.push(`${what}: ${res.statusCode}`);
      if (res.body.includes(full_name) || res.body.includes(emp_id))
        failures.push(`${what}: Ana's name or number in the reply`);
    };
    for (const r of routes) {
      const payload = r.method === 'GET' ? undefined : {};
      const targets = r.url.includes(':') ? ids.map((id) => concrete(r, () => id)) : [concrete(r)];
      for (const url of targets) {
        const res = await t.call(r.method as 'GET', url, payload, benToken);
        check(`${r.method} ${r.url.includes(':') ? `${r.url} (:id ${url})` : url}`, res);
        // and the ids in the query, where a careless handler might read them
        const query = `employee_id=${ana}&emp_id=${emp_id}&user_id=${ana}&id=${ana}`;
        const asked = await t.call(
          r.method as 'GET',
          `${url}${url.includes('?') ? '&' : '?'}${query}`,
          payload,
          benToken,
        );
        check(`${r.method} ${url}?${query}`, asked);
      }
    }
    expect(failures).toEqual([]);
    expect(await anasRows()).toBe(before);
  });
});
