import { REQUESTED_SHIFTS } from '@hris/domain/shifts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeFindings, hrToken, openAsHr } from './helpers';

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
  status: string;
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
  // the time waits for its group; choosing another group empties it (docs/rules.md#work-shifts)
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

/** A requested-shift option that is not the employee's present shift. */
const otherThan = (shift: WorkShift) => (shift.time === '4PM-1AM' ? '7AM - 4PM' : '4PM - 1AM');

test('approve two schedule adjustments together: select them, Approve selected, the shifts change', async ({
  page,
}) => {
  const people = [await employeeWithShift(page, 17), await employeeWithShift(page, 21)];
  const mark = stamp();
  const today = companyToday();
  for (const person of people)
    await postJson(page, '/api/scheduleadjustment/add', {
      employee_id: person.employee_id,
      date_of_request: today,
      requested_shift: otherThan(person),
      reason_for_change: `${mark} joins the weekend support rota`,
    });

  await page.getByRole('navigation').getByRole('link', { name: 'Schedule Adjustment', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Schedule Adjustment');
  await pickOption(page, page.getByRole('main'), 'Status', 'Pending');
  const table = page.getByRole('table', { name: 'Schedule adjustments' });
  const rows = table.getByRole('row').filter({ hasText: mark });
  await expect(rows).toHaveCount(2);
  for (const person of people)
    await rows
      .filter({ hasText: person.emp_id })
      .getByRole('checkbox', { name: `Select ${person.full_name}` })
      .check();
  await expect(page.getByText('2 rows selected')).toBeVisible();
  expect(await axeFindings(page, 'Schedule Adjustment, two rows selected')).toEqual([]);

  await page.getByRole('button', { name: 'Approve selected' }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(question).toContainText('Do you want to approve the 2 selected schedule adjustments?');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog', { name: 'Approved' })).toContainText(
    '2 schedule adjustments approved.',
  );
  // the selection is cleared and the list refreshed: no longer pending
  await expect(page.getByText('No rows selected')).toBeVisible();
  await expect(rows).toHaveCount(0);
  for (const person of people) {
    const current = await getJson<CurrentShift>(
      page,
      `/api/getcurrentshift/get/${person.employee_id}?date=${today}`,
    );
    expect(`${current.time?.replace('-', ' - ')}`).toBe(otherThan(person));
  }
});

test('decline undertime requests together: one required reason, and one decided meanwhile fails alone', async ({
  page,
}) => {
  const people = [await employeeWithShift(page, 25), await employeeWithShift(page, 29)];
  const mark = stamp();
  const ids: number[] = [];
  for (const person of people) {
    const filed = await postJson<{ data: { id: number } }>(page, '/api/undertimerequest/add', {
      employee_id: person.employee_id,
      date_of_undertime: companyToday(),
      total_hours: 3,
      purpose: `${mark} school meeting`,
    });
    ids.push(filed.data.id);
  }

  await page.getByRole('navigation').getByRole('link', { name: 'Undertime', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Undertime Requests');
  const table = page.getByRole('table', { name: 'Undertime requests' });
  const rows = table.getByRole('row').filter({ hasText: mark });
  await expect(rows).toHaveCount(2);
  for (const person of people)
    await rows
      .filter({ hasText: person.emp_id })
      .getByRole('checkbox', { name: `Select ${person.full_name}` })
      .check();
  await expect(page.getByText('2 rows selected')).toBeVisible();
  // another HR user approves the second one meanwhile
  await postJson(page, `/api/undertime/approval/${ids[1]}`, { hr_status: 'approved' });

  await page.getByRole('button', { name: 'Decline selected' }).click();
  const modal = page.getByRole('dialog', { name: 'Decline 2 selected undertime requests' });
  const reason = modal.getByRole('textbox', { name: 'Reason for declining' });
  await modal.getByRole('button', { name: 'Decline selected' }).click();
  await expect(modal.getByText('Please give the reason for declining.')).toBeVisible();
  await expect(reason).toBeFocused();
  expect(await axeFindings(page, 'Decline selected')).toEqual([]);
  await reason.fill('Month-end closing: the whole team is needed.');
  await modal.getByRole('button', { name: 'Decline selected' }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(question).toContainText('Do you want to decline the 2 selected undertime requests?');
  await question.getByRole('button', { name: 'Yes' }).click();

  const summary = page.getByRole('dialog', { name: 'Partly declined' });
  await expect(summary).toContainText('1 of 2 undertime requests declined. 1 could not be declined.');
  await expect(summary).toContainText('Declined: 1');
  await expect(summary).toContainText('Failed: 1');
  await expect(summary.getByRole('listitem')).toHaveText([
    `${people[1]!.full_name}: This request has already been decided.`,
  ]);
  expect(await axeFindings(page, 'Bulk decision summary')).toEqual([]);
  await summary.getByRole('button', { name: 'OK' }).click();
  await expect(summary).toBeHidden();

  await expect(page.getByText('No rows selected')).toBeVisible();
  await expect(rows.filter({ hasText: people[0]!.emp_id })).toContainText('Declined');
  await expect(rows.filter({ hasText: people[1]!.emp_id })).toContainText('Approved');
  const declined = await getJson<{ hr_status: string; hr_reason_to_declined: string | null }>(
    page,
    `/api/undertimerequest/get/${ids[0]}`,
  );
  expect(declined).toMatchObject({
    hr_status: 'rejected',
    hr_reason_to_declined: 'Month-end closing: the whole team is needed.',
  });
});

test('an adjustment to the shift the employee already has is refused under the requested shift', async ({
  page,
}) => {
  // an employee whose shift is one of the form's options
  const list = await getJson<Paged<WorkShift>>(
    page,
    '/api/workshifts?per_page=100&sort=full_name&order=desc',
  );
  const employee = list.data.find(
    (s) =>
      !['resigned', 'awol', 'terminated'].includes(s.status.toLowerCase()) &&
      REQUESTED_SHIFTS.some((o) => o.schedule === s.schedule && o.time === s.time),
  );
  if (!employee) throw new Error('No employee of the demo company works a shift the form offers.');
  const option = REQUESTED_SHIFTS.find((o) => o.schedule === employee.schedule && o.time === employee.time)!;
  const today = companyToday();
  const shownToday = new Date(`${today}T00:00:00Z`)
    .toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' })
    .replace(',', '');

  await page.goto('/hr/adjustmentform');
  await expect(page).toHaveTitle('HRIS - Adjustment Form');
  const form = page.getByRole('form', { name: 'Adjustment form' });
  await form.getByRole('combobox', { name: 'Employee' }).fill(employee.full_name);
  await page.getByRole('option').filter({ hasText: employee.emp_id }).click();
  const date = form.getByLabel('Date of request');
  await date.click();
  await date.fill(shownToday);
  await date.press('Enter');
  await date.blur();
  await expect(form.getByRole('textbox', { name: 'Current shift' })).toHaveValue(
    `${employee.schedule} ${employee.time}`,
  );
  await pickOption(page, form, 'Requested shift', option.value);
  await form.getByLabel('Reason for change').fill('Asked for the same shift by mistake');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(
    form.getByText(
      `The employee already works ${employee.schedule} ${employee.time} on ${shownToday}. Please choose another shift.`,
    ),
  ).toBeVisible();
});
