import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  errorsOf,
  expectGuarded,
  json,
  PASSWORD,
  type TestApp,
  testApp,
  tokenFor,
} from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { mailOutbox, notificationConfig } from '../../plugins/mail.tables';
import { users } from '../auth/auth.tables';
import { employees } from '../employees/employees.tables';

let t: TestApp;
let org: Org;
beforeAll(async () => {
  t = await testApp();
  org = await makeOrg(t);
});
afterAll(() => t.close());

const register = (body: object) => t.call('POST', '/api/register', body);
let n = 0;
async function account(role_id: number, extra: object = {}) {
  n++;
  const employee_id = await hireVia(t, org);
  const res = json(
    await register({
      employee_id,
      role_id,
      name: `user${n}`,
      email: `user${n}@company.ph`,
      password: 'Strong-pass-2026',
      ...extra,
    }),
  );
  return { id: res.data.id as number, employee_id };
}

describe('account creation', () => {
  it('creates an HR account that can log in, and links the employee', async () => {
    const employee_id = await hireVia(t, org, { first_name: 'Hazel', last_name: 'Recursos' });
    const offered = json(await t.call('GET', '/api/employeenotregistered?q=recursos'));
    expect(offered.map((e: { id: number }) => e.id)).toEqual([employee_id]);
    const res = json(
      await register({
        employee_id,
        role_id: 5,
        name: 'hazel.recursos',
        email: 'hazel.recursos@company.ph',
        password: 'Payroll-2026-ok',
      }),
    );
    expect(res.message).toBe('Has been Successfully Register.');
    expect(json(await t.call('GET', '/api/employeenotregistered?q=recursos'))).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { name: 'hazel.recursos', password: 'Payroll-2026-ok' },
    });
    expect(login.statusCode).toBe(200);
    const me = json(await t.call('GET', '/api/user', undefined, login.json().access_token));
    expect(me).toMatchObject({ full_name: 'Hazel Recursos', role_id: 5 });
  });

  it('places staff under a supervisor, supervisors under a manager, and gives managers sub-departments', async () => {
    const manager = await account(3, { subordinates: JSON.stringify([org.subA, org.subB]) });
    const supervisor = await account(2, { belongs_to: manager.id });
    const staff = await account(1, { belongs_to: supervisor.id });
    const admin = await account(1);
    const rows = await t.db.select().from(users).where(eq(users.id, staff.id));
    expect(rows[0]).toMatchObject({ account_type: 'STAFF', belongs_to: supervisor.id });
    expect((await t.db.select().from(users).where(eq(users.id, admin.id)))[0]).toMatchObject({
      account_type: 'ADMIN',
      belongs_to: 0,
    });
    expect((await t.db.select().from(users).where(eq(users.id, supervisor.id)))[0]).toMatchObject({
      account_type: 'SUPERVISOR',
      belongs_to: manager.id,
    });
    const managers = json(await t.call('GET', '/api/manageraccess?q=user'));
    expect(managers.data.find((r: { id: number }) => r.id === manager.id)).toMatchObject({
      account_type: 'ASM',
      subordinates: [org.subA, org.subB].sort((a, b) => a - b),
    });
    const supervisors = json(await t.call('GET', '/api/supervisoraccess'));
    expect(supervisors.data.find((r: { id: number }) => r.id === supervisor.id)).toMatchObject({ belong: 1 });
    expect(json(await t.call('GET', `/api/supervisor/members/${supervisor.id}`))).toEqual([
      expect.objectContaining({ id: staff.id, active: '1' }),
    ]);
    expect(json(await t.call('GET', `/api/checkmember/${supervisor.id}`))).toEqual({ members: 1 });
    expect(json(await t.call('GET', `/api/superiorname/get/${staff.id}`)).superior_name).toBeTruthy();
    expect(json(await t.call('GET', '/api/supervisor')).map((u: { id: number }) => u.id)).toContain(
      supervisor.id,
    );
    expect(json(await t.call('GET', '/api/operation')).map((u: { id: number }) => u.id)).toContain(
      manager.id,
    );
    expect(
      (await t.db.select().from(employees).where(eq(employees.id, supervisor.employee_id)))[0]?.role_id,
    ).toBe(2);
  });

  it('refuses duplicates, a taken employee, a bad superior and a weak password with 422s', async () => {
    const { employee_id } = await account(1);
    const other = await hireVia(t, org);
    expect(
      errorsOf(await register({ employee_id, role_id: 1, name: 'fresh.one', email: 'fresh.one@company.ph' }))
        .employee_id,
    ).toEqual(['This employee already has an account.']);
    expect(
      errorsOf(await register({ employee_id: other, role_id: 1, name: `USER${n}`, email: 'x1@company.ph' }))
        .name,
    ).toEqual(['The username has already been taken.']);
    expect(
      errorsOf(
        await register({ employee_id: other, role_id: 1, name: 'fresh.two', email: `User${n}@Company.ph` }),
      ).email,
    ).toEqual(['The email has already been taken.']);
    expect(
      errorsOf(
        await register({
          employee_id: other,
          role_id: 1,
          name: 'fresh.three',
          email: 'x3@company.ph',
          belongs_to: 99999,
        }),
      ).belongs_to,
    ).toBeDefined();
    expect(
      errorsOf(
        await register({
          employee_id: other,
          role_id: 1,
          name: 'fresh.four',
          email: 'x4@company.ph',
          password: 'fresh.four',
        }),
      ).password,
    ).toBeDefined();
    expect(
      errorsOf(await register({ employee_id: other, role_id: 9, name: 'fresh.five', email: 'x5@company.ph' }))
        .role_id,
    ).toBeDefined();
    const errors = errorsOf(await register({}));
    expect(Object.keys(errors).sort()).toEqual(['email', 'employee_id', 'name', 'role_id']);
  });

  it('mails a set-your-password link when no password is given, and says it waits without a sender', async () => {
    const employee_id = await hireVia(t, org);
    const res = json(
      await register({ employee_id, role_id: 1, name: 'no.password', email: 'no.password@company.ph' }),
    );
    expect(res.data.mail).toBe('no_sender');
    for (let i = 0; i < 40; i++) {
      const rows = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to_address, 'no.password@company.ph'));
      if (rows[0]?.status === 'logged') {
        expect(rows[0].kind).toBe('account');
        const link = json(await t.call('POST', `/api/mailoutbox/${rows[0].id}/link`)).data.link;
        expect(link).toMatch(/\/new\/password\/[A-Za-z0-9_-]{43}$/);
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('no mail');
  });

  it('is guarded', () =>
    expectGuarded(t, 'POST', '/api/register', { employee_id: 1, role_id: 1, name: 'abc', email: 'a@b.ph' }));
});

