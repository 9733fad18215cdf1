import { DOCUMENT_KEYS, REQUIRED_DOCUMENTS } from '@hris/domain/requirements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, errorsOf, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { users } from '../auth/auth.tables';

let t: TestApp;
let org: Org;
beforeAll(async () => {
  t = await testApp();
  org = await makeOrg(t);
});
afterAll(() => t.close());

const allSubmitted = Object.fromEntries(REQUIRED_DOCUMENTS.map((d) => [d, 'submitted']));

describe('requirements tracker', () => {
  let id: number;
  const row = async () => json(await t.call('GET', '/api/requirements?q=requisito')).data[0];
  beforeAll(async () => {
    id = await hireVia(t, org, { first_name: 'Rita', last_name: 'Requisito', tin_no: '' });
  });

  it('starts Lacking with nothing submitted', async () => {
    const r = await row();
    expect(r).toMatchObject({
      id,
      requirement_status: 'Lacking',
      submitted: 0,
      TOR: 'none',
      MC: 'none',
      tin_no: null,
    });
    expect(json(await t.call('GET', '/api/requirements')).meta.per_page).toBe(100);
  });

  it('stays Lacking with all documents but one number missing, and Completed without the medical certificate', async () => {
    json(await t.call('POST', `/api/requirements/update/${id}`, { ...allSubmitted, note: 'TIN to follow' }));
    expect(await row()).toMatchObject({
      requirement_status: 'Lacking',
      submitted: 14,
      MC: 'none',
      note: 'TIN to follow',
    });
    json(await t.call('POST', `/api/requirements/update/${id}`, { tin_no: '123-456-789' }));
    expect(await row()).toMatchObject({
      requirement_status: 'Completed',
      tin_no: '123-456-789',
      note: 'TIN to follow',
    });
    // the number went to the employee's 201 file
    expect(json(await t.call('GET', `/api/updateemployeeinfo/get/${id}`)).tin_no).toBe('123-456-789');
  });

  it('goes back to Lacking when a required document is un-submitted', async () => {
    json(await t.call('POST', `/api/requirements/update/${id}`, { NBI: 'none' }));
    expect((await row()).requirement_status).toBe('Lacking');
    json(await t.call('POST', `/api/requirements/update/${id}`, { NBI: 'submitted', MC: 'submitted' }));
    expect(await row()).toMatchObject({ requirement_status: 'Completed', submitted: 15 });
  });

  it('filters submitted (Completed) and notsubmitted (Lacking) on the server', async () => {
    const other = await hireVia(t, org, {
      first_name: 'Ramon',
      last_name: 'Requisito',
      position_id: org.leader,
    });
    const done = json(await t.call('GET', '/api/requirements?q=requisito&status=submitted')).data.map(
      (r: { id: number }) => r.id,
    );
    const lacking = json(await t.call('GET', '/api/requirements?q=requisito&status=notsubmitted')).data.map(
      (r: { id: number }) => r.id,
    );
    expect(done).toEqual([id]);
    expect(lacking).toEqual([other]);
    expect(
      json(await t.call('GET', `/api/requirements?q=requisito&position_id=${org.leader}`)).data.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([other]);
  });

  it('refuses a bad status or number with a 422, and an unknown employee with a 404', async () => {
    const errors = errorsOf(
      await t.call('POST', `/api/requirements/update/${id}`, { TOR: 'yes', sss_no: '123' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['TOR', 'sss_no']);
    expect((await t.call('POST', '/api/requirements/update/99999', { TOR: 'submitted' })).statusCode).toBe(
      404,
    );
    expect((await t.call('GET', '/api/requirements?status=complete')).statusCode).toBe(422);
  });

  it('knows all fifteen documents', () => {
    expect(DOCUMENT_KEYS).toHaveLength(15);
    expect(REQUIRED_DOCUMENTS).toHaveLength(14);
  });

  it('is guarded', async () => {
    await expectGuarded(t, 'GET', '/api/requirements');
    await expectGuarded(t, 'POST', `/api/requirements/update/${id}`, { TOR: 'submitted' });
  });
});

describe('contact list', () => {
  it('lists and updates contact details', async () => {
    const id = await hireVia(t, org, { first_name: 'Carla', last_name: 'Contacto' });
    const list = json(await t.call('GET', '/api/contacts?q=contacto'));
    expect(list.data).toEqual([
      expect.objectContaining({
        id,
        contact: '0917-1234567',
        contact_person: 'Ana Reyes',
        relationship: 'Mother',
      }),
    ]);
    expect(list.meta.per_page).toBe(200);
    const body = {
      contact: '0920-1112222',
      contact_person: 'Pedro Contacto',
      emergency_no: '0920-3334444',
      email_address: 'carla@example.com',
      blueprint_address: 'Tektite East Tower, Ortigas',
      relationship: 'Husband',
    };
    json(await t.call('POST', `/api/contacts/update/${id}`, body));
    expect(json(await t.call('GET', '/api/contacts?q=contacto')).data[0]).toMatchObject(body);
  });

  it('validates with per-field errors', async () => {
    const errors = errorsOf(
      await t.call('POST', '/api/contacts/update/1', { contact: '123', relationship: 'Neighbour' }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'contact',
      'contact_person',
      'email_address',
      'emergency_no',
      'relationship',
    ]);
  });

  it('is guarded', async () => {
    await expectGuarded(t, 'GET', '/api/contacts');
    await expectGuarded(t, 'POST', '/api/contacts/update/1', {});
  });
});

describe('dependents', () => {
  const kids = [
    { name: 'Lia Dependiente', relationship: 'Daughter', age: '7', phic_no: '12-1234567-1' },
    { name: 'Leo Dependiente', relationship: 'Son', age: 4, phic_no: '' },
  ];
  const seniors = [
    { senior_citizen: 'Lola Dependiente', middle_initial: 'Cruz', senior_citizen_no: '11-2233445-5' },
  ];
  let id: number;
  beforeAll(async () => {
    id = await hireVia(t, org, { first_name: 'Dina', last_name: 'Dependiente' });
  });

  it('offers only employees without a registration, then registers one', async () => {
    const before = json(await t.call('GET', '/api/employeenodependent?q=dependiente'));
    expect(before.map((e: { id: number }) => e.id)).toEqual([id]);
    const res = json(
      await t.call('POST', '/api/registerdependent/add', {
        employee_id: id,
        dependents: JSON.stringify(kids),
        seniors,
      }),
    );
    expect(res.message).toBe('Has been Successfully Register.');
    expect(json(await t.call('GET', '/api/employeenodependent?q=dependiente'))).toEqual([]);
    const reg = json(await t.call('GET', `/api/dependents/get/${id}`));
    expect(reg).toMatchObject({
      employee_id: id,
      full_name: 'Dina Dependiente',
      dependents: [
        { name: 'Lia Dependiente', relationship: 'Daughter', age: 7, phic_no: '12-1234567-1' },
        { name: 'Leo Dependiente', relationship: 'Son', age: 4, phic_no: null },
      ],
      seniors: [
        { senior_citizen: 'Lola Dependiente', middle_initial: 'Cruz', senior_citizen_no: '11-2233445-5' },
      ],
    });
    const list = json(await t.call('GET', '/api/dependents?q=dependiente'));
    expect(list.data).toEqual([
      expect.objectContaining({
        id,
        dependents: 2,
        seniors: 1,
        names: 'Lia Dependiente (Daughter), Leo Dependiente (Son)',
      }),
    ]);
  });

  it('lists a registration of senior citizens only with no names (null, as its row declares)', async () => {
    const only = await hireVia(t, org, { first_name: 'Sena', last_name: 'Dependiente' });
    json(await t.call('POST', '/api/registerdependent/add', { employee_id: only, seniors }));
    const list = json(await t.call('GET', '/api/dependents?q=sena dependiente'));
    expect(list.data).toEqual([
      expect.objectContaining({ id: only, dependents: 0, seniors: 1, names: null }),
    ]);
    json(await t.call('DELETE', `/api/dependents/delete/${only}`));
  });

  it('refuses a second registration of the same employee, even at once', async () => {
    const other = await hireVia(t, org, { first_name: 'Dan', last_name: 'Dependiente' });
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        t.call('POST', '/api/registerdependent/add', { employee_id: other, dependents: kids }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    expect(json(await t.call('GET', `/api/dependents/get/${other}`)).dependents).toHaveLength(2);
  });

  it('updates by replacing the rows, and deletes the registration', async () => {
    json(await t.call('POST', `/api/dependents/update/${id}`, { dependents: [kids[0]], seniors: [] }));
    const reg = json(await t.call('GET', `/api/dependents/get/${id}`));
    expect(reg.dependents.map((d: { name: string }) => d.name)).toEqual(['Lia Dependiente']);
    expect(reg.seniors).toEqual([]);
    json(await t.call('DELETE', `/api/dependents/delete/${id}`));
    expect(json(await t.call('GET', `/api/dependents/get/${id}`)).dependents).toEqual([]);
    expect((await t.call('DELETE', `/api/dependents/delete/${id}`)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/dependents/update/${id}`, { dependents: kids })).statusCode).toBe(404);
  });

  it('validates rows, relationships and ages, and needs at least one row', async () => {
    expect(
      errorsOf(await t.call('POST', '/api/registerdependent/add', { employee_id: id })).dependents,
    ).toEqual(['Please add at least one dependent or senior citizen.']);
    const errors = errorsOf(
      await t.call('POST', '/api/registerdependent/add', {
        employee_id: id,
        dependents: [{ name: 'X1', relationship: 'Pet', age: 100, phic_no: '12-123456789-1' }],
        seniors: [{ senior_citizen: '', middle_initial: 'C', senior_citizen_no: '1' }],
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'dependents.0.age',
      'dependents.0.name',
      'dependents.0.phic_no',
      'dependents.0.relationship',
      'seniors.0.senior_citizen',
      'seniors.0.senior_citizen_no',
    ]);
    expect(
      errorsOf(await t.call('POST', '/api/registerdependent/add', { employee_id: 99999, dependents: kids }))
        .employee_id,
    ).toEqual(['The selected employee does not exist.']);
    expect(
      errorsOf(
        await t.call('POST', '/api/registerdependent/add', { employee_id: id, dependents: 'not json' }),
      ).dependents,
    ).toBeDefined();
  });

  it('is guarded', async () => {
    await expectGuarded(t, 'GET', '/api/dependents');
    await expectGuarded(t, 'GET', `/api/dependents/get/${id}`);
    await expectGuarded(t, 'GET', '/api/employeenodependent');
    await expectGuarded(t, 'POST', '/api/registerdependent/add', { employee_id: id, dependents: kids });
    await expectGuarded(t, 'POST', `/api/dependents/update/${id}`, { dependents: kids });
    await expectGuarded(t, 'DELETE', `/api/dependents/delete/${id}`);
  });
});

describe('employees without an account', () => {
  it('lists active employees who have no user yet', async () => {
    const a = await hireVia(t, org, { first_name: 'Uma', last_name: 'Usuario' });
    const b = await hireVia(t, org, { first_name: 'Ugo', last_name: 'Usuario' });
    const u = await createUser(t.db, { name: 'uma.usuario', role_id: 1 });
    const { eq } = await import('drizzle-orm');
    await t.db.update(users).set({ employee_id: a }).where(eq(users.id, u.id));
    const res = json(await t.call('GET', '/api/employeenotregistered?q=usuario'));
    expect(res.map((e: { id: number }) => e.id)).toEqual([b]);
  });
});
