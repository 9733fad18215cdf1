import { generate } from 'otplib';
import { expect, test } from './fixtures';
import { axeFindings } from './helpers';
import { ADMIN_PASSWORD } from './playwright.config';

const USERNAME = 'e2e.twofactor';
const PASSWORD = 'Two-Factor-Pass-2026';

/** The authenticator's code `steps` 30-second steps from now (each step's code is taken once). */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test.describe.configure({ mode: 'serial' });

test('an HR user turns on two-factor, logs in with a code, ends a session and turns it off', async ({
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
  // A session elsewhere, to end from the list later.
  const other = await page.request.post('/api/login', {
    data: { name: USERNAME, password: PASSWORD },
    headers: { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15' },
  });
  const otherToken = (await other.json()).access_token as string;

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

  // The login now asks for the code after the password.
  await page.getByRole('button', { name: 'Logout' }).click();
  await login(() => codeAt(secret, 1));

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

  // Turn off with a recovery code.
  await page.getByRole('button', { name: 'Turn Off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
  await off.getByLabel('Password').fill(PASSWORD);
  await off.getByLabel('Code from the app, or a recovery code').fill(recovery[0]!);
  await off.getByRole('button', { name: 'Turn Off' }).click();
  await expect(page.getByRole('dialog').getByText('Two-factor authentication is off.')).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
});
