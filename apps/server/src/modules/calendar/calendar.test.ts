import { companyDate } from '@hris/domain/company-clock';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { makeOrg, type Org } from '../../../test/fixtures';
import { auditLog } from '../../plugins/audit.tables';
import { calendarEvents } from './calendar.tables';

let t: TestApp;
let org: Org;
beforeAll(async () => {
  t = await testApp();
  org = await makeOrg(t);
});
afterAll(() => t.close());

const row = (over: Record<string, unknown> = {}) => ({
  name: 'Town hall',
  start: '2026-03-10',
  type: 3,
  h_type: '',
  display: 0,
  ...over,
});
const add = async (...rows: Record<string, unknown>[]) =>
  json(await t.call('POST', '/api/calendar/add', { calendar_content: rows })).data.ids as number[];
const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(calendarEvents))[0]!.n;
const month = async (query: string) => json(await t.call('GET', `/api/allcalendar?${query}`));
const list = async (query = '') => json(await t.call('GET', `/api/calendar${query}`));

describe('POST api/calendar/add', () => {
  it('saves every row of the form, each audited, and the month view shows them', async () => {
    const res = json(
      await t.call('POST', '/api/calendar/add', {
        calendar_content: [
          row({ name: 'Araw ng Kagitingan', start: '2026-04-09', type: 2, h_type: 1 }),
          row({ name: 'Client visit', start: '2026-04-08', type: 3, display: org.subA }),
          row({ name: 'Black Saturday', start: '2026-04-04', type: '2', h_type: '2', display: '0' }),
        ],
      }),
    );
    expect(res).toEqual({
      response: 'success',
      message: 'You successfully saved your changes',
      data: { ids: [expect.any(Number), expect.any(Number), expect.any(Number)] },
    });
    const [kagitingan, visit, saturday] = res.data.ids as number[];
    const events = await month('start=2026-04-01&end=2026-04-30');
    expect(events).toEqual([
      {
        id: saturday,
        name: 'Black Saturday',
        event_type: 2,
        holiday_type: 2,
        date_event: '2026-04-04',
        sub_department_id: 0,
        sub_department_name: 'All',
      },
      {
        id: visit,
        name: 'Client visit',
        event_type: 3,
        holiday_type: null,
        date_event: '2026-04-08',
        sub_department_id: org.subA,
        sub_department_name: 'CD-HW',
      },
      {
        id: kagitingan,
        name: 'Araw ng Kagitingan',
        event_type: 2,
        holiday_type: 1,
        date_event: '2026-04-09',
        sub_department_id: 0,
        sub_department_name: 'All',
      },
    ]);
    // everyone's events are stored without a sub-department
    const [stored] = await t.db.select().from(calendarEvents).where(eq(calendarEvents.id, kagitingan!));
    expect(stored).toMatchObject({
      sub_department_id: null,
      holiday_type: 1,
      created_by: expect.any(Number),
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'calendar_event'), eq(auditLog.action, 'create')));
    expect(audits.map((a) => Number(a.entity_id)).sort()).toEqual([...res.data.ids].sort());
    expect(audits.find((a) => Number(a.entity_id) === visit)?.after).toMatchObject({
      name: 'Client visit',
      sub_department_id: org.subA,
    });
  });

  it('takes the rows as JSON text, as the legacy form sends them', async () => {
    const text = JSON.stringify([row({ name: 'Company outing', start: '2026-05-15', type: 6 })]);
    const res = json(await t.call('POST', '/api/calendar/add', { calendar_content: text }));
    expect(res.data.ids).toHaveLength(1);
  });

  it('names the row and the field of a holiday without its holiday type', async () => {
    const before = await count();
    const res = await t.call('POST', '/api/calendar/add', {
      calendar_content: [row(), row({ name: 'Labor Day', start: '2026-05-01', type: 2, h_type: '' })],
    });
    expect(errorsOf(res)).toEqual({
      'calendar_content.1.h_type': ['Row 2: Please choose the holiday type.'],
    });
    expect(res.json().message).toBe('Row 2: Please choose the holiday type.');
    expect(await count()).toBe(before);
  });

  it('names every field a row lacks: name, date, type, target', async () => {
    const res = await t.call('POST', '/api/calendar/add', {
      calendar_content: [row(), { h_type: '' }],
    });
    const errors = errorsOf(res);
    expect(Object.keys(errors).sort()).toEqual([
      'calendar_content.1.display',
      'calendar_content.1.name',
      'calendar_content.1.start',
      'calendar_content.1.type',
    ]);
    expect(errors['calendar_content.1.name']).toEqual(['Row 2: The event name field is required.']);
    expect(errors['calendar_content.1.start']?.[0]).toBe('Row 2: The date field is required.');
    expect(errors['calendar_content.1.type']).toEqual(['Row 2: Please choose the event type.']);
    expect(errors['calendar_content.1.display']).toEqual(['Row 2: Please choose a sub-department or All.']);
  });

  it('saves nothing when the third row is refused (all or none)', async () => {
    const before = await count();
    const refused = await t.call('POST', '/api/calendar/add', {
      calendar_content: [
        row({ name: 'First of three' }),
        row({ name: 'Second of three' }),
        row({ name: '', start: '2026-02-30' }),
      ],
    });
    expect(Object.keys(errorsOf(refused)).sort()).toEqual([
      'calendar_content.2.name',
      'calendar_content.2.start',
    ]);
    expect(await count()).toBe(before);
  });

  it('saves nothing when a row names a sub-department that does not exist', async () => {
    const before = await count();
    const res = await t.call('POST', '/api/calendar/add', {
      calendar_content: [
        row({ name: 'Fine' }),
        row({ name: 'Also fine', display: org.subB }),
        row({ display: 999_999 }),
      ],
    });
    expect(errorsOf(res)).toEqual({
      'calendar_content.2.display': ['Row 3: The selected sub-department does not exist.'],
    });
    expect(res.json().message).toBe('Row 3: The selected sub-department does not exist.');
    expect(await count()).toBe(before);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'calendar_event'));
    expect(audits.some((a) => (a.after as { name?: string } | null)?.name === 'Also fine')).toBe(false);
  });

  it('refuses a body that is not a list of rows', async () => {
    for (const calendar_content of [undefined, [], 'not json', {}, 42]) {
      const res = await t.call('POST', '/api/calendar/add', { calendar_content });
      expect(Object.keys(errorsOf(res))).toEqual(['calendar_content']);
    }
  });

  it('is for HR only', async () => {
    await expectGuarded(t, 'POST', '/api/calendar/add', { calendar_content: [row()] });
  });
});

