import { companyDate } from '@hris/domain/company-clock';
import { CANCELLED_BY_EMPLOYEE, ESS_FILING_MESSAGES } from '@hris/domain/ess-filing';
import { type LeaveRow, leaveRowAction } from '@hris/domain/leave';
import { SCHEDULE_MESSAGES } from '@hris/domain/schedule';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, essAccount, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { auditLog } from '../../plugins/audit.tables';
import { employees } from '../employees/employees.tables';
import { leaveRequests } from '../leave/leave.tables';

/** The app's clock: a fixed day, so the day filed and this year are known. */
const now = new Date('2026-03-02T09:00:00+08:00');
const today = companyDate(now);

let t: TestApp;
let org: Org;
/** The department head, a supervisor (team leader) who belongs to them, and an agent of that supervisor. */
let head: number;
let leader: number;
let agent: number;
let other: number;
let agentEss: { userId: number; token: string };
let leaderEss: { userId: number; token: string };
let otherEss: { userId: number; token: string };

beforeAll(async () => {
  t = await testApp({ clock: () => now });
  org = await makeOrg(t);
  head = await hireVia(t, org, { first_name: 'Herminia', last_name: 'Dela Paz' });
  leader = await hireVia(t, org, { first_name: 'Leandro', last_name: 'Bautista', position_id: org.leader });
  agent = await hireVia(t, org, { first_name: 'Amparo', last_name: 'Villanueva' });
  other = await hireVia(t, org, { first_name: 'Osmundo', last_name: 'Garcia' });
  await t.db.update(employees).set({ role_id: 3 }).where(eq(employees.id, head));
  await t.db.update(employees).set({ role_id: 2, belong: head }).where(eq(employees.id, leader));
  await t.db.update(employees).set({ belong: leader }).where(eq(employees.id, agent));
  for (const id of [agent, leader, other])
    json(await t.call('POST', '/api/register/credits', { employee_id: id, leave_credit_balance: 10 }));
  agentEss = await essAccount(t, agent);
  leaderEss = await essAccount(t, leader, { role_id: 2 });
  otherEss = await essAccount(t, other);
});
afterAll(() => t.close());

const leave = (o: Record<string, unknown> = {}) => ({
  leave_type: 'Vacation',
  remarks: 'With Pay',
  start_date: '2026-03-10',
  end_date: '2026-03-11',
  reason: 'Family reunion in Iloilo',
  ...o,
});
const fileLeave = (body: object, token = agentEss.token) => t.call('POST', '/api/ess/me/leave', body, token);
const filed = async (body: object = leave(), token = agentEss.token) =>
  json(await fileLeave(body, token), 201).id as number;
const cancel = (id: number | string, token = agentEss.token) =>
  t.call('POST', `/api/ess/me/leave/${id}/cancel`, undefined, token);
const balance = async (id: number) =>
  Number(json(await t.call('GET', `/api/employee/credits/${id}`)).leave_credit_balance);
const leaveRow = async (id: number) =>
  (await t.db.select().from(leaveRequests).where(eq(leaveRequests.id, id)))[0]!;
/** HR's approval screen's decision on a leave, as the screen sends it. */
async function hrDecides(id: number, status: 'approved' | 'rejected', o: Record<string, unknown> = {}) {
  const l = json(await t.call('GET', `/api/leaveabsences/get/${id}`));
  return t.call('POST', `/api/leaveabsences/update/hr/${id}`, {
    date_filled: l.date_filled,
    leave_type: l.leave_type,
    remarks: l.remarks,
    start_date: l.start_date,
    end_date: l.end_date,
    reason: l.reason,
    status,
    ...(status === 'rejected' && { reason_to_declined: 'Peak season: the account needs full staffing' }),
    ...o,
  });
}
/** Every self-service call refuses an HR token (403), and none at all (401). */
async function expectEssOnly(method: 'GET' | 'POST', url: string, body?: unknown) {
  expect((await t.call(method, url, body, null)).statusCode).toBe(401);
  const hr = await t.call(method, url, body, t.hrToken);
  expect(hr.statusCode, `${method} ${url} with an HR token`).toBe(403);
  expect(hr.json().message).toBe('Access Denied !');
}

