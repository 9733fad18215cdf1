import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { axeFindings, DASHBOARD, openAsHr } from './helpers';

/** Reports as a manager's Monday question is answered: each one opened, a filter changed, one exported. */

const TABS = [
  'Head Count',
  'Hires & Separations',
  'Leave Taken',
  'Attendance per Cut-off',
  'NTEs',
  'Contributions',
];

test('open each report, narrow one to a sub-department, and export it', async ({ page }, testInfo) => {
  await openAsHr(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Reports');

  for (const tab of TABS) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: /figures$/ });
    await expect(table).toBeVisible();
    await expect(page.getByRole('img', { name: /chart/ })).toBeVisible();
    expect(await axeFindings(page, `report ${tab}`)).toEqual([]);
  }

  // The attendance report keeps three months of a longer period, and says so.
  await page.getByRole('tab', { name: 'Attendance per Cut-off' }).click();
  await expect(page.getByText(/This report covers at most 3 months/)).toBeVisible();

  // Head count of the whole company, then of one sub-department: fewer people, same months.
  await page.getByRole('tab', { name: 'Head Count' }).click();
  const total = page.getByRole('table', { name: 'Head count figures' }).getByRole('row').last();
  const everyone = Number((await total.getByRole('columnheader').nth(1).innerText()).replace(/,/g, ''));
  expect(everyone).toBeGreaterThan(0);
  await page.getByRole('combobox', { name: 'Sub-department' }).click();
  await page.getByRole('option', { name: 'VA-US', exact: true }).click();
  await expect
    .poll(async () => Number((await total.getByRole('columnheader').nth(1).innerText()).replace(/,/g, '')))
    .toBeLessThan(everyone);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^headcount_\d{4}-\d{2}_\d{4}-\d{2}_sub\d+\.csv$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const lines = (await readFile(file, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Month,Department,Trainee,Probationary,Regular,Total');
  expect(lines.length).toBeGreaterThan(1);
});

test('the dashboard shows the head-count trend and the leave of this month', async ({ page }) => {
  await openAsHr(page, DASHBOARD);
  await expect(page.getByRole('region', { name: 'Head count, last 12 months' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Leave this month' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Head count, last 12 months' })
    .getByRole('link', { name: 'Open report' })
    .click();
  await expect(page).toHaveURL(/\/hr\/reports\?report=turnover$/);
  await expect(page.getByRole('tab', { name: 'Hires & Separations' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
