import type { Page } from '@playwright/test';
import { essAxe, essLogin, LAPTOP, makeEssAccount, PHONE, widerThanScreen } from './ess';
import { expect, test } from './fixtures';
import { axeFindings, signInAsHr } from './helpers';

/**
 * A profile change on a phone: the employee asks for a new contact number in self-service, HR approves
 * it on the Profile Requests screen (a desktop HR page), and the employee's profile shows it; axe and
 * the page's width on the self-service screens at 360 and 1280 px and on HR's screen at 1280 px.
 */
test.use({ viewport: PHONE });

async function fitsAndPasses(page: Page, screen: string) {
  expect(await essAxe(page, screen)).toEqual([]);
  expect(await widerThanScreen(page)).toEqual([]);
}

test('an employee asks for a contact change, HR approves it and the profile shows it', async ({ page }) => {
  const me = await makeEssAccount(page, 'e2e.ess.profile');
  await essLogin(page, me.name, me.password);
  // the top bar shows the account's name until the profile has answered, then the employee's
  const topName = page.locator('.ess-topbar__name');
  await expect(topName).not.toHaveText(me.name);
  const fullName = (await topName.textContent())?.trim() ?? '';

  await page.goto('/ess/profile/request');
  await expect(page).toHaveTitle('HRIS - Request a Change');
  const form = page.getByRole('form', { name: 'Request a change' });
  const contact = form.getByLabel('Contact number');
  await expect(contact).not.toHaveValue('');
  await fitsAndPasses(page, 'request a change at 360 px');
  await contact.fill('');
  await contact.pressSequentially('09995550123');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog', { name: 'Sent' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const item = page.getByRole('listitem').filter({ hasText: 'Contact number' });
  await expect(item).toContainText('Waiting for HR');
  await fitsAndPasses(page, 'request a change with a request at 360 px');

  // HR, on a desktop, approves it
  await signInAsHr(page);
  await page.setViewportSize(LAPTOP);
  await page.goto('/hr/profilerequests');
  await expect(page).toHaveTitle('HRIS - Profile Requests');
  await page.getByPlaceholder('Search employee').fill(fullName);
  const row = page.getByRole('row').filter({ hasText: fullName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('New');
  expect(await axeFindings(page, 'Profile Requests at 1280 px')).toEqual([]);
  expect(await widerThanScreen(page)).toEqual([]);
  await row.getByRole('link', { name: 'Review' }).click();
  await expect(page).toHaveTitle('HRIS - Profile Request');
  const changes = page.getByRole('region', { name: 'Changes' });
  await expect(changes).toContainText('0999-5550123');
  expect(await axeFindings(page, 'Profile Request at 1280 px')).toEqual([]);
  expect(await widerThanScreen(page)).toEqual([]);
  await page.getByRole('radio', { name: 'Approve Request' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveTitle('HRIS - Profile Requests');

  // back on the phone: the record has the new number, the request is approved, a notification says so
  await page.setViewportSize(PHONE);
  await page.goto('/ess/profile/request');
  await expect(page.getByRole('form', { name: 'Request a change' }).getByLabel('Contact number')).toHaveValue(
    '0999-5550123',
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'Contact number' })).toContainText('Approved');
  await page.goto('/ess/notifications');
  await expect(page).toHaveTitle('HRIS - Notifications');
  const notice = page.getByRole('listitem').filter({ hasText: 'Your profile change was approved' });
  await expect(notice).toContainText('New');
  await fitsAndPasses(page, 'notifications at 360 px');
  await notice.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('Nothing unread.')).toBeVisible();
  await page.setViewportSize(LAPTOP);
  await fitsAndPasses(page, 'notifications at 1280 px');
  await page.goto('/ess/profile/request');
  await expect(page.getByRole('form', { name: 'Request a change' })).toBeVisible();
  await fitsAndPasses(page, 'request a change at 1280 px');
});
