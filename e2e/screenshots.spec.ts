import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';
import { signInAsHr } from './helpers';
import { expectAllColumnsReachable } from './list-layout';
import { LIST_SCREENS } from './screens';

/**
 * Screenshots of every list, the datasheet, the NTE form and the notice of decision at 1280 and
 * 1440 px, to look at as a user does (`SCREENSHOTS=1 npm run test:e2e -- e2e/screenshots.spec.ts`,
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
