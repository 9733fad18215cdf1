import { expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './playwright.config';

/** Logs in as the first-run HR account through the login screen and waits for the dashboard. */
export async function loginAsHr(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill('hr');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/hr\/dashboard$/);
  await expect(page).toHaveTitle('HRIS - Dashboard');
}
