import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeFindings, DASHBOARD, hrToken, openAsHr } from './helpers';

const PDF_DIR = path.join(import.meta.dirname, '..', '.tmp', 'e2e-pdf');

/** The pending leave approved in one test, cancelled in the next and printed in the last. */
const reviewed = { search: '', empId: '', days: 0, period: '', balance: 0, used: 0 };

type Credits = { balance: number; used: number };

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a date into a date field (it reads "Mar 15 2027" as well as a picked date). */
async function typeDate(field: Locator, text: string) {
  await field.click();
  await field.fill(text);
  await field.press('Enter');
  await field.blur();
}

async function searchList(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
}

/** The text of a cell, or of one of its lines (the employee cell has the name, then the id). */
async function textOf(cell: Locator, line?: number): Promise<string> {
  const target = line === undefined ? cell : cell.locator('p').nth(line);
  return ((await target.textContent()) ?? '').trim();
}

/** The name as the list shows it (cut at 25 characters), which the server's search still finds. */
function searchableName(shown: string): string {
  return shown.replace(/\.\.\.$/, '').trim();
}

/** Reads an employee's balance and used credits on the Leave Credits screen. */
async function creditsOf(page: Page, search: string, empId: string): Promise<Credits> {
  await page.goto('/hr/leavecredits');
  await expect(page).toHaveTitle('HRIS - Leave Credits');
  await searchList(page, search);
  const row = page.getByRole('table', { name: 'Leave credits' }).getByRole('row').filter({ hasText: empId });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  return { balance: Number(await textOf(cells.nth(1))), used: Number(await textOf(cells.nth(2))) };
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await openAsHr(page);
});

