import { IMPORT_COLUMNS } from '@hris/domain/imports';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { datasheet, hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { multipart } from '../../../test/sample-files';
import { auditLog } from '../../plugins/audit.tables';
import { employeeExperience, employeeRequirements, employeeSeniors, employees } from './employees.tables';

let t: TestApp;
let org: Org;
beforeAll(async () => {
  t = await testApp();
  org = await makeOrg(t);
});
afterAll(() => t.close());

const belongOf = async (id: number) =>
  (await t.db.select({ belong: employees.belong }).from(employees).where(eq(employees.id, id)))[0]?.belong;

describe('POST api/employees/add (datasheet)', () => {
  it('hires an employee with experience and an empty requirements record', async () => {
    const body = datasheet(org, { first_name: 'Juan', last_name: 'Dela Cruz', suffix: 'Jr' });
    const res = json(await t.call('POST', '/api/employees/add', body));
    expect(res).toMatchObject({ response: 'success', data: { emp_id: body.emp_id } });
    const detail = json(await t.call('GET', `/api/updateemployeeinfo/get/${res.data.id}`));
    expect(detail).toMatchObject({
      full_name: 'Juan Dela Cruz Jr',
      position_name: 'Customer Service Representative',
      department_name: 'Operations',
      sub_department_name: 'CD-HW',
      basic_salary: '18000.00',
      monthly_allowance: '2000.50',
      status: 'probationary',
      resignation_date: null,
      training_date: '2025-03-03',
    });
    expect(detail.experience).toEqual([
      expect.objectContaining({
        employeer: 'Teleperformance',
        previous_salary: '16500.00',
        end_date: '2024-12-20',
      }),
    ]);
    const [req] = await t.db
      .select()
      .from(employeeRequirements)
      .where(eq(employeeRequirements.employee_id, res.data.id));
    expect(req?.TOR).toBe('none');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(res.data.id)));
    expect(audit.some((a) => a.entity === 'employee' && a.action === 'create')).toBe(true);
  });

  it('reports every missing required field at once', async () => {
    const errors = errorsOf(await t.call('POST', '/api/employees/add', {}));
    for (const f of [
      'emp_id',
      'first_name',
      'last_name',
      'position_id',
      'sub_department_id',
      'civil_status',
      'birthdate',
      'current_address',
      'permanent_address',
      'contact',
      'contact_person',
      'relationship',
      'emergency_no',
      'email_address',
      'employment_date',
      'basic_salary',
      'monthly_allowance',
      'status',
    ]) {
      expect(errors[f], f).toBeDefined();
    }
    // optional: experience, date signed, training start, suffix, middle name, government numbers
    for (const f of [
      'experience',
      'date_signed',
      'training_start',
      'suffix',
      'middle_name',
      'sss_no',
      'tin_no',
    ])
      expect(errors[f], f).toBeUndefined();
  });

  it('leaves government numbers empty until known, and accepts a TIN branch code', async () => {
    const id = await hireVia(t, org, {
      sss_no: '',
      hdmf_no: null,
      mid_no: undefined,
      phic_no: '',
      tin_no: '123-456-789-000',
    });
    const d = json(await t.call('GET', `/api/updateemployeeinfo/get/${id}`));
    expect(d).toMatchObject({
      sss_no: null,
      hdmf_no: null,
      mid_no: null,
      phic_no: null,
      tin_no: '123-456-789-000',
    });
  });

  it.each([
    ['emp_id', '2025-1', 'The employee id must look like 2024-001.'],
    [
      'first_name',
      'Juan2',
      'The first name may only contain letters, spaces, hyphens, apostrophes and periods.',
    ],
    [
      'middle_name',
      'S4ntos',
      'The middle name may only contain letters, spaces, hyphens, apostrophes and periods.',
    ],
    ['last_name', "-'.", 'The last name must contain a letter.'],
    ['last_name', 'x'.repeat(33), 'The last name may not be greater than 32 characters.'],
    [
      'contact_person',
      'Ana_Marie',
      'The contact person may only contain letters, spaces, hyphens, apostrophes and periods.',
    ],
    ['contact', '09171234567', 'The contact number must look like 0917-1234567.'],
    ['sss_no', '34-123456-8', 'The SSS number must look like 34-1234567-8.'],
    ['hdmf_no', '1234-5678-901', 'The HDMF number must look like 1234-5678-9012.'],
    ['tin_no', '1234-5678-9012', 'The TIN must look like 123-456-789 or 123-456-789-000.'],
    ['phic_no', '12-12345678-1', 'The PHIC number must look like 12-123456789-1.'],
    ['relationship', 'Neighbour', 'Please select a relationship.'],
    ['email_address', 'maria@', 'The email address must be a valid email address.'],
    ['birthdate', '2015-01-01', 'The employee must be at least 18 years old.'],
    ['birthdate', '1990-02-30', 'The birthdate is not a valid date.'],
    ['basic_salary', '1000000000', 'The basic salary may not have more than 9 digits.'],
    ['basic_salary', '-5', 'The basic salary may not be negative.'],
    ['status', 'resigned', 'Please select a status.'],
    ['suffix', 'Esq', 'Please select a suffix.'],
  ])('refuses a bad %s (%s)', async (field, value, message) => {
    const errors = errorsOf(await t.call('POST', '/api/employees/add', datasheet(org, { [field]: value })));
    expect(errors[field]).toEqual([message]);
  });

  it('asks for the others amount when basic salary or allowance is 0', async () => {
    const errors = errorsOf(
      await t.call('POST', '/api/employees/add', datasheet(org, { monthly_allowance: '0' })),
    );
    expect(errors.other_amount?.[0]).toMatch(/others amount/);
    const id = await hireVia(t, org, { monthly_allowance: 0, other_amount: '1500' });
    expect(json(await t.call('GET', `/api/updateemployeeinfo/get/${id}`)).other_amount).toBe('1500.00');
  });

  it('refuses a duplicate employee id, and designations or accounts that do not exist', async () => {
    const body = datasheet(org);
    json(await t.call('POST', '/api/employees/add', body));
    expect(
      errorsOf(await t.call('POST', '/api/employees/add', { ...body, email_address: 'x@example.com' }))
        .emp_id,
    ).toEqual(['The employee id has already been taken.']);
    const errors = errorsOf(
      await t.call(
        'POST',
        '/api/employees/add',
        datasheet(org, { position_id: 9999, sub_department_id: 9999 }),
      ),
    );
    expect(errors.position_id).toEqual(['The selected designation does not exist.']);
    expect(errors.sub_department_id).toEqual(['The selected sub-department does not exist.']);
  });

  it('checks each experience row and accepts the list as JSON text', async () => {
    const bad = datasheet(org, {
      experience: [{ employeer: '', job_title: 'Agent', start_date: '2024-05-01', end_date: '2024-01-01' }],
    });
    const errors = errorsOf(await t.call('POST', '/api/employees/add', bad));
    expect(errors['experience.0.employeer']).toBeDefined();
    expect(errors['experience.0.end_date']).toEqual(['The end date must not be before the start date.']);
    const id = await hireVia(t, org, {
      experience: JSON.stringify([{ employeer: 'Alorica', job_title: 'Agent' }]),
    });
    const rows = await t.db.select().from(employeeExperience).where(eq(employeeExperience.employee_id, id));
    expect(rows.map((r) => r.employeer)).toEqual(['Alorica']);
    const none = await hireVia(t, org, { experience: [] });
    expect(json(await t.call('GET', `/api/updateemployeeinfo/get/${none}`)).experience).toEqual([]);
  });

  it('is guarded', () => expectGuarded(t, 'POST', '/api/employees/add', datasheet(org)));
});