describe('users', () => {
  it('lists, edits, deactivates (revoking tokens) and reactivates', async () => {
    const u = await createUser(t.db, { name: 'edit.me', role_id: 1 });
    const list = json(await t.call('GET', '/api/users?q=edit.me'));
    expect(list.data).toEqual([
      expect.objectContaining({ id: u.id, name: 'edit.me', roles_name: 'Office Staff', status: 'active' }),
    ]);
    json(
      await t.call('POST', `/api/users/update/${u.id}`, {
        role_id: 2,
        name: 'edited.me',
        email: 'edited@company.ph',
      }),
    );
    expect(json(await t.call('GET', '/api/users?q=edited')).data[0]).toMatchObject({
      role_id: 2,
      email: 'edited@company.ph',
    });
    expect(
      errorsOf(
        await t.call('POST', `/api/users/update/${u.id}`, {
          role_id: 2,
          name: 'hr.tester',
          email: 'edited@company.ph',
        }),
      ).name,
    ).toBeDefined();
    expect(
      errorsOf(
        await t.call('POST', `/api/users/update/${u.id}`, { role_id: 2, name: 'bad name!', email: 'nope' }),
      ).email,
    ).toBeDefined();
    const hr = await createUser(t.db, { name: 'hr.leaver', role_id: 5 });
    const token = await tokenFor(t.db, hr.id);
    json(await t.call('POST', '/api/updateStatus', { id: hr.id, status: '0' }));
    expect((await t.call('GET', '/api/user', undefined, token)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { name: 'hr.leaver', password: PASSWORD },
        })
      ).statusCode,
    ).toBe(403);
    json(await t.call('POST', '/api/updateStatus', { id: hr.id, status: '1' }));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { name: 'hr.leaver', password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    const me = json(await t.call('GET', '/api/user'));
    expect((await t.call('POST', '/api/updateStatus', { id: me.id, status: '0' })).statusCode).toBe(409);
    expect(
      errorsOf(await t.call('POST', '/api/updateStatus', { id: hr.id, status: 'off' })).status,
    ).toBeDefined();
  });

  it("refuses HR's own password through the reset (403): Change Password asks for the current one", async () => {
    const me = await createUser(t.db, { name: 'hr.self', role_id: 5 });
    const token = await tokenFor(t.db, me.id);
    const [before] = await t.db.select().from(users).where(eq(users.id, me.id));
    const res = await t.call(
      'POST',
      `/api/resetpassword/update/${me.id}`,
      { new_password: 'Taken-over-2026' },
      token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      response: 'error',
      message:
        'Change your own password on the Change Password page: it asks for your current password first.',
    });
    const [after] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(after!.password_hash).toBe(before!.password_hash);
    // the session goes on, and a colleague can still reset it
    expect((await t.call('GET', '/api/user', undefined, token)).statusCode).toBe(200);
    json(await t.call('POST', `/api/resetpassword/update/${me.id}`, { new_password: 'Given-by-hr-2026' }));
  });

  it('is guarded', async () => {
    await expectGuarded(t, 'GET', '/api/users');
    await expectGuarded(t, 'POST', '/api/users/update/1', { role_id: 1, name: 'abc', email: 'a@b.ph' });
    await expectGuarded(t, 'POST', '/api/updateStatus', { id: 1, status: '1' });
  });
});

