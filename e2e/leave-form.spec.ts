import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hrToken, openAsHr } from './helpers';

/**
 * The printed leave form (HR FORM NO. 0005) and HR's approval screen list the approvals a request
 * needed, and no other: the supervisor and the department head for a staff member, the department
 * head alone for a supervisor, HR, and the CEO only where a CEO status was recorded. A leave HR
 * approved is never printed with "CEO: Pending".
 */

const PDF_DIR = path.join(import.meta.dirname, '..', '.tmp', 'e2e-pdf');

type Row = { id: number; employee_id: number; roles: 1 | 2; status: string };
type Detail = Row & {
  date_filled: string;
  leave_type: string;
  remarks: string;
  start_date: string;
  end_date: string;
  reason: string;
  ceo_status: string;
  tl_status: string;
  asm_status: string;
};

async function call<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${await hrToken(page)}` };
  const res = await page.request.fetch(url, { method, headers, ...(data !== undefined && { data }) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * A leave without pay encoded for the employee, pending with the departmental approvals done (the
 * CEO's left pending, as a request filed through the chain has it), then approved by HR.
 */
async function approvedLeave(page: Page, employeeId: number, day: string): Promise<Detail> {
  const added = await call<{ data: { id: number } }>(page, 'POST', '/api/manualleave/add', {
    employee_id: employeeId,
    date_filled: day,
    leave_type: 'Emergency',
    remarks: 'Without Pay',
    start_date: day,
    end_date: day,
    reason: 'Family emergency in the province.',
    status: 'pending',
    tl_status: 'approved',
    asm_status: 'approved',
  });
  const id = added.data.id;
  const pending = await call<Detail>(page, 'GET', `/api/leaveabsences/get/${id}`);
  expect(pending.ceo_status).toBe('pending');
  return pending;
}

async function approve(page: Page, leave: Detail): Promise<void> {
  const { date_filled, leave_type, remarks, start_date, end_date, reason } = leave;
  await call(page, 'POST', `/api/leaveabsences/update/hr/${leave.id}`, {
    date_filled,
    leave_type,
    remarks,
    start_date,
    end_date,
    reason,
    status: 'approved',
  });
  const after = await call<Detail>(page, 'GET', `/api/leaveabsences/get/${leave.id}`);
  expect([after.status, after.ceo_status]).toEqual(['approved', 'pending']);
}

/** The approvals table of the printed form: each row's first two cells (who, status). */
async function approvalRows(page: Page): Promise<string[][]> {
  const table = page.locator('table.leaveform-approvals');
  await expect(table).toBeVisible();
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) => [
      ((await row.locator('td').nth(0).textContent()) ?? '').trim(),
      ((await row.locator('td').nth(2).textContent()) ?? '').trim(),
    ]),
  );
}

test.beforeEach(async ({ page }) => {
  await openAsHr(page);
});

test('an approved leave prints only the approvals it needed, without "CEO: Pending"', async ({ page }) => {
  const list = await call<{ data: Row[] }>(page, 'GET', '/api/leavemanagement?per_page=200');
  const staff = list.data.find((row) => row.roles === 1);
  const supervisor = list.data.find((row) => row.roles === 2);
  expect(staff, 'the demo has a staff member with leave').toBeDefined();
  expect(supervisor, 'the demo has a supervisor with leave').toBeDefined();

  // a staff member's leave: the supervisor and the department head before HR
  const leave = await approvedLeave(page, (staff as Row).employee_id, '2029-03-14');
  expect(leave.roles).toBe(1);
  // HR's approval screen shows the same departmental approvals, the CEO not among them
  await page.goto(`/hr/leave/approval/${leave.id}`);
  const blocks = page.getByRole('region', { name: 'Departmental approval' });
  await expect(blocks.getByRole('region', { name: 'Supervisor' })).toBeVisible();
  await expect(blocks.getByRole('region', { name: 'Department Head' })).toBeVisible();
  await expect(blocks.getByRole('region', { name: 'CEO' })).toHaveCount(0);
  await approve(page, leave);

  await page.goto(`/hr/viewleave/${leave.id}`);
  await expect(page).toHaveTitle('HRIS - Leave Details');
  expect(await approvalRows(page)).toEqual([
    ['Supervisor', 'Approved'],
    ['Department Head', 'Approved'],
    ['HR Department', 'Approved'],
  ]);
  await expect(page.getByText('CEO', { exact: true })).toHaveCount(0);
  await expect(page.locator('.leaveform-signatures')).not.toContainText('CEO');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await mkdir(PDF_DIR, { recursive: true });
  const pdf = await page.pdf({
    path: path.join(PDF_DIR, 'leave-form-approved.pdf'),
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: true,
  });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
  await page.emulateMedia({ media: 'screen' });

  // a supervisor's leave: the department head alone before HR
  const own = await approvedLeave(page, (supervisor as Row).employee_id, '2029-03-15');
  expect(own.roles).toBe(2);
  await approve(page, own);
  await page.goto(`/hr/viewleave/${own.id}`);
  expect(await approvalRows(page)).toEqual([
    ['Department Head', 'Approved'],
    ['HR Department', 'Approved'],
  ]);

  // a CEO status HR recorded is shown, as recorded
  const { date_filled, leave_type, remarks, start_date, end_date, reason } = own;
  await call(page, 'POST', `/api/leaveabsences/update/hr/${own.id}`, {
    date_filled,
    leave_type,
    remarks,
    start_date,
    end_date,
    reason,
    status: 'approved',
    ceo_status: 'approved',
  });
  await page.reload();
  expect(await approvalRows(page)).toEqual([
    ['Department Head', 'Approved'],
    ['CEO', 'Approved'],
    ['HR Department', 'Approved'],
  ]);
});