describe('lists', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    ids = {
      zyra: await hireVia(t, org, { first_name: 'Zyra', last_name: 'Quintana', status: 'trainee' }),
      zed: await hireVia(t, org, {
        first_name: 'Zed',
        last_name: 'Quintana',
        position_id: org.leader,
        sub_department_id: org.subB,
        status: 'regular',
      }),
      gone: await hireVia(t, org, { first_name: 'Zoe', last_name: 'Quintana', status: 'regular' }),
    };
    json(
      await t.call('POST', `/api/jobinformation/update/inactive/${ids.gone}`, {
        status: 'awol',
        resignation_date: '2025-06-01',
      }),
    );
  });

  it('Active Employees searches names case-insensitively and filters on the server', async () => {
    const all = json(await t.call('GET', '/api/active/employee?q=QUINTANA'));
    expect(all.data.map((r: { full_name: string }) => r.full_name).sort()).toEqual([
      'Zed Quintana',
      'Zyra Quintana',
    ]);
    expect(all.meta).toMatchObject({ per_page: 200, total: 2 });
    const leaders = json(await t.call('GET', `/api/active/employee?q=quintana&position_id=${org.leader}`));
    expect(leaders.data.map((r: { id: number }) => r.id)).toEqual([ids.zed]);
    const trainees = json(await t.call('GET', '/api/active/employee?q=quintana&status=trainee'));
    expect(trainees.data.map((r: { id: number }) => r.id)).toEqual([ids.zyra]);
    const subB = json(await t.call('GET', `/api/active/employee?sub_department_id=${org.subB}`));
    expect(subB.data.map((r: { id: number }) => r.id)).toEqual([ids.zed]);
    const byId = json(await t.call('GET', `/api/active/employee?q=${all.data[0].emp_id}`));
    expect(byId.data).toHaveLength(1);
    expect(all.data[0]).toMatchObject({
      position_name: expect.any(String),
      sub_department_name: expect.any(String),
      members: 0,
    });
    expect((await t.call('GET', '/api/active/employee?status=resigned')).statusCode).toBe(422);
  });

  it('Inactive Employees lists only resigned, AWOL and terminated, with their dates', async () => {
    const res = json(await t.call('GET', '/api/inactive?q=quintana'));
    expect(res.data).toEqual([
      expect.objectContaining({
        id: ids.gone,
        status: 'awol',
        resignation_date: '2025-06-01',
        basic_salary: '18000.00',
      }),
    ]);
    expect(res.meta.per_page).toBe(20);
    expect(json(await t.call('GET', '/api/inactive?q=quintana&status=resigned')).data).toEqual([]);
    expect(json(await t.call('GET', '/api/resigned?q=quintana')).meta.total).toBe(1);
  });

  it('Job Information lists everyone, sorted and paged', async () => {
    const res = json(
      await t.call('GET', '/api/jobinformation?q=quintana&sort=full_name&order=desc&per_page=2'),
    );
    expect(res.data.map((r: { full_name: string }) => r.full_name)).toEqual([
      'Zyra Quintana',
      'Zoe Quintana',
    ]);
    expect(res.meta).toMatchObject({ total: 3, last_page: 2 });
    const one = json(await t.call('GET', `/api/jobinformation/get/${ids.gone}`));
    expect(one).toMatchObject({
      status: 'awol',
      resignation_date: '2025-06-01',
      experience: [expect.any(Object)],
    });
  });

  it('employee selects find active people by name', async () => {
    const res = json(await t.call('GET', '/api/employees?q=quintana&limit=10'));
    expect(res.map((r: { id: number }) => r.id).sort()).toEqual([ids.zyra, ids.zed].sort());
    const withGone = json(await t.call('GET', '/api/employees?q=quintana&include_inactive=1'));
    expect(withGone).toHaveLength(3);
  });

  it('answers 404 for an unknown employee', async () => {
    for (const url of [
      '/api/updateemployeeinfo/get/99999',
      '/api/jobinformation/get/99999',
      '/api/employee/99999',
      '/api/supervisor/get/99999',
    ]) {
      expect((await t.call('GET', url)).statusCode, url).toBe(404);
    }
  });

  it('is guarded', async () => {
    for (const url of [
      '/api/employees',
      '/api/active/employee',
      '/api/inactive',
      '/api/resigned',
      '/api/jobinformation',
      '/api/jobinformation/get/1',
      '/api/updateemployeeinfo/get/1',
      '/api/employee/1',
      '/api/supervisor/get/1',
      '/api/employeenotregistered',
    ]) {
      await expectGuarded(t, 'GET', url);
    }
  });
});

