import { generate } from 'otplib';
import { expect, test } from './fixtures';
import { axeFindings, signInAsHr } from './helpers';
import { ADMIN_PASSWORD } from './playwright.config';

const USERNAME = 'e2e.twofactor';
const PASSWORD = 'Two-Factor-Pass-2026';

/** The authenticator's code `steps` 30-second steps from now (each step's code is taken once). */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test.describe.configure({ mode: 'serial' });

test('an HR user turns on two-factor (other sessions end), logs in with a code, ends a session, renews codes, turns it off; a colleague resets it with their password', async ({
  browser,
  page,
}) => {
  // An HR account of its own, for an employee without one, so no other spec's login needs a code.
  // (The first-run HR account's token through the API only: this page logs in through the screen.)
  const hr = await page.request.post('/api/login', { data: { name: 'hr', password: ADMIN_PASSWORD } });
  const token = (await hr.json()).access_token as string;
  const headers = { authorization: `Bearer ${token}` };
  const list = await page.request.get('/api/employeeaccounts?account=without&per_page=1', { headers });
  const employee = (await list.json()).data[0];
  const created = await page.request.post('/api/register', {
    headers,
    data: {
      employee_id: employee.employee_id,
      role_id: 5,
      name: USERNAME,
      email: `${USERNAME}@example.com`,
      password: PASSWORD,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  // A session elsewhere, opened with the password alone: turning two-factor on ends it.
  const before = await page.request.post('/api/login', { data: { name: USERNAME, password: PASSWORD } });
  const beforeToken = (await before.json()).access_token as string;

  const login = async (code?: () => Promise<string>) => {
    await page.goto('/');
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    if (code) {
      const field = page.getByLabel('Authentication code');
      await expect(field).toBeFocused();
      await field.fill(await code());
      await page.getByRole('button', { name: 'Login' }).click();
    }
    await expect(page).toHaveURL(/\/hr\/dashboard$/);
  };
  await login();
  await page.getByRole('navigation').getByRole('link', { name: 'Security', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Security');
  await expect(page.getByText('Off', { exact: true })).toBeVisible();

  // Set up: password, then the QR code and its key, then the app's first code.
  await page.getByRole('button', { name: 'Set Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await dialog.locator('code').first().innerText()).replace(/\s/g, '');
  await dialog.getByLabel('Code from the app').fill('000000');
  await dialog.getByRole('button', { name: 'Turn On' }).click();
  await expect(dialog.getByText(/The code is incorrect/)).toBeVisible();
  await dialog.getByLabel('Code from the app').fill(await codeAt(secret, 0));
  await dialog.getByRole('button', { name: 'Turn On' }).click();
  const codes = dialog.getByRole('group', { name: 'Recovery codes' }).locator('code');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.allInnerTexts();
  expect(await axeFindings(page, 'two-factor recovery codes')).toEqual([]);
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
  await dialog.getByLabel('I have saved my recovery codes').check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();
  expect(
    (await page.request.get('/api/user', { headers: { authorization: `Bearer ${beforeToken}` } })).status(),
  ).toBe(401);

  // The login now asks for the code after the password.
  await page.getByRole('button', { name: 'Logout' }).click();
  await login(() => codeAt(secret, 1));

  // A session elsewhere (a recovery code for its second factor), to end from the list.
  const other = await page.request.post('/api/login', {
    data: { name: USERNAME, password: PASSWORD, code: recovery[1] },
    headers: { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15' },
  });
  expect(other.ok(), await other.text()).toBe(true);
  const otherToken = (await other.json()).access_token as string;

  // Sessions: this one marked; the other browser's ended from here.
  await page.goto('/hr/security');
  const sessions = page.getByRole('table', { name: 'Sessions' });
  await expect(sessions.getByText('This session')).toBeVisible();
  const safari = sessions.getByRole('row', { name: /Safari on macOS/ });
  await safari.getByRole('button', { name: 'End' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End Session' }).click();
  await expect(page.getByRole('dialog').getByText('The session has ended.')).toBeVisible();
  await expect(safari).toHaveCount(0);
  expect(
    (await page.request.get('/api/user', { headers: { authorization: `Bearer ${otherToken}` } })).status(),
  ).toBe(401);
  expect(await axeFindings(page, 'security')).toEqual([]);

  // New recovery codes: the password alone is not enough, a code is asked too.
  await page.getByRole('button', { name: 'New Recovery Codes' }).click();
  const renew = page.getByRole('dialog', { name: 'New recovery codes' });
  await renew.getByLabel('Password').fill(PASSWORD);
  await renew.getByRole('button', { name: 'Make New Codes' }).click();
  await expect(renew.getByText('The code field is required.')).toBeVisible();
  await renew.getByLabel('Code from the app, or a recovery code').fill(recovery[2]!);
  await renew.getByRole('button', { name: 'Make New Codes' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new recovery codes' });
  const freshCodes = shown.getByRole('group', { name: 'Recovery codes' }).locator('code');
  await expect(freshCodes).toHaveCount(10);
  const fresh = await freshCodes.allInnerTexts();
  expect(fresh).not.toContain(recovery[0]);
  await page.keyboard.press('Escape');
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();

  // Turn off with one of the new recovery codes.
  await page.getByRole('button', { name: 'Turn Off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
  await off.getByLabel('Password').fill(PASSWORD);
  await off.getByLabel('Code from the app, or a recovery code').fill(fresh[0]!);
  await off.getByRole('button', { name: 'Turn Off' }).click();
  await expect(page.getByRole('dialog').getByText('Two-factor authentication is off.')).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();

  // On again (through the API), then lost: another HR user resets it on Users, with their own password.
  const mine = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const setup = await page.request.post('/api/account/two-factor/setup', {
    headers: mine,
    data: { password: PASSWORD },
  });
  const again = (await setup.json()).secret as string;
  const on = await page.request.post('/api/account/two-factor/enable', {
    headers: mine,
    data: { code: await codeAt(again, 0) },
  });
  expect(on.ok(), await on.text()).toBe(true);
  const colleague = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signInAsHr(colleague);
  await colleague.goto('/hr/users');
  await colleague.getByRole('textbox', { name: 'Search' }).fill(USERNAME);
  const row = colleague.getByRole('row', { name: new RegExp(USERNAME.replace('.', '\\.')) });
  await row.getByRole('button', { name: 'Reset Two-Factor' }).click();
  const reset = colleague.getByRole('dialog', { name: 'Reset two-factor authentication' });
  await expect(reset.getByText('Enter your own password to confirm.')).toBeVisible();
  expect(await axeFindings(colleague, 'Users: Reset two-factor')).toEqual([]);
  await reset.getByLabel('Password').fill('not my password');
  await reset.getByRole('button', { name: 'Reset' }).click();
  await expect(reset.getByText('The password is incorrect.')).toBeVisible();
  await reset.getByLabel('Password').fill(ADMIN_PASSWORD);
  await reset.getByRole('button', { name: 'Reset' }).click();
  await expect(
    colleague.getByRole('dialog').getByText('Two-factor authentication is off for this user.'),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reset Two-Factor' })).toHaveCount(0);
  // and their own row's Reset Password points to Change Password instead
  const self = await (
    await colleague.request.get('/api/user', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  await colleague.getByRole('textbox', { name: 'Search' }).fill(self.email);
  await colleague
    .getByRole('row', { name: new RegExp(self.email) })
    .getByRole('button', { name: 'Reset Password' })
    .click();
  const own = colleague.getByRole('dialog', { name: 'Reset Password' });
  await expect(own.getByText('This is your own account.')).toBeVisible();
  await own.getByRole('link', { name: 'Change Password' }).click();
  await expect(colleague).toHaveTitle('HRIS - Change Password');
  await colleague.context().close();
});
