import { expect, test } from './fixtures';
import { loginAsHr } from './helpers';
import { ADMIN_PASSWORD } from './playwright.config';

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

test('assets are sent pre-compressed, JSON replies compressed, and no source map is served', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\/.+\.js$/);

  for (const encoding of ['br', 'gzip'] as const) {
    const res = await request.get(script as string, { headers: { 'accept-encoding': encoding } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe(encoding);
    expect(res.headers()['content-type']).toMatch(/javascript/);
    expect(res.headers().vary).toMatch(/accept-encoding/i);
  }
  const plain = await request.get(script as string, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();

  // a paged list: PostgreSQL's own JSON text, compressed on the way out
  const login = await request.post('/api/login', { data: { name: 'hr', password: ADMIN_PASSWORD } });
  const { access_token } = (await login.json()) as { access_token: string };
  const list = await request.get('/api/active/employee?per_page=100', {
    headers: { authorization: `Bearer ${access_token}`, 'accept-encoding': 'br' },
  });
  expect(list.status()).toBe(200);
  expect(list.headers()['content-encoding']).toBe('br');
  expect(((await list.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);

  for (const map of [`${script}.map`, '/assets/index.js.map', '/main.js.map']) {
    const res = await request.get(map);
    expect(res.status(), map).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
  }
});
