import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPORT_KEYS } from '@hris/domain/reports';
import { expect, test } from './fixtures';
import { signInAsHr } from './helpers';
import { hrRoutes, visit } from './hr-screens';
import { sidewaysScrolling } from './list-layout';

/**
 * Every screen of the HR app fits at 1280 px: neither the page nor its main content scrolls sideways,
 * and no box inside it does either, but the one the design lets scroll (the attendance grid's days).
 * The tour of every screen (accessibility.spec.ts) checks each route; this file checks the route table
 * is covered, each report's own tab, and a narrower window. A report that does not fit is photographed
 * in .tmp/layout/ with the list of what sticks out.
 */
const DIR = path.join(import.meta.dirname, '..', '.tmp', 'layout');

test('the screen list covers the route table', () => {
  // the route table is read, not copied: a screen without a way to open it fails here and in hrScreens
  const routes = hrRoutes().map((r) => r.route);
  expect(routes).toContain('dashboard');
  expect(routes).toContain('viewleave/:id');
  expect(routes).toContain('memos/assign-cd-hw');
  expect(routes.length).toBeGreaterThan(80);
});

test("each report's table and chart fits at 1280 px without sideways scrolling", async ({ page }) => {
  await mkdir(DIR, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsHr(page);
  const problems: string[] = [];
  // the first report is the Reports screen's own, checked in the tour of every screen
  for (const key of REPORT_KEYS.slice(1)) {
    const screen = { route: `reports-${key}`, path: `/hr/reports?report=${key}`, title: 'Reports' };
    await visit(page, screen);
    const found = await sidewaysScrolling(page);
    if (found.length === 0) continue;
    problems.push(`${screen.path}: ${found.join('; ')}`);
    await page.screenshot({
      path: path.join(DIR, `${screen.route}-1280.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  expect(problems).toEqual([]);
});

test('the head count shows the months that fit and pages through the others', async ({ page }) => {
  // a window narrower than the app's 1280 px: a year of months no longer fits beside the departments
  await page.setViewportSize({ width: 1024, height: 900 });
  await signInAsHr(page);
  await visit(page, { path: '/hr/reports', title: 'Reports' });
  const table = page.getByRole('table', { name: 'Head count figures' });
  const months = table.locator('thead tr').nth(1).locator('th abbr');
  const shown = await months.count();
  expect(shown).toBeGreaterThan(2);
  expect(shown).toBeLessThan(12);
  const latest = await months.last().getAttribute('title');
  await expect(page.getByRole('button', { name: 'Later months' })).toBeDisabled();
  expect(await sidewaysScrolling(page)).toEqual([]);

  await page.getByRole('button', { name: 'Earlier months' }).click();
  await expect(months.last()).not.toHaveAttribute('title', latest ?? '');
  await expect(page.getByRole('button', { name: 'Later months' })).toBeEnabled();
  expect(await sidewaysScrolling(page)).toEqual([]);
  await page.getByRole('button', { name: 'Later months' }).click();
  await expect(months.last()).toHaveAttribute('title', latest ?? '');
});