describe('filing a leave (POST api/ess/me/leave)', () => {
  it('files a pending leave for the token’s employee, by their account, with their supervisor and department head named', async () => {
    const res = json(await fileLeave({ ...leave(), employee_id: other }), 201);
    expect(res).toMatchObject({
      response: 'success',
      message: ESS_FILING_MESSAGES.leaveFiled,
      status: 'pending',
      tl_status: 'pending',
      asm_status: 'pending',
    });
    const row = await leaveRow(res.id);
    expect(row).toMatchObject({
      employee_id: agent,
      user_id: agentEss.userId,
      date_filled: today,
      no_of_days: 2,
      status: 'pending',
      tl_status: 'pending',
      asm_status: 'pending',
      ceo_status: 'pending',
      roles: 1,
      supervisor: 'Leandro Bautista',
      department_head: 'Herminia Dela Paz',
      belongs_to: leader,
      hr_date_recived: null,
      credit_field: null,
    });
    // a pending leave takes nothing: the days go when HR approves it, as for HR's encoded leave
    expect(await balance(agent)).toBe(10);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'leave'), eq(auditLog.entity_id, String(res.id))));
    expect(audit).toMatchObject({ action: 'create', user_id: agentEss.userId });
  });

  it('files a supervisor’s leave at level 2: the department head only, the team leader’s step given', async () => {
    const res = json(await fileLeave(leave(), leaderEss.token), 201);
    expect(res).toMatchObject({ status: 'pending', tl_status: 'approved', asm_status: 'pending' });
    expect(await leaveRow(res.id)).toMatchObject({
      employee_id: leader,
      user_id: leaderEss.userId,
      roles: 2,
      supervisor: null,
      department_head: 'Herminia Dela Paz',
      tl_date_approved: null,
    });
  });

  it('shows in HR’s Leave Management as a self-service request (not "No ESS Account"), new, to review', async () => {
    const id = await filed(leave({ reason: 'Shown to HR' }));
    const list = json(await t.call('GET', '/api/leavemanagement/2026?q=Villanueva&per_page=100'));
    const row = list.data.find((r: LeaveRow) => r.id === id) as LeaveRow;
    expect(row).toMatchObject({ user_id: agentEss.userId, status: 'pending', is_new: true, roles: 1 });
    expect(leaveRowAction(row).kind).toBe('review');
    const detail = json(await t.call('GET', `/api/leaveabsences/get/${id}`));
    expect(detail).toMatchObject({ supervisor: 'Leandro Bautista', department_head: 'Herminia Dela Paz' });
  });

  it('answers each bad field with HR’s own message (the encode form’s)', async () => {
    const bad = {
      leave_type: 'Sabbatical',
      remarks: 'Half Pay',
      start_date: '2026-02-30',
      end_date: '',
      reason: '   ',
    };
    const mine = errorsOf(await fileLeave(bad));
    const hrs = errorsOf(
      await t.call('POST', '/api/manualleave/add', { ...bad, employee_id: agent, date_filled: today }),
    );
    for (const field of ['leave_type', 'remarks', 'start_date', 'end_date', 'reason']) {
      expect(mine[field], field).toBeDefined();
      expect(mine[field]).toEqual(hrs[field]);
    }
    const reversed = errorsOf(await fileLeave(leave({ start_date: '2026-03-12', end_date: '2026-03-10' })));
    expect(reversed.end_date).toEqual(['The end date must not be before the start date.']);
    expect(errorsOf(await fileLeave({}))).toHaveProperty('leave_type');
    expect(await t.db.$count(leaveRequests, eq(leaveRequests.reason, '   '))).toBe(0);
  });

  it('refuses hostile values without a 500', async () => {
    for (const body of [
      leave({ reason: 'a\u0000b' }),
      leave({ leave_type: 5 }),
      leave({ start_date: ['2026-03-10'] }),
      leave({ reason: 'x'.repeat(100_000) }),
      leave({ remarks: { $ne: null } }),
      [leave()],
      'leave',
    ]) {
      const res = await fileLeave(body as object);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });

  it('is self-service only', () => expectEssOnly('POST', '/api/ess/me/leave', leave()));
});

