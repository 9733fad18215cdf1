import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  errorsOf,
  expectGuarded,
  json,
  type TestApp,
  testApp,
  tokenFor,
} from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { auditLog } from '../../plugins/audit.tables';
import { leaveCreditLedger, leaveRequests } from './leave.tables';

let t: TestApp;
let org: Org;
beforeAll(async () => {
  t = await testApp();
  org = await makeOrg(t);
});
afterAll(() => t.close());

async function withCredits(balance: number, extra: Record<string, number> = {}) {
  const id = await hireVia(t, org, { first_name: 'Lea', last_name: 'Licencia' });
  json(
    await t.call('POST', '/api/register/credits', {
      employee_id: id,
      leave_credit_balance: balance,
      ...extra,
    }),
  );
  return id;
}
const credits = async (id: number) => json(await t.call('GET', `/api/employee/credits/${id}`));
const leave = (employee_id: number, o: Record<string, unknown> = {}) => ({
  employee_id,
  date_filled: '2026-03-01',
  leave_type: 'Vacation',
  remarks: 'With Pay',
  start_date: '2026-03-10',
  end_date: '2026-03-12',
  reason: 'Family trip',
  ...o,
});
const encode = async (body: object) =>
  json(await t.call('POST', '/api/manualleave/add', body)).data.id as number;
const review = (_id: number, o: Record<string, unknown> = {}) => ({
  date_filled: '2026-03-01',
  leave_type: 'Vacation',
  remarks: 'With Pay',
  start_date: '2026-03-10',
  end_date: '2026-03-12',
  reason: 'Family trip',
  status: 'approved',
  ...o,
});
/** Balances must always equal the sum of the ledger. */
async function expectLedgerExplains(id: number) {
  const { rows } = await t.db.execute<{ field: string; total: string }>(
    sql`SELECT field, sum(delta)::text AS total FROM leave_credit_ledger WHERE employee_id = ${id} GROUP BY field`,
  );
  const sums = Object.fromEntries(rows.map((r) => [r.field, Number(r.total)]));
  const c = await credits(id);
  expect(Number(c.leave_credit_balance)).toBe(sums.balance ?? 0);
  expect(Number(c.leave_credit_used)).toBe(sums.used ?? 0);
  expect(Number(c.leave_credit_maternity)).toBe(sums.maternity ?? 0);
}