describe('roles', () => {
  it('adds a role, answers exist for a duplicate and noupdate when nothing changed', async () => {
    const res = json(
      await t.call('POST', '/api/userroles/add', {
        roles_name: 'Payroll Officer',
        description: 'Runs payroll',
      }),
    );
    const dup = await t.call('POST', '/api/userroles/add', { roles_name: 'payroll officer' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ response: 'exist', message: 'Already exist' });
    const same = await t.call('POST', `/api/userroles/update/${res.data.id}`, {
      roles_name: 'Payroll Officer',
      description: 'Runs payroll',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().response).toBe('noupdate');
    json(
      await t.call('POST', `/api/userroles/update/${res.data.id}`, {
        roles_name: 'Payroll Officer',
        description: 'Runs payroll twice a month',
      }),
    );
    expect(
      (await t.call('POST', `/api/userroles/update/${res.data.id}`, { roles_name: 'HR Department' })).json()
        .response,
    ).toBe('exist');
    const all = json(await t.call('GET', '/api/allroles'));
    expect(all.map((r: { roles_name: string }) => r.roles_name)).toEqual([
      'Office Staff',
      'Supervisor',
      'Assistant Manager',
      'Business Development Manager',
      'HR Department',
      'Payroll Officer',
    ]);
    const page = json(await t.call('GET', '/api/userroles?sort=id'));
    expect(page.data[4]).toMatchObject({ id: 5, roles_name: 'HR Department', users: expect.any(Number) });
    expect(errorsOf(await t.call('POST', '/api/userroles/add', { roles_name: '' })).roles_name).toBeDefined();
    expect((await t.call('POST', '/api/userroles/update/999', { roles_name: 'X' })).statusCode).toBe(404);
  });

  it('is guarded', async () => {
    await expectGuarded(t, 'GET', '/api/userroles');
    await expectGuarded(t, 'GET', '/api/allroles');
    await expectGuarded(t, 'POST', '/api/userroles/add', { roles_name: 'X' });
    await expectGuarded(t, 'POST', '/api/userroles/update/1', { roles_name: 'X' });
  });
});

describe('access changes', () => {
  it('moves a staff member to another supervisor; ADMIN, SUPERVISOR and ASM belong to 0', async () => {
    const sup1 = await account(2);
    const sup2 = await account(2);
    const staff = await account(1, { belongs_to: sup1.id });
    json(
      await t.call('POST', `/api/belongsto/update/${staff.id}`, {
        account_type: 'STAFF',
        belongs_to: sup2.id,
      }),
    );
    expect((await t.db.select().from(users).where(eq(users.id, staff.id)))[0]?.belongs_to).toBe(sup2.id);
    expect(
      errorsOf(
        await t.call('POST', `/api/belongsto/update/${staff.id}`, { account_type: 'STAFF', belongs_to: 0 }),
      ).belongs_to,
    ).toBeDefined();
    json(
      await t.call('POST', `/api/belongsto/update/${staff.id}`, {
        account_type: 'ADMIN',
        belongs_to: sup2.id,
      }),
    );
    expect((await t.db.select().from(users).where(eq(users.id, staff.id)))[0]).toMatchObject({
      account_type: 'ADMIN',
      belongs_to: 0,
    });
  });

  it('needs a substitute before a supervisor with members steps down, and moves the members with it', async () => {
    const sup = await account(2);
    const sub = await account(2);
    const other = await account(2);
    const members = [await account(1, { belongs_to: sup.id }), await account(1, { belongs_to: sup.id })];
    expect(
      errorsOf(
        await t.call('POST', `/api/supervisoraccess/update/${sup.id}`, {
          account_type: 'STAFF',
          supervisor_choosen_id: other.id,
        }),
      ).sup_subtitute_id,
    ).toEqual(['Please select supervisor to substitute.']);
    json(
      await t.call('POST', `/api/supervisoraccess/update/${sup.id}`, {
        account_type: 'STAFF',
        supervisor_member: 2,
        sup_subtitute_id: sub.id,
        supervisor_choosen_id: other.id,
      }),
    );
    for (const m of members)
      expect((await t.db.select().from(users).where(eq(users.id, m.id)))[0]?.belongs_to).toBe(sub.id);
    expect((await t.db.select().from(users).where(eq(users.id, sup.id)))[0]).toMatchObject({
      account_type: 'STAFF',
      belongs_to: other.id,
    });
  });

  it("changes a manager's access: their supervisors move to a substitute manager, never to a supervisor", async () => {
    const manager = await account(3);
    const other = await account(3);
    const sup = await account(2);
    const members = [
      await account(2, { belongs_to: manager.id }),
      await account(2, { belongs_to: manager.id }),
    ];
    const change = (body: object) => t.call('POST', `/api/supervisoraccess/update/${manager.id}`, body);
    // leaving the manager type (for admin staff, office staff, or even a supervisor's) needs a manager
    for (const account_type of ['ADMIN', 'SUPERVISOR'])
      expect(errorsOf(await change({ account_type })).sup_subtitute_id).toEqual([
        'Please select manager to substitute.',
      ]);
    expect(
      errorsOf(await change({ account_type: 'ADMIN', sup_subtitute_id: sup.id })).sup_subtitute_id,
    ).toEqual(['Please select an active manager.']);
    expect(
      errorsOf(await change({ account_type: 'ADMIN', sup_subtitute_id: manager.id })).sup_subtitute_id,
    ).toEqual(['A manager cannot substitute for themselves.']);
    const belongs = async (id: number) =>
      (await t.db.select().from(users).where(eq(users.id, id)))[0]!.belongs_to;
    for (const m of members) expect(await belongs(m.id)).toBe(manager.id);
    json(await change({ account_type: 'STAFF', sup_subtitute_id: other.id, supervisor_choosen_id: sup.id }));
    for (const m of members) expect(await belongs(m.id)).toBe(other.id);
    expect((await t.db.select().from(users).where(eq(users.id, manager.id)))[0]).toMatchObject({
      role_id: 3,
      account_type: 'STAFF',
      belongs_to: sup.id,
    });
    // and back: a manager again, belonging to nobody, keeping whoever belongs to them
    json(await change({ account_type: 'ASM' }));
    expect((await t.db.select().from(users).where(eq(users.id, manager.id)))[0]).toMatchObject({
      account_type: 'ASM',
      belongs_to: 0,
    });
    json(
      await t.call('POST', `/api/supervisoraccess/update/${other.id}`, {
        account_type: 'ASM',
        supervisor_member: 2,
      }),
    );
    for (const m of members) expect(await belongs(m.id)).toBe(other.id);
    const row = json(
      await t.call('GET', `/api/manageraccess?q=${encodeURIComponent('user')}&per_page=100`),
    ).data.find((r: { id: number }) => r.id === manager.id);
    expect(row).toMatchObject({ account_type: 'ASM', belong: 0 });
  });

  it("sets a manager's sub-departments and module access", async () => {
    const manager = await account(3);
    json(
      await t.call('POST', '/api/subordinates/update', {
        id: manager.id,
        subordinates: JSON.stringify([org.subB]),
        module_access: '1',
      }),
    );
    const row = json(await t.call('GET', '/api/manageraccess')).data.find(
      (r: { id: number }) => r.id === manager.id,
    );
    expect(row).toMatchObject({ subordinates: [org.subB], module_access: 1 });
    expect(
      errorsOf(await t.call('POST', '/api/subordinates/update', { id: manager.id, subordinates: [99999] }))
        .subordinates,
    ).toBeDefined();
    const staff = await account(1);
    expect(
      errorsOf(await t.call('POST', '/api/subordinates/update', { id: staff.id, subordinates: [org.subA] }))
        .id,
    ).toEqual(['Only managers (role 3) handle sub-departments.']);
  });

  it('keeps a supervisor under their manager when their access is saved, and resets the placement on a role change', async () => {
    const manager = await account(3);
    const sup = await account(2, { belongs_to: manager.id });
    json(await t.call('POST', `/api/supervisoraccess/update/${sup.id}`, { account_type: 'SUPERVISOR' }));
    json(await t.call('POST', `/api/belongsto/update/${sup.id}`, { account_type: 'SUPERVISOR' }));
    expect((await t.db.select().from(users).where(eq(users.id, sup.id)))[0]).toMatchObject({
      account_type: 'SUPERVISOR',
      belongs_to: manager.id,
    });
    json(await t.call('POST', `/api/belongsto/update/${sup.id}`, { account_type: 'ASM' }));
    expect((await t.db.select().from(users).where(eq(users.id, sup.id)))[0]?.belongs_to).toBe(0);
    const staff = await account(1, { belongs_to: (await account(2)).id });
    const [before] = await t.db.select().from(users).where(eq(users.id, staff.id));
    json(
      await t.call('POST', `/api/users/update/${staff.id}`, {
        role_id: 2,
        name: before!.name,
        email: before!.email,
      }),
    );
    expect((await t.db.select().from(users).where(eq(users.id, staff.id)))[0]).toMatchObject({
      role_id: 2,
      account_type: 'SUPERVISOR',
      belongs_to: 0,
    });
  });

  it('is guarded', async () => {
    for (const url of [
      '/api/groupaccess',
      '/api/supervisoraccess',
      '/api/manageraccess',
      '/api/supervisor',
      '/api/operation',
      '/api/managersubtitute',
      '/api/supervisor/members/1',
      '/api/checkmember/1',
      '/api/superiorname/get/1',
    ]) {
      await expectGuarded(t, 'GET', url);
    }
    await expectGuarded(t, 'POST', '/api/belongsto/update/1', { account_type: 'ADMIN' });
    await expectGuarded(t, 'POST', '/api/subordinates/update', { id: 1, subordinates: [] });
    await expectGuarded(t, 'POST', '/api/supervisoraccess/update/1', { account_type: 'ADMIN' });
  });
});

describe('settings and the notification sender', () => {
  it('keeps the company domain', async () => {
    expect(json(await t.call('GET', '/api/settings'))).toEqual({ company_domain: 'company.ph' });
    json(await t.call('POST', '/api/settings/update', { company_domain: 'Acme-BPO.com.ph' }));
    expect(json(await t.call('GET', '/api/settings'))).toEqual({ company_domain: 'acme-bpo.com.ph' });
    expect(
      errorsOf(await t.call('POST', '/api/settings/update', { company_domain: 'not a domain' }))
        .company_domain,
    ).toBeDefined();
  });

  it('stores the sender password sealed and never sends it back', async () => {
    const saved = json(
      await t.call('POST', '/api/notificationconfig/update', {
        email: 'hr.notices@gmail.com',
        password: 'app-password-1234',
      }),
    );
    expect(saved.data).toEqual({
      email: 'hr.notices@gmail.com',
      smtp_host: '',
      smtp_port: 465,
      has_password: true,
      allow_plain_text: false,
      updated_at: expect.any(String),
    });
    const [row] = await t.db.select().from(notificationConfig);
    expect(row?.password_enc).toMatch(/^v1:/);
    expect(row?.password_enc).not.toContain('app-password-1234');
    const got = await t.call('GET', '/api/notificationconfig');
    expect(got.body).not.toContain('app-password');
    // leaving the password empty keeps it for the same server (an empty host is smtp. and the domain)
    json(
      await t.call('POST', '/api/notificationconfig/update', {
        email: 'hr.notices@gmail.com',
        password: '',
        smtp_host: 'smtp.gmail.com',
        smtp_port: 465,
      }),
    );
    const [again] = await t.db.select().from(notificationConfig);
    expect(again?.password_enc).toBe(row?.password_enc);
    expect(
      errorsOf(await t.call('POST', '/api/notificationconfig/update', { email: 'nope' })).email,
    ).toBeDefined();
  });

  it('is guarded', async () => {
    await expectGuarded(t, 'GET', '/api/settings');
    await expectGuarded(t, 'POST', '/api/settings/update', { company_domain: 'a.ph' });
    await expectGuarded(t, 'GET', '/api/notificationconfig');
    await expectGuarded(t, 'POST', '/api/notificationconfig/update', { email: 'a@b.ph' });
  });
});