describe('my leave (GET api/ess/me/leave)', () => {
  it('lists the employee’s own leave of the year, newest first, with the chain and HR’s reason', async () => {
    const fresh = await essAccount(t, await hireVia(t, org, { first_name: 'Nilda', last_name: 'Ocampo' }));
    const first = await filed(leave({ start_date: '2026-04-01', end_date: '2026-04-01' }), fresh.token);
    const second = await filed(leave({ start_date: '2026-05-04', end_date: '2026-05-05' }), fresh.token);
    await filed(leave({ start_date: '2027-01-04', end_date: '2027-01-04' }), fresh.token);
    json(await hrDecides(first, 'rejected'));
    const rows = json(await t.call('GET', '/api/ess/me/leave', undefined, fresh.token));
    expect(rows.map((r: { id: number }) => r.id)).toEqual([second, first]);
    expect(rows[1]).toMatchObject({
      status: 'rejected',
      reason_to_declined: 'Peak season: the account needs full staffing',
      can_cancel: false,
    });
    expect(rows[0]).toMatchObject({
      status: 'pending',
      tl_status: 'pending',
      can_cancel: true,
      no_of_days: 2,
    });
    const next = json(await t.call('GET', '/api/ess/me/leave?year=2027', undefined, fresh.token));
    expect(next).toHaveLength(1);
    // nobody else's
    const others = json(await t.call('GET', '/api/ess/me/leave', undefined, otherEss.token));
    expect(others.every((r: { id: number }) => ![first, second].includes(r.id))).toBe(true);
  });

  it('refuses a bad year (422) and is self-service only', async () => {
    for (const year of ['2018', 'abc', '2101', '2026.5', '99999999999999999999'])
      expect(
        errorsOf(await t.call('GET', `/api/ess/me/leave?year=${year}`, undefined, agentEss.token)),
      ).toHaveProperty('year');
    await expectEssOnly('GET', '/api/ess/me/leave');
  });
});

