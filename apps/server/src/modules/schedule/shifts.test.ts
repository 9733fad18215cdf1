import { addDays, companyDate } from '@hris/domain/company-clock';
import { SCHEDULE_MESSAGES } from '@hris/domain/schedule';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { scheduledJobs } from '../../jobs';
import { startJobs } from '../../plugins/jobs';
import { scheduleJobs } from './schedule.jobs';
import { shiftSegments } from './shifts.service';

/** The app's clock: the real one, moved forward by the tests that need a later day. */
let now = new Date();
const today = () => companyDate(now);

let t: TestApp;
let org: Org;
let tz: number;
let tz2: number;
beforeAll(async () => {
  t = await testApp({ clock: () => now });
  org = await makeOrg(t);
  const { rows } = await t.db.execute<{ id: number }>(sql`SELECT id FROM timezones ORDER BY id LIMIT 2`);
  [tz, tz2] = rows.map((r) => r.id) as [number, number];
});
afterAll(() => t.close());

const hire = (o: Record<string, unknown> = {}) => hireVia(t, org, o);
const shift = (o: Record<string, unknown> = {}) => ({
  schedule: 'Night-Shift',
  time: '10PM-7AM',
  timezone_id: tz,
  ...o,
});
const add = (employee_id: unknown, o: Record<string, unknown> = {}) =>
  t.call('POST', '/api/workshifts/add', { employee_id, ...shift(o) });
const assign = async (employee_id: number, o: Record<string, unknown> = {}): Promise<number> =>
  json(await add(employee_id, o)).data.id;
const change = (id: number, o: Record<string, unknown> = {}) =>
  t.call('POST', `/api/workshifts/update/${id}`, shift(o));
const current = async (emp: number, date?: string) =>
  json(await t.call('GET', `/api/getcurrentshift/get/${emp}${date ? `?date=${date}` : ''}`));
const history = async (emp: number) => json(await t.call('GET', `/api/workshifts/history/${emp}`));
const list = async (query = '') => json(await t.call('GET', `/api/workshifts${query}`));
const record = async (emp: number) =>
  (
    await t.db.execute<{ schedule: string | null; time: string | null; timezone_id: number | null }>(
      sql`SELECT schedule, time, timezone_id FROM employees WHERE id = ${emp}`,
    )
  ).rows[0];
const options = async (url: string, q = '') =>
  (json(await t.call('GET', `/api/${url}?limit=100${q}`)) as { id: number }[]).map((o) => o.id);
const syncJob = () => scheduleJobs[0]!.run(t.db, now);

describe('the guard on every work-shift call', () => {
  it('answers 401 without a token and 403 for office staff', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/workshifts'],
      ['GET', '/api/employeeworkshift'],
      ['GET', '/api/employeenosched'],
      ['POST', '/api/workshifts/add', shift({ employee_id: 1 })],
      ['POST', '/api/workshifts/update/1', shift()],
      ['DELETE', '/api/workshifts/delete/1'],
      ['GET', '/api/workshifts/history/1'],
      ['GET', '/api/getcurrentshift/get/1'],
    ] as const)
      await expectGuarded(t, method, url, body);
  });
});

