import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';

let t: TestApp;
let org: Org;
beforeAll(async () => {
  t = await testApp();
  org = await makeOrg(t);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.call('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Today in Manila, and the same month and day some years back. */
async function manila() {
  const { rows } = await t.db.execute<{ today: string }>(
    sql`SELECT ((now() AT TIME ZONE 'Asia/Manila')::date)::text AS today`,
  );
  const today = rows[0]!.today;
  const back = (years: number, day = today.slice(8)) =>
    `${Number(today.slice(0, 4)) - years}${today.slice(4, 8)}${day}`;
  return { today, back };
}

describe('dashboard', () => {
  it('counts employees by status; employees means active ones', async () => {
    const ids: Record<string, number> = {};
    for (const [status, n] of [
      ['regular', 3],
      ['probationary', 2],
      ['trainee', 1],
    ] as const) {
      for (let i = 0; i < n; i++) ids[`${status}${i}`] = await hireVia(t, org, { status });
    }
    for (const [status, id] of [
      ['resigned', ids.regular0],
      ['awol', ids.probationary0],
      ['terminated', ids.probationary1],
    ] as const) {
      const res = await t.call('POST', `/api/jobinformation/update/inactive/${id}`, {
        status,
        resignation_date: '2025-10-01',
      });
      expect(res.statusCode).toBe(200);
    }
    await t.db.execute(sql`UPDATE employees SET role_id = 2 WHERE id = ${ids.regular1}`);
    expect(await get('/api/dashboardCounter')).toEqual({
      employees: 3,
      regular: 2,
      probationary: 0,
      trainee: 1,
      supervisor: 1,
      resigned: 1,
      awol: 1,
      terminated: 1,
    });
  });

  it("lists this month's birthdays of active employees, by day", async () => {
    const { back } = await manila();
    const late = await hireVia(t, org, {
      first_name: 'Bernadette',
      last_name: 'Cumpleanos',
      birthdate: back(30, '28'),
    });
    const early = await hireVia(t, org, {
      first_name: 'Bert',
      last_name: 'Cumpleanos',
      birthdate: back(25, '01'),
    });
    const gone = await hireVia(t, org, {
      first_name: 'Bea',
      last_name: 'Cumpleanos',
      birthdate: back(40, '02'),
    });
    await t.call('POST', `/api/jobinformation/update/inactive/${gone}`, {
      status: 'resigned',
      resignation_date: '2025-10-01',
    });
    const list = (await get('/api/celebrant')).filter((c: { full_name: string }) =>
      c.full_name.endsWith('Cumpleanos'),
    );
    expect(list.map((c: { id: number; day: number }) => [c.id, c.day])).toEqual([
      [early, 1],
      [late, 28],
    ]);
  });

  it("lists this month's work anniversaries with the years of service", async () => {
    const { back, today } = await manila();
    const five = await hireVia(t, org, {
      first_name: 'Anna',
      last_name: 'Aniversario',
      employment_date: back(5, '03'),
      date_signed: '',
      training_start: '',
    });
    await hireVia(t, org, {
      first_name: 'Newt',
      last_name: 'Aniversario',
      employment_date: today,
      date_signed: '',
      training_start: '',
    });
    const list = (await get('/api/anniversary/all')).filter((a: { full_name: string }) =>
      a.full_name.endsWith('Aniversario'),
    );
    expect(list).toEqual([expect.objectContaining({ id: five, years: 5, employment_date: back(5, '03') })]);
  });

  it('is guarded', async () => {
    for (const url of ['/api/dashboardCounter', '/api/celebrant', '/api/anniversary/all'])
      await expectGuarded(t, 'GET', url);
  });
});
