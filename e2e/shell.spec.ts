import { expect, test } from '@playwright/test';
import { loginAsHr } from './helpers';

test('a wrong password shows the server error and clears the fields', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('HRIS - Login');
  await expect(page.getByText('Human Resource Information System')).toBeVisible();
  await page.getByLabel('Username').fill('hr');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('The username or password you entered is incorrect.');
  await expect(page.getByLabel('Username')).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('/hr needs a login, and a logged-in user lands on the dashboard shell', async ({ page }) => {
  await page.goto('/hr/department');
  await expect(page).toHaveURL(/\/$/);
  await loginAsHr(page);
  await expect(page.getByRole('navigation')).toContainText('Departments');
  // a logged-in user at / goes to the dashboard; /hr redirects there too
  await page.goto('/');
  await expect(page).toHaveURL(/\/hr\/dashboard$/);
  await page.goto('/hr');
  await expect(page).toHaveURL(/\/hr\/dashboard$/);
});

test('an unknown path shows the fallback page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! It seems that this page does not exist.')).toBeVisible();
  await expect(page).toHaveTitle('HRIS - Page Not Found');
});

test('logout revokes the token and goes back to login', async ({ page }) => {
  await loginAsHr(page);
  const token = await page.evaluate(() => Object.values(localStorage).find((v) => v.length === 43));
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Username')).toBeVisible();
  const res = await page.request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
  await page.goto('/hr/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('a 401 from any call clears the session and goes to login', async ({ page }) => {
  await loginAsHr(page);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const v = localStorage.getItem(key) ?? '';
      if (v.length === 43) localStorage.setItem(key, 'x'.repeat(43));
    }
  });
  await page.goto('/hr/department');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Username')).toBeVisible();
});
