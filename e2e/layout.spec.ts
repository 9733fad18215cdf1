import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPORT_KEYS } from '@hris/domain/reports';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsHr } from './helpers';
import { hrRoutes, hrScreens, visit } from './hr-screens';

/**
 * Every screen of the HR app fits at 1280 px: neither the page nor its main content scrolls sideways,
 * and no box inside it does either, but the one the design lets scroll (the attendance grid's days: a
 * cut-off of up to 31 days is wider than any window). A screen that does not fit is photographed in
 * .tmp/layout/ with the list of what sticks out.
 */
const DIR = path.join(import.meta.dirname, '..', '.tmp', 'layout');
/** Boxes that scroll sideways by design (docs/web.md: the month grid's days). */
const MAY_SCROLL = ['.attendance-grid-scroll'];

/** What scrolls sideways on the screen: the page, `main`, or a scroll box inside it. */
async function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate((mayScroll) => {
    const found: string[] = [];
    const wider = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    const page = document.scrollingElement as Element;
    if (wider(page)) found.push(`the page (${page.scrollWidth} px in ${page.clientWidth})`);
    const main = document.querySelector('main');
    if (!main) return ['no main element'];
    if (wider(main)) found.push(`main (${main.scrollWidth} px in ${main.clientWidth})`);
    for (const el of Array.from(main.querySelectorAll('*'))) {
      const { overflowX } = getComputedStyle(el);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (!wider(el) || mayScroll.some((selector) => el.closest(selector))) continue;
      const name =
        el.getAttribute('aria-label') ??
        el.getAttribute('data-testid') ??
        `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`;
      found.push(`${name} (${el.scrollWidth} px in ${el.clientWidth})`);
    }
    return found;
  }, MAY_SCROLL);
}

test('the screen list covers the route table', () => {
  // the route table is read, not copied: a screen without a way to open it fails here and in hrScreens
  const routes = hrRoutes().map((r) => r.route);
  expect(routes).toContain('dashboard');
  expect(routes).toContain('viewleave/:id');
  expect(routes).toContain('memos/assign-cd-hw');
  expect(routes.length).toBeGreaterThan(80);
});

test('every HR screen fits at 1280 px without sideways scrolling', async ({ page }) => {
  test.setTimeout(600_000);
  await mkdir(DIR, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsHr(page);
  const screens = [
    ...(await hrScreens(page)),
    // each report's table and chart, not only the first tab's
    ...REPORT_KEYS.slice(1).map((key) => ({
      route: `reports-${key}`,
      path: `/hr/reports?report=${key}`,
      title: 'Reports',
    })),
  ];
  const problems: string[] = [];
  for (const screen of screens) {
    await visit(page, screen);
    const found = await sidewaysScrolling(page);
    if (found.length === 0) continue;
    problems.push(`${screen.path}: ${found.join('; ')}`);
    await page.screenshot({
      path: path.join(DIR, `${screen.route.replace(/\W+/g, '-')}-1280.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  console.log(`${screens.length} screens visited at 1280 px`);
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
