import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPORT_KEYS } from '@hris/domain/reports';
import { expect, test } from './fixtures';
import { signInAsHr } from './helpers';
import { expectAllColumnsReachable } from './list-layout';
import { LIST_SCREENS } from './screens';

/**
 * Screenshots of every list, the datasheet, the NTE form, the notice of decision, the dashboard and
 * every report at 1280 and 1440 px, to look at as a user does (`SCREENSHOTS=1 npm run test:e2e -- e2e/screenshots.spec.ts`,
 * PNGs in .tmp/screens/). At both widths every column is in view or the list scrolls visibly. Skipped
 * in the ordinary run.
 */
const DIR = path.join(import.meta.dirname, '..', '.tmp', 'screens');

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

for (const width of [1280, 1440]) {
  test(`lists, the datasheet and the discipline forms at ${width} px`, async ({ page }) => {
    test.setTimeout(300_000);
    await mkdir(DIR, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    await signInAsHr(page);
    for (const screen of LIST_SCREENS) {
      await page.goto(screen.path);
      await expect(page).toHaveTitle(`HRIS - ${screen.title}`);
      await expect(page.getByLabel('Loading')).toHaveCount(0);
      await expectAllColumnsReachable(page, { fit: true });
      const name = screen.path.replace(/^\/hr\//, '').replace(/\W+/g, '-');
      await page.screenshot({ path: path.join(DIR, `${name}-${width}.png`) });
    }
    await page.goto('/hr/newemployee');
    await expect(page).toHaveTitle('HRIS - New Employee');
    await page.screenshot({ path: path.join(DIR, `newemployee-${width}.png`), fullPage: true });
    // a refused save on the datasheet: the messages under the fields
    await page.getByRole('button', { name: 'Save employee' }).click();
    await expect(page.getByText('The first name field is required.')).toBeVisible();
    await page.screenshot({ path: path.join(DIR, `newemployee-errors-${width}.png`) });

    // the NTE form refused empty, and the notice of decision of an acknowledged NTE
    await page.goto('/hr/nterequestform');
    await expect(page).toHaveTitle('HRIS - New NTE');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('textbox', { name: 'Requested by' })).toHaveAttribute('aria-invalid', 'true');
    // the first field in error has the focus, and its search opened the employee list: closed first
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(DIR, `nterequestform-errors-${width}.png`) });
    await page.goto('/hr/nterequest');
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Acknowledged', exact: true }).click();
    await page.getByRole('link', { name: 'Notice of Decision' }).first().click();
    await expect(page).toHaveTitle('HRIS - Notice of Decision');
    await expect(page.getByLabel('Loading')).toHaveCount(0);
    await page.screenshot({ path: path.join(DIR, `noticeofdecision-${width}.png`), fullPage: true });
  });
}

/** The previous month (YYYY-MM) in the company's time zone: wholly inside the demo's punches. */
function previousMonth(): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 2, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