describe('assigning a shift (api/workshifts/add)', () => {
  it('records the assignment from today, lists the employee and keeps the employee record in step', async () => {
    const emp = await hire({ first_name: 'Arturo', last_name: 'Dimaculangan' });
    expect(await options('employeenosched')).toContain(emp);
    expect(await options('employeeworkshift')).not.toContain(emp);

    const res = json(await add(emp));
    expect(res).toEqual({
      response: 'success',
      message: SCHEDULE_MESSAGES.saved,
      data: { id: expect.any(Number) },
    });
    const rowId = res.data.id;
    expect(await history(emp)).toEqual([
      {
        id: rowId,
        effective_from: today(),
        schedule: 'Night-Shift',
        time: '10PM-7AM',
        timezone_name: expect.any(String),
        source: 'assignment',
        adjustment_id: null,
        created_at: expect.any(String),
      },
    ]);
    expect(await record(emp)).toEqual({ schedule: 'Night-Shift', time: '10PM-7AM', timezone_id: tz });

    const page = await list('?q=Dimaculangan');
    expect(page.meta.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      id: rowId,
      employee_id: emp,
      full_name: 'Arturo Dimaculangan',
      position_name: 'Customer Service Representative',
      schedule: 'Night-Shift',
      time: '10PM-7AM',
      status: 'probationary',
      timezone_id: tz,
      effective_from: today(),
    });
    expect(await options('employeenosched')).not.toContain(emp);
    expect(await options('employeeworkshift')).toContain(emp);
  });

  it('refuses an employee who has a shift, an unknown employee, and a time or group the shift list does not have (422)', async () => {
    const emp = await hire();
    await assign(emp);
    expect(errorsOf(await add(emp, { schedule: 'Day-Shift', time: '8AM-5PM' }))).toHaveProperty(
      'employee_id',
    );
    expect(errorsOf(await add(2_000_000_000))).toHaveProperty('employee_id');
    const other = await hire();
    expect(errorsOf(await add(other, { time: '8AM-5PM' }))).toHaveProperty('time');
    expect(errorsOf(await add(other, { schedule: 'Evening-Shift' }))).toHaveProperty('schedule');
    expect(errorsOf(await add(other, { timezone_id: 2_000_000_000 }))).toHaveProperty('timezone_id');
    expect(errorsOf(await add(other, { effective_from: '2026-02-30' }))).toHaveProperty('effective_from');
    expect(errorsOf(await add('x'))).toHaveProperty('employee_id');
    expect(await history(other)).toEqual([]);
  });
});

describe('changing a shift (api/workshifts/update/{id})', () => {
  it('records a change from today; a second change the same day replaces that day’s row', async () => {
    const emp = await hire();
    const first = await assign(emp, { effective_from: '2025-03-03' });
    const changed = json(await change(first, { schedule: 'Day-Shift', time: '8AM-5PM', timezone_id: tz2 }))
      .data.id;
    expect(await record(emp)).toEqual({ schedule: 'Day-Shift', time: '8AM-5PM', timezone_id: tz2 });
    // {id} may be any of the employee's rows; the same day's row is replaced, not added to
    const again = json(await change(first, { schedule: 'Mid-Shift', time: '4AM-1PM' })).data.id;
    expect(again).toBe(changed);
    const rows = await history(emp);
    expect(
      rows.map((r: { effective_from: string; source: string; time: string }) => [
        r.effective_from,
        r.source,
        r.time,
      ]),
    ).toEqual([
      [today(), 'change', '4AM-1PM'],
      ['2025-03-03', 'assignment', '10PM-7AM'],
    ]);
    expect(await record(emp)).toEqual({ schedule: 'Mid-Shift', time: '4AM-1PM', timezone_id: tz });
    expect((await current(emp, '2025-06-01')).time).toBe('10PM-7AM');
  });

  it('answers 404 for an unknown row and 422 for a time of another group', async () => {
    expect(json(await change(2_000_000_000), 404).response).toBe('error');
    const emp = await hire();
    const id = await assign(emp);
    expect(errorsOf(await change(id, { schedule: 'Day-Shift', time: '10PM-7AM' }))).toHaveProperty('time');
    expect(errorsOf(await change(id, { timezone_id: 2_000_000_000 }))).toHaveProperty('timezone_id');
    expect(errorsOf(await t.call('POST', '/api/workshifts/update/0x10', shift()))).toHaveProperty('id');
  });

  it('leaves the record alone until a change dated in the future comes into force, then the daily job applies it', async () => {
    const emp = await hire();
    const id = await assign(emp, { effective_from: '2025-03-03' });
    const start = today();
    const later = addDays(start, 3);
    json(await change(id, { schedule: 'Day-Shift', time: '9AM-6PM', effective_from: later }));
    expect(await record(emp)).toEqual({ schedule: 'Night-Shift', time: '10PM-7AM', timezone_id: tz });
    expect((await current(emp)).time).toBe('10PM-7AM');
    expect((await current(emp, later)).time).toBe('9AM-6PM');
    expect(await syncJob()).toBeNull(); // nothing has come into force yet

    const saved = now;
    try {
      now = new Date(now.getTime() + 3 * 86_400_000);
      expect(today()).toBe(later);
      // today's list and shift already read the history; the record waits for the job
      expect((await current(emp)).time).toBe('9AM-6PM');
      expect(await record(emp)).toEqual({ schedule: 'Night-Shift', time: '10PM-7AM', timezone_id: tz });
      expect(await syncJob()).toMatch(/employee records brought in step/);
      expect(await record(emp)).toEqual({ schedule: 'Day-Shift', time: '9AM-6PM', timezone_id: tz });
      expect(await syncJob()).toBeNull(); // idempotent
    } finally {
      now = saved;
    }
  });

  it('is applied at start too (the job is registered with its catch-up)', async () => {
    const emp = await hire();
    const id = await assign(emp, { effective_from: '2025-03-03' });
    const later = addDays(today(), 2);
    json(await change(id, { schedule: 'Mid-Shift', time: '1AM-10AM', effective_from: later }));
    expect(scheduledJobs.map((j) => j.name)).toContain('shift-sync');
    const jobs = await startJobs(
      t.tdb.url,
      t.db,
      scheduledJobs,
      () => {},
      () => new Date(`${later}T00:30:00+08:00`),
    );
    await jobs.stop();
    expect(await record(emp)).toEqual({ schedule: 'Mid-Shift', time: '1AM-10AM', timezone_id: tz });
  });
});

