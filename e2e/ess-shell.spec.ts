import path from 'node:path';
import { cspViolations, essAxe, essLogin, LAPTOP, makeEssAccount, PHONE, widerThanScreen } from './ess';
import { expect, test } from './fixtures';

/**
 * Employee self-service's shell on a phone: its login (a wrong password, a refused account), the home,
 * the bottom navigation, the More page and Log out, which leaves an HR session in the same browser as
 * it was; axe and the page's width at 360 and 1280 px. (An account without an employee, "Access
 * Denied !", cannot be made through the HR API, which links every account to an employee:
 * apps/server/src/modules/auth/ess-login.test.ts refuses one.)
 */
test.use({ viewport: PHONE });

/** Where the screenshots go, to look at (.tmp/ess-shell/). */
const shot = (name: string) => path.join(import.meta.dirname, '..', '.tmp', 'ess-shell', name);

test('an employee signs in to self-service on a phone, moves with the bottom navigation and logs out', async ({
  page,
}) => {
  const me = await makeEssAccount(page, 'e2e.ess.shell');
  const violations = await cspViolations(page);
  // the same person is signed into the HR app in this browser; leaving self-service keeps that session
  const { hrToken } = me;
  await page.addInitScript((token) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', token);
  }, hrToken);

  // signed out, self-service leads to its own login
  await page.goto('/ess');
  await expect(page).toHaveURL(/\/ess\/login$/);
  await expect(page).toHaveTitle('HRIS - Login');
  expect(await essAxe(page, 'login at 360 px')).toEqual([]);
  expect(await widerThanScreen(page)).toEqual([]);
  await page.screenshot({ path: shot('ess-login-360.png') });

  await page.getByLabel('Username').fill(me.name);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or password you entered is incorrect.');
  await expect(page.getByLabel('Username')).toBeFocused();

  await essLogin(page, me.name, me.password);
  const bottom = page.getByRole('navigation', { name: 'Self-service' });
  await expect(page.getByRole('banner')).toContainText('HRIS');
  await expect(
    page.getByRole('heading', { level: 2, name: /^Good (morning|afternoon|evening), / }),
  ).toBeVisible();
  await expect(bottom.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  expect(await essAxe(page, 'home at 360 px')).toEqual([]);
  expect(await widerThanScreen(page)).toEqual([]);
  await page.screenshot({ path: shot('ess-home-360.png') });

  for (const [item, title] of [
    ['Leave', 'Leave'],
    ['Requests', 'Requests'],
    ['To Sign', 'To Sign'],
  ] as const) {
    await bottom.getByRole('link', { name: item }).click();
    await expect(page).toHaveTitle(`HRIS - ${title}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bottom.getByRole('link', { name: item })).toHaveAttribute('aria-current', 'page');
  }
  await bottom.getByRole('link', { name: 'More' }).click();
  await expect(page).toHaveTitle('HRIS - More');
  const main = page.getByRole('main');
  for (const name of ['Attendance', 'Calendar', 'Contributions', 'Coaching & Evaluations', 'Profile'])
    await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  await main.getByRole('link', { name: /^Calendar/ }).click();
  await expect(page).toHaveTitle('HRIS - Calendar');
  // a screen of the More page keeps More current in the bottom navigation
  await expect(bottom.getByRole('link', { name: 'More' })).toHaveAttribute('aria-current', 'page');
  expect(await widerThanScreen(page)).toEqual([]);

  // at 1280 px the navigation is at the side, and the home still fits and passes axe
  await page.setViewportSize(LAPTOP);
  await page.getByRole('navigation', { name: 'Self-service' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveTitle('HRIS - Home');
  const side = page.getByRole('navigation', { name: 'Self-service' });
  await expect(side).toHaveCount(1);
  await expect(side.getByRole('link', { name: 'Notifications' })).toBeVisible();
  expect(await essAxe(page, 'home at 1280 px')).toEqual([]);
  expect(await widerThanScreen(page)).toEqual([]);
  await page.screenshot({ path: shot('ess-home-1280.png') });
  await page.setViewportSize(PHONE);

  await bottom.getByRole('link', { name: 'More' }).click();
  await main.getByRole('link', { name: /^Log out/ }).click();
  await expect(page).toHaveURL(/\/ess\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('ess_token'))).toBeNull();
  // the HR session is untouched, and its token still opens HR's calls
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(hrToken);
  const user = await page.request.get('/api/user', { headers: { authorization: `Bearer ${hrToken}` } });
  expect(user.status()).toBe(200);
  // signed out: a self-service address leads to the login, and back there after signing in
  await page.goto('/ess/more');
  await expect(page).toHaveURL(/\/ess\/login\?to=%2Fess%2Fmore$/);
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

test("the self-service login refuses a deactivated account with the server's message, and passes axe at 1280 px", async ({
  page,
}) => {
  const off = await makeEssAccount(page, 'e2e.ess.deactivated');
  const status = await page.request.post('/api/updateStatus', {
    headers: { authorization: `Bearer ${off.hrToken}` },
    data: { id: off.userId, status: '0' },
  });
  expect(status.ok(), await status.text()).toBe(true);
  await page.setViewportSize(LAPTOP);
  await page.goto('/ess/login');
  await expect(page).toHaveTitle('HRIS - Login');
  expect(await essAxe(page, 'login at 1280 px')).toEqual([]);
  expect(await widerThanScreen(page)).toEqual([]);
  await page.screenshot({ path: shot('ess-login-1280.png') });
  await page.getByLabel('Username').fill(off.name);
  await page.getByLabel('Password', { exact: true }).fill(off.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This account is deactivated. Please ask HR to activate it.',
  );
  await expect(page).toHaveURL(/\/ess\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('ess_token'))).toBeNull();

  // the password reset and back
  await page.getByRole('link', { name: 'Forgot Password ?' }).click();
  await expect(page).toHaveTitle('HRIS - Reset Password');
  await page.getByRole('button', { name: 'Send Password Reset Link' }).click();
  await expect(page.getByText('The email field is required.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveTitle('HRIS - Login');

  // the mailed link of an employee's account opens self-service's new-password page: a dead link
  // says so, with the way to a new one, and the way back is this login
  await page.goto('/ess/new/password/not-a-real-token');
  await expect(page).toHaveTitle('HRIS - New Password');
  await page.getByLabel('Email').fill('nobody@company.ph');
  // the card is a region named by its heading, "New Password" too
  await page.getByRole('textbox', { name: 'New Password' }).fill('Fresh-start-2026');
  await page.getByLabel('Confirm Password').fill('Fresh-start-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  expect(await essAxe(page, 'new password at 1280 px')).toEqual([]);
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveTitle('HRIS - Login');

  // a token the server no longer knows: the first call's 401 signs out to self-service's login
  await page.evaluate(() => {
    localStorage.setItem('ess_token', 'revoked');
    localStorage.setItem('ess_expires_at', '2999-01-01T00:00:00Z');
  });
  await page.goto('/ess');
  await expect(page).toHaveURL(/\/ess\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('ess_token'))).toBeNull();
});

test('installable: the manifest, and offline the service worker shows its offline page and keeps nothing else', async ({
  page,
  context,
}) => {
  const manifest = await page.request.get('/ess.webmanifest');
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  const { start_url, scope, display, icons } = await manifest.json();
  expect({ start_url, scope, display }).toEqual({
    start_url: '/ess/',
    scope: '/ess/',
    display: 'standalone',
  });
  for (const icon of icons as { src: string }[]) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type'], icon.src).toBe('image/png');
  }

  // signed in, the home's calls go out under the worker's eye
  const me = await makeEssAccount(page, 'e2e.ess.offline');
  const violations = await cspViolations(page);
  await page.goto('/ess/login');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await essLogin(page, me.name, me.password);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await context.setOffline(true);
  await page.goto('/ess/leave');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  // its own style sheet applies (the button-like link is the brand blue)
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveCSS(
    'background-color',
    'rgb(25, 113, 194)',
  );
  expect(await essAxe(page, 'offline page')).toEqual([]);
  await context.setOffline(false);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls.sort();
  });
  expect(kept).toEqual(['/ess/icon-192.png', '/ess/offline.css', '/ess/offline.html']);
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});