describe('manual leave (Encode Leave Manually)', () => {
  it('encodes an approved leave with pay and deducts the inclusive days', async () => {
    const id = await withCredits(10);
    const leaveId = await encode(leave(id));
    const c = await credits(id);
    expect(c).toMatchObject({ leave_credit_balance: '7.00', leave_credit_used: '3.00' });
    const detail = json(await t.call('GET', `/api/leaveabsences/get/${leaveId}`));
    expect(detail).toMatchObject({
      no_of_days: 3,
      status: 'approved',
      credit_field: 'balance',
      credit_days: '3.00',
      roles: 1,
    });
    const ledger = json(await t.call('GET', `/api/leave/credits/ledger/${id}?order=asc`)).data;
    expect(ledger.filter((x: { reason: string }) => x.reason === 'deduction')).toEqual([
      expect.objectContaining({ field: 'balance', delta: '-3.00', leave_id: leaveId }),
      expect.objectContaining({ field: 'used', delta: '3.00', leave_id: leaveId }),
    ]);
    await expectLedgerExplains(id);
  });

  it('draws Maternity, Paternity and Bereavement on their own credits, Offset and Without Pay on nothing', async () => {
    const id = await withCredits(5, { leave_credit_maternity: 105, leave_credit_bereavement: 3 });
    await encode(leave(id, { leave_type: 'Maternity', start_date: '2026-04-01', end_date: '2026-04-30' }));
    await encode(leave(id, { leave_type: 'Bereavement', start_date: '2026-05-04', end_date: '2026-05-05' }));
    await encode(leave(id, { leave_type: 'Offset', start_date: '2026-05-11', end_date: '2026-05-11' }));
    await encode(leave(id, { remarks: 'Without Pay', start_date: '2026-05-12', end_date: '2026-05-20' }));
    expect(await credits(id)).toMatchObject({
      leave_credit_balance: '5.00',
      leave_credit_maternity: '75.00',
      leave_credit_bereavement: '1.00',
    });
    await expectLedgerExplains(id);
  });

  it('refuses a leave the credits cannot cover with a 422 on the day count, and saves nothing', async () => {
    const id = await withCredits(2);
    const res = await t.call('POST', '/api/manualleave/add', leave(id));
    expect(errorsOf(res).no_of_days?.[0]).toMatch(
      /Insufficient leave credits: 2 days left, and this leave needs 3 days/,
    );
    expect(await t.db.$count(leaveRequests, eq(leaveRequests.employee_id, id))).toBe(0);
    expect((await credits(id)).leave_credit_balance).toBe('2.00');
    const none = await hireVia(t, org);
    expect(errorsOf(await t.call('POST', '/api/manualleave/add', leave(none))).no_of_days?.[0]).toMatch(
      /no leave credits/,
    );
    // a pending one draws nothing yet, so it may be encoded
    json(await t.call('POST', '/api/manualleave/add', leave(id, { status: 'pending' })));
  });

  it('checks the dates, the day count, the type and the remarks', async () => {
    const id = await withCredits(10);
    expect(
      errorsOf(await t.call('POST', '/api/manualleave/add', leave(id, { end_date: '2026-03-09' }))).end_date,
    ).toEqual(['The end date must not be before the start date.']);
    expect(
      errorsOf(await t.call('POST', '/api/manualleave/add', leave(id, { no_of_days: 5 }))).no_of_days,
    ).toEqual(['These dates make 3 days.']);
    json(
      await t.call(
        'POST',
        '/api/manualleave/add',
        leave(id, { no_of_days: 3, start_date: '2026-06-01', end_date: '2026-06-03' }),
      ),
    );
    const errors = errorsOf(
      await t.call('POST', '/api/manualleave/add', {
        employee_id: id,
        leave_type: 'Holiday',
        remarks: 'Paid',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'date_filled',
      'end_date',
      'leave_type',
      'reason',
      'remarks',
      'start_date',
    ]);
    expect(errorsOf(await t.call('POST', '/api/manualleave/add', leave(99999))).employee_id).toBeDefined();
  });

  it('is guarded', () => expectGuarded(t, 'POST', '/api/manualleave/add', leave(1)));
});

describe('HR review and update', () => {
  it('approves a pending leave once, and says "approved"', async () => {
    const id = await withCredits(10);
    const leaveId = await encode(leave(id, { status: 'pending' }));
    expect(json(await t.call('GET', `/api/leaveabsences/get/${leaveId}`)).credit_days).toBe('0.00');
    const res = json(await t.call('POST', `/api/leaveabsences/update/hr/${leaveId}`, review(leaveId)));
    expect(res).toEqual({ response: 'approved', message: 'Employee leave has been successfully approved' });
    expect((await credits(id)).leave_credit_balance).toBe('7.00');
    const detail = json(await t.call('GET', `/api/leaveabsences/get/${leaveId}`));
    expect(detail.hr_date_approved).not.toBeNull();
    expect(detail.hr_date_recived).not.toBeNull();
  });

  it('declines a pending leave with a reason, deducting nothing', async () => {
    const id = await withCredits(10);
    const leaveId = await encode(leave(id, { status: 'pending' }));
    expect(
      errorsOf(
        await t.call(
          'POST',
          `/api/leaveabsences/update/hr/${leaveId}`,
          review(leaveId, { status: 'rejected' }),
        ),
      ).reason_to_declined,
    ).toEqual(['Please give the reason for declining.']);
    const res = json(
      await t.call(
        'POST',
        `/api/leaveabsences/update/hr/${leaveId}`,
        review(leaveId, { status: 'rejected', reason_to_declined: 'Peak season' }),
      ),
    );
    expect(res.response).toBe('rejected');
    expect((await credits(id)).leave_credit_balance).toBe('10.00');
    // a rejected leave is final
    const again = await t.call('POST', `/api/leaveabsences/update/hr/${leaveId}`, review(leaveId));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      response: 'error',
      message: 'A rejected leave cannot be changed to approved.',
    });
  });

  it('moves the difference when an approved leave is updated, and edits the three approvals freely', async () => {
    const id = await withCredits(10);
    const leaveId = await encode(leave(id));
    json(
      await t.call(
        'POST',
        `/api/leaveabsences/update/hr/${leaveId}`,
        review(leaveId, {
          end_date: '2026-03-14',
          tl_status: 'pending',
          asm_status: 'rejected',
          ceo_status: 'pending',
        }),
      ),
    );
    expect(await credits(id)).toMatchObject({ leave_credit_balance: '5.00', leave_credit_used: '5.00' });
    expect(json(await t.call('GET', `/api/leaveabsences/get/${leaveId}`))).toMatchObject({
      no_of_days: 5,
      tl_status: 'pending',
      asm_status: 'rejected',
      ceo_status: 'pending',
    });
    json(
      await t.call(
        'POST',
        `/api/leaveabsences/update/hr/${leaveId}`,
        review(leaveId, { end_date: '2026-03-10' }),
      ),
    );
    expect((await credits(id)).leave_credit_balance).toBe('9.00');
    json(
      await t.call(
        'POST',
        `/api/leaveabsences/update/hr/${leaveId}`,
        review(leaveId, { end_date: '2026-03-10', remarks: 'Without Pay' }),
      ),
    );
    expect(await credits(id)).toMatchObject({ leave_credit_balance: '10.00', leave_credit_used: '0.00' });
    // more than the credits hold: refused, nothing changes
    const res = await t.call(
      'POST',
      `/api/leaveabsences/update/hr/${leaveId}`,
      review(leaveId, { end_date: '2026-03-25' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().response).toBe('error');
    expect(json(await t.call('GET', `/api/leaveabsences/get/${leaveId}`))).toMatchObject({
      remarks: 'Without Pay',
      no_of_days: 1,
    });
    await expectLedgerExplains(id);
  });

  it('cancels an approved leave (it becomes rejected) and gives the days back', async () => {
    const id = await withCredits(10);
    const leaveId = await encode(leave(id));
    json(await t.call('POST', `/api/leave/approval/hr/${leaveId}`, { status: 'rejected' }));
    expect(await credits(id)).toMatchObject({ leave_credit_balance: '10.00', leave_credit_used: '0.00' });
    expect(json(await t.call('GET', `/api/leaveabsences/get/${leaveId}`)).status).toBe('rejected');
    expect(
      (await t.call('POST', `/api/leave/approval/hr/${leaveId}`, { status: 'rejected' })).statusCode,
    ).toBe(409);
    expect(
      errorsOf(await t.call('POST', `/api/leave/approval/hr/${leaveId}`, { status: 'approved' })).status,
    ).toBeDefined();
    const returns = await t.db
      .select()
      .from(leaveCreditLedger)
      .where(eq(leaveCreditLedger.leave_id, leaveId));
    expect(returns.map((r) => [r.reason, r.field, r.delta]).sort()).toEqual(
      [
        ['deduction', 'balance', '-3.00'],
        ['deduction', 'used', '3.00'],
        ['return', 'balance', '3.00'],
        ['return', 'used', '-3.00'],
      ].sort(),
    );
  });

  it('deletes a leave and gives back what it took', async () => {
    const id = await withCredits(10);
    const leaveId = await encode(leave(id));
    json(await t.call('DELETE', `/api/leaveabsences/delete/${leaveId}`));
    expect((await credits(id)).leave_credit_balance).toBe('10.00');
    expect((await t.call('GET', `/api/leaveabsences/get/${leaveId}`)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/leaveabsences/delete/${leaveId}`)).statusCode).toBe(404);
    // the ledger still explains it, by its note
    const rows = await t.db.select().from(leaveCreditLedger).where(eq(leaveCreditLedger.employee_id, id));
    expect(rows.filter((r) => r.reason === 'return').every((r) => r.note.includes(`leave #${leaveId}`))).toBe(
      true,
    );
    await expectLedgerExplains(id);
  });

  it('deducts once when twenty HR users approve the same leave at once', async () => {
    const id = await withCredits(10);
    const leaveId = await encode(leave(id, { status: 'pending' }));
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('POST', `/api/leaveabsences/update/hr/${leaveId}`, review(leaveId)),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await credits(id)).toMatchObject({ leave_credit_balance: '7.00', leave_credit_used: '3.00' });
    const deductions = await t.db
      .select()
      .from(leaveCreditLedger)
      .where(eq(leaveCreditLedger.leave_id, leaveId));
    expect(deductions).toHaveLength(2);
  });

  it('refuses one of two approvals that together exceed the balance', async () => {
    const id = await withCredits(5);
    const a = await encode(leave(id, { status: 'pending' }));
    const b = await encode(
      leave(id, { status: 'pending', start_date: '2026-04-06', end_date: '2026-04-08' }),
    );
    const results = await Promise.all([
      t.call('POST', `/api/leaveabsences/update/hr/${a}`, review(a)),
      t.call(
        'POST',
        `/api/leaveabsences/update/hr/${b}`,
        review(b, { start_date: '2026-04-06', end_date: '2026-04-08' }),
      ),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await credits(id)).leave_credit_balance).toBe('2.00');
    await expectLedgerExplains(id);
  });

  it('answers 404 and 422 where due, and is guarded', async () => {
    expect((await t.call('GET', '/api/leaveabsences/get/99999')).statusCode).toBe(404);
    expect((await t.call('POST', '/api/leaveabsences/update/hr/99999', review(1))).statusCode).toBe(404);
    expect(errorsOf(await t.call('POST', '/api/leaveabsences/update/hr/1', {})).status).toBeDefined();
    await expectGuarded(t, 'GET', '/api/leaveabsences/get/1');
    await expectGuarded(t, 'POST', '/api/leaveabsences/update/hr/1', review(1));
    await expectGuarded(t, 'POST', '/api/leave/approval/hr/1', { status: 'rejected' });
    await expectGuarded(t, 'DELETE', '/api/leaveabsences/delete/1');
  });
});

describe('bulk decision (Approve selected, Decline selected)', () => {
  const bulk = (body: object, token?: string) => t.call('POST', '/api/leaveabsences/bulk', body, token);
  type Result = { id: number; full_name: string | null; status: string; message: string };
  const resultsOf = (res: { statusCode: number; body: string }) => json(res).data.results as Result[];
  const pending = (employee: number, o: Record<string, unknown> = {}) =>
    encode(leave(employee, { status: 'pending', ...o }));
  const statusOf = async (id: number) =>
    (await t.db.select().from(leaveRequests).where(eq(leaveRequests.id, id)))[0]!;
  const deductionsOf = async (id: number) =>
    (await t.db.select().from(leaveCreditLedger).where(eq(leaveCreditLedger.leave_id, id))).filter(
      (r) => r.reason === 'deduction',
    ).length;
  const auditsOf = async (id: number) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.entity} = 'leave' AND ${auditLog.entity_id} = ${String(id)}`)
    ).map((r) => r.action);

  it('approves every selected leave as a single approval does: credits, dates, one audit row each', async () => {
    const a = await withCredits(10);
    const b = await withCredits(10);
    const ids = [
      await pending(a),
      await pending(b, { start_date: '2026-04-01', end_date: '2026-04-02' }),
      await pending(a, { start_date: '2026-05-04', end_date: '2026-05-04', remarks: 'Without Pay' }),
    ];
    const res = json(await bulk({ ids, decision: 'approved' }));
    expect(res).toEqual({
      response: 'success',
      message: '3 leave requests approved.',
      data: {
        results: ids.map((id) => ({
          id,
          full_name: 'Lea Licencia',
          status: 'approved',
          message: 'Employee leave has been successfully approved',
        })),
        approved: 3,
        rejected: 0,
        failed: 0,
      },
    });
    expect(await credits(a)).toMatchObject({ leave_credit_balance: '7.00', leave_credit_used: '3.00' });
    expect(await credits(b)).toMatchObject({ leave_credit_balance: '8.00', leave_credit_used: '2.00' });
    for (const id of ids) {
      const row = await statusOf(id);
      expect(row).toMatchObject({ status: 'approved', reason_to_declined: '' });
      expect(row.hr_date_approved).not.toBeNull();
      expect(row.hr_date_recived).not.toBeNull();
      expect(await auditsOf(id)).toEqual(['create', 'update']);
    }
    await expectLedgerExplains(a);
    await expectLedgerExplains(b);
  });

  it('declines every selected leave with the one reason, taking nothing', async () => {
    const a = await withCredits(10);
    const ids = [await pending(a), await pending(a, { start_date: '2026-06-01', end_date: '2026-06-05' })];
    const res = json(
      await bulk({ ids, decision: 'rejected', reason: '  Peak season: no leave in March.  ' }),
    );
    expect(res.message).toBe('2 leave requests declined.');
    expect(res.data).toMatchObject({ approved: 0, rejected: 2, failed: 0 });
    expect(res.data.results.map((r: Result) => r.message)).toEqual([
      'The leave request has been declined.',
      'The leave request has been declined.',
    ]);
    for (const id of ids)
      expect(await statusOf(id)).toMatchObject({
        status: 'rejected',
        reason_to_declined: 'Peak season: no leave in March.',
        hr_date_approved: null,
      });
    expect((await credits(a)).leave_credit_balance).toBe('10.00');
  });

  it('fails a leave that lacks credits, one decided already and one deleted, each alone', async () => {
    const rich = await withCredits(10);
    const poor = await withCredits(2);
    const none = await hireVia(t, org, { first_name: 'Nilo', last_name: 'Walang' });
    const ok = await pending(rich);
    const short = await pending(poor);
    const unregistered = await pending(none);
    const decided = await encode(leave(rich, { start_date: '2026-07-01', end_date: '2026-07-01' }));
    const gone = await pending(rich, { start_date: '2026-08-03', end_date: '2026-08-03' });
    json(await t.call('DELETE', `/api/leaveabsences/delete/${gone}`));
    const last = await pending(rich, { start_date: '2026-09-01', end_date: '2026-09-02' });

    const res = json(
      await bulk({ ids: [ok, short, unregistered, decided, gone, last], decision: 'approved' }),
    );
    expect(res.message).toBe('2 of 6 leave requests approved. 4 could not be approved.');
    expect(res.data).toMatchObject({ approved: 2, rejected: 0, failed: 4 });
    expect(res.data.results).toEqual([
      expect.objectContaining({ id: ok, status: 'approved' }),
      {
        id: short,
        full_name: 'Lea Licencia',
        status: 'error',
        message: 'Insufficient leave credits: 2 days left, and this leave needs 3 days.',
      },
      {
        id: unregistered,
        full_name: 'Nilo Walang',
        status: 'error',
        message: 'This employee has no leave credits registered yet. Register their credits first.',
      },
      {
        id: decided,
        full_name: 'Lea Licencia',
        status: 'error',
        message: 'This leave request has already been approved.',
      },
      { id: gone, full_name: null, status: 'error', message: 'The leave request was not found.' },
      expect.objectContaining({ id: last, status: 'approved' }),
    ]);
    expect((await statusOf(short)).status).toBe('pending');
    expect(await auditsOf(short)).toEqual(['create']);
    expect((await credits(poor)).leave_credit_balance).toBe('2.00');
    expect(await credits(rich)).toMatchObject({ leave_credit_balance: '4.00', leave_credit_used: '6.00' });
    await expectLedgerExplains(rich);
  });

  it('gives every approval of one employee the credits left by the ones before it', async () => {
    const id = await withCredits(5);
    const first = await pending(id);
    const second = await pending(id, { start_date: '2026-04-06', end_date: '2026-04-08' });
    const res = json(await bulk({ ids: [first, second], decision: 'approved' }));
    expect(res.data.results.map((r: Result) => [r.status, r.message])).toEqual([
      ['approved', 'Employee leave has been successfully approved'],
      ['error', 'Insufficient leave credits: 2 days left, and this leave needs 3 days.'],
    ]);
    expect((await credits(id)).leave_credit_balance).toBe('2.00');
  });

  it('approves each leave once when two HR users approve overlapping selections at once', async () => {
    const other = await createUser(t.db, { name: 'hr.bulk.second', role_id: 5 });
    const secondHr = await tokenFor(t.db, other.id);
    for (let round = 0; round < 3; round++) {
      const id = await withCredits(30);
      const ids: number[] = [];
      for (let i = 0; i < 6; i++)
        ids.push(await pending(id, { start_date: `2026-0${i + 3}-10`, end_date: `2026-0${i + 3}-12` }));
      // the first user takes the first four, the second the last four (in the other order): two overlap
      const [x, y] = await Promise.all([
        bulk({ ids: ids.slice(0, 4), decision: 'approved' }),
        bulk({ ids: ids.slice(2).reverse(), decision: 'approved' }, secondHr),
      ]);
      const results = [...resultsOf(x), ...resultsOf(y)];
      for (const leaveId of ids) {
        const mine = results.filter((r) => r.id === leaveId);
        expect(
          mine.filter((r) => r.status === 'approved'),
          `leave ${leaveId}`,
        ).toHaveLength(1);
        expect(mine.filter((r) => r.status === 'error').map((r) => r.message)).toEqual(
          mine.length === 2 ? ['This leave request has already been approved.'] : [],
        );
        expect(await deductionsOf(leaveId)).toBe(2); // balance and used, once
        expect(await auditsOf(leaveId)).toEqual(['create', 'update']);
      }
      expect(await credits(id)).toMatchObject({ leave_credit_balance: '12.00', leave_credit_used: '18.00' });
      await expectLedgerExplains(id);
    }
  });

  it('deducts once when a single approval races the bulk decision on the same leave', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await withCredits(10);
      const raced = await pending(id);
      const other = await pending(id, { start_date: '2026-04-20', end_date: '2026-04-20' });
      const [single, many] = await Promise.all([
        t.call('POST', `/api/leaveabsences/update/hr/${raced}`, review(raced)),
        bulk({ ids: [other, raced], decision: 'approved' }),
      ]);
      // the single approval either decides it, or (second) updates the leave the bulk approved: both approve
      expect(json(single).response).toBe('approved');
      const mine = resultsOf(many).find((r) => r.id === raced)!;
      expect(['approved', 'error']).toContain(mine.status);
      if (mine.status === 'error') expect(mine.message).toBe('This leave request has already been approved.');
      expect(await deductionsOf(raced)).toBe(2);
      expect(await credits(id)).toMatchObject({ leave_credit_balance: '6.00', leave_credit_used: '4.00' });
      await expectLedgerExplains(id);
    }
  });

  it('refuses a bad selection, decision or missing reason (422) and decides nothing', async () => {
    const id = await withCredits(10);
    const leaveId = await pending(id);
    const ids = [leaveId];
    for (const bad of [
      undefined,
      [],
      Array.from({ length: 101 }, (_, i) => i + 1),
      [leaveId, leaveId],
      [leaveId, 0],
      [leaveId, -1],
      [1.5],
      ['007'],
      ['abc'],
      [2_147_483_648],
      [null],
      [{}],
      'all',
      { 0: leaveId },
    ]) {
      const errors = errorsOf(await bulk({ ids: bad, decision: 'approved' }));
      expect(
        Object.keys(errors).some((k) => k === 'ids' || k.startsWith('ids.')),
        JSON.stringify(bad),
      ).toBe(true);
    }
    expect(errorsOf(await bulk({ ids: [leaveId, leaveId], decision: 'approved' })).ids).toEqual([
      'Each request may be selected only once.',
    ]);
    expect(errorsOf(await bulk({ ids: [], decision: 'approved' })).ids).toEqual([
      'Please select at least one request.',
    ]);
    expect(errorsOf(await bulk({ ids, decision: 'rejected' })).reason).toEqual([
      'Please give the reason for declining.',
    ]);
    expect(errorsOf(await bulk({ ids, decision: 'rejected', reason: '   ' })).reason).toBeDefined();
    expect(
      errorsOf(await bulk({ ids, decision: 'rejected', reason: 'x'.repeat(1001) })).reason,
    ).toBeDefined();
    expect(errorsOf(await bulk({ ids, decision: 'pending' })).decision).toBeDefined();
    expect(errorsOf(await bulk({ ids })).decision).toEqual(['Please choose to approve or to decline.']);
    expect(errorsOf(await bulk({ ids, decision: 'rejected', reason: 'a\u0000b' })).reason).toBeDefined();
    expect((await statusOf(leaveId)).status).toBe('pending');
    // a hundred distinct ids are taken (those that do not exist fail alone)
    const hundred = json(
      await bulk({
        ids: [leaveId, ...Array.from({ length: 99 }, (_, i) => 2_000_000_000 + i)],
        decision: 'approved',
      }),
    );
    expect(hundred.data).toMatchObject({ approved: 1, failed: 99 });
  });

  it('is guarded', () =>
    expectGuarded(t, 'POST', '/api/leaveabsences/bulk', { ids: [1], decision: 'approved' }));
});

describe('Leave Management list', () => {
  it('filters by year, status, type and name on the server, newest filed first', async () => {
    const id = await withCredits(30);
    await hireVia(t, org);
    await encode(leave(id, { date_filled: '2024-12-20', start_date: '2025-01-06', end_date: '2025-01-07' }));
    await encode(
      leave(id, {
        status: 'pending',
        leave_type: 'Emergency',
        date_filled: '2026-02-01',
        start_date: '2026-02-02',
        end_date: '2026-02-02',
      }),
    );
    const all = json(await t.call('GET', `/api/leavemanagement?q=licencia&per_page=100`));
    expect(all.meta.per_page).toBe(100);
    const dates = all.data.map((r: { date_filled: string }) => r.date_filled);
    expect([...dates].sort().reverse()).toEqual(dates);
    const y2025 = json(await t.call('GET', '/api/leavemanagement/2025?q=licencia'));
    expect(y2025.data.map((r: { start_date: string }) => r.start_date)).toEqual(['2025-01-06']);
    expect(json(await t.call('GET', '/api/leavemanagement?year=2025&q=licencia')).meta.total).toBe(1);
    const pending = json(
      await t.call('GET', '/api/leavemanagement?status=pending&leave_type=Emergency&q=licencia'),
    );
    expect(pending.data).toEqual([
      expect.objectContaining({ status: 'pending', leave_type: 'Emergency', is_new: false, user_id: 0 }),
    ]);
    for (const q of ['year=2018', 'status=done', 'leave_type=Holiday', 'sort=reason']) {
      expect((await t.call('GET', `/api/leavemanagement?${q}`)).statusCode, q).toBe(422);
    }
  });

  it('is guarded', async () => {
    await expectGuarded(t, 'GET', '/api/leavemanagement');
    await expectGuarded(t, 'GET', '/api/leavemanagement/2026');
  });
});

describe('credits and config', () => {
  it('registers once, updates every field but the balance, and lists with the ledger', async () => {
    const id = await hireVia(t, org, { first_name: 'Cora', last_name: 'Creditos' });
    expect(
      json(await t.call('GET', '/api/employee/nocredits?q=creditos')).map((e: { id: number }) => e.id),
    ).toEqual([id]);
    expect((await t.call('GET', `/api/employee/credits/${id}`)).statusCode).toBe(404);
    json(
      await t.call('POST', '/api/register/credits', {
        employee_id: id,
        leave_credit_balance: '4.5',
        leave_credit_used: 1,
      }),
    );
    expect(json(await t.call('GET', '/api/employee/nocredits?q=creditos'))).toEqual([]);
    expect(
      errorsOf(await t.call('POST', '/api/register/credits', { employee_id: id, leave_credit_balance: 1 }))
        .employee_id,
    ).toBeDefined();
    json(
      await t.call('POST', `/api/leave/credits/update/${id}`, {
        leave_credit_balance: '4.50',
        leave_credit_paternity: 7,
        leave_credit_used: 0,
      }),
    );
    expect(await credits(id)).toMatchObject({
      leave_credit_balance: '4.50',
      leave_credit_used: '0.00',
      leave_credit_paternity: '7.00',
    });
    expect(
      errorsOf(await t.call('POST', `/api/leave/credits/update/${id}`, { leave_credit_balance: 20 }))
        .leave_credit_balance,
    ).toBeDefined();
    const ledger = json(await t.call('GET', `/api/leave/credits/ledger/${id}?order=asc`)).data;
    expect(
      ledger.map((x: { reason: string; field: string; delta: string }) => [x.reason, x.field, x.delta]),
    ).toEqual([
      ['register', 'balance', '4.50'],
      ['register', 'used', '1.00'],
      ['manual_update', 'used', '-1.00'],
      ['manual_update', 'paternity', '7.00'],
    ]);
    expect(ledger[0].created_by).toBe('hr.tester');
    const list = json(await t.call('GET', '/api/leavecredits?q=creditos'));
    expect(list.data).toEqual([expect.objectContaining({ employee_id: id, leave_credit_balance: '4.50' })]);
    await expectLedgerExplains(id);
  });

  it('validates credits', async () => {
    const errors = errorsOf(
      await t.call('POST', '/api/register/credits', { leave_credit_balance: -1, leave_credit_used: 'x' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['employee_id', 'leave_credit_balance', 'leave_credit_used']);
    expect(
      errorsOf(await t.call('POST', '/api/register/credits', { employee_id: 1, leave_credit_balance: 1.3 }))
        .leave_credit_balance,
    ).toEqual(['The balance must be in quarter days.']);
    expect(
      (await t.call('POST', '/api/leave/credits/update/99999', { leave_credit_used: 1 })).statusCode,
    ).toBe(404);
  });

  it('lists a config row for every sub-department and saves one', async () => {
    const rows = json(await t.call('GET', '/api/leave/credits/config'));
    expect(rows.map((r: { sub_id: number }) => r.sub_id).sort()).toEqual([org.subA, org.subB].sort());
    json(
      await t.call('POST', `/api/credits/config/update/${org.subA}`, {
        monthly_earn: 1.25,
        leave_refresh: 'monthly',
        description: 'Use it or lose it',
      }),
    );
    const row = json(await t.call('GET', '/api/leave/credits/config')).find(
      (r: { sub_id: number }) => r.sub_id === org.subA,
    );
    expect(row).toEqual({
      sub_id: org.subA,
      sub_department_name: 'CD-HW',
      monthly_earn: '1.25',
      leave_refresh: 'monthly',
      description: 'Use it or lose it',
    });
    expect(
      Object.keys(
        errorsOf(
          await t.call('POST', `/api/credits/config/update/${org.subA}`, {
            monthly_earn: -1,
            leave_refresh: 'weekly',
          }),
        ),
      ).sort(),
    ).toEqual(['leave_refresh', 'monthly_earn']);
    expect(
      (await t.call('POST', '/api/credits/config/update/99999', { monthly_earn: 1, leave_refresh: 'yearly' }))
        .statusCode,
    ).toBe(404);
  });

  it('is guarded', async () => {
    await expectGuarded(t, 'GET', '/api/leavecredits');
    await expectGuarded(t, 'GET', '/api/employee/credits/1');
    await expectGuarded(t, 'GET', '/api/employee/nocredits');
    await expectGuarded(t, 'GET', '/api/leave/credits/ledger/1');
    await expectGuarded(t, 'POST', '/api/register/credits', { employee_id: 1, leave_credit_balance: 1 });
    await expectGuarded(t, 'POST', '/api/leave/credits/update/1', { leave_credit_used: 1 });
    await expectGuarded(t, 'GET', '/api/leave/credits/config');
    await expectGuarded(t, 'POST', '/api/credits/config/update/1', {
      monthly_earn: 1,
      leave_refresh: 'yearly',
    });
  });
});

describe('dashboard leave cards', () => {
  it('shows approved leave covering today and approved leave starting within 30 days', async () => {
    const { rows } = await t.db.execute<{ d: string }>(
      sql`SELECT ((now() AT TIME ZONE 'Asia/Manila')::date)::text AS d`,
    );
    const today = rows[0]!.d;
    const plus = (n: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const id = await withCredits(30);
    const now = await encode(leave(id, { date_filled: plus(-5), start_date: plus(-1), end_date: plus(1) }));
    const soon = await encode(leave(id, { date_filled: today, start_date: plus(10), end_date: plus(11) }));
    await encode(leave(id, { date_filled: today, start_date: plus(40), end_date: plus(40) }));
    await encode(
      leave(id, { status: 'pending', date_filled: today, start_date: plus(3), end_date: plus(3) }),
    );
    expect(json(await t.call('GET', '/api/employee/leave')).map((l: { id: number }) => l.id)).toContain(now);
    const incoming = json(await t.call('GET', '/api/incomingLeave')).filter(
      (l: { employee_id: number }) => l.employee_id === id,
    );
    expect(incoming.map((l: { id: number }) => l.id)).toEqual([soon]);
  });

  it('is guarded', async () => {
    await expectGuarded(t, 'GET', '/api/employee/leave');
    await expectGuarded(t, 'GET', '/api/incomingLeave');
  });
});
