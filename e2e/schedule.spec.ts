import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hrToken, openAsHr } from './helpers';

/**
 * The schedule area as HR uses it: a shift assigned to an employee who has none, an adjustment
 * approved on its screen that changes the employee's shift from its date, and an undertime request
 * declined with a reason. Each test makes what it needs through the API, on employees of its own.
 */
type WorkShift = {
  id: number;
  employee_id: number;
  emp_id: string;
  full_name: string;
  schedule: string;
  time: string;
};
type CurrentShift = { schedule: string | null; time: string | null };
type Paged<T> = { data: T[] };

/** A short mark that tells this run's records apart (reasons and purposes start with it). */
function stamp(): string {
  return `e2e-${Date.now().toString(36).slice(-6)}`;
}

/** The company's today (Asia/Manila), as the server counts days. */
function companyToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
}

async function api(page: Page): Promise<{ request: APIRequestContext; headers: Record<string, string> }> {
  return { request: page.request, headers: { authorization: `Bearer ${await hrToken(page)}` } };
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const { request, headers } = await api(page);
  const res = await request.get(url, { headers });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

async function postJson<T>(page: Page, url: string, data: unknown): Promise<T> {
  const { request, headers } = await api(page);
  const res = await request.post(url, { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** The nth employee (by name) who has a shift today; each test takes its own. */
async function employeeWithShift(page: Page, nth: number): Promise<WorkShift> {
  const list = await getJson<Paged<WorkShift>>(page, '/api/workshifts?per_page=100&sort=full_name&order=asc');
  const shift = list.data[nth];
  if (!shift) throw new Error(`The demo company has fewer than ${nth + 1} employees with a shift.`);
  return shift;
}

/** Chooses an option of a select of `scope` (a modal, a form); the options open in a portal of the page. */
async function pickOption(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page
    .getByRole('option', { name: option, ...(typeof option === 'string' ? { exact: true } : {}) })
    .click();
}

async function confirmAndExpectSuccess(page: Page, text: string | RegExp) {
  const question = page.getByRole('dialog', { name: 'Are you sure?' });
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: text })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await openAsHr(page);
});

test('assign a shift to an employee without one: the group shows its times, and the row appears', async ({
  page,
}) => {
  // an employee whose shift was removed: now without one
  const employee = await employeeWithShift(page, 5);
  const { request, headers } = await api(page);
  const removed = await request.delete(`/api/workshifts/delete/${employee.id}`, { headers });
  expect(removed.ok(), await removed.text()).toBe(true);

  await page.getByRole('navigation').getByRole('link', { name: 'Work Shifts', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Work Shifts');
  await page.getByRole('button', { name: 'Add Work Shift' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Work Shift' });

  // nothing chosen: the required fields say so (the employee select may have opened its list on the
  // modal's first focus: a click on the title closes it, as a user would)
  await modal.getByRole('heading', { name: 'Add Work Shift' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Please select an employee.')).toBeVisible();

  await modal.getByRole('combobox', { name: 'Employee' }).fill(employee.full_name);
  await page.getByRole('option').filter({ hasText: employee.emp_id }).click();
  // the time waits for its group; choosing another group empties it (§4)
  await expect(modal.getByRole('combobox', { name: 'Time', exact: true })).toBeDisabled();
  await pickOption(page, modal, 'Shift group', 'Day-Shift');
  await pickOption(page, modal, 'Time', '8AM-5PM');
  await pickOption(page, modal, 'Shift group', 'Night-Shift');
  await expect(modal.getByRole('combobox', { name: 'Time', exact: true })).toHaveValue('');
  await modal.getByRole('combobox', { name: 'Time', exact: true }).click();
  await expect(page.getByRole('option', { name: '8AM-5PM', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: '10PM-7AM', exact: true }).click();
  await pickOption(page, modal, 'Time zone', /^Asia\/Manila/);

  await modal.getByRole('button', { name: 'Save' }).click();
  await confirmAndExpectSuccess(page, 'You successfully saved your changes');
  await expect(modal).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill(employee.full_name);
  const row = page
    .getByRole('table', { name: 'Work shifts' })
    .getByRole('row')
    .filter({ hasText: employee.emp_id });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Night-Shift');
  await expect(row).toContainText('10PM-7AM');
  await expect(row).toContainText('Asia/Manila');

  // Modify shows the history: the removal and the new assignment
  await row.getByRole('button', { name: 'Modify' }).click();
  const modify = page.getByRole('dialog', { name: 'Modify Work Shift' });
  const history = modify.getByRole('table', { name: 'Shift history' });
  await expect(history).toContainText('Night-Shift 10PM-7AM');
  await modify.getByRole('button', { name: 'Cancel' }).click();
  await expect(modify).toBeHidden();

  const current = await getJson<CurrentShift>(page, `/api/getcurrentshift/get/${employee.employee_id}`);
  expect([current.schedule, current.time]).toEqual(['Night-Shift', '10PM-7AM']);
});

test('approve a schedule adjustment: the requested shift is the employee shift from its date', async ({
  page,
}) => {
  const employee = await employeeWithShift(page, 9);
  const mark = stamp();
  // a shift other than the present one
  const [requested, schedule, time] =
    employee.time === '4PM-1AM'
      ? ['7AM - 4PM', 'Day-Shift', '7AM-4PM']
      : ['4PM - 1AM', 'Night-Shift', '4PM-1AM'];
  const today = companyToday();
  const filed = await postJson<{ data: { id: number } }>(page, '/api/scheduleadjustment/add', {
    employee_id: employee.employee_id,
    date_of_request: today,
    requested_shift: requested,
    reason_for_change: `${mark} moved to the US account queue`,
  });

  await page.getByRole('navigation').getByRole('link', { name: 'Schedule Adjustment', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Schedule Adjustment');
  await page.getByRole('textbox', { name: 'Search' }).fill(employee.full_name);
  const row = page
    .getByRole('table', { name: 'Schedule adjustments' })
    .getByRole('row')
    .filter({ hasText: mark });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(requested);
  await expect(row).toContainText(`${employee.schedule} ${employee.time}`);
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: 'Review' }).click();

  await expect(page).toHaveTitle('HRIS - Adjustment Approval');
  await expect(page).toHaveURL(new RegExp(`/hr/scheduleadjustment/approval/${filed.data.id}$`));
  const request = page.getByRole('region', { name: 'Request' });
  await expect(request).toContainText(employee.full_name);
  await expect(request).toContainText(requested);
  await page.getByRole('radio', { name: 'Approve Request' }).check();
  await expect(page.getByLabel('Reason for declining')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toContainText(
    'Do you want to submit this request',
  );
  await confirmAndExpectSuccess(page, /approved/i);
  await expect(page).toHaveTitle('HRIS - Schedule Adjustment');

  // the employee's shift today is the requested one, on Work Shifts as through the API
  await page.getByRole('navigation').getByRole('link', { name: 'Work Shifts', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Work Shifts');
  await page.getByRole('textbox', { name: 'Search' }).fill(employee.full_name);
  const shiftRow = page
    .getByRole('table', { name: 'Work shifts' })
    .getByRole('row')
    .filter({ hasText: employee.emp_id });
  await expect(shiftRow).toContainText(schedule);
  await expect(shiftRow).toContainText(time);
  const current = await getJson<CurrentShift>(
    page,
    `/api/getcurrentshift/get/${employee.employee_id}?date=${today}`,
  );
  expect([current.schedule, current.time]).toEqual([schedule, time]);

  // decided: the approval screen shows the decision, and nothing to submit
  await page.goto(`/hr/scheduleadjustment/approval/${filed.data.id}`);
  await expect(page.getByText('This request has already been decided')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
});

test('decline an undertime request: the reason appears with Decline Request and is required', async ({
  page,
}) => {
  const employee = await employeeWithShift(page, 13);
  const mark = stamp();
  const filed = await postJson<{ data: { id: number } }>(page, '/api/undertimerequest/add', {
    employee_id: employee.employee_id,
    date_of_undertime: companyToday(),
    total_hours: 2,
    purpose: `${mark} dental appointment at 3 PM`,
  });

  await page.getByRole('navigation').getByRole('link', { name: 'Undertime', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Undertime Requests');
  await page.getByRole('textbox', { name: 'Search' }).fill(employee.full_name);
  const row = page
    .getByRole('table', { name: 'Undertime requests' })
    .getByRole('row')
    .filter({ hasText: mark });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2 hours');
  await row.getByRole('link', { name: 'Review' }).click();
  await expect(page).toHaveTitle('HRIS - Undertime Approval');

  // no reason field until Decline Request is chosen
  const reason = page.getByRole('textbox', { name: 'Reason for declining' });
  await expect(reason).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Please choose Approve Request, Decline Request or Pending Request.'),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Decline Request' }).check();
  await expect(reason).toBeVisible();
  // required: refused before anything is sent, and the field has the focus
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please give the reason for declining.')).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  await reason.fill('The team is short-staffed that afternoon.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await confirmAndExpectSuccess(page, /declined/i);
  await expect(page).toHaveTitle('HRIS - Undertime Requests');

  await page.getByRole('textbox', { name: 'Search' }).fill(employee.full_name);
  await expect(row).toContainText('Declined');
  // decided: no edit any more
  await expect(row.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  const detail = await getJson<{ hr_status: string; hr_reason_to_declined: string | null }>(
    page,
    `/api/undertimerequest/get/${filed.data.id}`,
  );
  expect(detail.hr_status).toBe('rejected');
  expect(detail.hr_reason_to_declined).toBe('The team is short-staffed that afternoon.');
});
