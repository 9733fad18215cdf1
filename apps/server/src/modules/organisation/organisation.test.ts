import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, type TestApp, testApp } from '../../../test/app';
import { auditLog } from '../../plugins/audit.tables';
import { employees } from '../employees/employees.tables';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const ok = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body);
};

let seq = 0;
/** A minimal valid employee row, for the counts. */
async function hire(positionId: number, status: string, subDepartmentId: number | null = null) {
  seq++;
  await t.db.insert(employees).values({
    emp_id: `2026-${String(seq).padStart(3, '0')}`,
    first_name: 'Test',
    last_name: `Person${seq}`,
    position_id: positionId,
    sub_department_id: subDepartmentId,
    civil_status: 'single',
    birthdate: '1995-01-01',
    current_address: 'Pasig City',
    permanent_address: 'Pasig City',
    contact: '0917-1234567',
    contact_person: 'Ana Cruz',
    relationship: 'Mother',
    emergency_no: '0917-7654321',
    email_address: `p${seq}@example.com`,
    employment_date: '2026-01-05',
    basic_salary: '18000.00',
    monthly_allowance: '2000.00',
    status,
  });
}

describe('departments', () => {
  let opsId: number;

  it('adds a department and lists it with zero counts', async () => {
    const res = ok(
      await t.call('POST', '/api/departments/add', {
        department_name: '  Operations ',
        functionality: 'Accounts',
      }),
    );
    expect(res).toMatchObject({
      response: 'success',
      data: { department_name: 'Operations', functionality: 'Accounts' },
    });
    opsId = res.data.id;
    const list = ok(await t.call('GET', '/api/departments'));
    expect(list.data).toEqual([
      expect.objectContaining({
        dep_id: opsId,
        department: 'Operations',
        functionality: 'Accounts',
        designations: 0,
        employees: 0,
      }),
    ]);
    expect(list.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(list.meta).toEqual({ page: 1, per_page: 20, total: 1, last_page: 1 });
  });

  it('allows an empty functionality', async () => {
    const res = ok(await t.call('POST', '/api/departments/add', { department_name: 'Finance' }));
    expect(res.data.functionality).toBe('');
  });

  it('refuses a missing name with a 422 on the field', async () => {
    for (const body of [{}, { department_name: '' }, { department_name: '   ' }, { department_name: null }]) {
      const res = await t.call('POST', '/api/departments/add', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.department_name).toEqual(['The department name field is required.']);
    }
  });

  it('refuses a name longer than 100 characters', async () => {
    const res = await t.call('POST', '/api/departments/add', { department_name: 'x'.repeat(101) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.department_name[0]).toMatch(/100 characters/);
  });

  it('refuses a duplicate name, whatever its case, on add and on update', async () => {
    const dup = await t.call('POST', '/api/departments/add', { department_name: 'OPERATIONS' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.department_name).toEqual(['The department name has already been taken.']);
    const finance = ok(await t.call('GET', '/api/departments?q=fin')).data[0];
    const upd = await t.call('POST', `/api/departments/update/${finance.dep_id}`, {
      department_name: 'operations',
    });
    expect(upd.statusCode).toBe(422);
  });

  it('lets two HR users racing to add the same name produce one department', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call('POST', '/api/departments/add', { department_name: 'Race Dept' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
  });

  it('updates a department, keeps its own name allowed, and audits the change', async () => {
    const res = ok(
      await t.call('POST', `/api/departments/update/${opsId}`, {
        department_name: 'Operations',
        functionality: 'Client accounts',
      }),
    );
    expect(res.data.functionality).toBe('Client accounts');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'department'));
    const update = audit.find((a) => a.action === 'update' && a.entity_id === String(opsId));
    expect(update?.before).toEqual({ functionality: 'Accounts' });
    expect(update?.after).toEqual({ functionality: 'Client accounts' });
    expect(update?.user_id).not.toBeNull();
  });

  it('answers 404 for an unknown department and 422 for a bad id', async () => {
    expect((await t.call('POST', '/api/departments/update/99999', { department_name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await t.call('POST', '/api/departments/update/abc', { department_name: 'X' })).statusCode).toBe(
      422,
    );
  });

  it('counts designations and active employees only', async () => {
    const agent = ok(
      await t.call('POST', '/api/positions/add', { position_name: 'Agent', department_id: opsId }),
    ).data;
    ok(await t.call('POST', '/api/positions/add', { position_name: 'Team Leader', department_id: opsId }));
    for (const s of ['regular', 'probationary', 'trainee', 'promoted', 'resigned', 'awol', 'terminated'])
      await hire(agent.id, s);
    const row = ok(await t.call('GET', '/api/departments?q=operations')).data[0];
    expect(row).toMatchObject({ designations: 2, employees: 4 });
  });

  it('searches, sorts, orders and pages on the server', async () => {
    for (const name of ['IT', 'Admin', 'Human Resources', 'Quality Assurance']) {
      ok(await t.call('POST', '/api/departments/add', { department_name: name }));
    }
    const page = ok(await t.call('GET', '/api/departments?per_page=2&page=2&sort=department&order=asc'));
    expect(page.meta).toMatchObject({ page: 2, per_page: 2, total: 7, last_page: 4 });
    expect(page.data.map((d: { department: string }) => d.department)).toEqual(['Human Resources', 'IT']);
    const desc = ok(await t.call('GET', '/api/departments?per_page=1&sort=department&order=desc'));
    expect(desc.data[0].department).toBe('Race Dept');
    const byCount = ok(await t.call('GET', '/api/departments?sort=employees&order=desc&per_page=1'));
    expect(byCount.data[0].department).toBe('Operations');
    // search is a case-insensitive substring, with % taken literally
    expect(
      ok(await t.call('GET', '/api/departments?q=SURAN')).data.map(
        (d: { department: string }) => d.department,
      ),
    ).toEqual(['Quality Assurance']);
    expect(ok(await t.call('GET', '/api/departments?q=%25')).meta.total).toBe(0);
    const empty = ok(await t.call('GET', '/api/departments?page=99'));
    expect(empty.data).toEqual([]);
  });

  it('validates the list query', async () => {
    for (const q of ['per_page=0', 'per_page=501', 'page=0', 'order=up', 'sort=password']) {
      const res = await t.call('GET', `/api/departments?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(Object.keys(res.json().errors)).toHaveLength(1);
    }
  });

  it('is guarded', async () => {
    await expectGuarded(t, 'GET', '/api/departments');
    await expectGuarded(t, 'POST', '/api/departments/add', { department_name: 'Sneaky' });
    await expectGuarded(t, 'POST', `/api/departments/update/${opsId}`, { department_name: 'Sneaky' });
    expect(ok(await t.call('GET', '/api/departments?q=sneaky')).meta.total).toBe(0);
  });
});

describe('designations', () => {
  let depA: number;
  let depB: number;
  beforeAll(async () => {
    depA = ok(await t.call('POST', '/api/departments/add', { department_name: 'Dept A' })).data.id;
    depB = ok(await t.call('POST', '/api/departments/add', { department_name: 'Dept B' })).data.id;
  });

  it('adds a designation and lists it with its department and dates', async () => {
    const res = ok(
      await t.call('POST', '/api/positions/add', {
        position_name: 'Payroll Specialist',
        department_id: String(depA),
      }),
    );
    const list = ok(await t.call('GET', `/api/positions?department_id=${depA}`));
    expect(list.data).toEqual([
      {
        pos_id: res.data.id,
        pos_name: 'Payroll Specialist',
        dep_id: depA,
        dep_name: 'Dept A',
        emp: 0,
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
      },
    ]);
  });

  it('allows the same name in another department but not twice in one', async () => {
    ok(
      await t.call('POST', '/api/positions/add', {
        position_name: 'Payroll Specialist',
        department_id: depB,
      }),
    );
    const dup = await t.call('POST', '/api/positions/add', {
      position_name: 'payroll specialist',
      department_id: depA,
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.position_name).toBeDefined();
  });

  it('needs a name and an existing department', async () => {
    const res = await t.call('POST', '/api/positions/add', {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['department_id', 'position_name']);
    const ghost = await t.call('POST', '/api/positions/add', {
      position_name: 'Ghost',
      department_id: 99999,
    });
    expect(ghost.statusCode).toBe(422);
    expect(ghost.json().errors.department_id).toEqual(['The selected department does not exist.']);
  });

  it('moves a designation to another department and bumps updated_at', async () => {
    const created = ok(
      await t.call('POST', '/api/positions/add', { position_name: 'Mover', department_id: depA }),
    ).data;
    const updated = ok(
      await t.call('POST', `/api/positions/update/${created.id}`, {
        position_name: 'Mover II',
        department_id: depB,
      }),
    ).data;
    expect(updated).toMatchObject({ pos_name: 'Mover II', department_id: depB });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    expect(
      (await t.call('POST', '/api/positions/update/99999', { position_name: 'X', department_id: depA }))
        .statusCode,
    ).toBe(404);
  });

  it('counts active employees per designation and serves the select list', async () => {
    const pos = ok(
      await t.call('POST', '/api/positions/add', { position_name: 'Counted', department_id: depB }),
    ).data;
    await hire(pos.id, 'regular');
    await hire(pos.id, 'resigned');
    const row = ok(await t.call('GET', `/api/positions?q=counted`)).data[0];
    expect(row.emp).toBe(1);
    const options = ok(await t.call('GET', `/api/employeepositions?department_id=${depB}`));
    expect(options.map((o: { pos_name: string }) => o.pos_name)).toEqual([
      'Counted',
      'Mover II',
      'Payroll Specialist',
    ]);
  });

  it('sorts by department name and pages', async () => {
    const res = ok(await t.call('GET', '/api/positions?sort=dep_name&order=desc&per_page=1'));
    expect(res.data[0].dep_name).toBe('Operations');
    expect(res.meta.last_page).toBe(res.meta.total);
  });

  it('is guarded', async () => {
    await expectGuarded(t, 'GET', '/api/positions');
    await expectGuarded(t, 'GET', '/api/employeepositions');
    await expectGuarded(t, 'POST', '/api/positions/add', { position_name: 'X', department_id: depA });
    await expectGuarded(t, 'POST', '/api/positions/update/1', { position_name: 'X', department_id: depA });
  });
});

describe('sub-departments', () => {
  it('adds, lists with counts, updates and refuses duplicates', async () => {
    const created = ok(
      await t.call('POST', '/api/subdepartments/add', {
        sub_department_name: 'CD-HW',
        description: 'HW account',
      }),
    ).data;
    ok(await t.call('POST', '/api/subdepartments/add', { sub_department_name: 'VA-US' }));
    const pos = ok(await t.call('GET', '/api/positions?q=counted')).data[0];
    await hire(pos.pos_id, 'trainee', created.id);
    const list = ok(await t.call('GET', '/api/subdepartments?sort=sub_department_name'));
    expect(
      list.data.map((s: { sub_department_name: string; employees: number }) => [
        s.sub_department_name,
        s.employees,
      ]),
    ).toEqual([
      ['CD-HW', 1],
      ['VA-US', 0],
    ]);
    const dup = await t.call('POST', '/api/subdepartments/add', { sub_department_name: 'cd-hw' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.sub_department_name).toEqual([
      'The sub department name has already been taken.',
    ]);
    const upd = ok(
      await t.call('POST', `/api/subdepartment/update/${created.id}`, {
        sub_department_name: 'CD-HW',
        description: 'Home warranty',
      }),
    );
    expect(upd.data.description).toBe('Home warranty');
    expect(
      (await t.call('POST', '/api/subdepartment/update/99999', { sub_department_name: 'X' })).statusCode,
    ).toBe(404);
    const all = ok(await t.call('GET', '/api/subdepartment/all'));
    expect(all).toEqual([
      { id: created.id, sub_department_name: 'CD-HW' },
      { id: expect.any(Number), sub_department_name: 'VA-US' },
    ]);
  });

  it('keeps whether the rest days are its Rest Day calendar events, unchanged when left out', async () => {
    const made = ok(
      await t.call('POST', '/api/subdepartments/add', {
        sub_department_name: 'VA-NZ-AU',
        rest_days_from_calendar: true,
      }),
    ).data;
    expect(made.rest_days_from_calendar).toBe(true);
    const update = (body: Record<string, unknown>) =>
      t.call('POST', `/api/subdepartment/update/${made.id}`, { sub_department_name: 'VA-NZ-AU', ...body });
    // the legacy update sends only the name and description: the setting stays
    expect(ok(await update({ description: 'NZ and AU' })).data.rest_days_from_calendar).toBe(true);
    expect(ok(await update({ rest_days_from_calendar: '0' })).data.rest_days_from_calendar).toBe(false);
    const listed = ok(await t.call('GET', '/api/subdepartments?q=va-nz')).data[0];
    expect(listed.rest_days_from_calendar).toBe(false);
    const bad = await update({ rest_days_from_calendar: 'sometimes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('rest_days_from_calendar');
    const plain = ok(await t.call('POST', '/api/subdepartments/add', { sub_department_name: 'Mantra' })).data;
    expect(plain.rest_days_from_calendar).toBe(false);
  });

  it('needs a name', async () => {
    const res = await t.call('POST', '/api/subdepartments/add', { description: 'no name' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.sub_department_name).toEqual(['The sub department name field is required.']);
  });

  it('is guarded', async () => {
    await expectGuarded(t, 'GET', '/api/subdepartments');
    await expectGuarded(t, 'GET', '/api/subdepartment/all');
    await expectGuarded(t, 'POST', '/api/subdepartments/add', { sub_department_name: 'X' });
    await expectGuarded(t, 'POST', '/api/subdepartment/update/1', { sub_department_name: 'X' });
  });
});

describe('time zones', () => {
  it('lists the reference zones with their current offset', async () => {
    const zones = ok(await t.call('GET', '/api/timezones'));
    const manila = zones.find((z: { timezone_name: string }) => z.timezone_name === 'Asia/Manila');
    expect(manila).toEqual({ id: expect.any(Number), timezone_name: 'Asia/Manila', utc_offset: '+08:00' });
    expect(
      zones.find((z: { timezone_name: string }) => z.timezone_name === 'America/New_York').utc_offset,
    ).toMatch(/^-0[45]:00$/);
  });

  it('is guarded', () => expectGuarded(t, 'GET', '/api/timezones'));
});