describe('cancelling my leave (POST api/ess/me/leave/{id}/cancel)', () => {
  it('cancels a leave nobody has acted on: it becomes rejected, cancelled by the employee', async () => {
    const id = await filed();
    expect(json(await cancel(id))).toEqual({ response: 'success', message: ESS_FILING_MESSAGES.cancelled });
    expect(await leaveRow(id)).toMatchObject({
      status: 'rejected',
      reason_to_declined: CANCELLED_BY_EMPLOYEE,
    });
    const again = json(await cancel(id), 409);
    expect(again.message).toBe(ESS_FILING_MESSAGES.notCancellable);
  });

  it('refuses (409) once the team leader, the department head or HR has acted', async () => {
    const steps: Partial<typeof leaveRequests.$inferInsert>[] = [
      { tl_status: 'approved' },
      { asm_status: 'rejected' },
      { status: 'approved' },
      { status: 'rejected' },
    ];
    for (const acted of steps) {
      const id = await filed();
      await t.db.update(leaveRequests).set(acted).where(eq(leaveRequests.id, id));
      expect(json(await cancel(id), 409).message, JSON.stringify(acted)).toBe(
        ESS_FILING_MESSAGES.notCancellable,
      );
      expect((await leaveRow(id)).reason_to_declined).not.toBe(CANCELLED_BY_EMPLOYEE);
    }
  });

  it('lets a supervisor cancel their own level-2 leave, whose team leader step was never theirs to wait for', async () => {
    const id = await filed(leave(), leaderEss.token);
    json(await cancel(id, leaderEss.token));
    expect((await leaveRow(id)).status).toBe('rejected');
  });

  it('answers 404 for another employee’s leave and for ids that are no leave, changing nothing', async () => {
    const theirs = await filed(leave(), otherEss.token);
    expect(json(await cancel(theirs), 404).message).toBe('The leave request was not found.');
    expect((await leaveRow(theirs)).status).toBe('pending');
    json(await cancel(2_147_483_647), 404);
    for (const id of ['99999999999999', '0', '-1', '1e3', 'abc', '%00'])
      expect((await cancel(id)).statusCode, id).toBeGreaterThanOrEqual(400);
    for (const id of ['99999999999999', '0', '1e3']) json(await cancel(id), 422);
  });

  it('races HR’s decision: exactly one wins, and the credits match whichever did', async () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const before = await balance(agent);
      const id = await filed();
      const [mine, hr] = await Promise.all([cancel(id), hrDecides(id, 'approved')]);
      const row = await leaveRow(id);
      if (mine.statusCode === 200) {
        expect(hr.statusCode, hr.body).toBe(409);
        expect(row).toMatchObject({ status: 'rejected', reason_to_declined: CANCELLED_BY_EMPLOYEE });
        expect(await balance(agent)).toBe(before);
        outcomes.add('cancelled');
      } else {
        expect(mine.statusCode, mine.body).toBe(409);
        expect(hr.statusCode, hr.body).toBe(200);
        expect(row).toMatchObject({ status: 'approved', credit_field: 'balance' });
        expect(await balance(agent)).toBe(before - 2);
        // give the days back for the next round
        json(await t.call('POST', `/api/leave/approval/hr/${id}`, { status: 'rejected' }));
        outcomes.add('approved');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('is self-service only', async () => {
    const id = await filed();
    await expectEssOnly('POST', `/api/ess/me/leave/${id}/cancel`);
    expect((await leaveRow(id)).status).toBe('pending');
  });
});

const adjustment = (o: Record<string, unknown> = {}) => ({
  date_of_request: '2026-03-16',
  requested_shift: '8AM - 5PM',
  reason_for_change: 'Enrolled in evening classes this semester.',
  ...o,
});
const undertime = (o: Record<string, unknown> = {}) => ({
  date_of_undertime: '2026-03-05',
  total_hours: 2,
  purpose: 'Medical check-up in the afternoon',
  ...o,
});

describe('filing a schedule adjustment and undertime (api/ess/me/scheduleadjustment, api/ess/me/undertime)', () => {
  it('files an adjustment for the token’s employee, today, its whole chain pending, shown in HR’s list', async () => {
    const res = json(
      await t.call(
        'POST',
        '/api/ess/me/scheduleadjustment',
        { ...adjustment(), employee_id: other },
        agentEss.token,
      ),
      201,
    );
    expect(res).toMatchObject({
      message: ESS_FILING_MESSAGES.requestFiled,
      status: 'pending',
      tl_status: 'pending',
      asm_status: 'pending',
    });
    const detail = json(await t.call('GET', `/api/scheduleadjustment/get/${res.id}`));
    expect(detail).toMatchObject({
      employee_id: agent,
      date_filled: today,
      current_shift: '',
      requested_shift: '8AM - 5PM',
      tl_status: 'pending',
      tl_date_approved: null,
      asm_status: 'pending',
      asm_date_approved: null,
      hr_status: 'pending',
    });
    const { rows } = await t.db.execute<{ created_by: number }>(
      sql`SELECT created_by FROM schedule_adjustments WHERE id = ${res.id}`,
    );
    expect(rows[0]!.created_by).toBe(agentEss.userId);
  });

  it('files undertime the same way', async () => {
    const res = json(await t.call('POST', '/api/ess/me/undertime', undertime(), agentEss.token), 201);
    const detail = json(await t.call('GET', `/api/undertimerequest/get/${res.id}`));
    expect(detail).toMatchObject({
      employee_id: agent,
      date_filled: today,
      total_hours: 2,
      tl_status: 'pending',
      asm_status: 'pending',
      hr_status: 'pending',
    });
  });

  it('answers each bad field with HR’s own message', async () => {
    const badAdjustment = {
      date_of_request: '2018-12-31',
      requested_shift: '8AM - 6PM',
      reason_for_change: '',
    };
    const mine = errorsOf(
      await t.call('POST', '/api/ess/me/scheduleadjustment', badAdjustment, agentEss.token),
    );
    const hrs = errorsOf(
      await t.call('POST', '/api/scheduleadjustment/add', { ...badAdjustment, employee_id: agent }),
    );
    for (const field of ['date_of_request', 'requested_shift', 'reason_for_change']) {
      expect(mine[field], field).toBeDefined();
      expect(mine[field]).toEqual(hrs[field]);
    }
    const badUndertime = { date_of_undertime: 'yesterday', total_hours: 10, purpose: null };
    const mineU = errorsOf(await t.call('POST', '/api/ess/me/undertime', badUndertime, agentEss.token));
    const hrsU = errorsOf(
      await t.call('POST', '/api/undertimerequest/add', { ...badUndertime, employee_id: agent }),
    );
    for (const field of ['date_of_undertime', 'total_hours', 'purpose']) {
      expect(mineU[field], field).toBeDefined();
      expect(mineU[field]).toEqual(hrsU[field]);
    }
  });

  it('refuses an adjustment to the shift the employee already works that day, as HR’s form does', async () => {
    const { rows } = await t.db.execute<{ id: number }>(sql`SELECT id FROM timezones ORDER BY id LIMIT 1`);
    json(
      await t.call('POST', '/api/workshifts/add', {
        employee_id: other,
        schedule: 'Day-Shift',
        time: '8AM-5PM',
        timezone_id: rows[0]!.id,
        effective_from: '2025-03-03',
      }),
    );
    const errors = errorsOf(
      await t.call('POST', '/api/ess/me/scheduleadjustment', adjustment(), otherEss.token),
    );
    expect(errors.requested_shift?.[0]).toMatch(/already works/);
  });

  it('refuses hostile values without a 500, and is self-service only', async () => {
    for (const [url, body] of [
      ['/api/ess/me/undertime', undertime({ purpose: 'x\u0000' })],
      ['/api/ess/me/undertime', undertime({ total_hours: '1e3' })],
      ['/api/ess/me/undertime', undertime({ total_hours: 1e20 })],
      ['/api/ess/me/scheduleadjustment', adjustment({ requested_shift: ['8AM - 5PM'] })],
      ['/api/ess/me/scheduleadjustment', adjustment({ date_of_request: '9999-99-99' })],
    ] as const) {
      const res = await t.call('POST', url, body, agentEss.token);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    await expectEssOnly('POST', '/api/ess/me/scheduleadjustment', adjustment());
    await expectEssOnly('POST', '/api/ess/me/undertime', undertime());
  });
});

describe('all my requests (GET api/ess/me/requests)', () => {
  it('lists leave, adjustments and undertime together, newest first, each with its chain and decline reason, paged', async () => {
    const emp = await hireVia(t, org, { first_name: 'Rosario', last_name: 'Mendoza' });
    const me = await essAccount(t, emp);
    const leaveId = await filed(leave(), me.token);
    const adj = json(await t.call('POST', '/api/ess/me/scheduleadjustment', adjustment(), me.token), 201).id;
    const ut = json(await t.call('POST', '/api/ess/me/undertime', undertime(), me.token), 201).id;
    json(
      await t.call('POST', `/api/undertime/approval/${ut}`, {
        hr_status: 'rejected',
        hr_reason_to_declined: 'No cover for the afternoon queue',
      }),
    );
    // another employee's requests are not mine
    await filed(leave(), otherEss.token);

    const all = json(await t.call('GET', '/api/ess/me/requests', undefined, me.token));
    expect(all.meta).toEqual({ page: 1, per_page: 20, total: 3, last_page: 1 });
    expect(all.data.map((r: { kind: string; id: number }) => [r.kind, r.id])).toEqual([
      ['undertime', ut],
      ['adjustment', adj],
      ['leave', leaveId],
    ]);
    expect(all.data[0]).toMatchObject({
      start_date: '2026-03-05',
      end_date: '2026-03-05',
      total_hours: 2,
      status: 'rejected',
      hr_date_approved: today,
      reason_to_declined: 'No cover for the afternoon queue',
      leave_type: null,
    });
    expect(all.data[1]).toMatchObject({
      requested_shift: '8AM - 5PM',
      status: 'pending',
      reason_to_declined: null,
    });
    expect(all.data[2]).toMatchObject({
      leave_type: 'Vacation',
      no_of_days: 2,
      roles: 1,
      tl_status: 'pending',
      reason_to_declined: null,
    });
    const page2 = json(await t.call('GET', '/api/ess/me/requests?per_page=2&page=2', undefined, me.token));
    expect(page2.meta).toMatchObject({ total: 3, last_page: 2 });
    expect(page2.data.map((r: { id: number }) => r.id)).toEqual([leaveId]);
    const past = json(await t.call('GET', '/api/ess/me/requests?page=2147483647', undefined, me.token));
    expect(past.data).toEqual([]);
  });

  it('refuses a bad page, page size or sort (422) and is self-service only', async () => {
    for (const q of ['page=0', 'per_page=100000', 'sort=id', 'order=sideways', 'page=1e3'])
      expect(
        (await t.call('GET', `/api/ess/me/requests?${q}`, undefined, agentEss.token)).statusCode,
        q,
      ).toBe(422);
    await expectEssOnly('GET', '/api/ess/me/requests');
  });
});

describe('the HR side stays as it was', () => {
  it('HR still files adjustments with the first two approvals given', async () => {
    const res = json(
      await t.call('POST', '/api/scheduleadjustment/add', { ...adjustment(), employee_id: agent }),
    );
    expect(res.message).toBe(SCHEDULE_MESSAGES.submitted);
    const detail = json(await t.call('GET', `/api/scheduleadjustment/get/${res.data.id}`));
    expect(detail).toMatchObject({ tl_status: 'approved', asm_status: 'approved', hr_status: 'pending' });
  });
});