describe('HR edits and moves', () => {
  it('changes only what is sent', async () => {
    const id = await hireVia(t, org);
    const before = json(await t.call('GET', `/api/updateemployeeinfo/get/${id}`));
    json(
      await t.call('POST', `/api/updateemployeebyhr/update/${id}`, {
        contact: '0999-0000001',
        position_id: org.leader,
      }),
    );
    const after = json(await t.call('GET', `/api/updateemployeeinfo/get/${id}`));
    expect(after).toMatchObject({ contact: '0999-0000001', position_name: 'Team Leader' });
    expect({
      ...after,
      contact: before.contact,
      position_id: before.position_id,
      position_name: before.position_name,
      updated_at: before.updated_at,
    }).toEqual(before);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(id)));
    const update = audit.find((a) => a.action === 'update');
    expect(update?.before).toEqual({ contact: '0917-1234567', position_id: org.agent });
  });

  it('refuses to blank a required field or reuse an employee id', async () => {
    const a = await hireVia(t, org);
    const b = await hireVia(t, org);
    const bEmpId = json(await t.call('GET', `/api/updateemployeeinfo/get/${b}`)).emp_id;
    expect(
      errorsOf(await t.call('POST', `/api/updateemployeebyhr/update/${a}`, { first_name: '' })).first_name,
    ).toBeDefined();
    expect(
      errorsOf(await t.call('POST', `/api/updateemployeebyhr/update/${a}`, { emp_id: bEmpId })).emp_id,
    ).toEqual(['The employee id has already been taken.']);
    expect(
      (await t.call('POST', '/api/updateemployeebyhr/update/99999', { contact: '0999-0000001' })).statusCode,
    ).toBe(404);
  });

  it('replaces the experience list when it is sent', async () => {
    const id = await hireVia(t, org);
    json(
      await t.call('POST', `/api/updateemployeebyhr/update/${id}`, {
        experience: [
          { employeer: 'Startek', job_title: 'Agent' },
          { employeer: 'TaskUs', job_title: 'Lead' },
        ],
      }),
    );
    const d = json(await t.call('GET', `/api/updateemployeeinfo/get/${id}`));
    expect(d.experience.map((x: { employeer: string }) => x.employeer).sort()).toEqual(['Startek', 'TaskUs']);
  });

  it("assigns a supervisor, but not oneself, an inactive person, or one's own member", async () => {
    const lead = await hireVia(t, org, { position_id: org.leader, status: 'regular' });
    const agent = await hireVia(t, org);
    json(await t.call('POST', `/api/updateemployeebyhr/update/${agent}`, { belong: lead }));
    expect(await belongOf(agent)).toBe(lead);
    expect(
      json(await t.call('GET', `/api/employee/${lead}`)).subordinates.map((s: { id: number }) => s.id),
    ).toEqual([agent]);
    expect(
      errorsOf(await t.call('POST', `/api/updateemployeebyhr/update/${lead}`, { belong: lead })).belong,
    ).toBeDefined();
    expect(
      errorsOf(await t.call('POST', `/api/updateemployeebyhr/update/${lead}`, { belong: agent })).belong,
    ).toEqual(['The selected supervisor reports to this employee.']);
    const gone = await hireVia(t, org);
    json(
      await t.call('POST', `/api/jobinformation/update/inactive/${gone}`, {
        status: 'terminated',
        resignation_date: '2025-07-01',
      }),
    );
    expect(
      errorsOf(await t.call('POST', `/api/updateemployeebyhr/update/${agent}`, { belong: gone })).belong,
    ).toEqual(['The selected supervisor is no longer active.']);
  });

  it('is guarded', () =>
    expectGuarded(t, 'POST', '/api/updateemployeebyhr/update/1', { contact: '0999-0000001' }));
});

