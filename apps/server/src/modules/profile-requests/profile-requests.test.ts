import { NOTHING_CHANGED, ONE_PENDING, PROFILE_REQUEST_DECIDED } from '@hris/domain/profile-requests';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, essAccount, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';

let t: TestApp;
let org: Org;
beforeAll(async () => {
  t = await testApp();
  org = await makeOrg(t);
});
afterAll(() => t.close());

/** A new employee with a self-service account. */
async function employee() {
  const id = await hireVia(t, org);
  return { id, ...(await essAccount(t, id)) };
}
const file = (token: string, body: object) => t.call('POST', '/api/ess/me/profile-requests', body, token);
const mine = (token: string) => t.call('GET', '/api/ess/me/profile-requests', undefined, token);

async function contactOf(id: number) {
  const { rows } = await t.db.execute<{ contact: string; civil_status: string }>(
    sql`SELECT contact, civil_status FROM employees WHERE id = ${id}`,
  );
  return rows[0]!;
}

describe('POST api/ess/me/profile-requests', () => {
  it('keeps only the fields that change, with the values on record beside them, pending', async () => {
    const me = await employee();
    const res = await file(me.token, {
      contact: '0917-7654321',
      civil_status: 'single',
      current_address: ' 9 Luna St. ',
    });
    const id = json(res).data.id;
    const list = json(await mine(me.token));
    expect(list.data).toEqual([
      expect.objectContaining({
        id,
        status: 'pending',
        fields: ['contact', 'current_address'],
        changes: { contact: '0917-7654321', current_address: '9 Luna St.' },
        decided_at: null,
        reason_declined: null,
      }),
    ]);
    const detail = json(await t.call('GET', `/api/profile-requests/${id}`));
    expect(detail.before).toEqual({
      contact: '0917-1234567',
      current_address: '12 Rizal St., Brgy. Kapitolyo, Pasig City',
    });
    // nothing changes on the record until HR approves
    expect((await contactOf(me.id)).contact).toBe('0917-1234567');
  });

  it('checks each field as the datasheet does, with its messages', async () => {
    const me = await employee();
    const errors = errorsOf(
      await file(me.token, {
        contact: '12345',
        contact_person: 'R2-D2',
        relationship: 'Friend',
        civil_status: 'complicated',
        current_address: 'x'.repeat(256),
        dependents: [{ name: 'Ana', relationship: 'Daughter', age: 140 }],
      }),
    );
    const datasheet = errorsOf(
      await t.call('POST', '/api/employees/add', { contact: '12345', contact_person: 'R2-D2' }),
    );
    expect(errors.contact).toEqual(datasheet.contact);
    expect(errors.contact_person).toEqual(datasheet.contact_person);
    expect(errors.relationship).toEqual(['Please select a relationship.']);
    expect(errors.civil_status).toEqual(['Please select a civil status.']);
    expect(errors.current_address?.[0]).toMatch(/255/);
    expect(Object.keys(errors)).toContain('dependents.0.age');
  });

  it('refuses a request that changes nothing', async () => {
    const me = await employee();
    expect(errorsOf(await file(me.token, {})).contact).toEqual([
      'Change at least one detail to send a request.',
    ]);
    expect(errorsOf(await file(me.token, { contact: '0917-1234567' })).contact).toEqual([NOTHING_CHANGED]);
  });

  it('takes one pending request per employee, also when two are sent at once', async () => {
    const me = await employee();
    const [a, b] = await Promise.all([
      file(me.token, { contact: '0917-0000001' }),
      file(me.token, { contact: '0917-0000002' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().message).toBe(ONE_PENDING);
    expect(json(await mine(me.token)).meta.total).toBe(1);
  });

  it('is for self-service tokens only, and reads only the own requests', async () => {
    const me = await employee();
    const other = await employee();
    json(await file(other.token, { contact: '0917-5555555' }));
    expect(json(await mine(me.token)).data).toEqual([]);
    expect((await file(t.hrToken, { contact: '0917-5555555' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/ess/me/profile-requests', undefined, null)).statusCode).toBe(401);
    // an id or employee in the body is not read
    const res = await file(me.token, { employee_id: other.id, id: other.id, contact: '0917-6666666' });
    json(res);
    expect((await contactOf(other.id)).contact).toBe('0917-1234567');
  });

  it('replaces the dependents lists whole when sent', async () => {
    const me = await employee();
    const id = json(
      await file(me.token, {
        dependents: [{ name: 'Ana Reyes', relationship: 'Daughter', age: 4, phic_no: '12-1234567-1' }],
      }),
    ).data.id;
    const detail = json(await t.call('GET', `/api/profile-requests/${id}`));
    expect(detail.before).toEqual({ dependents: [] });
    json(await t.call('POST', `/api/profile-requests/${id}/approve`));
    const reg = json(await t.call('GET', `/api/dependents/get/${me.id}`));
    expect(reg.dependents).toEqual([expect.objectContaining({ name: 'Ana Reyes', age: 4 })]);
  });
});

describe('HR: api/profile-requests', () => {
  it('lists requests by status and name, newest first', async () => {
    const a = await employee();
    const b = await employee();
    await t.db.execute(
      sql`UPDATE employees SET first_name = 'Zenaida', last_name = 'Quijano' WHERE id = ${b.id}`,
    );
    json(await file(a.token, { contact: '0917-1111111' }));
    json(await file(b.token, { civil_status: 'married' }));
    const all = json(await t.call('GET', '/api/profile-requests?status=pending'));
    expect(all.data[0]).toMatchObject({ employee_id: b.id, fields: ['civil_status'], status: 'pending' });
    const found = json(await t.call('GET', '/api/profile-requests?q=zenaida'));
    expect(found.data.map((r: { employee_id: number }) => r.employee_id)).toEqual([b.id]);
    expect(found.meta.total).toBe(1);
    expect(errorsOf(await t.call('GET', '/api/profile-requests?status=maybe')).status).toBeDefined();
  });

  it('approves: the record changes in the same transaction, audited as HR’s update of the employee', async () => {
    const me = await employee();
    const id = json(await file(me.token, { contact: '0917-2222222', civil_status: 'married' })).data.id;
    const res = json(await t.call('POST', `/api/profile-requests/${id}/approve`));
    expect(res).toEqual({ response: 'success', message: expect.any(String), data: { id } });
    expect(await contactOf(me.id)).toEqual({ contact: '0917-2222222', civil_status: 'married' });
    const { rows } = await t.db.execute<{ changes: Record<string, unknown>; user_name: string }>(sql`
      SELECT a.after AS changes, u.name AS user_name FROM audit_log a JOIN users u ON u.id = a.user_id
      WHERE a.entity = 'employee' AND a.entity_id = ${String(me.id)} AND a.action = 'update'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.user_name).toBe('hr.tester');
    expect(JSON.stringify(rows[0]!.changes)).toContain('0917-2222222');
    const [after] = json(await mine(me.token)).data;
    expect(after).toMatchObject({ status: 'approved', decided_at: expect.any(String) });
  });

  it('shows what is on record now beside what was there, and still applies the request', async () => {
    const me = await employee();
    const id = json(await file(me.token, { contact: '0917-3333333' })).data.id;
    json(
      await t.call('POST', `/api/contacts/update/${me.id}`, {
        contact: '0917-4444444',
        contact_person: 'Ana Reyes',
        emergency_no: '0918-7654321',
        email_address: 'someone@example.com',
        relationship: 'Mother',
      }),
    );
    const detail = json(await t.call('GET', `/api/profile-requests/${id}`));
    expect(detail).toMatchObject({
      before: { contact: '0917-1234567' },
      current: { contact: '0917-4444444' },
      changes: { contact: '0917-3333333' },
    });
    json(await t.call('POST', `/api/profile-requests/${id}/approve`));
    expect((await contactOf(me.id)).contact).toBe('0917-3333333');
  });

  it('declines with a reason the employee reads; the record stays', async () => {
    const me = await employee();
    const id = json(await file(me.token, { contact: '0917-5555555' })).data.id;
    expect(errorsOf(await t.call('POST', `/api/profile-requests/${id}/decline`, {})).reason).toEqual([
      'Please give the reason for declining.',
    ]);
    expect(
      errorsOf(await t.call('POST', `/api/profile-requests/${id}/decline`, { reason: '   ' })).reason,
    ).toEqual(['Please give the reason for declining.']);
    json(
      await t.call('POST', `/api/profile-requests/${id}/decline`, {
        reason: 'Please bring your new SIM card slip.',
      }),
    );
    expect((await contactOf(me.id)).contact).toBe('0917-1234567');
    expect(json(await mine(me.token)).data[0]).toMatchObject({
      status: 'declined',
      reason_declined: 'Please bring your new SIM card slip.',
    });
    // decided: a new request may be sent
    json(await file(me.token, { contact: '0917-5555556' }));
  });

  it('decides once: approve and decline at the same moment, one wins and the other is a 409', async () => {
    const me = await employee();
    const id = json(await file(me.token, { contact: '0917-6666666' })).data.id;
    const [a, d] = await Promise.all([
      t.call('POST', `/api/profile-requests/${id}/approve`),
      t.call('POST', `/api/profile-requests/${id}/decline`, { reason: 'No.' }),
    ]);
    expect([a.statusCode, d.statusCode].sort()).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : d;
    expect(lost.json().message).toBe(PROFILE_REQUEST_DECIDED);
    const contact = (await contactOf(me.id)).contact;
    expect(contact).toBe(a.statusCode === 200 ? '0917-6666666' : '0917-1234567');
    const { rows } = await t.db.execute(sql`SELECT 1 FROM notifications WHERE employee_id = ${me.id}`);
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for a request that does not exist, and guards the calls', async () => {
    expect((await t.call('GET', '/api/profile-requests/2147483647')).statusCode).toBe(404);
    expect((await t.call('POST', '/api/profile-requests/2147483647/approve')).statusCode).toBe(404);
    expect((await t.call('POST', '/api/profile-requests/2147483648/approve')).statusCode).toBe(422);
    await expectGuarded(t, 'GET', '/api/profile-requests');
    await expectGuarded(t, 'POST', '/api/profile-requests/1/approve');
    const me = await employee();
    expect((await t.call('GET', '/api/profile-requests', undefined, me.token)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/profile-requests/1/approve', undefined, me.token)).statusCode).toBe(
      403,
    );
  });
});
