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

  it('says how each share was computed: the salary credit, the premium base, the cap and the bracket', async () => {
    const reply = json(await t.call('GET', '/api/contributions/compute?basic_salary=60000&date=2026-11-01'));
    expect(reply.explanations).toEqual({
      sss_cont: 'Monthly salary credit ₱35,000.00 (the highest) × 5% = ₱1,750.00',
      phic_cont: '5% of ₱60,000.00 (within ₱10,000.00–₱100,000.00), half = ₱1,500.00',
      hdmf_pagibig_cont: '2% of ₱10,000.00 (capped) = ₱200.00',
      withholding_tax:
        'Taxable ₱56,550.00 (basic salary less SSS, PhilHealth and Pag-IBIG); bracket ₱33,333.00–₱66,667.00: ' +
        '₱1,875.00 + 20% of the excess over ₱33,333.00 = ₱6,518.40',
    });
    expect(reply.withholding_tax).toBe('6518.40');
    // from the row in force on the date: a new SSS rate is explained with its own figures
    await t.db.execute(sql`
      INSERT INTO statutory_rates (kind, effective_from, params) VALUES
        ('sss', '2031-01-01', '{"rate": 0.16, "employee_rate": 0.055, "msc_min": 5000, "msc_max": 40000, "msc_step": 500}')`);
    const later = json(await t.call('GET', '/api/contributions/compute?basic_salary=60000&date=2031-01-01'));
    expect(later.explanations.sss_cont).toBe(
      'Monthly salary credit ₱40,000.00 (the highest) × 5.5% = ₱2,200.00',
    );
    expect(later.sss_cont).toBe('2200.00');
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

describe('the monthly records', () => {
  const amounts = {
    sss_cont: '1250.00',
    phic_cont: '625',
    hdmf_pagibig_cont: 200,
    hmo: '1,500.50',
    sss_loan: '0',
    hdmf_loan: '0.00',
    withholding_tax: '313.80',
    others: 0,
  };
  let recordId = 0;

  it('saves a month with NUMERIC amounts and shows it in the list and the details', async () => {
    const saved = json(
      await t.call('POST', '/api/contributions/create', {
        employee_id: employee,
        date_covered: '2026-10',
        ...amounts,
      }),
    );
    expect(saved.message).toBe('You successfully saved your changes');
    recordId = saved.data.id;
    const list = json(await t.call('GET', '/api/contributions'));
    expect(list.data[0]).toMatchObject({
      id: recordId,
      employee_id: employee,
      date_covered: '2026-10-01',
      hmo: '1500.50',
      phic_cont: '625.00',
      total: '3889.30',
    });
    const detail = json(await t.call('GET', `/api/contributions/${recordId}/${employee}`));
    expect(detail).toMatchObject({
      id: recordId,
      tin_no: '123-456-789',
      phic_no: '12-123456789-1',
      total: '3889.30',
    });
    expect((await t.call('GET', `/api/contributions/${recordId}/${employee + 1}`)).statusCode).toBe(404);
    expect(json(await t.call('GET', '/api/contributions/2026')).meta.total).toBe(1);
    // the totals the triggers keep, by month, year and employee
    expect(json(await t.call('GET', '/api/contributions?q=Reyes')).meta.total).toBe(1);
    expect(json(await t.call('GET', '/api/contributions?q=Nobody')).meta.total).toBe(0);
    expect(json(await t.call('GET', '/api/contributions/2026?q=Reyes')).meta.total).toBe(1);
    expect(json(await t.call('GET', '/api/contributions/2025')).meta.total).toBe(0);
  });

  it('keeps one record per employee and month: a second is a 422 naming the first, even at once', async () => {
    const again = await t.call('POST', '/api/contributions/create', {
      employee_id: employee,
      date_covered: '2026-10-15',
      ...amounts,
    });
    expect(errorsOf(again).date_covered).toBeDefined();
    expect(again.json().existing_id).toBe(recordId);
    const [a, b] = await Promise.all([
      t.call('POST', '/api/contributions/create', {
        employee_id: employee,
        date_covered: '2026-09',
        ...amounts,
      }),
      t.call('POST', '/api/contributions/create', {
        employee_id: employee,
        date_covered: '2026-09',
        ...amounts,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    // no month given: the current one (the clock's November 2026)
    const now = json(
      await t.call('POST', '/api/contributions/create', { employee_id: employee, ...amounts }),
    );
    expect(json(await t.call('GET', `/api/contributions/${now.data.id}/${employee}`)).date_covered).toBe(
      '2026-11-01',
    );
  });

  it('refuses negative amounts, more than two decimals, non-numbers, a missing amount, a bad month (422)', async () => {
    const bad = await t.call('POST', '/api/contributions/create', {
      ...amounts,
      employee_id: employee,
      date_covered: '2026-13',
      sss_cont: '-1',
      phic_cont: '1.234',
      hmo: 'abc',
      others: undefined,
    });
    expect(Object.keys(errorsOf(bad)).sort()).toEqual([
      'date_covered',
      'hmo',
      'others',
      'phic_cont',
      'sss_cont',
    ]);
    const nobody = await t.call('POST', '/api/contributions/create', { ...amounts, employee_id: 999999 });
    expect(errorsOf(nobody).employee_id).toEqual(['Please select an employee.']);
  });

  it("generates a month's records for those without one, carrying HMO and loans from the last record", async () => {
    const august = json(await t.call('POST', '/api/contributions/generate', { date_covered: '2026-08' }));
    expect(august.data).toEqual({ date_covered: '2026-08-01', created: 1, skipped: 0 });
    const list = json(await t.call('GET', '/api/contributions/2026?sort=date_covered&order=asc&per_page=1'));
    expect(list.data[0]).toMatchObject({
      date_covered: '2026-08-01',
      sss_cont: '1675.00',
      hmo: '0.00',
      withholding_tax: '1468.75',
    });
    // again: nothing to make
    expect(
      json(await t.call('POST', '/api/contributions/generate', { date_covered: '2026-08' })).data.created,
    ).toBe(0);
    // December: carried from November's record
    json(await t.call('POST', '/api/contributions/generate', { date_covered: '2026-12' }));
    const december = json(await t.call('GET', '/api/contributions?sort=date_covered&order=desc&per_page=1'));
    expect(december.data[0]).toMatchObject({ date_covered: '2026-12-01', hmo: '1500.50' });
    expect(
      errorsOf(await t.call('POST', '/api/contributions/generate', { date_covered: '2026-13' })).date_covered,
    ).toBeDefined();
    await expectGuarded(t, 'POST', '/api/contributions/generate', {});
  });

  it('deletes a record, once', async () => {
    expect(json(await t.call('DELETE', `/api/contributions/remove/${recordId}`)).message).toBe(
      'You successfully deleted this file',
    );
    expect((await t.call('DELETE', `/api/contributions/remove/${recordId}`)).statusCode).toBe(404);
    const totals = await t.db.execute<{ months: number; employees: number; records: number }>(sql`
      SELECT (SELECT sum(n)::int FROM contribution_month_counts) AS months,
        (SELECT sum(n)::int FROM contribution_employee_counts) AS employees,
        (SELECT count(*)::int FROM contributions) AS records`);
    const { months, employees, records } = totals.rows[0]!;
    expect([months, employees]).toEqual([records, records]);
    expect(json(await t.call('GET', '/api/contributions')).meta.total).toBe(records);
    for (const [method, url] of [
      ['GET', '/api/contributions'],
      ['GET', '/api/contributions/2026'],
      ['GET', '/api/contributions/1/1'],
      ['POST', '/api/contributions/create'],
      ['DELETE', '/api/contributions/remove/1'],
    ] as const)
      await expectGuarded(t, method, url, method === 'POST' ? {} : undefined);
  });
});
