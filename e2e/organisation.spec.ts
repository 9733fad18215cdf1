import { expect, test } from './fixtures';
import { openAsHr } from './helpers';

test.beforeEach(async ({ page }) => {
  await openAsHr(page);
});

test('add a department, see it listed with its counts, and get a field error for an empty name', async ({
  page,
}) => {
  await page.getByRole('navigation').getByRole('link', { name: 'Departments', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Departments');
  await expect(page.getByRole('cell', { name: 'Operations', exact: true })).toBeVisible();
  await expect(page.getByText(/Page 1 out of \d+ records/)).toBeVisible();

  await page.getByRole('button', { name: 'Add Department' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('The department name field is required.')).toBeVisible();
  // clicking the input clears its error
  await modal.getByLabel('Department').click();
  await expect(modal.getByText('The department name field is required.')).toBeHidden();

  await modal.getByLabel('Department').fill('Customer Success');
  await modal.getByLabel('Functionality').fill('Client onboarding and retention');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Do you want to save changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('You successfully saved your changes')).toBeVisible();

  await page.getByPlaceholder(/Search/).fill('customer success');
  const row = page.getByRole('row', { name: /Customer Success/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Client onboarding and retention');
  await expect(row.getByRole('cell')).toHaveText([
    'Customer Success',
    'Client onboarding and retention',
    '0',
    '0',
    /Edit/,
  ]);

  // a duplicate name comes back from the server as a field error
  await page.getByRole('button', { name: 'Add Department' }).click();
  await page.getByRole('dialog').getByLabel('Department').fill('CUSTOMER SUCCESS');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The department name has already been taken.')).toBeVisible();
});

test("a new designation raises its department's designation count", async ({ page }) => {
  await page.goto('/hr/position');
  await expect(page).toHaveTitle('HRIS - Designations');
  await page.getByRole('button', { name: 'Add Designation' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Designation').fill('Escalations Specialist');
  await modal.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Operations', exact: true }).click();
  await modal.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('You successfully saved your changes')).toBeVisible();
  await page.getByPlaceholder(/Search/).fill('escalations');
  await expect(page.getByRole('row', { name: /Escalations Specialist/ })).toContainText('Operations');

  await page.goto('/hr/department');
  await page.getByPlaceholder(/Search/).fill('operations');
  await expect(
    page
      .getByRole('row', { name: /Operations/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('7');
});

test('sub-departments list the accounts and page on the server', async ({ page }) => {
  await page.goto('/hr/subdepartment');
  await expect(page).toHaveTitle('HRIS - Sub-departments');
  for (const name of ['CD-HW', 'CD-PQ', 'Mantra', 'VA-NZ-AU', 'VA-US', 'Collections']) {
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  // the account that keeps its rest days on the calendar says so, in the list and in its modal
  const account = page.getByRole('row', { name: /VA-NZ-AU/ });
  await expect(account.getByRole('cell', { name: 'Rest Day events' })).toBeVisible();
  await account.getByRole('button', { name: 'Modify' }).click();
  await expect(page.getByRole('switch', { name: 'Rest days from the calendar' })).toBeChecked();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByPlaceholder(/Search/).fill('zzz-none');
  await expect(page.getByText('Empty Records ...')).toBeVisible();
});
