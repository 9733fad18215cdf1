import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeFindings, hrToken, openAsHr } from './helpers';
import { smtpInbox } from './smtp-inbox';

/**
 * Accounts: the notification sender (pointed at an SMTP server this spec runs), an HR account made for
 * an employee, that user changing their password and resetting it by e-mail, roles, and the access levels.
 * The tests run in order and share what they make.
 */
const DOMAIN = 'e2e-bpo.ph';
const USERNAME = 'e2e.hrstaff';
const FIRST_PASSWORD = 'Harbor-Lantern-2026';
const CHANGED_PASSWORD = 'Copper-Meadow-2026';
const RESET_PASSWORD = 'Silver-Orchard-2026';
const ROLE = 'Quality Analyst';

const { inbox, port: smtpPort } = smtpInbox();
let newUserName = '';

test.describe.configure({ mode: 'serial' });

async function pickOption(page: Page, scope: Locator | Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

async function confirmAndExpect(page: Page, message: string) {
  await expect(page.getByText('Do you want to save changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(message)).toBeVisible();
}

/** The error dialog: title "Error" and the server's message. */
async function expectErrorDialog(page: Page, message: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Error', { exact: true })).toBeVisible();
}

async function openAccountsLink(page: Page, name: string) {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveTitle(`HRIS - ${name}`);
}

async function loginAs(page: Page, username: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The reset link of the newest mail to `address`, with quoted-printable soft breaks undone. */
async function resetLinkFor(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = inbox.filter((m) => m.to.includes(address)).at(-1);
        const body = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        link = body?.match(/https?:\/\/\S+\/new\/password\/[A-Za-z0-9_-]+/)?.[0];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return new URL(link as string).pathname;
}

test('Notification Config saves the sender and the company e-mail domain', async ({ page }) => {
  await openAsHr(page);
  await openAccountsLink(page, 'Notification Config');

  const domain = page.getByRole('form', { name: 'Company e-mail domain' });
  await domain.getByLabel('Domain').fill('not a domain');
  await domain.getByRole('button', { name: 'Save Domain' }).click();
  await expect(domain.getByText('The company domain must look like company.ph.')).toBeVisible();
  await domain.getByLabel('Domain').fill(DOMAIN);
  await domain.getByRole('button', { name: 'Save Domain' }).click();
  await confirmAndExpect(page, 'You successfully saved your changes');

  const sender = page.getByRole('form', { name: 'Notification sender' });
  await sender.getByLabel('Sender email').fill(`hris@${DOMAIN}`);
  await sender.getByLabel('Password').fill('smtp-pass-2026');
  await sender.getByLabel('SMTP host').fill('127.0.0.1');
  await sender.getByLabel('SMTP port').fill(String(smtpPort()));
  // the spec's mail server offers no TLS (e2e/smtp-inbox.ts): allowed, with the warning it brings
  await expect(sender.getByText('Not encrypted')).toBeHidden();
  await sender.getByLabel('Allow plain text').check();
  await expect(sender.getByText('Not encrypted')).toBeVisible();
  await sender.getByRole('button', { name: 'Save Changes' }).click();
  await confirmAndExpect(page, 'You successfully saved your changes');

  // the password is never shown again: an empty field with "saved" keeps it
  await page.reload();
  await expect(sender.getByLabel('Sender email')).toHaveValue(`hris@${DOMAIN}`);
  await expect(sender.getByLabel('Password')).toHaveValue('');
  await expect(sender.getByLabel('Password')).toHaveAttribute('placeholder', 'saved');
  await expect(sender.getByLabel('SMTP port')).toHaveValue(String(smtpPort()));
  await expect(sender.getByLabel('Allow plain text')).toBeChecked();

  // another port without the password: asked for again, the saved one stays with its server
  await sender.getByLabel('SMTP port').fill('2525');
  await sender.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(
    sender.getByText('Enter the password again: the sender e-mail, SMTP host or port changed'),
  ).toBeVisible();
  await page.reload();
  await expect(sender.getByLabel('SMTP port')).toHaveValue(String(smtpPort()));
});

test('Create Account registers an HR account for an employee with a default password', async ({ page }) => {
  await openAsHr(page);
  await openAccountsLink(page, 'Create Account');
  const form = page.getByRole('form', { name: 'Create Account' });

  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Please select an employee.')).toBeVisible();
  await expect(form.getByText('Please select a role.')).toBeVisible();

  await form.getByRole('combobox', { name: 'Employee' }).click();
  const first = page.getByRole('option').first();
  await expect(first).toBeVisible();
  await first.click();
  newUserName = await form.getByRole('combobox', { name: 'Employee' }).inputValue();
  expect(newUserName).not.toBe('');

  // the company e-mail follows the username and the saved domain
  await form.getByLabel('Username').fill(USERNAME);
  await expect(form.getByLabel('Company email')).toHaveValue(`${USERNAME}@${DOMAIN}`);

  // a manager picks sub-departments; an HR user needs nothing more
  await pickOption(page, form, 'Role', 'Assistant Manager');
  await expect(form.getByRole('combobox', { name: 'Sub-departments' })).toBeVisible();
  await pickOption(page, form, 'Role', 'HR Department');
  await expect(form.getByRole('combobox', { name: 'Sub-departments' })).toBeHidden();

  await expect(form.getByText('receives an e-mail with a link to choose their own password')).toBeVisible();
  await form.getByLabel('Default password').fill(USERNAME);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('The password may not be the same as the username.')).toBeVisible();
  await form.getByLabel('Default password').fill(FIRST_PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await confirmAndExpect(page, 'Has been Successfully Register.');

  await expect(page).toHaveURL(/\/hr\/users$/);
  await expect(page).toHaveTitle('HRIS - Users');
  await page.getByRole('textbox', { name: 'Search' }).fill(USERNAME);
  const row = page.getByRole('row', { name: new RegExp(USERNAME) });
  await expect(row).toContainText(newUserName);
  await expect(row).toContainText('HR Department');
  await expect(row).toContainText(`${USERNAME}@${DOMAIN}`);
});

test('the new HR user changes their password, is logged out, resets it by e-mail and logs in', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL);
  await loginAs(page, USERNAME, FIRST_PASSWORD);
  await expect(page).toHaveURL(/\/hr\/dashboard$/);
  await expect(page.getByTestId('current-user-name')).toHaveText(newUserName);

  await openAccountsLink(page, 'Change Password');
  const form = page.getByRole('form', { name: 'Change Password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(CHANGED_PASSWORD);
  await form.getByLabel('Confirm new password').fill(CHANGED_PASSWORD);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(form.getByText('The current password is incorrect.')).toBeVisible();

  await form.getByLabel('Current password').fill(FIRST_PASSWORD);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Your password has been changed. Please log in again')).toBeVisible();
  // shown 4 s, then logged out
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
  await expect(page).toHaveTitle('HRIS - Login');

  // forgot it already: a reset link by e-mail
  await page.getByRole('link', { name: 'Forgot Password ?' }).click();
  await expect(page).toHaveURL(/\/reset\/password$/);
  await page.getByLabel('Email').fill(`${USERNAME}@${DOMAIN}`);
  await page.getByRole('button', { name: 'Send Password Reset Link' }).click();
  await expect(page.getByText('If that address belongs to an account, a password reset link')).toBeVisible();

  const path = await resetLinkFor(`${USERNAME}@${DOMAIN}`);
  await page.goto(path);
  await expect(page).toHaveTitle('HRIS - New Password');
  await page.getByLabel('Email').fill(`${USERNAME}@${DOMAIN}`);
  await page.getByLabel('New Password').fill(RESET_PASSWORD);
  await page.getByLabel('Confirm Password').fill(RESET_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });

  // the link works once
  await page.goto(path);
  await page.getByLabel('Email').fill(`${USERNAME}@${DOMAIN}`);
  await page.getByLabel('New Password').fill('Another-Orchard-2026');
  await page.getByLabel('Confirm Password').fill('Another-Orchard-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();

  await loginAs(page, USERNAME, CHANGED_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await loginAs(page, USERNAME, RESET_PASSWORD);
  await expect(page).toHaveURL(/\/hr\/dashboard$/);
  await page.context().close();
});

test('User Roles: a new role, a duplicate and an unchanged edit', async ({ page }) => {
  await openAsHr(page);
  await openAccountsLink(page, 'User Roles');
  await page.getByRole('link', { name: 'Create Role' }).click();
  await expect(page).toHaveTitle('HRIS - Create Role');
  await page.getByLabel('Role name').fill(ROLE);
  await page.getByLabel('Description').fill('Monitors calls and scores them');
  await page.getByRole('button', { name: 'Save Role' }).click();
  await confirmAndExpect(page, 'You successfully saved your changes');
  await expect(page).toHaveURL(/\/hr\/usersroles$/);
  const row = page.getByRole('row', { name: new RegExp(ROLE) });
  await expect(row).toContainText('Monitors calls and scores them');

  await page.goto('/hr/createroles');
  await page.getByLabel('Role name').fill(ROLE.toUpperCase());
  await page.getByRole('button', { name: 'Save Role' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expectErrorDialog(page, 'Already exist');
  await page.getByRole('button', { name: 'OK' }).click();

  await page.goto('/hr/usersroles');
  await page
    .getByRole('row', { name: new RegExp(ROLE) })
    .getByRole('button', { name: 'Edit' })
    .click();
  const modal = page.getByRole('dialog', { name: 'Edit Role' });
  await modal.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expectErrorDialog(page, 'Nothing was changed.');
});

test('a staff member is given to a supervisor and listed among their subordinates', async ({ page }) => {
  await openAsHr(page);

  await openAccountsLink(page, 'Supervisory Level');
  const supervisors = page.getByRole('table', { name: 'Supervisory Level' });
  const supervisorCell = supervisors.getByRole('row').nth(1).getByRole('cell').first();
  const supervisor = (await supervisorCell.locator('p').first().textContent()) ?? '';
  expect(supervisor).not.toBe('');

  await openAccountsLink(page, 'Staff Level');
  const staffRow = page.getByRole('table', { name: 'Staff Level' }).getByRole('row').nth(1);
  const staff = (await staffRow.getByRole('cell').first().locator('p').first().textContent()) ?? '';
  await staffRow.getByRole('button', { name: 'Change Access' }).click();
  const modal = page.getByRole('dialog', { name: 'Change Access' });
  await pickOption(page, modal, 'Account type', 'Admin Staff');
  await expect(modal.getByRole('combobox', { name: 'Supervisor' })).toBeHidden();
  await pickOption(page, modal, 'Account type', 'Office Staff');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Please select the supervisor this staff member belongs to.')).toBeVisible();
  await pickOption(page, modal, 'Supervisor', supervisor);
  await modal.getByRole('button', { name: 'Save' }).click();
  await confirmAndExpect(page, 'You successfully saved your changes');
  await page.getByRole('textbox', { name: 'Search' }).fill(staff);
  await expect(page.getByRole('row', { name: new RegExp(staff) })).toContainText(supervisor);

  await openAccountsLink(page, 'Supervisory Level');
  await page.getByRole('textbox', { name: 'Search' }).fill(supervisor);
  // Change Access asks for another type, and a substitute for the members when leaving supervision
  await page
    .getByRole('row', { name: new RegExp(supervisor) })
    .getByRole('button', { name: 'Change Access' })
    .click();
  const access = page.getByRole('dialog', { name: 'Change Access' });
  await access.getByRole('button', { name: 'Save' }).click();
  await expect(access.getByText('Choose a different account type.')).toBeVisible();
  await pickOption(page, access, 'Account type', 'Admin Staff');
  await expect(access.getByText(/still belongs? to/)).toBeVisible();
  await access.getByRole('button', { name: 'Save' }).click();
  await expect(access.getByText('Please select supervisor to substitute.')).toBeVisible();
  // the account type was changed: closing asks before dropping it
  await access.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();
  await expect(access).toBeHidden();

  await page
    .getByRole('row', { name: new RegExp(supervisor) })
    .getByRole('button', { name: 'Subordinates' })
    .click();
  const members = page.getByRole('dialog', { name: 'Subordinates' });
  const member = members.getByRole('row', { name: new RegExp(staff) });
  await expect(member).toBeVisible();
  // a member's account is switched off and on again from here
  const toggle = member.getByRole('switch', { name: `Active: ${staff}` });
  await toggle.click({ force: true });
  await expect(member).toContainText('Inactive');
  // (the switch waits for its save: a forced click on it meanwhile would do nothing)
  await expect(toggle).toBeEnabled();
  await toggle.click({ force: true });
  await expect(member).not.toContainText('Inactive');
});

test('a manager is given sub-departments and module access', async ({ page }) => {
  await openAsHr(page);
  await openAccountsLink(page, 'Managerial Level');
  const row = page.getByRole('table', { name: 'Managerial Level' }).getByRole('row').nth(1);
  const manager = (await row.getByRole('cell').first().locator('p').first().textContent()) ?? '';
  await row.getByRole('button', { name: 'Subordinates' }).click();
  const modal = page.getByRole('dialog', { name: 'Subordinates' });
  await modal.getByRole('checkbox', { name: 'CD-HW' }).check();
  await modal.getByRole('checkbox', { name: 'Mantra' }).check();
  await modal.getByRole('switch', { name: 'Module access' }).check({ force: true });
  await modal.getByRole('button', { name: 'Save' }).click();
  await confirmAndExpect(page, 'You successfully saved your changes');

  await page.getByRole('textbox', { name: 'Search' }).fill(manager);
  const saved = page.getByRole('row', { name: new RegExp(manager) });
  await expect(saved).toContainText('CD-HW');
  await expect(saved).toContainText('Mantra');
  await expect(saved).toContainText('Granted');
});

test('a manager hands their supervisors to another manager on Change Access, and becomes a manager again', async ({
  page,
}) => {
  const headers = { authorization: `Bearer ${await hrToken(page)}` };
  const listed = await page.request.get('/api/manageraccess?sort=belong&order=desc&per_page=2', { headers });
  const [leader, other] = (await listed.json()).data as {
    id: number;
    full_name: string | null;
    name: string;
    belong: number;
  }[];
  expect(leader?.belong).toBeGreaterThan(0);
  const name = leader!.full_name ?? leader!.name;
  const substitute = other!.full_name ?? other!.name;

  await openAsHr(page);
  await openAccountsLink(page, 'Managerial Level');
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Manager', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Change Access' }).click();
  const modal = page.getByRole('dialog', { name: 'Change Access' });
  // a manager becomes admin or office staff, or stays a manager (docs/rules.md#account-types)
  await modal.getByRole('combobox', { name: 'Account type', exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Admin Staff', 'Office Staff', 'Manager']);
  await page.getByRole('option', { name: 'Admin Staff', exact: true }).click();
  await expect(
    modal.getByText(`${leader!.belong === 1 ? 'member still belongs' : 'members still belong'} to ${name}`),
  ).toBeVisible();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Please select manager to substitute.')).toBeVisible();
  expect(await axeFindings(page, 'Managerial Level: Change Access')).toEqual([]);
  await pickOption(page, modal, 'Substitute manager', substitute);
  await modal.getByRole('button', { name: 'Save' }).click();
  await confirmAndExpect(page, 'You successfully saved your changes');
  await expect(modal).toBeHidden();
  await expect(row.getByText('Admin Staff', { exact: true })).toBeVisible();

  // no supervisor belongs to them any more: the substitute has them
  const left = await page.request.get(`/api/checkmember/${leader!.id}`, { headers });
  expect(await left.json()).toEqual({ members: 0 });

  // and back
  await row.getByRole('button', { name: 'Change Access' }).click();
  await pickOption(page, modal, 'Account type', 'Manager');
  await modal.getByRole('button', { name: 'Save' }).click();
  await confirmAndExpect(page, 'You successfully saved your changes');
  await expect(row.getByText('Manager', { exact: true })).toBeVisible();
});