describe('removing a shift (api/workshifts/delete/{id})', () => {
  it('ends the shift from today on: off the list, back in the no-shift select, the record cleared, the history kept', async () => {
    const emp = await hire({ last_name: 'Removido' });
    const id = await assign(emp, { effective_from: '2025-03-03' });
    expect(json(await t.call('DELETE', `/api/workshifts/delete/${id}`))).toEqual({
      response: 'success',
      message: SCHEDULE_MESSAGES.deleted,
    });
    expect((await list('?q=Removido')).meta.total).toBe(0);
    expect(await options('employeenosched', '&q=Removido')).toContain(emp);
    expect(await record(emp)).toEqual({ schedule: null, time: null, timezone_id: null });
    expect((await history(emp)).map((r: { source: string }) => r.source)).toEqual(['removal', 'assignment']);
    expect(await current(emp)).toMatchObject({
      schedule: null,
      time: null,
      starts_at: null,
      effective_from: null,
    });
    expect((await current(emp, '2025-04-01')).schedule).toBe('Night-Shift');
    // nothing left to remove
    expect(json(await t.call('DELETE', `/api/workshifts/delete/${id}`), 409).response).toBe('error');
    // and a new shift can be assigned again
    await assign(emp, { schedule: 'Day-Shift', time: '7AM-4PM' });
    expect((await list('?q=Removido')).meta.total).toBe(1);
  });

  it('answers 404 for an unknown row and 422 for an id that is not one', async () => {
    expect(json(await t.call('DELETE', '/api/workshifts/delete/2000000000'), 404).response).toBe('error');
    expect(errorsOf(await t.call('DELETE', '/api/workshifts/delete/abc'))).toHaveProperty('id');
  });
});

describe('the shift of a day (api/getcurrentshift/get/{employee_id})', () => {
  it('gives a night shift that crosses midnight its end on the next day', async () => {
    const emp = await hire();
    await assign(emp, { effective_from: '2025-03-03' });
    expect(await current(emp, '2026-03-10')).toEqual({
      employee_id: emp,
      date: '2026-03-10',
      schedule: 'Night-Shift',
      time: '10PM-7AM',
      timezone_id: tz,
      timezone_name: expect.any(String),
      effective_from: '2025-03-03',
      starts_at: '2026-03-10T22:00:00+08:00',
      ends_at: '2026-03-11T07:00:00+08:00',
    });
    // the legacy's 12NN of a Mid-Shift is midnight
    const mid = await hire();
    await assign(mid, { schedule: 'Mid-Shift', time: '12NN-9AM', effective_from: '2025-03-03' });
    expect(await current(mid, '2026-12-31')).toMatchObject({
      starts_at: '2026-12-31T00:00:00+08:00',
      ends_at: '2026-12-31T09:00:00+08:00',
    });
  });

  it('answers all null before the first shift, today without a date, 404 for an unknown employee, 422 for a bad date', async () => {
    const emp = await hire();
    await assign(emp, { effective_from: '2025-05-01' });
    expect(await current(emp, '2025-04-30')).toEqual({
      employee_id: emp,
      date: '2025-04-30',
      schedule: null,
      time: null,
      timezone_id: null,
      timezone_name: null,
      effective_from: null,
      starts_at: null,
      ends_at: null,
    });
    expect((await current(emp)).date).toBe(today());
    expect(json(await t.call('GET', '/api/getcurrentshift/get/2000000000'), 404).response).toBe('error');
    expect(errorsOf(await t.call('GET', `/api/getcurrentshift/get/${emp}?date=2025-13-01`))).toHaveProperty(
      'date',
    );
  });

  it('gives the history newest first; 404 for an unknown employee', async () => {
    expect(json(await t.call('GET', '/api/workshifts/history/2000000000'), 404).response).toBe('error');
    expect(errorsOf(await t.call('GET', '/api/workshifts/history/-1'))).toHaveProperty('employee_id');
  });
});

