import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, expectGuarded, json, PASSWORD, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';

let t: TestApp;
let org: Org;
let hrId: number;
beforeAll(async () => {
  t = await testApp();
  org = await makeOrg(t);
  const { rows } = await t.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE name = 'hr.tester'`);
  hrId = rows[0]!.id;
});
afterAll(() => t.close());

const get = async (url: string) => json(await t.call('GET', url));

describe('GET api/audit/{entity}/{id}: a record History', () => {
  it('lists an edit with who, when, the changed fields before and after, and the address', async () => {
    const id = await hireVia(t, org, { contact: '0917-1234567' });
    json(await t.call('POST', `/api/updateemployeebyhr/update/${id}`, { contact: '0918-7654321' }));
    const history = await get(`/api/audit/employee/${id}`);
    expect(history.meta.total).toBe(2);
    const [update, create] = history.data;
    expect(update).toMatchObject({
      action: 'update',
      entity: 'employee',
      entity_id: String(id),
      user_id: hrId,
      user_name: 'hr.tester',
      user_full_name: null,
      before: { contact: '0917-1234567' },
      after: { contact: '0918-7654321' },
      ip: '127.0.0.1',
    });
    expect(create.action).toBe('create');
    expect(update.id).toBeGreaterThan(create.id);
    expect(Date.parse(update.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records every opening of a 201 file (who looked at whose data), and not a miss', async () => {
    const id = await hireVia(t, org);
    json(await t.call('GET', `/api/updateemployeeinfo/get/${id}`));
    json(await t.call('GET', `/api/jobinformation/get/${id}`));
    expect((await t.call('GET', '/api/updateemployeeinfo/get/999999')).statusCode).toBe(404);
    const views = (await get(`/api/audit/employee/${id}`)).data.filter(
      (r: { action: string }) => r.action === 'view',
    );
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ user_name: 'hr.tester', before: null, after: null });
    expect((await get('/api/audit/employee/999999')).meta.total).toBe(0);
  });

  it('pages newest first', async () => {
    const id = await hireVia(t, org);
    for (const contact of ['0918-0000001', '0918-0000002', '0918-0000003'])
      json(await t.call('POST', `/api/updateemployeebyhr/update/${id}`, { contact }));
    const page = await get(`/api/audit/employee/${id}?per_page=2&page=2`);
    expect(page.meta).toEqual({ page: 2, per_page: 2, total: 4, last_page: 2 });
    expect(page.data.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
    expect(page.data[0].after).toEqual({ contact: '0918-0000001' });
  });

  it('refuses an unknown kind of record or a bad id with 422', async () => {
    expect(errorsOf(await t.call('GET', '/api/audit/passwords/1')).entity).toEqual([
      'There is no history for this kind of record.',
    ]);
    for (const id of ['0', '1e3', '2147483648', '-1'])
      expect(errorsOf(await t.call('GET', `/api/audit/employee/${id}`)).id).toBeDefined();
  });

  it('is for HR only', () => expectGuarded(t, 'GET', '/api/audit/employee/1'));
});

describe('GET api/audit: the Audit Log', () => {
  it('filters by user, area, kind of record, record and period', async () => {
    const dept = json(
      await t.call('POST', '/api/departments/add', {
        department_name: 'Audit Filters',
        functionality: 'test',
      }),
    );
    const depId = String(dept.data.id);
    const all = await get('/api/audit');
    expect(all.meta.total).toBeGreaterThan(5);
    expect(all.data[0].id).toBeGreaterThan(all.data[1].id);

    const byArea = await get('/api/audit?area=organisation&per_page=500');
    expect(byArea.data.length).toBeGreaterThan(0);
    expect(
      byArea.data.every((r: { entity: string }) =>
        ['department', 'position', 'sub_department'].includes(r.entity),
      ),
    ).toBe(true);

    const one = await get(`/api/audit?entity=department&entity_id=${depId}`);
    expect(one.data).toHaveLength(1);
    expect(one.data[0]).toMatchObject({ action: 'create', after: { department_name: 'Audit Filters' } });

    expect((await get(`/api/audit?user_id=${hrId}`)).meta.total).toBe(all.meta.total - (await systemRows()));
    expect((await get('/api/audit?user_id=999999')).meta.total).toBe(0);
  });

  it("takes the period in the company's days, both ends included", async () => {
    const { rows } = await t.db.execute<{ id: number }>(sql`
      INSERT INTO audit_log (user_id, action, entity, entity_id, ip, created_at) VALUES
        (NULL, 'update', 'leave', '1', '10.0.0.1', '2026-03-31 23:59:59+08'),
        (NULL, 'update', 'leave', '1', '10.0.0.1', '2026-04-01 00:00:00+08'),
        (NULL, 'update', 'leave', '1', '10.0.0.1', '2026-04-30 23:59:59+08'),
        (NULL, 'update', 'leave', '1', '10.0.0.1', '2026-05-01 00:00:00+08')
      RETURNING id`);
    const april = await get('/api/audit?entity=leave&from=2026-04-01&to=2026-04-30');
    expect(april.data.map((r: { id: number }) => r.id)).toEqual([rows[2]!.id, rows[1]!.id]);
    expect((await get('/api/audit?entity=leave&from=2026-05-01')).meta.total).toBe(1);
    expect((await get('/api/audit?entity=leave&to=2026-03-31')).meta.total).toBe(1);
    expect(april.data[0]).toMatchObject({ user_id: null, user_name: null, ip: '10.0.0.1' });
  });

  it('counts at most 1,000 entries of a filter, and says there are more', async () => {
    // one a minute from Jan 1 2025 00:01 (Manila) to Jan 7 22:45
    await t.db.execute(sql`
      INSERT INTO audit_log (user_id, action, entity, entity_id, created_at)
      SELECT NULL, 'update', 'calendar_feed', '1', '2025-01-01 00:00:00+08'::timestamptz + g * interval '1 minute'
      FROM generate_series(1, 10005) g`);
    const capped = await get('/api/audit?entity=calendar_feed&per_page=25');
    expect(capped.meta).toEqual({ page: 1, per_page: 25, total: 1000, last_page: 40 });
    expect(capped.more).toBe(true);
    expect(capped.data[0].created_at).toBe('2025-01-07T14:45:00.000Z');
    const lastDay = await get('/api/audit?entity=calendar_feed&from=2025-01-07&per_page=10');
    expect(lastDay).toMatchObject({ meta: { total: 1000 }, more: true });
    const none = await get('/api/audit?entity=calendar_feed&user_id=999');
    expect(none).toMatchObject({ meta: { total: 0 }, more: false });
    // Jan 1 (Manila) holds minutes 1 to 1,439
    const first = await get('/api/audit?entity=calendar_feed&to=2025-01-01&per_page=10');
    expect(first).toMatchObject({ meta: { total: 1000 }, more: true });
  });

  it('refuses bad filters with 422 on their field', async () => {
    expect(errorsOf(await t.call('GET', '/api/audit?from=2026-05-01&to=2026-04-01')).to).toEqual([
      'The end of the period must not be before its start.',
    ]);
    expect(errorsOf(await t.call('GET', '/api/audit?entity_id=5')).entity).toEqual([
      'Choose the kind of record the id belongs to.',
    ]);
    expect(errorsOf(await t.call('GET', '/api/audit?area=payroll')).area).toBeDefined();
    expect(errorsOf(await t.call('GET', '/api/audit?from=2026-02-30')).from).toBeDefined();
    expect(errorsOf(await t.call('GET', '/api/audit?user_id=abc')).user_id).toBeDefined();
    expect(errorsOf(await t.call('GET', '/api/audit?sort=ip')).sort).toBeDefined();
  });

  it('is for HR only', () => expectGuarded(t, 'GET', '/api/audit'));

  // Last: resetting the office-staff password revokes the token the guard tests use.
  it('never shows a password, even when one was just changed', async () => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM users WHERE name = 'staff.tester'`,
    );
    json(
      await t.call('POST', `/api/resetpassword/update/${rows[0]!.id}`, {
        new_password: 'a brand new passphrase 42',
      }),
    );
    const page = await t.call('GET', '/api/audit?area=accounts&per_page=500');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('a brand new passphrase 42');
    expect(page.body).not.toContain(PASSWORD);
    expect(page.body).not.toMatch(/\$argon2|password_hash|"token/);
    // The change itself is recorded, without the secret.
    expect(page.body).toContain(`"entity_id":"${rows[0]!.id}"`);
  });
});

async function systemRows(): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM audit_log WHERE user_id IS DISTINCT FROM ${hrId}`,
  );
  return rows[0]!.n;
}
