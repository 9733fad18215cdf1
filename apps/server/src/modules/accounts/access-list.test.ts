import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg } from '../../../test/fixtures';
import { users } from '../auth/auth.tables';

// The access lists sorted by name read the users with an employee in the order of the employees'
// name index and the users without one apart; the pages must be those of one sorted list.

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  const org = await makeOrg(t);
  for (const [first_name, last_name, name] of [
    ['Juan', 'Dela Cruz', 'juan.dc'],
    ['Ana', 'Santos', 'ana.s'],
    ['Bea', 'Anastacio', 'bea.a'],
    ['Ana', 'Santos', 'ana.s2'],
  ] as const) {
    const employeeId = await hireVia(t, org, { first_name, last_name });
    const user = await createUser(t.db, { name, role_id: 1 });
    await t.db.update(users).set({ employee_id: employeeId }).where(eq(users.id, user.id));
  }
});
afterAll(() => t.close());

const page = async (query: string) => json(await t.call('GET', `/api/groupaccess?${query}`));

describe('Staff Level sorted by name', () => {
  it('pages through one sorted list, the users without an employee last (first when descending)', async () => {
    const all = await page('sort=full_name&per_page=50');
    // staff.tester (made by the test app) has no employee.
    const asc = all.data.map((r: { name: string }) => r.name);
    expect(asc).toEqual(['ana.s', 'ana.s2', 'bea.a', 'juan.dc', 'staff.tester']);
    const desc = (await page('sort=full_name&order=desc&per_page=50')).data.map(
      (r: { name: string }) => r.name,
    );
    expect(desc).toEqual(['staff.tester', 'juan.dc', 'bea.a', 'ana.s2', 'ana.s']);
    for (const [order, want] of [
      ['asc', asc],
      ['desc', desc],
    ] as const) {
      const seen: string[] = [];
      for (let p = 1; p <= 3; p++) {
        const res = await page(`sort=full_name&order=${order}&per_page=2&page=${p}`);
        expect(res.meta).toEqual({ page: p, per_page: 2, total: 5, last_page: 3 });
        seen.push(...res.data.map((r: { name: string }) => r.name));
      }
      expect(seen).toEqual(want);
    }
    expect(all.data[0]).toMatchObject({
      full_name: 'Ana Santos',
      position_name: 'Customer Service Representative',
    });
    expect(all.data[4]).toMatchObject({ full_name: null, position_name: null });
  });

  it('searches and sorts by the other keys as before', async () => {
    const res = await page('q=SANTOS&sort=full_name');
    expect(res.data.map((r: { name: string }) => r.name)).toEqual(['ana.s', 'ana.s2']);
    expect(res.meta.total).toBe(2);
    const byName = await page('sort=name&order=desc&per_page=2');
    expect(byName.data.map((r: { name: string }) => r.name)).toEqual(['staff.tester', 'juan.dc']);
    expect(byName.meta.total).toBe(5);
  });
});
