import { addDays, companyDate } from '@hris/domain/company-clock';
import { SCHEDULE_MESSAGES } from '@hris/domain/schedule';
import { sql } from 'drizzle-orm';
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

/** The app's clock: a fixed day, so the requests' dates are known. */
const now = new Date('2026-03-02T09:00:00+08:00');
const today = () => companyDate(now);

let t: TestApp;
let org: Org;
let tz: number;
let emp: number;
let secondHr: string;
beforeAll(async () => {
  t = await testApp({ clock: () => now });
  org = await makeOrg(t);
  const { rows } = await t.db.execute<{ id: number }>(sql`SELECT id FROM timezones ORDER BY id LIMIT 1`);
  tz = rows[0]!.id;
  emp = await hireVia(t, org, {
    first_name: 'Teodoro',
    last_name: 'Macaraeg',
    employment_date: '2025-03-03',
  });
  json(
    await t.call('POST', '/api/workshifts/add', {
      employee_id: emp,
      schedule: 'Night-Shift',
      time: '10PM-7AM',
      timezone_id: tz,
      effective_from: '2025-03-03',
    }),
  );
  const other = await createUser(t.db, { name: 'hr.second', role_id: 5 });
  secondHr = await tokenFor(t.db, other.id);
});
afterAll(() => t.close());

const adjustment = (o: Record<string, unknown> = {}) => ({
  employee_id: emp,
  date_of_request: '2026-03-10',
  requested_shift: '8AM - 5PM',
  reason_for_change: 'Enrolled in evening classes this semester.',
  ...o,
});
const undertime = (o: Record<string, unknown> = {}) => ({
  employee_id: emp,
  date_of_undertime: '2026-03-05',
  total_hours: 2,
  purpose: 'Medical check-up in the afternoon',
  ...o,
});
const fileAdjustment = async (o: Record<string, unknown> = {}): Promise<number> =>
  json(await t.call('POST', '/api/scheduleadjustment/add', adjustment(o))).data.id;
const fileUndertime = async (o: Record<string, unknown> = {}): Promise<number> =>
  json(await t.call('POST', '/api/undertimerequest/add', undertime(o))).data.id;
const decide = (kind: 'adjustment' | 'undertime', id: number, body: object, token?: string) =>
  t.call('POST', `/api/${kind}/approval/${id}`, body, token);
const approve = { hr_status: 'approved' };
const decline = { hr_status: 'rejected', hr_reason_to_declined: 'The account needs full coverage.' };
const shiftOn = async (date: string) =>
  json(await t.call('GET', `/api/getcurrentshift/get/${emp}?date=${date}`)) as {
    schedule: string;
    time: string;
  };
const historyRows = async () =>
  (
    await t.db.execute<{
      effective_from: string;
      source: string;
      adjustment_id: number | null;
      time: string;
    }>(
      sql`SELECT effective_from, source, adjustment_id, time FROM shift_history WHERE employee_id = ${emp} ORDER BY effective_from`,
    )
  ).rows;

describe('the guard on every adjustment and undertime call', () => {
  it('answers 401 without a token and 403 for office staff', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/scheduleadjustment'],
      ['GET', '/api/scheduleadjustment/get/1'],
      ['POST', '/api/scheduleadjustment/add', adjustment()],
      ['POST', '/api/scheduleadjustment/update/1', adjustment()],
      ['POST', '/api/adjustment/approval/1', approve],
      ['POST', '/api/adjustment/approval/bulk', { ids: [1], decision: 'approved' }],
      ['DELETE', '/api/scheduleadjustment/delete/1'],
      ['GET', '/api/undertimerequest'],
      ['GET', '/api/undertimerequest/get/1'],
      ['POST', '/api/undertimerequest/add', undertime()],
      ['POST', '/api/undertimerequest/update/1', undertime()],
      ['POST', '/api/undertime/approval/1', approve],
      ['POST', '/api/undertime/approval/bulk', { ids: [1], decision: 'approved' }],
      ['DELETE', '/api/undertimerequest/delete/1'],
    ] as const)
      await expectGuarded(t, method, url, body);
  });
});