describe('status changes', () => {
  const jobInfo = (overrides: Record<string, unknown> = {}) => ({
    employment_date: '2025-03-03',
    date_signed: '2025-02-26',
    regularization_date: '',
    training_start: '2025-03-03',
    training_end: '2025-04-03',
    resignation_date: '',
    promoted_date: '',
    basic_salary: '18000.00',
    monthly_allowance: '2000.00',
    status: 'regular',
    note: '',
    ...overrides,
  });

  it('needs a resignation date to separate someone', async () => {
    const id = await hireVia(t, org);
    for (const status of ['resigned', 'awol', 'terminated']) {
      const res = await t.call('POST', `/api/jobinformation/update/${id}`, jobInfo({ status }));
      expect(errorsOf(res).resignation_date).toEqual(['Please input or select Resignation date to proceed.']);
    }
    expect(
      errorsOf(
        await t.call(
          'POST',
          `/api/jobinformation/update/${id}`,
          jobInfo({ status: 'resigned', resignation_date: '2025-01-01' }),
        ),
      ).resignation_date,
    ).toEqual(['The resignation date must not be before the employment date.']);
    json(
      await t.call(
        'POST',
        `/api/jobinformation/update/${id}`,
        jobInfo({ status: 'resigned', resignation_date: '2025-09-30', note: 'Moved abroad' }),
      ),
    );
    const row = json(await t.call('GET', `/api/jobinformation/get/${id}`));
    expect(row).toMatchObject({ status: 'resigned', resignation_date: '2025-09-30', note: 'Moved abroad' });
  });

  it('lets HR set any status from the inactive list, and clears the resignation date on return', async () => {
    const id = await hireVia(t, org);
    json(
      await t.call('POST', `/api/jobinformation/update/inactive/${id}`, {
        status: 'resigned',
        resignation_date: '2025-08-01',
      }),
    );
    json(
      await t.call('POST', `/api/jobinformation/update/inactive/${id}`, {
        status: 'terminated',
        resignation_date: '2025-08-02',
      }),
    );
    json(await t.call('POST', `/api/jobinformation/update/inactive/${id}`, { status: 'regular' }));
    const row = json(await t.call('GET', `/api/jobinformation/get/${id}`));
    expect(row).toMatchObject({ status: 'regular', resignation_date: null });
    expect(
      errorsOf(await t.call('POST', `/api/jobinformation/update/inactive/${id}`, { status: 'fired' })).status,
    ).toBeDefined();
  });

  it('needs a substitute for a supervisor with members, and moves the members with the status change', async () => {
    const lead = await hireVia(t, org, { position_id: org.leader, status: 'regular' });
    const sub = await hireVia(t, org, { position_id: org.leader, status: 'regular' });
    const members = [await hireVia(t, org), await hireVia(t, org), await hireVia(t, org)];
    for (const m of members)
      json(await t.call('POST', `/api/updateemployeebyhr/update/${m}`, { belong: lead }));
    // a member who already left stays where they were
    json(
      await t.call('POST', `/api/jobinformation/update/inactive/${members[2]}`, {
        status: 'resigned',
        resignation_date: '2025-10-01',
      }),
    );

    // roles come with user accounts; a supervisor by role is offered as a substitute
    await t.db.update(employees).set({ role_id: 2 }).where(eq(employees.id, sub));
    const info = json(await t.call('GET', `/api/supervisor/get/${lead}`));
    expect(info.members.map((m: { id: number }) => m.id).sort()).toEqual(members.slice(0, 2).sort());
    expect(info.candidates.map((c: { id: number }) => c.id)).toContain(sub);
    expect(info.candidates.map((c: { id: number }) => c.id)).not.toContain(lead);
    // the members may take over too
    expect(info.candidates.map((c: { id: number }) => c.id)).toContain(members[0]);

    const refused = await t.call(
      'POST',
      `/api/jobinformation/update/${lead}`,
      jobInfo({ status: 'resigned', resignation_date: '2025-11-01' }),
    );
    expect(errorsOf(refused).subtitute_id).toEqual(['Please select supervisor to substitute.']);
    // nothing moved and nothing changed
    expect(await belongOf(members[0]!)).toBe(lead);
    expect(json(await t.call('GET', `/api/jobinformation/get/${lead}`)).status).toBe('regular');

    expect(
      errorsOf(
        await t.call('POST', `/api/superiorroles/update/${lead}`, {
          status: 'resigned',
          resignation_date: '2025-11-01',
        }),
      ).subtitute_id,
    ).toEqual(['Please select supervisor to substitute.']);
    expect(
      errorsOf(
        await t.call('POST', `/api/superiorroles/update/${lead}`, {
          subtitute_id: lead,
          status: 'resigned',
          resignation_date: '2025-11-01',
        }),
      ).subtitute_id,
    ).toBeDefined();
    json(
      await t.call('POST', `/api/superiorroles/update/${lead}`, {
        subtitute_id: sub,
        superior_name: 'ignored',
        status: 'resigned',
        resignation_date: '2025-11-01',
      }),
    );
    expect(await belongOf(members[0]!)).toBe(sub);
    expect(await belongOf(members[1]!)).toBe(sub);
    expect(await belongOf(members[2]!)).toBe(lead);
    expect(json(await t.call('GET', `/api/jobinformation/get/${lead}`))).toMatchObject({
      status: 'resigned',
      resignation_date: '2025-11-01',
    });
    const moves = await t.db.select().from(auditLog).where(eq(auditLog.action, 'reassign_members'));
    expect(moves.filter((m) => m.entity_id === String(lead))).toHaveLength(1);
  });

  it("refuses an inactive substitute, and lifts a member who substitutes to the leaving supervisor's own supervisor", async () => {
    const manager = await hireVia(t, org, { position_id: org.leader, status: 'regular' });
    const lead = await hireVia(t, org, { position_id: org.leader, status: 'regular' });
    const a = await hireVia(t, org);
    const b = await hireVia(t, org);
    json(await t.call('POST', `/api/updateemployeebyhr/update/${lead}`, { belong: manager }));
    for (const m of [a, b])
      json(await t.call('POST', `/api/updateemployeebyhr/update/${m}`, { belong: lead }));
    const gone = await hireVia(t, org);
    json(
      await t.call('POST', `/api/jobinformation/update/inactive/${gone}`, {
        status: 'awol',
        resignation_date: '2025-05-05',
      }),
    );
    expect(
      errorsOf(
        await t.call('POST', `/api/superiorroles/update/${lead}`, {
          subtitute_id: gone,
          status: 'terminated',
          resignation_date: '2025-11-01',
        }),
      ).subtitute_id,
    ).toEqual(['The selected supervisor is no longer active.']);
    json(
      await t.call('POST', `/api/updateemployeebyhr/update/${lead}`, {
        status: 'terminated',
        resignation_date: '2025-11-01',
        subtitute_id: a,
      }),
    );
    expect(await belongOf(b)).toBe(a);
    expect(await belongOf(a)).toBe(manager);
  });

  it('keeps a consistent team when two HR users separate the same supervisor at once', async () => {
    const lead = await hireVia(t, org, { position_id: org.leader, status: 'regular' });
    const subs = [
      await hireVia(t, org, { position_id: org.leader, status: 'regular' }),
      await hireVia(t, org, { position_id: org.leader, status: 'regular' }),
    ];
    const members = await Promise.all(Array.from({ length: 5 }, () => hireVia(t, org)));
    for (const m of members)
      json(await t.call('POST', `/api/updateemployeebyhr/update/${m}`, { belong: lead }));
    const results = await Promise.all(
      subs.map((s, i) =>
        t.call('POST', `/api/superiorroles/update/${lead}`, {
          subtitute_id: s,
          status: i ? 'terminated' : 'resigned',
          resignation_date: `2025-11-0${i + 1}`,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const owners = new Set(await Promise.all(members.map(belongOf)));
    expect(owners.size).toBe(1);
    expect(subs).toContain([...owners][0]);
    const moves = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'reassign_members'))).filter(
      (m) => m.entity_id === String(lead),
    );
    expect(moves).toHaveLength(1);
    expect(json(await t.call('GET', `/api/supervisor/get/${lead}`)).members).toEqual([]);
  });

  it('applies two concurrent edits of different fields of one employee, both', async () => {
    const id = await hireVia(t, org);
    await Promise.all([
      t.call('POST', `/api/updateemployeebyhr/update/${id}`, { contact: '0911-1111111' }),
      t.call('POST', `/api/updateemployeebyhr/update/${id}`, { emergency_no: '0922-2222222' }),
    ]);
    expect(json(await t.call('GET', `/api/updateemployeeinfo/get/${id}`))).toMatchObject({
      contact: '0911-1111111',
      emergency_no: '0922-2222222',
    });
  });

  it('saves a 0 allowance with its others amount in one job information call, and keeps the amount when not sent', async () => {
    const id = await hireVia(t, org);
    expect(
      errorsOf(await t.call('POST', `/api/jobinformation/update/${id}`, jobInfo({ monthly_allowance: '0' })))
        .other_amount,
    ).toBeDefined();
    json(
      await t.call(
        'POST',
        `/api/jobinformation/update/${id}`,
        jobInfo({ monthly_allowance: '0', other_amount: '750' }),
      ),
    );
    json(
      await t.call(
        'POST',
        `/api/jobinformation/update/${id}`,
        jobInfo({ monthly_allowance: '0', note: 'kept' }),
      ),
    );
    expect(json(await t.call('GET', `/api/jobinformation/get/${id}`))).toMatchObject({
      monthly_allowance: '0.00',
      other_amount: '750.00',
      note: 'kept',
    });
  });

  it('validates job information and the other calls', async () => {
    const errors = errorsOf(await t.call('POST', '/api/jobinformation/update/1', {}));
    expect(Object.keys(errors).sort()).toEqual([
      'basic_salary',
      'employment_date',
      'monthly_allowance',
      'status',
    ]);
    expect(errorsOf(await t.call('POST', '/api/jobinformation/update/inactive/1', {})).status).toBeDefined();
    expect((await t.call('POST', '/api/jobinformation/update/99999', jobInfo())).statusCode).toBe(404);
  });

  it('is guarded', async () => {
    await expectGuarded(t, 'POST', '/api/jobinformation/update/1', jobInfo());
    await expectGuarded(t, 'POST', '/api/jobinformation/update/inactive/1', { status: 'regular' });
    await expectGuarded(t, 'POST', '/api/superiorroles/update/1', { subtitute_id: 2, status: 'regular' });
  });
});

// Real names (docs/departures.md#real-names): letters of any script, spaces, hyphens,
// apostrophes and periods, and no middle name at all; the same on the datasheet, HR's edit, the
// contact update, dependents and the import.
describe('real names', () => {
  const SPELLINGS = [
    'Dela Cruz-Santos',
    "O'Neil",
    'O\u2019Neil',
    'Ma. Cristina',
    'Peña',
    'Nguyễn Thị',
    'Zoë',
  ];
  const names = async (id: number) =>
    (
      await t.db
        .select({
          first_name: employees.first_name,
          middle_name: employees.middle_name,
          last_name: employees.last_name,
          full_name: employees.full_name,
        })
        .from(employees)
        .where(eq(employees.id, id))
    )[0];

  it('hires people with every spelling, and without a middle name (null, not "")', async () => {
    for (const name of SPELLINGS) {
      const id = await hireVia(t, org, {
        first_name: name,
        middle_name: name,
        last_name: name,
        contact_person: name,
      });
      expect(await names(id), name).toEqual({
        first_name: name,
        middle_name: name,
        last_name: name,
        full_name: `${name} ${name}`,
      });
    }
    for (const middle of [undefined, null, '', '  ']) {
      const id = await hireVia(t, org, {
        first_name: 'Ma. Cristina',
        middle_name: middle,
        last_name: 'Peña',
      });
      expect(await names(id), String(middle)).toEqual({
        first_name: 'Ma. Cristina',
        middle_name: null,
        last_name: 'Peña',
        full_name: 'Ma. Cristina Peña',
      });
      const detail = json(await t.call('GET', `/api/updateemployeeinfo/get/${id}`));
      expect(detail).toMatchObject({ middle_name: null, full_name: 'Ma. Cristina Peña' });
      expect(json(await t.call('GET', `/api/jobinformation/get/${id}`)).middle_name).toBeNull();
    }
    // Trimmed, one space between words, composed.
    const id = await hireVia(t, org, { first_name: '  Ma.   Cristina ', last_name: 'Pen\u0303a' });
    expect((await names(id))?.full_name).toBe('Ma. Cristina Peña');
  });

  it('edits names to every spelling, and clears a middle name', async () => {
    const id = await hireVia(t, org);
    for (const name of SPELLINGS) {
      json(
        await t.call('POST', `/api/updateemployeebyhr/update/${id}`, {
          first_name: name,
          middle_name: name,
          last_name: name,
          contact_person: name,
        }),
      );
      expect(await names(id), name).toMatchObject({ first_name: name, middle_name: name, last_name: name });
    }
    json(await t.call('POST', `/api/updateemployeebyhr/update/${id}`, { middle_name: '' }));
    expect((await names(id))?.middle_name).toBeNull();
    // Left out, it stays.
    json(await t.call('POST', `/api/updateemployeebyhr/update/${id}`, { middle_name: 'Santos' }));
    json(await t.call('POST', `/api/updateemployeebyhr/update/${id}`, { contact: '0999-0000002' }));
    expect((await names(id))?.middle_name).toBe('Santos');
    expect(
      errorsOf(await t.call('POST', `/api/updateemployeebyhr/update/${id}`, { last_name: 'Cruz<script>' }))
        .last_name,
    ).toEqual(['The last name may only contain letters, spaces, hyphens, apostrophes and periods.']);
    // The contact update takes the same contact person.
    json(
      await t.call('POST', `/api/contacts/update/${id}`, {
        contact: '0917-1234567',
        contact_person: "Ma. Cristina O'Neil-Peña",
        emergency_no: '0918-7654321',
        email_address: 'real.names@example.com',
        relationship: 'Mother',
      }),
    );
    expect(json(await t.call('GET', `/api/updateemployeeinfo/get/${id}`)).contact_person).toBe(
      "Ma. Cristina O'Neil-Peña",
    );
  });

  it("registers dependents and senior citizens with real names, a senior's middle initial optional", async () => {
    const id = await hireVia(t, org);
    json(
      await t.call('POST', '/api/registerdependent/add', {
        employee_id: id,
        dependents: [{ name: "Ma. Luisa O'Neil-Peña", relationship: 'Daughter', age: 7, phic_no: '' }],
        seniors: [
          { senior_citizen: 'Peña', middle_initial: '', senior_citizen_no: '' },
          { senior_citizen: 'Dela Cruz-Santos', middle_initial: 'Ma.', senior_citizen_no: '' },
        ],
      }),
    );
    const reg = json(await t.call('GET', `/api/dependents/get/${id}`));
    expect(reg.dependents[0].name).toBe("Ma. Luisa O'Neil-Peña");
    expect(reg.seniors.map((s: { middle_initial: string | null }) => s.middle_initial).sort()).toEqual([
      'Ma.',
      null,
    ]);
    const stored = await t.db
      .select({ m: employeeSeniors.middle_initial })
      .from(employeeSeniors)
      .where(eq(employeeSeniors.employee_id, id));
    expect(stored.map((r) => r.m)).toContain(null);
  });

  it('imports every spelling, with or without a middle name', async () => {
    const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    const rows = SPELLINGS.map((name, i) => {
      const body = datasheet(org, { first_name: name, middle_name: i % 2 ? '' : name, last_name: name });
      const values: Record<string, string> = {
        ...Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === null ? '' : String(v)])),
        emp_id: `2018-${String(101 + i)}`,
        position_id: 'Customer Service Representative',
        sub_department_id: 'CD-HW',
        contact_person: name,
      };
      return IMPORT_COLUMNS.employees.map((c) => cell(values[c.field] ?? '')).join(',');
    });
    const file = [IMPORT_COLUMNS.employees.map((c) => c.header).join(','), ...rows].join('\n');
    const body = multipart([
      ['commit', 'true'],
      ['file', 'names.csv', Buffer.from(file)],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import/employees',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${t.hrToken}` },
    });
    expect(res.json(), res.body).toMatchObject({ created: SPELLINGS.length, committed: true });
    const made = await t.db
      .select({ emp_id: employees.emp_id, first: employees.first_name, middle: employees.middle_name })
      .from(employees)
      .where(
        inArray(
          employees.emp_id,
          SPELLINGS.map((_, i) => `2018-${String(101 + i)}`),
        ),
      )
      .orderBy(employees.emp_id);
    expect(made.map((r) => [r.first, r.middle])).toEqual(
      SPELLINGS.map((name, i) => [name, i % 2 ? null : name]),
    );
  });
});
