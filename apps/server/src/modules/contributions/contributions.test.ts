import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg } from '../../../test/fixtures';

let t: TestApp;
let employee: number;
beforeAll(async () => {
  t = await testApp({ clock: () => new Date('2026-11-23T09:00:00+08:00') });
  employee = await hireVia(t, await makeOrg(t), { basic_salary: '33,333' });
});
afterAll(() => t.close());

describe('GET api/contributions/compute', () => {
  it('answers the shares of a basic salary from the tables the migration seeded, naming them', async () => {
    const reply = json(
      await t.call('GET', '/api/contributions/compute?basic_salary=25000.00&date=2026-11-01'),
    );
    expect(reply).toMatchObject({
      basic_salary: '25000.00',
      date: '2026-11-01',
      sss_cont: '1250.00',
      phic_cont: '625.00',
      hdmf_pagibig_cont: '200.00',
      withholding_tax: '313.80',
    });
    expect(reply.tables.sss).toEqual({
      effective_from: '2025-01-01',
      params: { rate: 0.15, employee_rate: 0.05, msc_min: 5000, msc_max: 35000, msc_step: 500 },
    });
    expect(reply.tables.withholding_tax.effective_from).toBe('2023-01-01');
  });

  it("takes an employee's basic salary, and today when no date is given", async () => {
    const reply = json(await t.call('GET', `/api/contributions/compute?employee_id=${employee}`));
    expect(reply).toMatchObject({ basic_salary: '33333.00', date: '2026-11-23', withholding_tax: '1468.75' });
    expect((await t.call('GET', '/api/contributions/compute?employee_id=999999')).statusCode).toBe(404);
  });

  it('uses the row in force on the date: a change effective next month leaves this month alone', async () => {
    await t.db.execute(sql`
      INSERT INTO statutory_rates (kind, effective_from, params) VALUES
        ('sss', '2026-12-01', '{"rate": 0.16, "employee_rate": 0.055, "msc_min": 5000, "msc_max": 40000, "msc_step": 500}')`);
    const november = json(
      await t.call('GET', '/api/contributions/compute?basic_salary=25000&date=2026-11-30'),
    );
    const december = json(
      await t.call('GET', '/api/contributions/compute?basic_salary=25000&date=2026-12-01'),
    );
    expect(november.sss_cont).toBe('1250.00');
    expect(december.sss_cont).toBe('1375.00');
    expect(december.tables.sss.effective_from).toBe('2026-12-01');
    // before any table took effect: said, not guessed
    const early = await t.call('GET', '/api/contributions/compute?basic_salary=25000&date=2019-06-01');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('no usable');
  });

  it('refuses what is not a salary, both or neither, and a wrong date (422)', async () => {
    for (const q of [
      'basic_salary=-1',
      'basic_salary=1.234',
      'basic_salary=abc',
      'basic_salary=1e3',
      'basic_salary=1000000000',
    ])
      expect(Object.keys(errorsOf(await t.call('GET', `/api/contributions/compute?${q}`)))).toContain(
        'basic_salary',
      );
    expect(errorsOf(await t.call('GET', '/api/contributions/compute'))).toHaveProperty('basic_salary');
    expect(
      errorsOf(await t.call('GET', `/api/contributions/compute?basic_salary=1&employee_id=${employee}`)),
    ).toHaveProperty('employee_id');
    expect(
      errorsOf(await t.call('GET', '/api/contributions/compute?basic_salary=1&date=2026-02-30')),
    ).toHaveProperty('date');
    await expectGuarded(t, 'GET', '/api/contributions/compute?basic_salary=25000');
  });
});
