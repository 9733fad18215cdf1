import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openAsHr } from './helpers';

/** One new hire followed from the datasheet to separation; the tests run in order and share them. */
const HIRE = {
  empId: '2026-901',
  first: 'Marisol',
  middle: 'Santos',
  last: 'Quintana',
  full: 'Marisol Quintana',
};

const PDF_DIR = path.join(import.meta.dirname, '..', '.tmp', 'e2e-pdf');

async function pickOption(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a date into a date field (the field reads "Nov 22 2026" as well as a picked date). */
async function typeDate(field: Locator, text: string) {
  await field.click();
  await field.fill(text);
  await field.blur();
}

async function confirmAndExpectSaved(page: Page, message = 'You successfully saved your changes') {
  await expect(page.getByText('Do you want to save changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(message)).toBeVisible();
}

async function searchList(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await openAsHr(page);
});

test('the datasheet checks its fields, then adds the employee to Active Employees', async ({ page }) => {
  await page.getByRole('navigation').getByRole('link', { name: 'New Employee', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - New Employee');
  const sheet = page.getByRole('form', { name: 'Employee datasheet' });

  // nothing filled in: the messages show under the fields, and clicking a field clears its own
  await page.getByRole('button', { name: 'Save employee' }).click();
  await expect(sheet.getByText('The first name field is required.')).toBeVisible();
  await expect(sheet.getByText('Please select a designation.')).toBeVisible();
  await sheet.getByLabel('First name').click();
  await expect(sheet.getByText('The first name field is required.')).toBeHidden();

  const personal = sheet.getByRole('region', { name: 'Personal' });
  await personal.getByLabel('First name').fill(HIRE.first);
  await personal.getByLabel('Middle name').fill(HIRE.middle);
  await personal.getByLabel('Last name').fill(HIRE.last);
  await typeDate(personal.getByLabel('Birthdate'), 'Mar 14 1996');
  await pickOption(page, personal, 'Civil status', 'Single');
  await personal.getByLabel('Current address').fill('12 Mabini St., Brgy. Poblacion, Makati City');
  await personal.getByRole('button', { name: 'Same as current address' }).click();
  await expect(personal.getByLabel('Permanent address')).toHaveValue(
    '12 Mabini St., Brgy. Poblacion, Makati City',
  );

  const contact = sheet.getByRole('region', { name: 'Contact and emergency' });
  await contact.getByLabel('Contact number').pressSequentially('09171234567');
  await expect(contact.getByLabel('Contact number')).toHaveValue('0917-1234567');
  await contact.getByLabel('Email address').fill('marisol.quintana@example.com');
  await contact.getByLabel('Contact person').fill('Teresa Quintana');
  await pickOption(page, contact, 'Relationship', 'Mother');
  await contact.getByLabel('Emergency number').pressSequentially('09181234567');

  const employment = sheet.getByRole('region', { name: 'Employment' });
  await employment.getByLabel('Employee ID').pressSequentially('2026901');
  await expect(employment.getByLabel('Employee ID')).toHaveValue(HIRE.empId);
  await pickOption(page, employment, 'Status', 'Probationary');
  await pickOption(page, employment, 'Designation', 'Customer Service Representative');
  await pickOption(page, employment, 'Sub-department', 'CD-HW');
  await typeDate(employment.getByLabel('Employment date'), 'Nov 03 2026');
  await typeDate(employment.getByLabel('Date signed'), 'Oct 28 2026');
  await pickOption(page, employment, 'Schedule', 'Night-Shift');
  await pickOption(page, employment, 'Time', '10PM-7AM');

  // an allowance of 0 asks for the "others" amount
  const pay = sheet.getByRole('region', { name: 'Compensation' });
  await pay.getByLabel('Basic salary').fill('21000');
  await pay.getByLabel('Monthly allowance').fill('0');
  await expect(pay.getByLabel('Others')).toBeVisible();
  await page.getByRole('button', { name: 'Save employee' }).click();
  await expect(
    pay.getByText('Please enter the others amount when basic salary or allowance is 0.'),
  ).toBeVisible();
  await pay.getByLabel('Others').fill('1500');

  const gov = sheet.getByRole('region', { name: 'Government numbers' });
  await gov.getByLabel('SSS number').pressSequentially('3412345678');
  await expect(gov.getByLabel('SSS number')).toHaveValue('34-1234567-8');

  // experience rows: a second one is added and removed; the first is kept
  const experience = sheet.getByRole('region', { name: 'Work experience' });
  await experience.getByRole('button', { name: 'Add experience' }).click();
  await expect(experience.getByLabel('Employer')).toHaveCount(2);
  await experience.getByRole('button', { name: 'Remove experience 2' }).click();
  await expect(experience.getByLabel('Employer')).toHaveCount(1);
  await experience.getByLabel('Employer').fill('Concentrix Philippines');
  await experience.getByLabel('Job title').fill('Customer Service Associate');
  await experience.getByLabel('Previous salary').fill('18000');
  await experience.getByLabel('Reason for leaving').fill('Career growth');

  await page.getByRole('button', { name: 'Save employee' }).click();
  await confirmAndExpectSaved(page);
  await expect(page).toHaveURL(/\/hr\/employeelist$/);
  await expect(page).toHaveTitle('HRIS - Active Employees');

  await searchList(page, HIRE.last.toLowerCase());
  const row = page.getByRole('row', { name: new RegExp(HIRE.full) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(0)).toHaveText(HIRE.empId);
  await expect(row).toContainText('Customer Service Representative');
  await expect(row).toContainText('CD-HW');
  await expect(row).toContainText('Nov 03 2026');
  await expect(row).toContainText('Probationary');
});

test('the datasheet takes real names without a middle name, and the search finds them as HR types them', async ({
  page,
}) => {
  await page.goto('/hr/newemployee');
  await expect(page).toHaveTitle('HRIS - New Employee');
  const sheet = page.getByRole('form', { name: 'Employee datasheet' });
  const personal = sheet.getByRole('region', { name: 'Personal' });
  // A period, an accent, and no middle name (the field is not required).
  await expect(personal.locator('label').filter({ hasText: /^Middle name/ })).toHaveText('Middle name');
  await personal.getByLabel('First name').fill('Ma. Cristina');
  await personal.getByLabel('Last name').fill('Peña');
  await typeDate(personal.getByLabel('Birthdate'), 'Jun 02 1995');
  await pickOption(page, personal, 'Civil status', 'Married');
  await personal.getByLabel('Current address').fill('8 Luna St., Brgy. San Roque, Quezon City');
  await personal.getByRole('button', { name: 'Same as current address' }).click();
  const contact = sheet.getByRole('region', { name: 'Contact and emergency' });
  await contact.getByLabel('Contact number').pressSequentially('09171112233');
  await contact.getByLabel('Email address').fill('macristina.pena@example.com');
  // A hyphen and an apostrophe in the contact person's name.
  await contact.getByLabel('Contact person').fill("Jose O'Neil Dela Cruz-Santos");
  // A select filters its options by the words typed, in any order.
  await contact.getByRole('combobox', { name: 'Relationship', exact: true }).fill('female cousin');
  await page.getByRole('option', { name: 'Cousin (Female)', exact: true }).click();
  await contact.getByLabel('Emergency number').pressSequentially('09184445566');
  const employment = sheet.getByRole('region', { name: 'Employment' });
  await employment.getByLabel('Employee ID').pressSequentially('2026902');
  await pickOption(page, employment, 'Status', 'Probationary');
  await pickOption(page, employment, 'Designation', 'Customer Service Representative');
  await pickOption(page, employment, 'Sub-department', 'CD-HW');
  await typeDate(employment.getByLabel('Employment date'), 'Nov 04 2026');
  const pay = sheet.getByRole('region', { name: 'Compensation' });
  await pay.getByLabel('Basic salary').fill('20000');
  await pay.getByLabel('Monthly allowance').fill('1000');
  await page.getByRole('button', { name: 'Save employee' }).click();
  await confirmAndExpectSaved(page);
  await expect(page).toHaveTitle('HRIS - Active Employees');

  // Surname first with a comma, without the accent or the period; then the id without its dash.
  for (const text of ['pena, ma cristina', 'Cristina Peña', '2026902']) {
    await searchList(page, text);
    const row = page.getByRole('row', { name: /Ma\. Cristina Peña/ });
    await expect(row, text).toBeVisible();
    await expect(row.getByRole('cell').nth(0)).toHaveText('2026-902');
  }
  // The record keeps the names as typed, and no middle name.
  await page
    .getByRole('row', { name: /Ma\. Cristina Peña/ })
    .getByRole('link', { name: 'Edit', exact: true })
    .click();
  await expect(page).toHaveURL(/\/hr\/editinfo\/\d+$/);
  const edit = page.getByRole('form', { name: 'Employee datasheet' });
  await expect(edit.getByLabel('First name')).toHaveValue('Ma. Cristina');
  await expect(edit.getByLabel('Middle name')).toHaveValue('');
  await expect(edit.getByLabel('Last name')).toHaveValue('Peña');
  await expect(edit.getByLabel('Contact person')).toHaveValue("Jose O'Neil Dela Cruz-Santos");
  await expect(edit.getByRole('combobox', { name: 'Relationship', exact: true })).toHaveValue(
    'Cousin (Female)',
  );
});

test('register a dependent and a senior citizen for the new employee', async ({ page }) => {
  await page.goto('/hr/dependents');
  await expect(page).toHaveTitle('HRIS - Dependents');
  await page.getByRole('link', { name: 'Register Dependent' }).click();
  await expect(page).toHaveTitle('HRIS - Register Dependent');

  await page.getByRole('combobox', { name: 'Employee' }).fill(HIRE.last);
  await page.getByRole('option', { name: new RegExp(HIRE.full) }).click();

  const dependent = page.getByRole('region', { name: 'Dependents' });
  await dependent.getByLabel('Name').fill('Lucia Quintana');
  await pickOption(page, dependent, 'Relationship', 'Daughter');
  await dependent.getByLabel('Age').pressSequentially('7');
  await dependent.getByLabel('PHIC number').pressSequentially('1212345671');
  await expect(dependent.getByLabel('PHIC number')).toHaveValue('12-1234567-1');

  const seniors = page.getByRole('region', { name: 'Senior Citizen' });
  await seniors.getByLabel('Senior citizen name').fill('Teresa Quintana');
  await seniors.getByLabel('Middle initial').fill('R');
  await seniors.getByLabel('Senior citizen number').pressSequentially('9876543210');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await confirmAndExpectSaved(page, 'Has been Successfully Register.');
  await expect(page).toHaveURL(/\/hr\/dependents$/);

  await searchList(page, HIRE.last);
  const row = page.getByRole('row', { name: new RegExp(HIRE.full) });
  await expect(row).toContainText('Lucia Quintana (Daughter)');
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');

  // edit: the relationship shows as saved, and the employee is fixed
  await row.getByRole('link', { name: 'Update' }).click();
  await expect(page).toHaveTitle('HRIS - Edit Dependent');
  await expect(page.getByRole('textbox', { name: 'Employee', exact: true })).toHaveValue(/Marisol Quintana/);
  await expect(page.getByRole('combobox', { name: 'Relationship' })).toHaveValue('Daughter');
});

test("submit the new employee's requirements until Completed", async ({ page }) => {
  await page.goto('/hr/requirements');
  await expect(page).toHaveTitle('HRIS - Requirements Tracker');
  await searchList(page, HIRE.last);
  const row = page.getByRole('row', { name: new RegExp(HIRE.full) });
  await expect(row).toContainText('0/15');
  await expect(row).toContainText('Lacking');

  await row.getByRole('button', { name: 'Edit' }).click();
  const modal = page.getByRole('dialog', { name: 'Update Requirements' });
  await expect(modal.getByLabel('SSS number')).toHaveValue('34-1234567-8');
  await modal.getByLabel('NBI Clearance').check();
  await modal.getByLabel('Transcript of Records').check();
  await expect(modal.getByTestId('submitted-count')).toHaveText('2/15 submitted');
  await modal.getByLabel('Note').fill('Medical certificate to follow');
  await modal.getByRole('button', { name: 'Save' }).click();
  await confirmAndExpectSaved(page);
  await expect(row).toContainText('2/15');
  await expect(row).toContainText('Lacking');

  // every document, but numbers still missing: Lacking; with the five numbers: Completed
  await row.getByRole('button', { name: 'Edit' }).click();
  await modal.getByRole('button', { name: 'Mark all submitted' }).click();
  await expect(modal.getByTestId('submitted-count')).toHaveText('15/15 submitted');
  await expect(modal.getByText('Lacking', { exact: true })).toBeVisible();
  await modal.getByLabel('HDMF (Pag-IBIG) number').pressSequentially('121234567890');
  await modal.getByLabel('MID number').pressSequentially('121234567891');
  await modal.getByLabel('TIN', { exact: true }).pressSequentially('123456789');
  await modal.getByLabel('PHIC (PhilHealth) number').pressSequentially('121234567891');
  await expect(modal.getByText('Completed', { exact: true })).toBeVisible();
  await modal.getByRole('button', { name: 'Save' }).click();
  await confirmAndExpectSaved(page);
  await expect(row).toContainText('15/15');
  await expect(row).toContainText('Completed');

  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'Lacking', exact: true }).click();
  await expect(page.getByText('Empty Records ...')).toBeVisible();
});

test('the job information prints on A4 with HR FORM NO. 0003', async ({ page }) => {
  await page.goto('/hr/jobinformation');
  await expect(page).toHaveTitle('HRIS - Job Information');
  await searchList(page, HIRE.last);
  await page
    .getByRole('row', { name: new RegExp(HIRE.full) })
    .getByRole('link', { name: 'View' })
    .click();
  await expect(page).toHaveTitle('HRIS - View Job Information');
  await expect(page.getByText('EMPLOYEE JOB INFORMATION')).toBeVisible();
  await expect(page.getByText('Quintana, Marisol Santos')).toBeVisible();
  await expect(page.getByText('₱21,000.00')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Concentrix Philippines/ })).toBeVisible();

  // the Edit modal saves a note, which the sheet then shows
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Job Information' });
  await modal.getByLabel('Note').fill('Night-shift differential applies.');
  await modal.getByRole('button', { name: 'Save' }).click();
  await confirmAndExpectSaved(page);
  await expect(page.getByText('Night-shift differential applies.')).toBeVisible();
  await expect(page.getByText('You successfully saved your changes')).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('HR FORM NO. 0003')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation')).toBeHidden();
  await mkdir(PDF_DIR, { recursive: true });
  const file = path.join(PDF_DIR, 'jobinfo.pdf');
  const pdf = await page.pdf({ path: file, format: 'A4', printBackground: true, preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // one A4 page
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
  await copyFile(file, '/tmp/jobinfo.pdf');
});

test('separate the new employee with a resignation date and find them in Inactive Employees', async ({
  page,
}) => {
  // the HR edit form opens prefilled and, once saved, returns to the list it was opened from
  await page.goto('/hr/employeelist');
  await searchList(page, HIRE.last);
  const row = page.getByRole('row', { name: new RegExp(HIRE.full) });
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveTitle('HRIS - Edit Employee Information');
  await expect(page.getByLabel('First name')).toHaveValue(HIRE.first);
  await expect(page.getByLabel('Others')).toHaveValue('₱1,500.00');
  await expect(page.getByRole('region', { name: 'Work experience' }).getByLabel('Employer')).toHaveValue(
    'Concentrix Philippines',
  );
  await page.getByLabel('Employee No.').fill('10901');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await confirmAndExpectSaved(page);
  await expect(page).toHaveURL(/\/hr\/employeelist$/);

  await searchList(page, HIRE.last);
  await row.getByRole('button', { name: 'Update' }).click();
  const modal = page.getByRole('dialog', { name: 'Update Employee' });
  await pickOption(page, modal, 'Status', 'Resigned');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Please input or select Resignation date to proceed.')).toBeVisible();
  await typeDate(modal.getByLabel('Resignation date'), 'Nov 20 2026');
  await modal.getByRole('button', { name: 'Save' }).click();
  await confirmAndExpectSaved(page);
  await expect(page.getByText('Empty Records ...')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Inactive Employees' }).click();
  await expect(page).toHaveTitle('HRIS - Inactive Employees');
  await searchList(page, HIRE.last);
  const inactive = page.getByRole('row', { name: new RegExp(HIRE.full) });
  await expect(inactive.getByRole('cell')).toHaveText([
    HIRE.empId,
    /Marisol Quintana\s*12 Mabini St\., Brgy\. Poblacion\.\.\./,
    'Customer Service Representative',
    '₱21,000.00',
    '₱0.00',
    'Nov 03 2026',
    'Oct 28 2026',
    'Resigned',
    '',
  ]);
  await inactive.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'Employee Details' });
  await expect(view).toContainText('Nov 20 2026');
  await view.getByRole('button', { name: 'Close' }).click();

  // /hr/resigned is the same list
  await page.goto('/hr/resigned');
  await expect(page).toHaveTitle('HRIS - Inactive Employees');
});

test('a supervisor with members who resigns needs a substitute, and the members move', async ({ page }) => {
  await page.goto('/hr/employeelist');
  await pickOption(page, page, 'Designation filter', 'Team Leader');
  const leader = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Update' }) })
    .first();
  const leaderName = (await leader.getByRole('cell').nth(1).locator('p').first().textContent()) ?? '';
  const members = Number(await leader.getByRole('cell').nth(5).textContent());
  const leaderStatus = (await leader.getByRole('cell').nth(7).textContent()) ?? '';
  expect(members).toBeGreaterThan(0);

  // the server refuses the change without a substitute
  const href = (await leader.getByRole('link', { name: 'Edit' }).getAttribute('href')) ?? '';
  const id = href.split('/').pop();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const refused = await page.request.post(`/api/updateemployeebyhr/update/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: 'resigned', resignation_date: '2026-11-20' },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors.subtitute_id[0]).toBe('Please select supervisor to substitute.');

  await leader.getByRole('button', { name: 'Update' }).click();
  const modal = page.getByRole('dialog', { name: 'Update Employee' });
  await pickOption(page, modal, 'Status', 'Resigned');
  const substitute = page.getByRole('dialog', { name: 'Supervisor Substitute' });
  await expect(substitute.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(members + 1);
  const memberNames = await substitute.getByRole('row').locator('td:nth-child(2)').allTextContents();

  // cancelling the substitute puts the status back
  await substitute.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal.getByRole('combobox', { name: 'Status' })).toHaveValue(leaderStatus);
  await expect(modal.getByLabel('Resignation date')).toBeHidden();

  await pickOption(page, modal, 'Status', 'Resigned');
  await substitute.getByRole('combobox', { name: 'Substitute supervisor' }).click();
  const firstCandidate = page.getByRole('option').first();
  const candidateText = (await firstCandidate.textContent()) ?? '';
  const substituteName = candidateText.split(' — ')[0] ?? '';
  await firstCandidate.click();
  await substitute.getByRole('button', { name: 'Move members' }).click();
  await expect(modal.getByTestId('substitute-name')).toHaveText(substituteName);
  await typeDate(modal.getByLabel('Resignation date'), 'Nov 21 2026');
  await modal.getByRole('button', { name: 'Save' }).click();
  await confirmAndExpectSaved(page);

  // the leader is gone from the active list; their members now report to the substitute
  const member = memberNames.find((name) => name !== substituteName) ?? '';
  await page.goto('/hr/employeelist');
  await searchList(page, leaderName);
  await expect(page.getByText('Empty Records ...')).toBeVisible();
  await searchList(page, member);
  await expect(page.getByRole('row', { name: new RegExp(member) })).toContainText(substituteName);
});