describe('the Work Shifts list and the selects', () => {
  it('searches, filters by shift group, sorts and pages on the server', async () => {
    const a = await hire({ first_name: 'Zenaida', last_name: 'Quisumbing' });
    const b = await hire({ first_name: 'Zenaida', last_name: 'Quiambao' });
    const c = await hire({ first_name: 'Zenaida', last_name: 'Quintos' });
    await assign(a, { schedule: 'Day-Shift', time: '6AM-3PM' });
    await assign(b, { schedule: 'Night-Shift', time: '9PM-6AM' });
    await assign(c, { schedule: 'Night-Shift', time: '7PM-4AM' });
    const byName = await list('?q=zenaida&sort=full_name&order=desc&per_page=2');
    expect(byName.meta).toEqual({ page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(byName.data.map((r: { employee_id: number }) => r.employee_id)).toEqual([a, c]); // Quisumbing, Quintos (then Quiambao)
    const night = await list('?q=zenaida&schedule=Night-Shift&sort=time');
    expect(night.data.map((r: { time: string }) => r.time)).toEqual(['7PM-4AM', '9PM-6AM']);
    expect(night.meta.total).toBe(2);
    // the count (of a full page) leaves out an employee whose shift was removed
    const removed = await hire();
    const rowId = await assign(removed);
    json(await t.call('DELETE', `/api/workshifts/delete/${rowId}`));
    const all = await list('?per_page=500');
    expect(all.data.some((r: { employee_id: number }) => r.employee_id === removed)).toBe(false);
    expect((await list('?per_page=1')).meta.total).toBe(all.data.length);
    expect((await list('?per_page=1&q=zenaida')).meta.total).toBe(3);
    expect((await list('?schedule=Night-Shift&per_page=1')).meta.total).toBe(
      all.data.filter((r: { schedule: string }) => r.schedule === 'Night-Shift').length,
    );
    expect(await options('employeeworkshift', '&q=zenaida')).toHaveLength(3);
  });

  it('refuses an unknown sort, group or page (422)', async () => {
    expect(errorsOf(await t.call('GET', '/api/workshifts?sort=salary'))).toHaveProperty('sort');
    expect(errorsOf(await t.call('GET', '/api/workshifts?schedule=Evening'))).toHaveProperty('schedule');
    expect(errorsOf(await t.call('GET', '/api/workshifts?page=0'))).toHaveProperty('page');
    expect(errorsOf(await t.call('GET', '/api/employeenosched?limit=1000'))).toHaveProperty('limit');
    expect(errorsOf(await t.call('GET', '/api/employeeworkshift?limit=0'))).toHaveProperty('limit');
  });

  it('offers only active employees without a shift to assign one to', async () => {
    const gone = await hire({ last_name: 'Yapchiongco' });
    json(
      await t.call('POST', `/api/jobinformation/update/inactive/${gone}`, {
        status: 'resigned',
        resignation_date: '2025-10-01',
      }),
    );
    expect(await options('employeenosched', '&q=Yapchiongco&include_inactive=1')).toEqual([]);
  });
});

describe('the datasheet records the shift history', () => {
  it('a new employee’s shift is their first row, from the employment date; an HR edit of it is a change from today', async () => {
    const emp = await hire({
      schedule: 'Day-Shift',
      time: '9AM-6PM',
      timezone_id: tz,
      employment_date: '2025-04-07',
      training_start: '2025-04-07',
    });
    expect(
      (await history(emp)).map((r: { effective_from: string; source: string }) => [
        r.effective_from,
        r.source,
      ]),
    ).toEqual([['2025-04-07', 'assignment']]);
    const edit = async (body: object) =>
      json(await t.call('POST', `/api/updateemployeebyhr/update/${emp}`, body));
    await edit({ schedule: 'Night-Shift', time: '6PM-3AM' });
    // the employee service's today is the real one, as the app's clock here
    const rows = await history(emp);
    expect(
      rows.map((r: { effective_from: string; source: string; time: string }) => [
        r.effective_from,
        r.source,
        r.time,
      ]),
    ).toEqual([
      [companyDate(new Date()), 'change', '6PM-3AM'],
      ['2025-04-07', 'assignment', '9AM-6PM'],
    ]);
    expect((await current(emp, '2025-05-01')).time).toBe('9AM-6PM');
    // an edit that leaves the shift alone records nothing; a time zone change does
    await edit({ note: 'Moved to the night team.' });
    expect(await history(emp)).toHaveLength(2);
    await edit({ timezone_id: tz2 });
    expect((await history(emp))[0]).toMatchObject({ source: 'change', time: '6PM-3AM' });
    expect(await history(emp)).toHaveLength(2);
    expect(await record(emp)).toEqual({ schedule: 'Night-Shift', time: '6PM-3AM', timezone_id: tz2 });
    // clearing it is a removal
    await edit({ schedule: null, time: null });
    expect((await history(emp))[0]).toMatchObject({ source: 'removal', schedule: null });
    expect(await current(emp)).toMatchObject({ schedule: null });
  });

  it('a future hire keeps the shift they start with on their record', async () => {
    const start = addDays(companyDate(new Date()), 20);
    const emp = await hire({
      schedule: 'Mid-Shift',
      time: '2AM-11AM',
      timezone_id: tz,
      employment_date: start,
      training_start: start,
    });
    expect(await record(emp)).toEqual({ schedule: 'Mid-Shift', time: '2AM-11AM', timezone_id: tz });
    json(await t.call('POST', `/api/updateemployeebyhr/update/${emp}`, { time: '3AM-12NN' }));
    expect(
      (await history(emp)).map((r: { effective_from: string; time: string }) => [r.effective_from, r.time]),
    ).toEqual([[start, '3AM-12NN']]);
    expect(await record(emp)).toEqual({ schedule: 'Mid-Shift', time: '3AM-12NN', timezone_id: tz });
    await syncJob();
    expect(await record(emp)).toEqual({ schedule: 'Mid-Shift', time: '3AM-12NN', timezone_id: tz });
  });
});

describe('shiftSegments (the attendance grid’s shifts of a range)', () => {
  it('gives each employee’s rows in force on any day of the range, clipped to it, in one query', async () => {
    const emp = await hire();
    const id = await assign(emp, { effective_from: '2025-03-03' });
    json(await change(id, { schedule: 'Day-Shift', time: '8AM-5PM', effective_from: '2026-01-10' }));
    json(await change(id, { schedule: 'Mid-Shift', time: '2AM-11AM', effective_from: '2026-01-20' }));
    json(await change(id, { schedule: 'Night-Shift', time: '9PM-6AM', effective_from: '2026-03-01' }));
    const none = await hire(); // no shift: no segment

    const segments = await shiftSegments(t.db, '2026-01-01', '2026-01-31');
    expect(segments.filter((s) => s.employee_id === emp)).toEqual([
      {
        employee_id: emp,
        from: '2026-01-01',
        to: '2026-01-09',
        schedule: 'Night-Shift',
        time: '10PM-7AM',
        timezone_id: tz,
      },
      {
        employee_id: emp,
        from: '2026-01-10',
        to: '2026-01-19',
        schedule: 'Day-Shift',
        time: '8AM-5PM',
        timezone_id: tz,
      },
      {
        employee_id: emp,
        from: '2026-01-20',
        to: '2026-01-31',
        schedule: 'Mid-Shift',
        time: '2AM-11AM',
        timezone_id: tz,
      },
    ]);
    expect(segments.some((s) => s.employee_id === none)).toBe(false);
    // a range that starts on a change day, and one before the first shift
    expect(
      (await shiftSegments(t.db, '2026-01-20', '2026-03-05')).filter((s) => s.employee_id === emp),
    ).toEqual([
      expect.objectContaining({ from: '2026-01-20', to: '2026-02-28', time: '2AM-11AM' }),
      expect.objectContaining({ from: '2026-03-01', to: '2026-03-05', time: '9PM-6AM' }),
    ]);
    expect(
      (await shiftSegments(t.db, '2024-01-01', '2024-01-31')).filter((s) => s.employee_id === emp),
    ).toEqual([]);
  });
});