describe('schedule adjustments', () => {
  it('files one for HR to decide, with the shift of the day of request and the first two approvals given', async () => {
    const res = json(await t.call('POST', '/api/scheduleadjustment/add', adjustment()));
    expect(res).toEqual({
      response: 'success',
      message: SCHEDULE_MESSAGES.submitted,
      data: { id: expect.any(Number) },
    });
    expect(json(await t.call('GET', `/api/scheduleadjustment/get/${res.data.id}`))).toEqual({
      id: res.data.id,
      employee_id: emp,
      emp_id: expect.any(String),
      full_name: 'Teodoro Macaraeg',
      position_name: 'Customer Service Representative',
      department_name: 'Operations',
      date_filled: today(),
      date_of_request: '2026-03-10',
      current_shift: 'Night-Shift 10PM-7AM',
      requested_shift: '8AM - 5PM',
      reason_for_change: 'Enrolled in evening classes this semester.',
      tl_status: 'approved',
      tl_date_approved: today(),
      asm_status: 'approved',
      asm_date_approved: today(),
      hr_status: 'pending',
      hr_date_approved: null,
      hr_reason_to_declined: null,
      reason_to_declined: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // a date filled given is kept, and the approvals are dated with it
    const dated = await fileAdjustment({ date_filled: '2026-02-20' });
    expect(json(await t.call('GET', `/api/scheduleadjustment/get/${dated}`))).toMatchObject({
      date_filled: '2026-02-20',
      tl_date_approved: '2026-02-20',
    });
    // before any shift, the current shift is empty
    expect(
      json(
        await t.call(
          'GET',
          `/api/scheduleadjustment/get/${await fileAdjustment({ date_of_request: '2024-01-02' })}`,
        ),
      ).current_shift,
    ).toBe('');
  });

  it('refuses an unknown employee, a shift the form does not offer and missing fields (422)', async () => {
    const add = (o: Record<string, unknown>) => t.call('POST', '/api/scheduleadjustment/add', adjustment(o));
    expect(errorsOf(await add({ employee_id: 2_000_000_000 }))).toHaveProperty('employee_id');
    expect(errorsOf(await add({ requested_shift: '8AM - 6PM' }))).toHaveProperty('requested_shift');
    expect(errorsOf(await add({ date_of_request: '' }))).toHaveProperty('date_of_request');
    expect(errorsOf(await add({ date_of_request: '2018-12-31' }))).toHaveProperty('date_of_request');
    expect(errorsOf(await add({ reason_for_change: '  ' }))).toHaveProperty('reason_for_change');
    expect(errorsOf(await add({ date_filled: '2026-02-30' }))).toHaveProperty('date_filled');
  });

  it('edits a pending one (the current shift read again), and refuses once decided (409)', async () => {
    const id = await fileAdjustment();
    const update = (o: Record<string, unknown> = {}) =>
      t.call('POST', `/api/scheduleadjustment/update/${id}`, { ...adjustment(o), employee_id: undefined });
    expect(json(await update({ date_of_request: '2024-06-01', requested_shift: '7AM - 4PM' }))).toEqual({
      response: 'success',
      message: SCHEDULE_MESSAGES.saved,
      data: { id },
    });
    expect(json(await t.call('GET', `/api/scheduleadjustment/get/${id}`))).toMatchObject({
      date_of_request: '2024-06-01',
      requested_shift: '7AM - 4PM',
      current_shift: '',
      date_filled: today(),
    });
    expect(errorsOf(await update({ requested_shift: 'anything' }))).toHaveProperty('requested_shift');
    expect(
      json(await t.call('POST', '/api/scheduleadjustment/update/2000000000', adjustment()), 404).response,
    ).toBe('error');
    json(await decide('adjustment', id, decline));
    expect(json(await update(), 409)).toEqual({ response: 'error', message: SCHEDULE_MESSAGES.notPending });
  });

  it('approving changes the shift from the date of request on, not before, and the record follows today’s shift', async () => {
    const id = await fileAdjustment({ date_of_request: '2026-02-16', requested_shift: '8AM - 5PM' });
    expect(json(await decide('adjustment', id, approve))).toEqual({
      response: 'success',
      title: 'Approved',
      message: SCHEDULE_MESSAGES.approved,
    });
    expect(await shiftOn('2026-02-15')).toMatchObject({ schedule: 'Night-Shift', time: '10PM-7AM' });
    expect(await shiftOn('2026-02-16')).toMatchObject({
      schedule: 'Day-Shift',
      time: '8AM-5PM',
      timezone_id: tz,
      effective_from: '2026-02-16',
      starts_at: '2026-02-16T08:00:00+08:00',
      ends_at: '2026-02-16T17:00:00+08:00',
    });
    expect(await historyRows()).toContainEqual({
      effective_from: '2026-02-16',
      source: 'adjustment',
      adjustment_id: id,
      time: '8AM-5PM',
    });
    const detail = json(await t.call('GET', `/api/scheduleadjustment/get/${id}`));
    expect(detail).toMatchObject({
      hr_status: 'approved',
      hr_date_approved: today(),
      hr_reason_to_declined: null,
    });
    const { rows } = await t.db.execute(sql`SELECT schedule, time FROM employees WHERE id = ${emp}`);
    expect(rows[0]).toEqual({ schedule: 'Day-Shift', time: '8AM-5PM' });
    // a later adjustment's shift (the option "12PM - 9AM" is the midnight Mid-Shift) waits for its day
    const later = await fileAdjustment({
      date_of_request: addDays(today(), 4),
      requested_shift: '12PM - 9AM',
    });
    expect(json(await t.call('GET', `/api/scheduleadjustment/get/${later}`)).current_shift).toBe(
      'Day-Shift 8AM-5PM',
    );
    json(await decide('adjustment', later, { hr_status: 'approved', hr_date_approved: '2026-03-01' }));
    expect(json(await t.call('GET', `/api/scheduleadjustment/get/${later}`)).hr_date_approved).toBe(
      '2026-03-01',
    );
    expect(await shiftOn(addDays(today(), 3))).toMatchObject({ time: '8AM-5PM' });
    expect(await shiftOn(addDays(today(), 4))).toMatchObject({
      schedule: 'Mid-Shift',
      time: '12NN-9AM',
      starts_at: `${addDays(today(), 4)}T00:00:00+08:00`,
    });
    expect((await t.db.execute(sql`SELECT time FROM employees WHERE id = ${emp}`)).rows[0]).toEqual({
      time: '8AM-5PM',
    });
  });

  it('declines with a reason only (422 without), keeps a pending one pending, and decides once (409)', async () => {
    const id = await fileAdjustment();
    expect(errorsOf(await decide('adjustment', id, { hr_status: 'rejected' }))).toHaveProperty(
      'hr_reason_to_declined',
    );
    expect(errorsOf(await decide('adjustment', id, { hr_status: 'maybe' }))).toHaveProperty('hr_status');
    expect(json(await decide('adjustment', id, { hr_status: 'pending' }))).toEqual({
      response: 'success',
      title: 'Saved',
      message: SCHEDULE_MESSAGES.pending,
    });
    expect(json(await t.call('GET', `/api/scheduleadjustment/get/${id}`)).hr_status).toBe('pending');
    expect(json(await decide('adjustment', id, decline))).toEqual({
      response: 'success',
      title: 'Declined',
      message: SCHEDULE_MESSAGES.declined,
    });
    expect(json(await t.call('GET', `/api/scheduleadjustment/get/${id}`))).toMatchObject({
      hr_status: 'rejected',
      hr_reason_to_declined: 'The account needs full coverage.',
      reason_to_declined: 'The account needs full coverage.',
      hr_date_approved: today(),
    });
    const before = await historyRows();
    expect(json(await decide('adjustment', id, approve), 409)).toEqual({
      response: 'error',
      title: 'Already decided',
      message: SCHEDULE_MESSAGES.decided,
    });
    expect(await historyRows()).toEqual(before);
    expect(json(await decide('adjustment', 2_000_000_000, approve), 404).response).toBe('error');
    expect(errorsOf(await decide('adjustment', 'abc' as unknown as number, approve))).toHaveProperty('id');
    expect(errorsOf(await t.call('GET', '/api/scheduleadjustment/get/1e3'))).toHaveProperty('id');
  });

  it('lets only one of two HR users racing to decide succeed', async () => {
    // a shift of its own each round: an approved round's shift goes on into the next round's date
    const shifts = ['6AM - 3PM', '7AM - 4PM', '9AM - 7PM', '10AM - 8PM', '4PM - 1AM'];
    for (let round = 0; round < 5; round++) {
      const date = `2026-04-${String(10 + round).padStart(2, '0')}`;
      const id = await fileAdjustment({ date_of_request: date, requested_shift: shifts[round] });
      const [a, b] = await Promise.all([
        decide('adjustment', id, approve),
        decide('adjustment', id, decline, secondHr),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const { hr_status } = json(await t.call('GET', `/api/scheduleadjustment/get/${id}`));
      expect(hr_status).toBe(a.statusCode === 200 ? 'approved' : 'rejected');
      const rows = (await historyRows()).filter((r) => r.adjustment_id === id);
      expect(rows).toHaveLength(hr_status === 'approved' ? 1 : 0);
    }
  });

  it('lists them searched by name, filtered by status and year, paged', async () => {
    const other = await hireVia(t, org, { first_name: 'Wilhelmina', last_name: 'Ocampo' });
    json(
      await t.call('POST', '/api/workshifts/add', {
        employee_id: other,
        schedule: 'Day-Shift',
        time: '7AM-4PM',
        timezone_id: tz,
      }),
    );
    const mine = await fileAdjustment({ employee_id: other, date_filled: '2025-12-01' });
    const page = json(await t.call('GET', '/api/scheduleadjustment?q=wilhelmina'));
    expect(page.meta.total).toBe(1);
    expect(page.data[0]).toEqual({
      id: mine,
      employee_id: other,
      emp_id: expect.any(String),
      full_name: 'Wilhelmina Ocampo',
      position_name: 'Customer Service Representative',
      date_filled: '2025-12-01',
      date_of_request: '2026-03-10',
      current_shift: 'Day-Shift 7AM-4PM',
      requested_shift: '8AM - 5PM',
      reason_for_change: 'Enrolled in evening classes this semester.',
      tl_status: 'approved',
      asm_status: 'approved',
      hr_status: 'pending',
      created_at: expect.any(String),
    });
    expect(json(await t.call('GET', '/api/scheduleadjustment?q=wilhelmina&year=2026')).meta.total).toBe(0);
    expect(
      json(await t.call('GET', '/api/scheduleadjustment?year=2025')).data.map((r: { id: number }) => r.id),
    ).toEqual([mine]);
    const pending = json(await t.call('GET', '/api/scheduleadjustment?status=pending&per_page=1'));
    const all = json(await t.call('GET', '/api/scheduleadjustment?per_page=500'));
    expect(pending.meta.total).toBe(
      all.data.filter((r: { hr_status: string }) => r.hr_status === 'pending').length,
    );
    expect(all.data[0].date_filled >= all.data.at(-1).date_filled).toBe(true); // newest first
    expect(errorsOf(await t.call('GET', '/api/scheduleadjustment?status=done'))).toHaveProperty('status');
    expect(errorsOf(await t.call('GET', '/api/scheduleadjustment?year=2018'))).toHaveProperty('year');
  });

  it('deletes the request; an approved one’s shift stays in the history', async () => {
    const id = await fileAdjustment({ date_of_request: '2026-05-04', requested_shift: '9PM - 6AM' });
    json(await decide('adjustment', id, approve));
    expect(json(await t.call('DELETE', `/api/scheduleadjustment/delete/${id}`))).toEqual({
      response: 'success',
      message: SCHEDULE_MESSAGES.deleted,
    });
    expect(json(await t.call('GET', `/api/scheduleadjustment/get/${id}`), 404).response).toBe('error');
    expect(await historyRows()).toContainEqual({
      effective_from: '2026-05-04',
      source: 'adjustment',
      adjustment_id: null,
      time: '9PM-6AM',
    });
    expect(await shiftOn('2026-05-04')).toMatchObject({ time: '9PM-6AM' });
    expect(json(await t.call('DELETE', `/api/scheduleadjustment/delete/${id}`), 404).response).toBe('error');
    expect(errorsOf(await t.call('DELETE', '/api/scheduleadjustment/delete/0'))).toHaveProperty('id');
  });
});

describe('an adjustment to the shift the employee already has', () => {
  it("is refused at filing and at update (422 on the requested shift), by the option's work shift", async () => {
    const mid = await hireVia(t, org, { first_name: 'Marcela', last_name: 'Dimaculangan' });
    json(
      await t.call('POST', '/api/workshifts/add', {
        employee_id: mid,
        schedule: 'Mid-Shift',
        time: '12NN-9AM',
        timezone_id: tz,
        effective_from: '2026-01-05',
      }),
    );
    const add = (o: Record<string, unknown>) =>
      t.call('POST', '/api/scheduleadjustment/add', adjustment({ employee_id: mid, ...o }));
    // "12PM - 9AM" on the form is the midnight Mid-Shift the employee works
    expect(errorsOf(await add({ requested_shift: '12PM - 9AM' }))).toEqual({
      requested_shift: [
        'The employee already works Mid-Shift 12NN-9AM on Mar 10 2026. Please choose another shift.',
      ],
    });
    // before that shift began the employee had none: the same option changes something then
    json(await add({ requested_shift: '12PM - 9AM', date_of_request: '2026-01-02' }));
    const id: number = json(await add({ requested_shift: '11PM - 8AM' })).data.id;
    const update = (o: Record<string, unknown>) =>
      t.call('POST', `/api/scheduleadjustment/update/${id}`, { ...adjustment(o), employee_id: undefined });
    expect(errorsOf(await update({ requested_shift: '12PM - 9AM', date_of_request: '2026-03-11' }))).toEqual({
      requested_shift: [
        'The employee already works Mid-Shift 12NN-9AM on Mar 11 2026. Please choose another shift.',
      ],
    });
    expect(json(await t.call('GET', `/api/scheduleadjustment/get/${id}`))).toMatchObject({
      requested_shift: '11PM - 8AM',
      date_of_request: '2026-03-10',
    });
    // a decided request stays a 409 whatever it asks
    json(await decide('adjustment', id, decline));
    expect(json(await update({ requested_shift: '12PM - 9AM' }), 409).message).toBe(
      SCHEDULE_MESSAGES.notPending,
    );
  });
});

describe('bulk decisions (Approve selected, Decline selected)', () => {
  type Result = { id: number; full_name: string | null; status: string; message: string };
  const bulk = (kind: 'adjustment' | 'undertime', body: object, token?: string) =>
    t.call('POST', `/api/${kind}/approval/bulk`, body, token);
  const resultsOf = (res: { statusCode: number; body: string }) => json(res).data.results as Result[];
  let worker: number;
  beforeAll(async () => {
    worker = await hireVia(t, org, { first_name: 'Bernardo', last_name: 'Sarmiento' });
    json(
      await t.call('POST', '/api/workshifts/add', {
        employee_id: worker,
        schedule: 'Night-Shift',
        time: '10PM-7AM',
        timezone_id: tz,
        effective_from: '2025-03-03',
      }),
    );
  });
  const fileFor = (date: string, requested_shift: string) =>
    fileAdjustment({ employee_id: worker, date_of_request: date, requested_shift });
  const historyOf = async (adjustmentId: number) =>
    (
      await t.db.execute(
        sql`SELECT effective_from, time FROM shift_history WHERE adjustment_id = ${adjustmentId}`,
      )
    ).rows;
  const auditsOf = async (entity: string, id: number) =>
    (
      await t.db.execute<{ action: string }>(
        sql`SELECT action FROM audit_log WHERE entity = ${entity} AND entity_id = ${String(id)} ORDER BY id`,
      )
    ).rows.map((r) => r.action);

  it('approves every selected adjustment as a single approval does: its shift from its date, an audit row each', async () => {
    const ids = [await fileFor('2026-06-01', '8AM - 5PM'), await fileFor('2026-06-15', '9PM - 6AM')];
    expect(json(await bulk('adjustment', { ids, decision: 'approved' }))).toEqual({
      response: 'success',
      message: '2 schedule adjustments approved.',
      data: {
        results: ids.map((id) => ({
          id,
          full_name: 'Bernardo Sarmiento',
          status: 'approved',
          message: SCHEDULE_MESSAGES.approved,
        })),
        approved: 2,
        rejected: 0,
        failed: 0,
      },
    });
    expect(await historyOf(ids[0]!)).toEqual([{ effective_from: '2026-06-01', time: '8AM-5PM' }]);
    expect(await historyOf(ids[1]!)).toEqual([{ effective_from: '2026-06-15', time: '9PM-6AM' }]);
    for (const id of ids) {
      expect(json(await t.call('GET', `/api/scheduleadjustment/get/${id}`))).toMatchObject({
        hr_status: 'approved',
        hr_date_approved: today(),
        hr_reason_to_declined: null,
      });
      expect(await auditsOf('schedule_adjustment', id)).toEqual(['create', 'approve']);
    }
  });

  it('declines with the one reason, and fails a request decided or deleted meanwhile alone', async () => {
    const decided = await fileFor('2026-07-01', '6AM - 3PM');
    json(await decide('adjustment', decided, approve));
    const gone = await fileFor('2026-07-02', '7AM - 4PM');
    json(await t.call('DELETE', `/api/scheduleadjustment/delete/${gone}`));
    const ok = await fileFor('2026-07-03', '7AM - 4PM');
    const res = json(
      await bulk('adjustment', { ids: [decided, gone, ok], decision: 'rejected', reason: 'No coverage.' }),
    );
    expect(res.message).toBe('1 of 3 schedule adjustments declined. 2 could not be declined.');
    expect(res.data).toEqual({
      results: [
        {
          id: decided,
          full_name: 'Bernardo Sarmiento',
          status: 'error',
          message: SCHEDULE_MESSAGES.decided,
        },
        { id: gone, full_name: null, status: 'error', message: 'The schedule adjustment was not found.' },
        { id: ok, full_name: 'Bernardo Sarmiento', status: 'rejected', message: SCHEDULE_MESSAGES.declined },
      ],
      approved: 0,
      rejected: 1,
      failed: 2,
    });
    expect(json(await t.call('GET', `/api/scheduleadjustment/get/${decided}`)).hr_status).toBe('approved');
    expect(json(await t.call('GET', `/api/scheduleadjustment/get/${ok}`))).toMatchObject({
      hr_status: 'rejected',
      hr_reason_to_declined: 'No coverage.',
      hr_date_approved: today(),
    });
    expect(await historyOf(ok)).toEqual([]);
    expect(await auditsOf('schedule_adjustment', ok)).toEqual(['create', 'decline']);
  });

  it('decides each adjustment once when two HR users decide overlapping selections at once', async () => {
    // shifts the employee has not had: whichever of them is approved, the next still changes the shift
    const shifts = ['7AM - 4PM', '8AM - 5PM', '9AM - 7PM', '10AM - 8PM', '4PM - 1AM'];
    const ids: number[] = [];
    for (const [i, shift] of shifts.entries()) ids.push(await fileFor(`2026-08-${10 + i}`, shift));
    const [x, y] = await Promise.all([
      bulk('adjustment', { ids: ids.slice(0, 3), decision: 'approved' }),
      bulk('adjustment', { ids: ids.slice(1).reverse(), decision: 'rejected', reason: 'Full.' }, secondHr),
    ]);
    const results = [...resultsOf(x), ...resultsOf(y)];
    for (const id of ids) {
      const mine = results.filter((r) => r.id === id);
      const decided = mine.filter((r) => r.status !== 'error');
      expect(decided, `adjustment ${id}`).toHaveLength(1);
      expect(mine.filter((r) => r.status === 'error').map((r) => r.message)).toEqual(
        mine.length === 2 ? [SCHEDULE_MESSAGES.decided] : [],
      );
      const { hr_status } = json(await t.call('GET', `/api/scheduleadjustment/get/${id}`));
      expect(hr_status).toBe(decided[0]!.status);
      expect(await historyOf(id)).toHaveLength(hr_status === 'approved' ? 1 : 0);
      expect((await auditsOf('schedule_adjustment', id)).length).toBe(2);
    }
  });

  it('lets a single decision and a bulk decision racing on one request decide it once', async () => {
    const shifts = ['11PM - 8AM', '2PM - 11AM', '1PM - 10AM', '3PM - 12PM'];
    for (const [round, shift] of shifts.entries()) {
      const id = await fileFor(`2026-09-${10 + round}`, shift);
      const [single, many] = await Promise.all([
        decide('adjustment', id, decline, secondHr),
        bulk('adjustment', { ids: [id], decision: 'approved' }),
      ]);
      const bulkResult = resultsOf(many)[0]!;
      const singleWon = single.statusCode === 200;
      expect(bulkResult.status).toBe(singleWon ? 'error' : 'approved');
      if (!singleWon) expect(json(single, 409).title).toBe('Already decided');
      const { hr_status } = json(await t.call('GET', `/api/scheduleadjustment/get/${id}`));
      expect(hr_status).toBe(singleWon ? 'rejected' : 'approved');
      expect(await historyOf(id)).toHaveLength(singleWon ? 0 : 1);
    }
  });

  it('approves and declines undertime requests in bulk, each once, racing users included', async () => {
    const ids = [
      await fileUndertime({ employee_id: worker }),
      await fileUndertime({ employee_id: worker, date_of_undertime: '2026-03-06' }),
    ];
    expect(json(await bulk('undertime', { ids, decision: 'approved' }))).toMatchObject({
      message: '2 undertime requests approved.',
      data: { approved: 2, rejected: 0, failed: 0 },
    });
    for (const id of ids) {
      expect(json(await t.call('GET', `/api/undertimerequest/get/${id}`)).hr_status).toBe('approved');
      expect(await auditsOf('undertime_request', id)).toEqual(['create', 'approve']);
    }
    const again = json(await bulk('undertime', { ids, decision: 'rejected', reason: 'Too late.' }));
    expect(again.data.results.map((r: Result) => r.message)).toEqual([
      SCHEDULE_MESSAGES.decided,
      SCHEDULE_MESSAGES.decided,
    ]);
    const racing: number[] = [];
    for (let i = 0; i < 4; i++) racing.push(await fileUndertime({ employee_id: worker }));
    const [x, y] = await Promise.all([
      bulk('undertime', { ids: racing, decision: 'rejected', reason: 'Short-staffed.' }),
      bulk('undertime', { ids: [...racing].reverse(), decision: 'approved' }, secondHr),
    ]);
    const results = [...resultsOf(x), ...resultsOf(y)];
    for (const id of racing) {
      const decided = results.filter((r) => r.id === id && r.status !== 'error');
      expect(decided).toHaveLength(1);
      const detail = json(await t.call('GET', `/api/undertimerequest/get/${id}`));
      expect(detail.hr_status).toBe(decided[0]!.status);
      expect(detail.hr_reason_to_declined).toBe(detail.hr_status === 'rejected' ? 'Short-staffed.' : null);
    }
  });

  it('refuses a bad selection and a decline without a reason (422)', async () => {
    for (const kind of ['adjustment', 'undertime'] as const) {
      expect(errorsOf(await bulk(kind, { ids: [], decision: 'approved' })).ids).toBeDefined();
      expect(errorsOf(await bulk(kind, { ids: [5, 5], decision: 'approved' })).ids).toBeDefined();
      expect(
        errorsOf(
          await bulk(kind, { ids: Array.from({ length: 101 }, (_, i) => i + 1), decision: 'approved' }),
        ).ids,
      ).toEqual(['At most 100 requests can be decided at once.']);
      expect(errorsOf(await bulk(kind, { ids: ['1e3'], decision: 'approved' })).ids).toBeDefined();
      expect(errorsOf(await bulk(kind, { ids: [1], decision: 'rejected', reason: '' })).reason).toEqual([
        'Please give the reason for declining.',
      ]);
      expect(errorsOf(await bulk(kind, { ids: [1], decision: 'maybe' })).decision).toBeDefined();
      expect(errorsOf(await bulk(kind, {}))).toHaveProperty('ids');
    }
  });
});

describe('undertime requests', () => {
  it('files one for HR to decide (add form and manual encode), with the first two approvals given', async () => {
    const res = json(await t.call('POST', '/api/undertimerequest/add', undertime()));
    expect(res).toEqual({
      response: 'success',
      message: SCHEDULE_MESSAGES.submitted,
      data: { id: expect.any(Number) },
    });
    expect(json(await t.call('GET', `/api/undertimerequest/get/${res.data.id}`))).toEqual({
      id: res.data.id,
      employee_id: emp,
      emp_id: expect.any(String),
      full_name: 'Teodoro Macaraeg',
      position_name: 'Customer Service Representative',
      department_name: 'Operations',
      date_filled: today(),
      date_of_undertime: '2026-03-05',
      total_hours: 2,
      purpose: 'Medical check-up in the afternoon',
      tl_status: 'approved',
      tl_date_approved: today(),
      asm_status: 'approved',
      asm_date_approved: today(),
      hr_status: 'pending',
      hr_date_approved: null,
      hr_reason_to_declined: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(json(await t.call('GET', '/api/undertimerequest/get/2000000000'), 404).response).toBe('error');
    expect(errorsOf(await t.call('GET', '/api/undertimerequest/get/007'))).toHaveProperty('id');
    expect(errorsOf(await decide('undertime', 0, approve))).toHaveProperty('id');
  });

  it('takes a single digit of hours and refuses an unknown employee (422)', async () => {
    const add = (o: Record<string, unknown>) => t.call('POST', '/api/undertimerequest/add', undertime(o));
    for (const total_hours of [0, 10, 1.5, '1e1', ''])
      expect(errorsOf(await add({ total_hours }))).toHaveProperty('total_hours');
    expect(json(await add({ total_hours: '9' })).response).toBe('success');
    expect(errorsOf(await add({ employee_id: 2_000_000_000 }))).toHaveProperty('employee_id');
    expect(errorsOf(await add({ purpose: '' }))).toHaveProperty('purpose');
    expect(errorsOf(await add({ date_of_undertime: 'tomorrow' }))).toHaveProperty('date_of_undertime');
  });

  it('edits a pending one and refuses once decided (409)', async () => {
    const id = await fileUndertime();
    const update = (o: Record<string, unknown> = {}) =>
      t.call('POST', `/api/undertimerequest/update/${id}`, { ...undertime(o), employee_id: undefined });
    expect(json(await update({ total_hours: 4, purpose: 'Bank appointment' })).data).toEqual({ id });
    expect(json(await t.call('GET', `/api/undertimerequest/get/${id}`))).toMatchObject({
      total_hours: 4,
      purpose: 'Bank appointment',
    });
    expect(errorsOf(await update({ total_hours: 12 }))).toHaveProperty('total_hours');
    expect(
      json(await t.call('POST', '/api/undertimerequest/update/2000000000', undertime()), 404).response,
    ).toBe('error');
    json(await decide('undertime', id, approve));
    expect(json(await update(), 409)).toEqual({ response: 'error', message: SCHEDULE_MESSAGES.notPending });
  });

  it('is decided once, with a reason when declined, and changes no shift', async () => {
    const before = await historyRows();
    const id = await fileUndertime();
    expect(
      errorsOf(await decide('undertime', id, { hr_status: 'rejected', hr_reason_to_declined: ' ' })),
    ).toHaveProperty('hr_reason_to_declined');
    expect(json(await decide('undertime', id, { hr_status: 'pending' })).title).toBe('Saved');
    expect(json(await decide('undertime', id, { ...decline, hr_date_approved: '2026-03-01' }))).toEqual({
      response: 'success',
      title: 'Declined',
      message: SCHEDULE_MESSAGES.declined,
    });
    expect(json(await t.call('GET', `/api/undertimerequest/get/${id}`))).toMatchObject({
      hr_status: 'rejected',
      hr_date_approved: '2026-03-01',
      hr_reason_to_declined: 'The account needs full coverage.',
    });
    expect(json(await decide('undertime', id, approve), 409).title).toBe('Already decided');
    expect(json(await decide('undertime', 2_000_000_000, approve), 404).response).toBe('error');
    expect(await historyRows()).toEqual(before);
  });

  it('lets only one of two HR users racing to decide succeed', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await fileUndertime();
      const [a, b] = await Promise.all([
        decide('undertime', id, decline, secondHr),
        decide('undertime', id, approve),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect(json(await t.call('GET', `/api/undertimerequest/get/${id}`)).hr_status).toBe(
        a.statusCode === 200 ? 'rejected' : 'approved',
      );
    }
  });

  it('lists them searched by name, filtered by status and year, paged; deletes one', async () => {
    const other = await hireVia(t, org, { first_name: 'Leopoldo', last_name: 'Villareal' });
    const id = await fileUndertime({ employee_id: other, date_filled: '2025-11-20', total_hours: 3 });
    const page = json(await t.call('GET', '/api/undertimerequest?q=leopoldo'));
    expect(page.meta.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      id,
      full_name: 'Leopoldo Villareal',
      total_hours: 3,
      hr_status: 'pending',
    });
    expect(json(await t.call('GET', '/api/undertimerequest?q=leopoldo&status=approved')).meta.total).toBe(0);
    expect(
      json(await t.call('GET', '/api/undertimerequest?year=2025')).data.map((r: { id: number }) => r.id),
    ).toEqual([id]);
    const sorted = json(await t.call('GET', '/api/undertimerequest?sort=full_name&order=asc&per_page=2'));
    expect(sorted.meta.per_page).toBe(2);
    expect(sorted.meta.total).toBeGreaterThan(2);
    expect(errorsOf(await t.call('GET', '/api/undertimerequest?sort=purpose'))).toHaveProperty('sort');

    expect(json(await t.call('DELETE', `/api/undertimerequest/delete/${id}`))).toEqual({
      response: 'success',
      message: SCHEDULE_MESSAGES.deleted,
    });
    expect(json(await t.call('GET', '/api/undertimerequest?q=leopoldo')).meta.total).toBe(0);
    expect(json(await t.call('DELETE', `/api/undertimerequest/delete/${id}`), 404).response).toBe('error');
    expect(errorsOf(await t.call('DELETE', '/api/undertimerequest/delete/1.5'))).toHaveProperty('id');
  });
});
