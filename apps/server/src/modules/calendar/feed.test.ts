import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, expectGuarded, json, type TestApp, testApp, tokenFor } from '../../../test/app';
import { makeOrg, type Org } from '../../../test/fixtures';
import { auditLog } from '../../plugins/audit.tables';
import { users } from '../auth/auth.tables';
import { calendarFeedTokens } from './calendar.tables';
import { addYears, feedUrl } from './feed.service';
import { escapeText, foldLine, writeCalendar } from './ical';

/** The company's today in these tests: 2026-06-15 (a Monday), 10:00 in Manila. */
const NOW = new Date('2026-06-15T02:00:00Z');

let t: TestApp;
let org: Org;
beforeAll(async () => {
  // no public address: the feed's link is built from the address the request came to
  t = await testApp({ clock: () => NOW });
  org = await makeOrg(t);
});
afterAll(() => t.close());

const row = (over: Record<string, unknown> = {}) => ({
  name: 'Town hall',
  start: '2026-06-20',
  type: 3,
  h_type: '',
  display: 0,
  ...over,
});
const add = async (...rows: Record<string, unknown>[]) =>
  json(await t.call('POST', '/api/calendar/add', { calendar_content: rows })).data.ids as number[];

const HOST = 'hris.example.test:8443';
const regenerate = async (token = t.hrToken) =>
  json(
    await t.app.inject({
      method: 'POST',
      url: '/api/calendar/feed/regenerate',
      headers: { authorization: `Bearer ${token}`, host: HOST },
    }),
  ).url as string;
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const ics = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/calendar.ics${query}`, headers });

/** The VEVENTs of a feed, parsed by ical.js. */
function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const events = cal.getAllSubcomponents('vevent').map((v) => {
    const ev = new ICAL.Event(v);
    return {
      uid: ev.uid,
      summary: ev.summary,
      description: ev.description,
      categories: v.getFirstPropertyValue('categories'),
      start: ev.startDate.toString(),
      startIsDate: ev.startDate.isDate,
      end: ev.endDate.toString(),
    };
  });
  return { cal, events };
}

describe('the feed link', () => {
  it('is null until the user makes one, then the same link each time', async () => {
    expect(json(await t.call('GET', '/api/calendar/feed'))).toEqual({ url: null });
    const url = await regenerate();
    expect(url).toMatch(/^http:\/\/hris\.example\.test:8443\/api\/calendar\.ics\?token=[A-Za-z0-9_-]{43}$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/feed',
      headers: { authorization: `Bearer ${t.hrToken}`, host: HOST },
    });
    expect(json(again)).toEqual({ url });
  });

  it('stores only the hash and the sealed token, and audits without them', async () => {
    const url = await regenerate();
    const token = tokenOf(url);
    const rows = await t.db.select().from(calendarFeedTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]!.token_enc).toMatch(/^v1:/);
    expect(rows[0]!.token_enc).not.toContain(token);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'calendar_feed'));
    expect(audits.map((a) => a.action)).toEqual(['create', 'regenerate']);
    expect(JSON.stringify(audits)).not.toContain(token);
    // (t.close() also fails on any token, hash or sealed text in the audit log)
  });

  it('uses the public address when the app has one', async () => {
    expect(feedUrl('https://hr.example.com/', 'abc')).toBe(
      'https://hr.example.com/api/calendar.ics?token=abc',
    );
    const other = await testApp({ publicUrl: 'https://hr.example.com' });
    try {
      const res = json(await other.call('POST', '/api/calendar/feed/regenerate'));
      expect(res.url).toMatch(/^https:\/\/hr\.example\.com\/api\/calendar\.ics\?token=[A-Za-z0-9_-]{43}$/);
      expect(json(await other.call('GET', '/api/calendar/feed'))).toEqual(res);
    } finally {
      await other.close();
    }
  });

  it('is for HR only', async () => {
    await expectGuarded(t, 'GET', '/api/calendar/feed');
    await expectGuarded(t, 'POST', '/api/calendar/feed/regenerate');
  });
});

describe('GET api/calendar.ics', () => {
  let token: string;
  let ids: Record<string, number>;
  beforeAll(async () => {
    const [heroes, visit, tooOld, lastYear, farAhead, tooFar] = await add(
      row({ name: 'National Heroes Day', start: '2026-08-31', type: 2, h_type: 1 }),
      row({ name: 'Client visit', start: '2026-06-16', type: 3, display: org.subA }),
      row({ name: 'Too old', start: '2025-06-14', type: 4 }),
      row({ name: 'A year ago', start: '2025-06-15', type: 4 }),
      row({ name: 'Two years ahead', start: '2028-06-15', type: 5, display: org.subB }),
      row({ name: 'Too far', start: '2028-06-16', type: 5 }),
    );
    ids = {
      heroes: heroes!,
      visit: visit!,
      tooOld: tooOld!,
      lastYear: lastYear!,
      farAhead: farAhead!,
      tooFar: tooFar!,
    };
    token = tokenOf(await regenerate());
  });

  it('serves the calendar as iCalendar that a calendar program reads', async () => {
    const res = await ics(`?token=${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['content-disposition']).toBe('inline; filename="hris-calendar.ics"');
    const { cal, events } = parse(res.body);
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('HRIS Company Calendar');
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    const heroes = events.find((e) => e.uid === `calendar-event-${ids.heroes}@hris`);
    expect(heroes).toEqual({
      uid: `calendar-event-${ids.heroes}@hris`,
      summary: 'National Heroes Day',
      description: 'Type: Holidays\nHoliday type: Regular Holiday\nSub-department: All',
      categories: 'Holidays',
      start: '2026-08-31',
      startIsDate: true,
      end: '2026-09-01',
    });
    const visit = events.find((e) => e.uid === `calendar-event-${ids.visit}@hris`);
    expect(visit).toMatchObject({
      summary: 'Client visit',
      description: 'Type: Meeting\nSub-department: CD-HW',
      categories: 'Meeting',
      start: '2026-06-16',
      end: '2026-06-17',
    });
    const vevent = cal.getAllSubcomponents('vevent')[0]!;
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-06-15T02:00:00Z');
  });

  it('holds the events from a year before today to two years after', async () => {
    const { events } = parse((await ics(`?token=${token}`)).body);
    const uids = events.map((e) => e.uid);
    expect(uids).toContain(`calendar-event-${ids.lastYear}@hris`);
    expect(uids).toContain(`calendar-event-${ids.farAhead}@hris`);
    expect(uids).not.toContain(`calendar-event-${ids.tooOld}@hris`);
    expect(uids).not.toContain(`calendar-event-${ids.tooFar}@hris`);
    // in date order
    const starts = events.map((e) => e.start);
    expect(starts).toEqual([...starts].sort());
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2026-06-15', -1)).toBe('2025-06-15');
  });

  it('writes CRLF lines of at most 75 octets', async () => {
    const body = (await ics(`?token=${token}`)).body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('escapes commas, semicolons, backslashes and newlines, and folds a long name, through the parser', async () => {
    const tricky = 'Budget review, Q3; plan\\notes\nsecond line';
    const long =
      'Pagdiriwang ng Araw ng Kalayaan — señoras y señores, 日本語のイベント 🎉 with the whole team, all day long!';
    expect(long.length).toBeLessThanOrEqual(100);
    const [a, b] = await add(
      row({ name: tricky, start: '2026-07-01' }),
      row({ name: long, start: '2026-07-02' }),
    );
    const res = await ics(`?token=${token}`);
    expect(res.body).toContain('SUMMARY:Budget review\\, Q3\\; plan\\\\notes\\nsecond line\r\n');
    const byUid = new Map(parse(res.body).events.map((e) => [e.uid, e]));
    expect(byUid.get(`calendar-event-${a}@hris`)?.summary).toBe(tricky);
    expect(byUid.get(`calendar-event-${b}@hris`)?.summary).toBe(long);
    // the long name was folded, and no line ends inside a character
    const lines = res.body.split('\r\n');
    const at = lines.findIndex((l) => l.startsWith('SUMMARY:Pagdiriwang'));
    expect(lines[at + 1]?.startsWith(' ')).toBe(true);
    for (const line of lines) expect(Buffer.from(line, 'utf8').toString('utf8')).not.toContain('\uFFFD');
  });

  it('answers 401 without a token, whatever else the request carries', async () => {
    for (const query of ['', '?token=', '?other=1']) {
      const res = await ics(query);
      expect(res.statusCode, query).toBe(401);
      expect(res.json()).toEqual({ response: 'error', message: 'Unauthenticated.' });
      // a bearer token is not a feed token
      expect((await ics(query, { authorization: `Bearer ${t.hrToken}` })).statusCode).toBe(401);
    }
  });

  it('answers 403 to a wrong token', async () => {
    for (const wrong of ['wrong', 'A'.repeat(43), `${token}x`, token.slice(1)]) {
      const res = await ics(`?token=${encodeURIComponent(wrong)}`);
      expect(res.statusCode, wrong).toBe(403);
      expect(res.json().message).toBe(
        'This calendar link is not valid: copy the current link from the Calendar screen.',
      );
    }
  });

  it('stops serving a token once a new one is made', async () => {
    const old = token;
    token = tokenOf(await regenerate());
    expect(token).not.toBe(old);
    expect((await ics(`?token=${old}`)).statusCode).toBe(403);
    expect((await ics(`?token=${token}`)).statusCode).toBe(200);
  });

  it("answers 403 once the token's owner is no longer an active HR user", async () => {
    const other = await createUser(t.db, { name: 'hr.second', role_id: 5 });
    const otherToken = tokenOf(await regenerate(await tokenFor(t.db, other.id)));
    expect((await ics(`?token=${otherToken}`)).statusCode).toBe(200);
    const refused = 'This calendar link no longer works: its owner is no longer an active HR user.';
    await t.db.update(users).set({ role_id: 1 }).where(eq(users.id, other.id));
    const demoted = await ics(`?token=${otherToken}`);
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().message).toBe(refused);
    await t.db.update(users).set({ role_id: 5, status: 'inactive' }).where(eq(users.id, other.id));
    expect((await ics(`?token=${otherToken}`)).statusCode).toBe(403);
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, other.id));
    expect((await ics(`?token=${otherToken}`)).statusCode).toBe(200);
    // the first user's feed is untouched by the second's
    expect((await ics(`?token=${token}`)).statusCode).toBe(200);
  });
});

