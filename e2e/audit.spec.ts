import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeFindings, hrToken, openAsHr } from './helpers';

/** The audit trail on screen: an edit seen in the employee's History and in the Audit Log. */

async function someEmployee(page: Page) {
  const res = await page.request.get('/api/employees?limit=1&q=a', {
    headers: { authorization: `Bearer ${await hrToken(page)}` },
  });
  const [who] = (await res.json()) as { id: number; full_name: string }[];
  expect(who).toBeDefined();
  return who!;
}

test('edit an employee, then read the change in their History and in the Audit Log', async ({ page }) => {
  await openAsHr(page);
  const who = await someEmployee(page);
  await page.goto(`/hr/editinfo/${who.id}`);
  await expect(page).toHaveTitle('HRIS - Edit Employee Information');
  const contact = page.getByLabel('Contact number');
  const before = await contact.inputValue();
  const after = before === '0917-5550101' ? '0917-5550102' : '0917-5550101';
  await contact.fill(after);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Do you want to save changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('You successfully saved your changes')).toBeVisible();

  await page.goto(`/hr/editinfo/${who.id}`);
  await page.getByRole('button', { name: `History of ${who.full_name}` }).click();
  const drawer = page.getByRole('dialog', { name: `History of ${who.full_name}` });
  await expect(drawer).toBeVisible();
  // newest first: this opening of the 201 file, then the edit
  const entries = drawer.getByRole('button', { name: /Viewed|Updated/ });
  await expect(entries.first()).toContainText('Viewed');
  await drawer
    .getByRole('button', { name: /Updated/ })
    .first()
    .click();
  const changes = drawer.getByRole('table');
  await expect(changes.getByRole('row', { name: new RegExp(`Contact ${before} ${after}`) })).toBeVisible();
  expect(await axeFindings(page, 'history drawer')).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('navigation').getByRole('link', { name: 'Audit Log', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Audit Log');
  await page.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: 'Employees', exact: true }).click();
  const row = page.getByRole('row', { name: /Updated Employee #/ }).first();
  await expect(row).toContainText(`Employee #${who.id}`);
  await row.getByRole('button', { name: /View details of entry/ }).click();
  await expect(
    page.getByRole('dialog').getByRole('row', { name: new RegExp(`Contact ${before} ${after}`) }),
  ).toBeVisible();
  expect(await axeFindings(page, 'audit log')).toEqual([]);
});

test('Employee Accounts: find an employee without an account and start one for them', async ({ page }) => {
  await openAsHr(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Employee Accounts', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Employee Accounts');
  await page.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: 'Without an account' }).click();
  const create = page.getByRole('link', { name: /^Create Account for / }).first();
  const label = (await create.getAttribute('aria-label')) ?? '';
  const name = label.replace('Create Account for ', '');
  expect(await axeFindings(page, 'employee accounts')).toEqual([]);
  await create.click();
  await expect(page).toHaveTitle('HRIS - Create Account');
  await expect(page.getByRole('combobox', { name: 'Employee' })).toHaveValue(name);
  await expect(page.getByLabel('Username')).not.toHaveValue('');
});
