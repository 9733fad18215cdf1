import type { Locator, Page } from '@playwright/test';
import { essAxe, essLogin, LAPTOP, makeEssAccount, PHONE, widerThanScreen } from './ess';
import { expect, test } from './fixtures';

/**
 * Filing in self-service on a phone: an employee files a leave, sees it pending with its approvers,
 * and cancels it; axe and the page's width on the Leave and Requests screens at 360 and 1280 px.
 */
test.use({ viewport: PHONE });

async function typeDate(field: Locator, text: string) {
  await field.click();
  await field.fill(text);
  await field.press('Enter');
  await field.blur();
}

async function fitsAndPasses(page: Page, screen: string) {
  expect(await essAxe(page, screen)).toEqual([]);
  expect(await widerThanScreen(page)).toEqual([]);
}

test('an employee files a leave on a phone, sees it pending and cancels it', async ({ page }) => {
  const me = await makeEssAccount(page, 'e2e.ess.filing');
  await essLogin(page, me.name, me.password);
  const nav = page.getByRole('navigation', { name: 'Self-service' });
  await nav.getByRole('link', { name: 'Leave' }).click();
  await expect(page).toHaveTitle('HRIS - Leave');
  // the demo employee's leave of this year, read
  await expect(page.locator('ul.ess-filing__list')).toHaveAttribute('aria-busy', 'false');
  await fitsAndPasses(page, 'leave at 360 px');

  const form = page.getByRole('form', { name: 'File a leave' });
  // nothing chosen: HR's messages under the fields
  await form.getByRole('button', { name: 'File Leave' }).click();
  await expect(form.getByText('Please select a leave type.')).toBeVisible();
  await form.getByRole('combobox', { name: 'Leave type' }).click();
  await page.getByRole('option', { name: 'Vacation', exact: true }).click();
  const year = new Date().getFullYear();
  await typeDate(form.getByLabel('Start date'), `Dec 28 ${year}`);
  await typeDate(form.getByLabel('End date'), `Dec 29 ${year}`);
  await expect(form.getByText('2 days, counted from the dates.')).toBeVisible();
  await form.getByLabel('Reason').fill('Christmas with the family in Iloilo');
  await form.getByRole('button', { name: 'File Leave' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  // the success message closes by itself
  await expect(page.getByRole('dialog', { name: 'Filed' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const item = page.getByRole('listitem').filter({ hasText: 'Christmas with the family in Iloilo' });
  await expect(item).toContainText('Vacation · With Pay');
  await expect(item).toContainText(`Dec 28 ${year} to Dec 29 ${year} · 2 days`);
  await expect(item.getByText('Pending', { exact: true }).first()).toBeVisible();
  await fitsAndPasses(page, 'leave with a request at 360 px');
  await page.screenshot({ path: test.info().outputPath('ess-leave-360.png'), fullPage: true });

  await item.getByRole('button', { name: 'Cancel Request' }).click();
  const question = page.getByRole('dialog', { name: 'Cancel this leave request?' });
  await question.getByRole('button', { name: 'Cancel Request' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancelled' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(item).toContainText('Reason: Cancelled by the employee');
  await expect(item.getByRole('button', { name: 'Cancel Request' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Requests' }).click();
  await expect(page).toHaveTitle('HRIS - Requests');
  await expect(page.getByRole('listitem').filter({ hasText: 'Leave' }).first()).toContainText('Declined');
  await fitsAndPasses(page, 'requests at 360 px');
  await page.screenshot({ path: test.info().outputPath('ess-requests-360.png'), fullPage: true });

  await page.setViewportSize(LAPTOP);
  await fitsAndPasses(page, 'requests at 1280 px');
  await page.getByRole('navigation', { name: 'Self-service' }).getByRole('link', { name: 'Leave' }).click();
  await expect(page).toHaveTitle('HRIS - Leave');
  await fitsAndPasses(page, 'leave at 1280 px');
});
