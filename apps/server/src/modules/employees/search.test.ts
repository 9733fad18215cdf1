import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { concrete, walk } from '../../../test/guards/route-table';

// The search box of every employee list: every word of the text somewhere in the name, in any order,
// whatever the case and accents (one or two characters take another query than three or more, and
// lists of other tables count their rows on the employee ids), or the start of an employee id, with
// or without its dash. Each list must find exactly what the plain rule below finds, and its total
// must be the count of those rows whichever way the page was answered.

let t: TestApp;
let org: Org;
const people: { id: number; emp_id: string; full_name: string; registered: boolean }[] = [];

const NAMES: [string, string][] = [
  ['Ñora', 'Peñaflor'],
  ['Juan', 'Dela Cruz'],
  ['Ana', 'Santos'],
  ['Zed', 'Quintana'],
  ['Éli', 'Ramos'],
  ['Bea', 'Anastacio'],
];
/** Hired after them, without dependents: the names HR types in every way (docs/departures.md#search). */
const MORE: [string, string, string][] = [
  ['Adrian', 'Cabrera', '2024-007'],
  ['Ma. Cristina', 'Dela Cruz-Santos', '2024-015'],
  ['Sean', 'O\u2019Neil', '2023-007'],
];

beforeAll(async () => {
  t = await testApp();
  org = await makeOrg(t);
  const all = [...NAMES.map(([f, l]) => [f, l, undefined] as const), ...MORE];
  for (const [i, [first_name, last_name, emp_id]] of all.entries()) {
    const id = await hireVia(t, org, { first_name, last_name, ...(emp_id ? { emp_id } : {}) });
    const detail = json(await t.call('GET', `/api/updateemployeeinfo/get/${id}`));
    // Dependents for some, only a senior citizen for one, nothing for the last ones.
    const registered = i < NAMES.length - 1;
    if (registered) {
      const kid = { name: 'Lia Anak', relationship: 'Daughter', age: 7, phic_no: '' };
      const senior = { senior_citizen: 'Lola Matanda', middle_initial: 'Cruz', senior_citizen_no: '' };
      json(
        await t.call('POST', '/api/registerdependent/add', {
          employee_id: id,
          dependents: i === 1 ? [] : i === 2 ? [kid, kid] : [kid],
          seniors: i % 2 ? [senior] : [],
        }),
      );
    }
    people.push({ id, emp_id: detail.emp_id, full_name: detail.full_name, registered });
    // Credits and a leave without pay (it draws nothing) for every one of them.
    json(await t.call('POST', '/api/register/credits', { employee_id: id, leave_credit_balance: 5 }));
    json(
      await t.call('POST', '/api/manualleave/add', {
        employee_id: id,
        date_filled: '2026-03-01',
        leave_type: 'Vacation',
        remarks: 'Without Pay',
        start_date: '2026-03-10',
        end_date: '2026-03-10',
        reason: 'Errand',
      }),
    );
  }
});
afterAll(() => t.close());

/** A name without case or accents, ’ as '. */
const fold = (s: string) =>
  s.toLowerCase().replaceAll('\u2019', "'").normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
/** Whom the search box's rule finds: an id's start (dash after the year), or every word of the name. */
const finds = (q: string, p: { emp_id: string; full_name: string }) => {
  if (/^\d[\d\s-]*$/.test(q.trim())) {
    const digits = q.replace(/\s/g, '');
    const id =
      !digits.includes('-') && digits.length > 4 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits;
    return p.emp_id.startsWith(id);
  }
  const words = q.split(/[\s,;]+/).filter(Boolean);
  return words.length > 0 && words.every((w) => fold(p.full_name).includes(fold(w)));
};
const expected = (q: string, and: (p: (typeof people)[number]) => boolean = () => true) =>
  people
    .filter((p) => and(p) && finds(q, p))
    .map((p) => p.full_name)
    .sort();

const names = (rows: { full_name: string }[]) => rows.map((r) => r.full_name).sort();