describe('the iCalendar writer', () => {
  it('escapes TEXT', () => {
    expect(escapeText('a,b;c\\d\ne\r\nf\rg')).toBe('a\\,b\\;c\\\\d\\ne\\nf\\ng');
    expect(escapeText('tab\there\u0007bell\u0000')).toBe('tab\therebell');
  });

  it('folds at 75 octets without splitting a character', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldLine('x'.repeat(75 + 74 + 1))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
    for (const text of ['é'.repeat(100), '日'.repeat(60), '🎉'.repeat(50), `x${'ñ'.repeat(80)}`]) {
      const lines = foldLine(`SUMMARY:${text}`).split('\r\n');
      for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`SUMMARY:${text}`);
      // each piece is whole characters: a lone surrogate would show as one here
      for (const line of lines) expect(line).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    }
    // a 2-octet character that would end at octet 76 moves to the next line whole
    const folded = foldLine(`${'x'.repeat(74)}é`).split('\r\n');
    expect(folded).toEqual(['x'.repeat(74), ' é']);
  });

  it('writes an empty calendar that parses', () => {
    const text = writeCalendar([], { name: 'Empty; calendar', now: NOW });
    // an X- property is TEXT to the programs that read it (ical.js leaves its value as written)
    expect(text).toContain('\r\nX-WR-CALNAME:Empty\\; calendar\r\n');
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.getFirstPropertyValue('prodid')).toBe('-//HRIS//Company Calendar//EN');
    expect(cal.getAllSubcomponents('vevent')).toEqual([]);
  });
});