for (const width of [1280, 1440]) {
  test(`attendance: the month grid, an employee's days, payroll, devices and the exports at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await mkdir(DIR, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    await signInAsHr(page);
    const month = previousMonth();
    await page.goto(`/hr/timeattendance?month=${month}`);
    await expect(page).toHaveTitle('HRIS - Time and Attendance');
    const grid = page.getByRole('table', { name: /^Attendance of / });
    await expect(grid.locator('tbody tr[data-employee]').first()).toBeVisible();
    await page.screenshot({
      path: path.join(DIR, `timeattendance-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });

    // an employee's days, and a row in edit mode
    await grid.locator('tbody tr[data-employee]').first().getByRole('button').first().click();
    const modal = page.getByRole('dialog').filter({ has: page.getByRole('table', { name: 'Daily logs' }) });
    await expect(modal.getByLabel('Loading')).toHaveCount(0);
    await page.screenshot({
      path: path.join(DIR, `timeattendance-employee-${width}.png`),
      animations: 'disabled',
    });
    await modal.getByRole('button', { name: /^Edit/ }).first().click();
    await page.screenshot({
      path: path.join(DIR, `timeattendance-employee-edit-${width}.png`),
      animations: 'disabled',
    });
    await page.keyboard.press('Escape');

    if (width === 1280) {
      for (const [button, file] of [
        ['Export Excel', 'attendance.xlsx'],
        ['Download PDF', 'attendance.pdf'],
      ] as const) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: button, exact: true }).click(),
        ]);
        await download.saveAs(path.join(DIR, file));
      }
    }

    await page.goto(`/hr/payroll?month=${month}`);
    await expect(page).toHaveTitle('HRIS - Payroll');
    const payroll = page.getByRole('table', { name: 'Payroll' });
    await expect(payroll.locator('tbody tr[data-employee]').first()).toBeVisible();
    await page.screenshot({
      path: path.join(DIR, `payroll-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
    await payroll
      .getByRole('button', { name: /: Days Present of / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Days Present · / })).toBeVisible();
    await page.screenshot({ path: path.join(DIR, `payroll-days-${width}.png`), animations: 'disabled' });
    await page.keyboard.press('Escape');

    await page.goto('/hr/devices');
    await expect(page.getByLabel('Loading')).toHaveCount(0);
    await page.screenshot({ path: path.join(DIR, `devices-${width}.png`), animations: 'disabled' });
  });
}

for (const width of [1280, 1440]) {
  test(`documents: Contracts & Memos, an account's assign screen, an employee's contracts, the acknowledgement page at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await mkdir(DIR, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    await signInAsHr(page);
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: path.join(DIR, `${name}-${width}.png`), fullPage, animations: 'disabled' });

    await page.goto('/hr/contractsmemo');
    await expect(page.getByRole('table', { name: 'Employees' }).locator('tbody tr').first()).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Sent Documents' }).locator('tbody tr').first(),
    ).toBeVisible();
    await shot('contractsmemo');
    await page.getByRole('button', { name: 'Mass Assign' }).click();
    await shot('contractsmemo-menu', false);
    await page.keyboard.press('Escape');

    await page.goto('/hr/memos/assign-cd-hw');
    const sent = page.getByRole('table', { name: 'Memos sent to CD-HW' });
    await expect(sent.locator('tbody tr').first()).toBeVisible();
    await shot('memos-assign-cd-hw');
    await sent
      .getByRole('button', { name: /recipients of /i })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('table').locator('tbody tr').first()).toBeVisible();
    await shot('memos-assign-cd-hw-recipients', false);
    await page.keyboard.press('Escape');

    const members = page.getByRole('table', { name: 'Members of CD-HW' });
    await members.locator('tbody tr').first().getByRole('link').first().click();
    await expect(page).toHaveTitle('HRIS - Employee Contract');
    await expect(page.getByRole('table', { name: 'Contracts' })).toBeVisible();
    await shot('contracts-assign');
    await page.getByRole('link', { name: 'Memos', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Memos' })).toBeVisible();
    await shot('memos-assign');

    // an invalid link: the page says so plainly
    await page.goto('/acknowledge/not-a-link');
    await expect(page.getByRole('alert')).toBeVisible();
    await shot('acknowledge-invalid', false);
  });
}

for (const width of [1280, 1440]) {
  test(`contributions: the list, the form with the computed figures, the details at ${width} px`, async ({
    page,
  }) => {
    await mkdir(DIR, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    await signInAsHr(page);
    const shot = (name: string) =>
      page.screenshot({
        path: path.join(DIR, `${name}-${width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    await page.goto('/hr/contributions/list');
    const list = page.getByRole('table', { name: 'Contributions' });
    await expect(list.locator('tbody tr').first()).toBeVisible();
    await shot('contributions-list');
    await list
      .getByRole('link', { name: /View the record of/ })
      .first()
      .click();
    await expect(page.getByRole('table', { name: 'Amounts' })).toBeVisible();
    await shot('contributions-details');
    await page.goto('/hr/contributions/form');
    const form = page.getByRole('form', { name: 'Contribution' });
    await form.getByRole('combobox', { name: 'Employee' }).click();
    await page.getByRole('option').first().click();
    await expect(form.getByText(/From a basic salary of/)).toBeVisible();
    await shot('contributions-form');
  });
}

for (const width of [1280, 1440]) {
  test(`the dashboard and every report at ${width} px`, async ({ page }) => {
    await mkdir(DIR, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    await signInAsHr(page);
    const shot = (name: string) =>
      page.screenshot({
        path: path.join(DIR, `${name}-${width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    await page.goto('/hr/dashboard');
    await expect(page.getByRole('region', { name: 'Work anniversaries' })).toBeVisible();
    await expect(page.locator('.mantine-Skeleton-root[data-visible="true"]')).toHaveCount(0);
    await shot('dashboard');
    for (const report of REPORT_KEYS) {
      await page.goto(`/hr/reports?report=${report}`);
      await expect(page.getByRole('table', { name: /figures$/ })).toBeVisible();
      await expect(page.getByLabel('Loading')).toHaveCount(0);
      await shot(`reports-${report}`);
    }
  });
}
