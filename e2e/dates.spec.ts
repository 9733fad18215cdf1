import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hrToken, signInAsHr } from './helpers';
import { LIST_SCREENS } from './screens';

// One date format on every screen (docs/rules.md#lists-and-limits): MMM DD YYYY ("Nov 23 2026"), and a moment as
// "Nov 23 2026, 3:05 PM". The wire's YYYY-MM-DD never shows, nor 11/23/2026, "Nov 23, 2026",
// "November 23 2026", a day without its zero ("Nov 3 2026") or an hour with one ("03:05 PM").

const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const OTHER_FORMATS: [string, RegExp][] = [
  ['YYYY-MM-DD', /\b\d{4}-\d{2}-\d{2}\b/],
  ['MM/DD/YYYY', /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/],
  ['MMM D, YYYY', new RegExp(`\\b${MONTH}[a-z]*\\.? \\d{1,2}, \\d{4}\\b`)],
  ['MMM D YYYY', new RegExp(`\\b${MONTH} \\d \\d{4}\\b`)],
  // A month written out with a day and a year ("November 23 2026"); "lapse on January 1", a day of
  // every year, is prose.
  [
    'MMMM D YYYY',
    /\b(?:January|February|March|April|June|July|August|September|October|November|December) \d{1,2},? \d{4}\b/,
  ],
  ['hh:mm A', /\b0\d:\d{2} ?[AP]M\b/],
];

/** Each date on the page's main content written another way, with the text around it. */
async function otherDates(page: Page, where = 'main'): Promise<string[]> {
  const text = await page.locator(where).first().innerText();
  const found: string[] = [];
  for (const [name, pattern] of OTHER_FORMATS) {
    const all = new RegExp(pattern.source, 'g');
    for (const m of text.matchAll(all)) {
      const at = m.index ?? 0;
      found.push(
        `${name}: "${text.slice(Math.max(0, at - 30), at + m[0].length + 10).replace(/\s+/g, ' ')}"`,
      );
    }
  }
  return found;
}

async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page).toHaveTitle(`HRIS - ${title}`);
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  // a list's rows (or its empty message) are in
  await page.waitForLoadState('networkidle');
}

type Row = Record<string, unknown>;
async function firstRow(page: Page, list: string, query: Record<string, string> = {}): Promise<Row> {
  const res = await page.request.get(`/api/${list}`, {
    headers: { authorization: `Bearer ${await hrToken(page)}` },
    params: { per_page: '1', ...query },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const reply = (await res.json()) as { data: Row[] } | Row[];
  const row = Array.isArray(reply) ? reply[0] : reply.data[0];
  expect(row, `the demo company has a row of api/${list}`).toBeDefined();
  return row as Row;
}

test('every list, detail and printable screen shows dates as MMM DD YYYY', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAsHr(page);
  const leave = await firstRow(page, 'leavemanagement', { status: 'approved' });
  const nte = await firstRow(page, 'nterequestbyhr', { status: 'decided' });
  const job = await firstRow(page, 'jobinformation');
  const coached = await firstRow(page, 'employee/coached/all');
  const contribution = await firstRow(page, 'contributions');
  const form = await firstRow(page, 'responsibility');
  const screens = [
    { path: '/hr/dashboard', title: 'Dashboard' },
    ...LIST_SCREENS,
    { path: '/hr/timeattendance', title: 'Time and Attendance' },
    { path: '/hr/payroll', title: 'Payroll' },
    { path: '/hr/contributions/list', title: 'Loan & Contributions' },
    { path: '/hr/contractsmemo', title: 'Contracts & Memos' },
    { path: '/hr/wfh/responsibility', title: 'Work From Home Responsibility' },
    { path: `/hr/viewleave/${leave.id}`, title: null },
    { path: `/hr/nte/view/details/${nte.id}`, title: null },
    { path: `/hr/viewjobinformation/${job.id}`, title: null },
    { path: `/hr/coaching/records/details/${coached.coach_id}`, title: null },
    { path: `/hr/contributions/details/${contribution.id}/${contribution.employee_id}`, title: null },
    { path: `/hr/viewresponsibility/${form.res_id}`, title: null },
  ];
  const found: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    if (screen.title) await expect(page).toHaveTitle(`HRIS - ${screen.title}`);
    await expect(page.getByLabel('Loading')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).not.toBeEmpty();
    found.push(...(await otherDates(page)).map((f) => `${screen.path}: ${f}`));
  }
  expect(found).toEqual([]);
});

test('the audit trail shows the dates and moments it recorded as the screens do', async ({ page }) => {
  await signInAsHr(page);
  const employee = await firstRow(page, 'active/employee');
  // A change of two dates, which the audit row keeps as the wire's YYYY-MM-DD.
  const res = await page.request.post(`/api/jobinformation/update/${employee.id}`, {
    headers: { authorization: `Bearer ${await hrToken(page)}` },
    data: await (async () => {
      const info = (await (
        await page.request.get(`/api/jobinformation/get/${employee.id}`, {
          headers: { authorization: `Bearer ${await hrToken(page)}` },
        })
      ).json()) as Row;
      return {
        employment_date: info.employment_date,
        date_signed: '2019-01-07',
        regularization_date: info.regularization_date,
        training_start: info.training_start,
        training_end: info.training_end,
        promoted_date: info.promoted_date,
        basic_salary: info.basic_salary,
        monthly_allowance: info.monthly_allowance,
        note: info.note,
        status: info.status,
      };
    })(),
  });
  expect(res.ok(), await res.text()).toBe(true);
  await open(page, '/hr/auditlog', 'Audit Log');
  await page
    .getByRole('button', { name: /^View details of entry/ })
    .first()
    .click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText('Jan 07 2019');
  expect(await otherDates(page, '[role="dialog"]')).toEqual([]);
});

test("a credit ledger's notes name the leave's dates as the screens do", async ({ page }) => {
  await signInAsHr(page);
  // An employee whose ledger holds a leave's deduction (a leave with pay HR approved).
  const headers = { authorization: `Bearer ${await hrToken(page)}` };
  const approved = (await (
    await page.request.get('/api/leavemanagement', {
      headers,
      params: { status: 'approved', per_page: '50' },
    })
  ).json()) as { data: Row[] };
  let leave: Row | undefined;
  for (const candidate of approved.data) {
    const ledger = (await (
      await page.request.get(`/api/leave/credits/ledger/${candidate.employee_id}`, { headers })
    ).json()) as { data: { note: string }[] };
    if (ledger.data.slice(0, 10).some((r) => r.note.includes('(leave #'))) {
      leave = candidate;
      break;
    }
  }
  if (!leave) throw new Error('the demo company has no deduction of an approved leave');
  await open(page, '/hr/leavecredits', 'Leave Credits');
  await page.getByRole('textbox', { name: 'Search' }).fill(String(leave.emp_id));
  const row = page.getByRole('row', { name: new RegExp(String(leave.full_name)) });
  await row.getByRole('button', { name: 'Ledger' }).click();
  const drawer = page.getByRole('dialog', { name: /Credit ledger/ });
  await expect(drawer.getByText(/\(leave #\d+\)/).first()).toBeVisible();
  expect(await otherDates(page, '[role="dialog"]')).toEqual([]);
});