describe('the employee search box', () => {
  const queries = [
    'a',
    'A',
    'ñ',
    'Ñ',
    'é',
    'an',
    'AN',
    'peña',
    'PEÑAFLOR',
    'ana',
    'cruz',
    'z',
    'x',
    '%',
    '_',
    'a%',
    // Words in any order, commas, accents and apostrophes as HR types them.
    'Cabrera, Adrian',
    'Cabrera Adrian',
    'Adrian Cabrera',
    '  adrian   CABRERA ',
    'Cabrera, Adriana',
    'pena',
    'PENAFLOR',
    'eli',
    'ÑORA peñaflor',
    "o'neil",
    'O\u2019NEIL',
    'ma cristina',
    'Ma. Cristina',
    'Dela Cruz-Santos',
    'cruz dela',
    'santos, ma.',
    'a n',
    'n, a',
    'z q',
    'x a',
    'a b c',
    // Seven and eight words: the words past the sixth are tested together.
    'a d r i n c b',
    'a d r i n c b z',
    'cabrera adrian a d r i n',
    // Employee ids without their dash.
    '2024007',
    '20240',
    '2024-0',
    '2023',
    '2024 015',
  ];

  it('finds the same employees in every list, with exact totals, for short and long text', async () => {
    queries.push(people[0]!.emp_id.slice(0, 6), people[2]!.emp_id);
    for (const q of queries) {
      const want = expected(q);
      const enc = encodeURIComponent(q);
      for (const url of [
        `/api/active/employee?q=${enc}`,
        `/api/jobinformation?q=${enc}`,
        `/api/contacts?q=${enc}`,
        `/api/requirements?q=${enc}`,
        `/api/leavemanagement?q=${enc}`,
        `/api/leavecredits?q=${enc}`,
      ]) {
        const res = json(await t.call('GET', url));
        expect(names(res.data), `${url}`).toEqual(want);
        expect(res.meta.total, `${url} total`).toBe(want.length);
      }
      const options = json(await t.call('GET', `/api/employees?q=${enc}`));
      expect(names(options), `options ${q}`).toEqual(want);
      const registered = expected(q, (p) => p.registered);
      const dependents = json(await t.call('GET', `/api/dependents?q=${enc}&per_page=2`));
      expect(dependents.meta.total, `dependents ${q} total`).toBe(registered.length);
      const all = json(await t.call('GET', `/api/dependents?q=${enc}`));
      expect(names(all.data), `dependents ${q}`).toEqual(registered);
    }
  });

  it('finds an employee however HR types the name or id, on the lists of every area', async () => {
    const adrian = people.find((p) => p.full_name === 'Adrian Cabrera')!;
    // An account (staff) for the user lists.
    json(
      await t.call('POST', '/api/register', {
        employee_id: adrian.id,
        role_id: 1,
        name: 'acabrera',
        email: 'acabrera@company.ph',
        password: 'Strong-pass-2026',
      }),
    );
    const only = (rows: { full_name: string | null }[]) =>
      rows.filter((r) => r.full_name === 'Adrian Cabrera');
    for (const q of ['Cabrera, Adrian', 'Cabrera Adrian', 'Adrian Cabrera', '2024007', 'cabrera,adrian']) {
      const enc = encodeURIComponent(q);
      for (const url of [
        `/api/active/employee?q=${enc}`,
        `/api/jobinformation?q=${enc}`,
        `/api/contacts?q=${enc}`,
        `/api/requirements?q=${enc}`,
        `/api/leavemanagement?q=${enc}`,
        `/api/leavecredits?q=${enc}`,
        `/api/contractsmemo?q=${enc}`,
        `/api/employeeaccounts?q=${enc}`,
        `/api/getmemberlogsarchivebydepartment?startDate=2026-03-01&lastDate=2026-03-20&q=${enc}`,
        `/api/users?q=${enc}`,
        `/api/groupaccess?q=${enc}`,
      ]) {
        const res = json(await t.call('GET', url));
        expect(only(res.data).length, `${url}`).toBe(1);
        expect(res.data.length, `${url}: only Adrian`).toBe(1);
        expect(res.meta.total, `${url} total`).toBe(1);
      }
      expect(names(json(await t.call('GET', `/api/employees?q=${enc}`))), `select ${q}`).toEqual([
        'Adrian Cabrera',
      ]);
    }
    // The user lists still find a username or e-mail as typed.
    expect(json(await t.call('GET', '/api/users?q=acabrera')).meta.total).toBe(1);
  });

  it('counts the registered dependents without a search too', async () => {
    const res = json(await t.call('GET', '/api/dependents?per_page=2'));
    expect(res.meta).toEqual({ page: 1, per_page: 2, total: 5, last_page: 3 });
    const rows = json(await t.call('GET', '/api/dependents')).data;
    const counts = Object.fromEntries(
      rows.map((r: { full_name: string; dependents: number; seniors: number; names: string | null }) => [
        r.full_name,
        [r.dependents, r.seniors, r.names],
      ]),
    );
    expect(counts).toEqual({
      'Ñora Peñaflor': [1, 0, 'Lia Anak (Daughter)'],
      'Juan Dela Cruz': [0, 1, null],
      'Ana Santos': [2, 0, 'Lia Anak (Daughter), Lia Anak (Daughter)'],
      'Zed Quintana': [1, 1, 'Lia Anak (Daughter)'],
      'Éli Ramos': [1, 0, 'Lia Anak (Daughter)'],
    });
  });

  it('keeps the total exact on every page, whether the page or the count tells it', async () => {
    const want = expected('a');
    expect(want.length).toBeGreaterThan(3);
    for (const url of ['/api/active/employee', '/api/leavemanagement', '/api/leavecredits']) {
      const seen: string[] = [];
      const last = Math.ceil(want.length / 2);
      for (let page = 1; page <= last + 1; page++) {
        const res = json(await t.call('GET', `${url}?q=a&per_page=2&page=${page}&sort=full_name`));
        expect(res.meta, `${url} page ${page}`).toEqual({
          page,
          per_page: 2,
          total: want.length,
          last_page: last,
        });
        seen.push(...res.data.map((r: { full_name: string }) => r.full_name));
      }
      expect(seen.sort()).toEqual(want);
    }
    const none = json(await t.call('GET', '/api/active/employee?q=qqq&page=3'));
    expect(none.meta).toEqual({ page: 3, per_page: 200, total: 0, last_page: 1 });
  });

  it('finds users by a part of their username or e-mail, whatever the case, or of their name', async () => {
    const res = json(await t.call('GET', '/api/users?q=HR.TEST'));
    expect(res.data.map((u: { name: string }) => u.name)).toEqual(['hr.tester']);
    const byMail = json(await t.call('GET', '/api/users?q=EXAMPLE.COM'));
    expect(byMail.meta.total).toBe(2);
    expect(json(await t.call('GET', '/api/users?q=zz')).meta.total).toBe(0);
  });

  it('searches nothing when the text has no word (commas, accents alone), on every list that searches', async () => {
    // "," or an accent typed alone folds to no word: the list is the list without a search (the
    // contributions' total was counted with an empty condition: 500).
    const searching = walk(t.app).filter((r) => {
      const query = r.route.schema?.querystring;
      return r.method === 'GET' && query instanceof z.ZodObject && 'q' in query.shape;
    });
    expect(searching.length).toBeGreaterThan(40);
    for (const r of searching) {
      const query = r.route.schema!.querystring as z.ZodObject;
      const dates = 'startDate' in query.shape ? 'startDate=2026-03-01&lastDate=2026-03-15&' : '';
      const url = `${concrete(r)}?${dates}`;
      const plain = await t.call('GET', url);
      for (const q of [',', ' ;, ', '\u0301\u0303', ',\u0301;']) {
        const res = await t.call('GET', `${url}q=${encodeURIComponent(q)}`);
        expect(res.statusCode, `${r.url} q=${JSON.stringify(q)}: ${res.body.slice(0, 200)}`).toBe(
          plain.statusCode,
        );
      }
    }
    // An employee list: the same rows and total as without a search.
    for (const url of ['/api/contributions', '/api/active/employee', '/api/leavemanagement']) {
      const plain = json(await t.call('GET', url));
      expect(json(await t.call('GET', `${url}?q=${encodeURIComponent(', \u0301')}`)), url).toEqual(plain);
    }
  });
});
