import type { Page } from '@playwright/test';
import { otherDates } from './date-formats';
import { expect, test } from './fixtures';
import { hrToken, signInAsHr } from './helpers';

// One date format on every screen (e2e/date-formats.ts). The tour of every screen (accessibility.spec.ts)
// reads each route's dates; this file opens what only a row opens: the audit trail's details and a
// credit ledger's notes.

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