test('encode a leave manually: too many days is refused with the server message, then the leave is listed', async ({
  page,
}) => {
  // the employee with the most leave balance, read on the credits screen
  await page.getByRole('navigation').getByRole('link', { name: 'Leave Credits', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Leave Credits');
  await page.getByRole('button', { name: 'Sort by Balance' }).click();
  await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('sort=leave_credit_balance') && r.url().includes('order=desc'),
    ),
    page.getByRole('button', { name: 'Sort by Balance' }).click(),
  ]);
  const top = page.getByRole('table', { name: 'Leave credits' }).getByRole('row').nth(1);
  const [employeeCell, balanceCell] = [top.getByRole('cell').nth(0), top.getByRole('cell').nth(1)];
  const name = searchableName(await textOf(employeeCell, 0));
  const empId = (await textOf(employeeCell, 1)).split(' · ')[0] ?? '';
  const before = Number(await textOf(balanceCell));
  expect(before).toBeGreaterThanOrEqual(2);

  await page.getByRole('navigation').getByRole('link', { name: 'Leave Management', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Leave Management');
  await page.getByRole('link', { name: 'Encode Leave Manually' }).click();
  await expect(page).toHaveTitle('HRIS - Encode Leave');
  const form = page.getByRole('form', { name: 'Encode leave' });

  // nothing chosen: the messages show under the fields
  await page.getByRole('button', { name: 'Save Leave' }).click();
  await expect(form.getByText('Please select a leave type.')).toBeVisible();

  await form.getByRole('combobox', { name: 'Employee' }).fill(name);
  await page.getByRole('option').filter({ hasText: empId }).click();
  await expect(form.getByText('Leave balance')).toBeVisible();
  await pickOption(page, 'Leave type', 'Vacation');
  await typeDate(form.getByLabel('Start date'), 'Mar 15 2027');
  await typeDate(form.getByLabel('End date'), 'Mar 14 2028');
  const days = form.getByTestId('leave-days');
  await expect(days).toHaveValue('366 days');
  await form.getByLabel('Reason').fill('Family vacation in Bohol, filed on paper');

  // more days than the credits (a year, the most a leave may have): "Oops" with the server's message,
  // and the day count cleared (docs/screens.md#messages)
  await page.getByRole('button', { name: 'Save Leave' }).click();
  await expect(page.getByText('Do you want to save changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  const oops = page.getByRole('dialog').filter({ hasText: 'Oops' });
  await expect(oops).toBeVisible();
  await expect(oops).toContainText(/Insufficient leave credits/);
  await oops.getByRole('button', { name: 'OK' }).click();
  await expect(days).toHaveValue('');

  await typeDate(form.getByLabel('End date'), 'Mar 16 2027');
  await expect(days).toHaveValue('2 days');
  await page.getByRole('button', { name: 'Save Leave' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('You successfully saved your changes')).toBeVisible();
  await expect(page).toHaveTitle('HRIS - Leave Management');

  await searchList(page, name);
  const row = page
    .getByRole('row')
    .filter({ hasText: empId })
    .filter({ hasText: 'Mar 15 2027 – Mar 16 2027' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Vacation');
  await expect(row).toContainText('With Pay');
  await expect(row).toContainText('Approved');
  // the first cell is the row's checkbox (a pending row's) or empty
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  // an approved leave With Pay took its days
  expect((await creditsOf(page, name, empId)).balance).toBe(before - 2);
});

test("approve a pending request and watch the employee's credits drop", async ({ page }) => {
  await page.goto('/hr/absenceleave');
  await expect(page).toHaveTitle('HRIS - Leave Management');
  await pickOption(page, 'Status', 'Pending');
  await pickOption(page, 'Leave type', 'Vacation');
  const table = page.getByRole('table', { name: 'Leave requests' });
  await expect(table.getByRole('row').nth(1)).toContainText('Vacation');
  await expect(table.getByRole('row').filter({ hasText: 'Approved' })).toHaveCount(0);

  // the pending requests With Pay (those draw on the credits), as the list shows them
  const candidates: { search: string; empId: string; days: number; period: string; href: string }[] = [];
  const pending = table.getByRole('row').filter({ has: page.getByRole('link') });
  for (const row of await pending.filter({ hasText: 'With Pay' }).all()) {
    const cells = row.getByRole('cell');
    candidates.push({
      search: searchableName(await textOf(cells.nth(1), 0)),
      empId: await textOf(cells.nth(1), 1),
      days: Number(await textOf(cells.nth(3))),
      period: await textOf(cells.nth(4)),
      href: (await row.getByRole('link').first().getAttribute('href')) ?? '',
    });
  }
  expect(candidates.length).toBeGreaterThan(0);

  // the first whose employee has the balance for it
  let chosen: (typeof candidates)[number] | undefined;
  let credits: Credits | undefined;
  for (const candidate of candidates) {
    credits = await creditsOf(page, candidate.search, candidate.empId).catch(() => undefined);
    if (credits && credits.balance >= candidate.days) {
      chosen = candidate;
      break;
    }
  }
  if (!chosen || !credits) throw new Error('No pending Vacation request that the credits can cover.');
  Object.assign(reviewed, chosen, credits);

  await page.goto(chosen.href);
  await expect(page).toHaveTitle('HRIS - Leave Approval');
  await expect(page.getByRole('region', { name: 'Applicant' })).toContainText(chosen.empId);
  await expect(page.getByRole('region', { name: 'Departmental approval' })).toContainText('Department Head');
  await expect(page.getByRole('combobox', { name: 'Remarks' })).toBeDisabled();
  await expect(page.getByTestId('credit-badge')).toContainText(/Leave balance/);

  // the HR decision is required; declining asks for a reason
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Please choose the HR decision.')).toBeVisible();
  await page.getByRole('radio', { name: 'Decline' }).check();
  await expect(page.getByLabel('Reason for declining')).toBeVisible();
  await page.getByRole('radio', { name: 'Approve' }).check();
  await expect(page.getByLabel('Reason for declining')).toBeHidden();

  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Do you want to submit this request')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Employee leave has been successfully approved')).toBeVisible();
  await expect(page).toHaveTitle('HRIS - Leave Management');

  const after = await creditsOf(page, chosen.search, chosen.empId);
  expect(after.balance).toBe(credits.balance - chosen.days);
  expect(after.used).toBe(credits.used + chosen.days);
});

test('cancel the approved leave and watch the credits come back', async ({ page }) => {
  expect(reviewed.empId).not.toBe('');
  await page.goto('/hr/absenceleave');
  await searchList(page, reviewed.search);
  await pickOption(page, 'Status', 'Approved');
  const row = page
    .getByRole('row')
    .filter({ hasText: reviewed.empId })
    .filter({ hasText: reviewed.period })
    .filter({ hasText: 'Vacation' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Manage Leave' }).click();

  const modal = page.getByRole('dialog', { name: 'Approved Leave' });
  await expect(modal.getByRole('button', { name: 'Update Leave Request' })).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel Leave Request' }).click();
  await expect(page.getByText(/Its days go back to the employee's credits/)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('The leave request has been cancelled.')).toBeVisible();
  await expect(row).toHaveCount(0);

  const back = await creditsOf(page, reviewed.search, reviewed.empId);
  expect(back).toEqual({ balance: reviewed.balance, used: reviewed.used });
});

test('open the printable leave details and print them on one A4 page', async ({ page }) => {
  expect(reviewed.empId).not.toBe('');
  await page.goto('/hr/absenceleave');
  await searchList(page, reviewed.search);
  await pickOption(page, 'Status', 'Rejected');
  const row = page.getByRole('row').filter({ hasText: reviewed.empId }).filter({ hasText: reviewed.period });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'View Details' }).click();

  await expect(page).toHaveTitle('HRIS - Leave Details');
  await expect(page.getByText('HR FORM NO. 0005')).toBeVisible();
  await expect(page.getByText('LEAVE DETAILS')).toBeVisible();
  await expect(page.getByText(reviewed.empId)).toBeVisible();
  await expect(page.getByText('Reason for declining')).toBeVisible();
  await expect(page.getByText('Cancelled by HR')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Department Head');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('HR FORM NO. 0005')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation')).toBeHidden();
  await mkdir(PDF_DIR, { recursive: true });
  const file = path.join(PDF_DIR, 'leave-form.pdf');
  const pdf = await page.pdf({ path: file, format: 'A4', printBackground: true, preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
  await copyFile(file, '/tmp/leave-form.pdf');
});

test('approve two pending requests together: select them, Approve selected, the rows are approved', async ({
  page,
}) => {
  const headers = { authorization: `Bearer ${await hrToken(page)}` };
  const list = await page.request.get('/api/leavecredits?per_page=2&sort=full_name&order=asc', { headers });
  expect(list.ok(), await list.text()).toBe(true);
  const people = (
    (await list.json()) as { data: { employee_id: number; emp_id: string; full_name: string }[] }
  ).data;
  expect(people).toHaveLength(2);
  // a day of this run's own, far ahead, on a leave that draws no credits
  const n = Date.now() % 300;
  const day = new Date(Date.UTC(2031, 0, 1 + n)).toISOString().slice(0, 10);
  const shown = new Date(`${day}T00:00:00Z`)
    .toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' })
    .replace(',', '');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
  const ids: number[] = [];
  for (const person of people) {
    const res = await page.request.post('/api/manualleave/add', {
      headers,
      data: {
        employee_id: person.employee_id,
        date_filled: today,
        leave_type: 'Offset',
        remarks: 'Without Pay',
        start_date: day,
        end_date: day,
        reason: 'Offset for the inventory weekend',
        status: 'pending',
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    ids.push(((await res.json()) as { data: { id: number } }).data.id);
  }

  await page.goto('/hr/absenceleave');
  await expect(page).toHaveTitle('HRIS - Leave Management');
  await pickOption(page, 'Status', 'Pending');
  await pickOption(page, 'Display', '100');
  const table = page.getByRole('table', { name: 'Leave requests' });
  const rows = people.map((person) =>
    table.getByRole('row').filter({ hasText: person.emp_id }).filter({ hasText: shown }),
  );
  await expect(page.getByText('No rows selected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve selected' })).toBeDisabled();
  for (const [i, row] of rows.entries()) {
    await expect(row).toHaveCount(1);
    await row.getByRole('checkbox', { name: `Select ${people[i]!.full_name}` }).check();
  }
  await expect(page.getByText('2 rows selected')).toBeVisible();
  expect(await axeFindings(page, 'Leave Management, two rows selected')).toEqual([]);

  await page.getByRole('button', { name: 'Approve selected' }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(question).toContainText('Do you want to approve the 2 selected leave requests?');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog', { name: 'Approved' })).toContainText('2 leave requests approved.');
  // the selection is cleared and the list refreshed: the two are no longer pending
  await expect(page.getByText('No rows selected')).toBeVisible();
  for (const row of rows) await expect(row).toHaveCount(0);
  for (const id of ids) {
    const detail = await page.request.get(`/api/leaveabsences/get/${id}`, { headers });
    expect(((await detail.json()) as { status: string }).status).toBe('approved');
  }
});

test('the dashboard lists who is on leave today and the approved leave of the next 30 days', async ({
  page,
}) => {
  await page.goto(DASHBOARD.path);
  for (const title of ['On leave today', 'Incoming leave']) {
    const card = page.getByRole('region', { name: title });
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    await expect(card.getByText(/Nobody is on leave today|No approved leave|· /).first()).toBeVisible();
  }
});
