import { IMPORT_COLUMNS } from '@hris/domain/imports';
import { expect, test } from './fixtures';
import { axeFindings, hrToken, openAsHr } from './helpers';

/** HR brings employees in from a spreadsheet: one bad row found, fixed, and the file imported whole. */

const HEADERS = IMPORT_COLUMNS.employees.map((c) => c.header);

function row(empId: string, last: string, contact = '0917-1234567') {
  const v: Record<string, string> = {
    'Employee ID': empId,
    'First Name': 'Imported',
    'Middle Name': 'Cruz',
    'Last Name': last,
    Designation: 'Customer Service Representative',
    'Sub-department': 'VA-US',
    'Civil Status': 'single',
    Birthdate: '1997-05-06',
    'Current Address': '1 Ayala Ave., Makati City',
    'Permanent Address': '1 Ayala Ave., Makati City',
    'Contact Number': contact,
    'Contact Person': 'Rosa Cruz',
    Relationship: 'Mother',
    'Emergency Number': '0918-1112222',
    'Email Address': `${last.toLowerCase()}@example.com`,
    'Employment Date': '2026-11-02',
    'Basic Salary': '17500',
    'Monthly Allowance': '1500',
    Status: 'trainee',
  };
  return HEADERS.map((h) => `"${(v[h] ?? '').replace(/"/g, '""')}"`).join(',');
}

const file = (rows: string[]) => ({
  name: 'new-hires.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADERS.join(','), ...rows].join('\n')),
});

test('import a small employee file with one bad row, fix it, import again', async ({ page }) => {
  await openAsHr(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Import Records', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Import Records');
  expect(await axeFindings(page, 'import records')).toEqual([]);

  // Ids of a year no demo hire and no other spec uses.
  const ids = ['1999-901', '1999-902', '1999-903'];
  const input = page.locator('input[type="file"]');
  await input.setInputFiles(
    file([row(ids[0]!, 'Alcantara'), row(ids[1]!, 'Bautista', '12345'), row(ids[2]!, 'Castro')]),
  );
  await page.getByRole('button', { name: 'Check File' }).click();
  const problems = page.getByRole('table', { name: 'Problems in the file' });
  await expect(problems.getByRole('row', { name: /^3 Contact Number / })).toBeVisible();
  await expect(page.getByText('2 ready')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import Employees' })).toBeDisabled();
  expect(await axeFindings(page, 'import preview')).toEqual([]);

  // The fixed file: checked clean, then imported whole.
  await input.setInputFiles(
    file([row(ids[0]!, 'Alcantara'), row(ids[1]!, 'Bautista'), row(ids[2]!, 'Castro')]),
  );
  await page.getByRole('button', { name: 'Check File' }).click();
  await expect(page.getByText('Ready to import')).toBeVisible();
  await page.getByRole('button', { name: 'Import Employees' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('3 records imported into Employees from new-hires.csv.')).toBeVisible();

  const res = await page.request.get('/api/employees?q=Imported&limit=20', {
    headers: { authorization: `Bearer ${await hrToken(page)}` },
  });
  const names = ((await res.json()) as { full_name: string }[]).map((e) => e.full_name);
  expect(names).toEqual(
    expect.arrayContaining(['Imported Alcantara', 'Imported Bautista', 'Imported Castro']),
  );
});