describe('GET api/allcalendar', () => {
  let own: number | undefined;
  let others: number | undefined;
  let everyone: number | undefined;
  beforeAll(async () => {
    [own, others, everyone] = await add(
      row({ name: 'CD-HW rest day', start: '2026-09-05', type: 7, display: org.subA }),
      row({ name: 'VA-US meeting', start: '2026-09-02', type: 3, display: org.subB }),
      row({ name: 'Company party', start: '2026-09-02', type: 6 }),
    );
  });

  it('gives the events from start to end, both included, in date order', async () => {
    const events = await month('start=2026-09-02&end=2026-09-05');
    // two on the 2nd (by id: saved in that order), one on the 5th
    expect(events.map((e: { id: number }) => e.id)).toEqual([others, everyone, own]);
    expect(await month('start=2026-09-03&end=2026-09-04')).toEqual([]);
    expect((await month('start=2026-09-05&end=2026-09-05')).map((e: { id: number }) => e.id)).toEqual([own]);
  });

  it("gives a sub-department's own events and everyone's", async () => {
    const events = await month(`start=2026-09-01&end=2026-09-30&sub_department_id=${org.subA}`);
    expect(events.map((e: { name: string }) => e.name)).toEqual(['Company party', 'CD-HW rest day']);
  });

  it('refuses a range that ends before it starts or is longer than 366 days', async () => {
    expect(errorsOf(await t.call('GET', '/api/allcalendar?start=2026-09-10&end=2026-09-01'))).toEqual({
      end: ['The end date may not be before the start date.'],
    });
    expect(errorsOf(await t.call('GET', '/api/allcalendar?start=2026-01-01&end=2027-01-02'))).toEqual({
      end: ['Ask for at most 366 days at once.'],
    });
    expect(json(await t.call('GET', '/api/allcalendar?start=2026-01-01&end=2027-01-01'))).toBeInstanceOf(
      Array,
    );
    expect(
      Object.keys(errorsOf(await t.call('GET', '/api/allcalendar?start=2026-09-01&end=2026-02-30'))),
    ).toEqual(['end']);
    expect(
      Object.keys(
        errorsOf(await t.call('GET', '/api/allcalendar?start=2026-09-01&end=2026-09-30&sub_department_id=0')),
      ),
    ).toEqual(['sub_department_id']);
  });

  it('without start or end reads the month of the other, or this month', async () => {
    const ids = (events: { id: number }[]) => events.map((e) => e.id);
    expect(ids(await month('start=2026-09-03'))).toEqual([own]);
    expect(ids(await month('end=2026-09-04'))).toEqual([others, everyone]);
    const thisMonth = companyDate(new Date()).slice(0, 7);
    const [mine] = await add(row({ name: 'This month', start: `${thisMonth}-01`, type: 3 }));
    expect(ids(await month(''))).toContain(mine);
  });

  it('is for HR only', async () => {
    await expectGuarded(t, 'GET', '/api/allcalendar?start=2026-09-01&end=2026-09-30');
  });
});

describe('GET api/calendar (the Calendar Event list)', () => {
  beforeAll(async () => {
    await add(
      row({ name: 'Quarterly Review', start: '2025-03-03', type: 1 }),
      row({ name: 'quarterly planning', start: '2025-06-02', type: 3, display: org.subB }),
      row({ name: '100% attendance awards', start: '2025-07-07', type: 4 }),
      row({ name: 'Rizal Day', start: '2025-12-30', type: 2, h_type: 1 }),
    );
  });

  it('pages the events with their targets', async () => {
    const page = await list('?year=2025&per_page=3&sort=date_event&order=asc');
    expect(page.meta).toEqual({ page: 1, per_page: 3, total: 4, last_page: 2 });
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Quarterly Review',
      event_type: 1,
      holiday_type: null,
      date_event: '2025-03-03',
      sub_department_id: 0,
      sub_department_name: 'All',
    });
    const second = await list('?year=2025&per_page=3&page=2');
    expect(second.data.map((e: { name: string }) => e.name)).toEqual(['Rizal Day']);
    expect((await list()).meta.per_page).toBe(20);
  });

  it('searches a part of the name, whatever its case, taking % and _ literally', async () => {
    const names = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}&sort=date_event`)).data.map((e: { name: string }) => e.name);
    expect(await names('QUARTERLY')).toEqual(['Quarterly Review', 'quarterly planning']);
    expect(await names('terly rev')).toEqual(['Quarterly Review']);
    expect(await names('100%')).toEqual(['100% attendance awards']);
    expect(await names('%')).toEqual(['100% attendance awards']);
    expect(await names('_')).toEqual([]);
  });

  it('filters by year, type and target (0 is everyone)', async () => {
    const names = async (query: string) =>
      (await list(`${query}&sort=date_event`)).data.map((e: { name: string }) => e.name);
    expect(await names('?year=2025&event_type=2')).toEqual(['Rizal Day']);
    expect(await names(`?year=2025&sub_department_id=${org.subB}`)).toEqual(['quarterly planning']);
    expect(await names('?year=2025&sub_department_id=0')).toEqual([
      'Quarterly Review',
      '100% attendance awards',
      'Rizal Day',
    ]);
    expect((await list('?year=2019')).data).toEqual([]);
  });

  it('sorts by the allowed columns only', async () => {
    const desc = await list('?year=2025&sort=date_event&order=desc');
    expect(desc.data.map((e: { date_event: string }) => e.date_event)).toEqual([
      '2025-12-30',
      '2025-07-07',
      '2025-06-02',
      '2025-03-03',
    ]);
    expect(Object.keys(errorsOf(await t.call('GET', '/api/calendar?sort=created_at')))).toEqual(['sort']);
    expect(Object.keys(errorsOf(await t.call('GET', '/api/calendar?year=2018')))).toEqual(['year']);
    expect(Object.keys(errorsOf(await t.call('GET', '/api/calendar?event_type=8')))).toEqual(['event_type']);
  });

  it('is for HR only', async () => {
    await expectGuarded(t, 'GET', '/api/calendar');
  });
});

describe('POST api/calendar/update/{id}', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    name: 'National Heroes Day',
    event_type: 2,
    holiday_type: 1,
    date_event: '2026-08-31',
    sub_department_id: 0,
    ...over,
  });

  it('changes an event and audits what changed', async () => {
    const [id] = await add(row({ name: 'Heroes', start: '2026-08-30', type: 3, display: org.subA }));
    const res = json(await t.call('POST', `/api/calendar/update/${id}`, body()));
    expect(res).toEqual({ response: 'success', message: 'You successfully saved your changes' });
    const [event] = await month('start=2026-08-31&end=2026-08-31');
    expect(event).toEqual({
      id,
      name: 'National Heroes Day',
      event_type: 2,
      holiday_type: 1,
      date_event: '2026-08-31',
      sub_department_id: 0,
      sub_department_name: 'All',
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'calendar_event'),
          eq(auditLog.action, 'update'),
          eq(auditLog.entity_id, String(id)),
        ),
      );
    expect(audit?.before).toMatchObject({ name: 'Heroes', sub_department_id: org.subA, holiday_type: null });
    expect(audit?.after).toMatchObject({
      name: 'National Heroes Day',
      sub_department_id: null,
      holiday_type: 1,
    });
    // and to a sub-department, as a meeting
    json(
      await t.call(
        'POST',
        `/api/calendar/update/${id}`,
        body({ event_type: 3, holiday_type: null, sub_department_id: String(org.subB) }),
      ),
    );
    expect((await month('start=2026-08-31&end=2026-08-31'))[0]).toMatchObject({
      event_type: 3,
      holiday_type: null,
      sub_department_id: org.subB,
      sub_department_name: 'VA-US',
    });
  });

  it('refuses a holiday without its type, an unknown sub-department and missing fields', async () => {
    const [id] = await add(row({ name: 'Unchanged', start: '2026-10-01' }));
    expect(
      errorsOf(await t.call('POST', `/api/calendar/update/${id}`, body({ holiday_type: null }))),
    ).toEqual({
      holiday_type: ['Please choose the holiday type.'],
    });
    expect(
      errorsOf(await t.call('POST', `/api/calendar/update/${id}`, body({ sub_department_id: 999_999 }))),
    ).toEqual({ sub_department_id: ['The selected sub-department does not exist.'] });
    const missing = errorsOf(await t.call('POST', `/api/calendar/update/${id}`, {}));
    expect(Object.keys(missing).sort()).toEqual(['date_event', 'event_type', 'name', 'sub_department_id']);
    const [event] = await month('start=2026-10-01&end=2026-10-01');
    expect(event).toMatchObject({ name: 'Unchanged', event_type: 3 });
  });

  it('answers 404 for an unknown event and 422 for an id that is not one', async () => {
    expect(json(await t.call('POST', '/api/calendar/update/999999', body()), 404).message).toBe(
      'The event was not found.',
    );
    expect(Object.keys(errorsOf(await t.call('POST', '/api/calendar/update/abc', body())))).toEqual(['id']);
  });

  it('is for HR only', async () => {
    await expectGuarded(t, 'POST', '/api/calendar/update/1', body());
  });
});

describe('DELETE api/calendar/delete/{id}', () => {
  it('removes an event, audited, then answers 404', async () => {
    const [id] = await add(row({ name: 'Cancelled meeting', start: '2026-11-11' }));
    expect(json(await t.call('DELETE', `/api/calendar/delete/${id}`))).toEqual({
      response: 'success',
      message: 'You successfully deleted this file',
    });
    expect(await month('start=2026-11-11&end=2026-11-11')).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete'), eq(auditLog.entity_id, String(id))));
    expect(audit?.before).toMatchObject({ name: 'Cancelled meeting' });
    expect(json(await t.call('DELETE', `/api/calendar/delete/${id}`), 404).message).toBe(
      'The event was not found.',
    );
    expect(Object.keys(errorsOf(await t.call('DELETE', '/api/calendar/delete/0')))).toEqual(['id']);
  });

  it('is for HR only', async () => {
    await expectGuarded(t, 'DELETE', '/api/calendar/delete/1');
  });
});
