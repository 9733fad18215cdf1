import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import axe, { type Result } from 'axe-core';
import { otherDates } from './date-formats';
import { expect, test } from './fixtures';
import { signInAsHr, stillness } from './helpers';
import { hrScreens, settled, visit } from './hr-screens';
import { expectAllColumnsReachable, sidewaysScrolling } from './list-layout';
import { LIST_SCREENS, PUBLIC_SCREENS } from './screens';

/**
 * axe-core on every screen (WCAG 2.1 A and AA, plus axe's best practices): no serious or critical finding
 * on the public pages, the dashboard, every list, every form, every other screen of the route table,
 * the open modals and dialogs and the printable views; and in the states a user puts them in: each
 * menu item, button, link, field and list row hovered and focused, and each screen caught while its
 * data loads. The findings of each screen are kept in .tmp/axe/ (one JSON file per screen).
 */
type Finding = { screen: string; id: string; impact: string; help: string; nodes: string[] };
const findings: Finding[] = [];
const counts: Record<string, { serious: number; critical: number }> = {};
const timings: Record<string, number> = {};
const AXE_DIR = path.join(import.meta.dirname, '..', '.tmp', 'axe');

let mine = new Set<string>();
test.beforeEach(() => {
  mine = new Set();
});

type Violations = Result[];
type WithAxe = { axe: typeof axe };

/**
 * axe's serious and critical findings on the page, or only in `include` (the parts a hover or a focus
 * changes). The HR shell (header, menu) is the same on every screen: it is checked with the dashboard.
 * axe-core is put in a page once and run there (@axe-core/playwright's builder puts it in again and opens
 * a blank page for every run: too slow for the hundreds of states checked below).
 */
async function analyze(
  page: Page,
  { shell = false, include = [] }: { shell?: boolean; include?: string[] } = {},
): Promise<Violations> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const exclude = [
    ...(shell || include.length > 0 ? [] : ['header', 'nav']),
    // Rows of a long list repeat the first ones: five of them are enough, and axe stays quick.
    'tbody tr:nth-child(n+6)',
  ];
  const violations = await page.evaluate(
    ({ include, exclude }) =>
      (window as unknown as WithAxe).axe
        .run(include.length > 0 ? { include, exclude } : { exclude }, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
          // only the violations are detailed: axe runs about twice as fast
          resultTypes: ['violations'],
        })
        .then((results) => results.violations),
    { include, exclude },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

function record(screen: string, bad: Violations) {
  for (const v of bad) {
    findings.push({
      screen,
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`),
    });
  }
}

async function check(page: Page, screen: string, { shell = false }: { shell?: boolean } = {}) {
  mine.add(screen);
  // the colours a person sees: not those of a dialog still fading in
  await stillness(page);
  const started = Date.now();
  const bad = await analyze(page, { shell });
  timings[screen] = Date.now() - started;
  counts[screen] = {
    serious: bad.filter((v) => v.impact === 'serious').length,
    critical: bad.filter((v) => v.impact === 'critical').length,
  };
  await mkdir(AXE_DIR, { recursive: true });
  await writeFile(
    path.join(AXE_DIR, `${screen.replace(/[^A-Za-z0-9]+/g, '_')}.json`),
    `${JSON.stringify({ screen, ms: Date.now() - started, ...counts[screen], violations: bad }, null, 2)}\n`,
  );
  record(screen, bad);
}

async function open(page: Page, url: string, title: string) {
  await page.goto(url);
  await expect(page).toHaveTitle(`HRIS - ${title}`);
  // the page's data is in: no loader left
  await expect(page.getByLabel('Loading')).toHaveCount(0);
}

test('public pages have no serious or critical accessibility findings', async ({ page }) => {
  for (const screen of PUBLIC_SCREENS) {
    await open(page, screen.path, screen.title);
    await check(page, screen.path, { shell: true });
  }
  // the login's error alert
  await page.goto('/');
  await page.getByLabel('Username').fill('hr');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await check(page, '/ (failed login)', { shell: true });
  expect(findings.filter((f) => mine.has(f.screen))).toEqual([]);
});

test('modals, dialogs and printable views have no serious or critical accessibility findings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsHr(page);
  // a form modal with its field errors, then the save question over it
  await open(page, '/hr/department', 'Departments');
  await page.getByRole('button', { name: 'Add Department' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Department' });
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('The department name field is required.')).toBeVisible();
  await check(page, 'Add Department modal');
  await modal.getByLabel('Department').fill('Axe Check');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Do you want to save changes.')).toBeVisible();
  await check(page, 'save confirmation');
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Cancel' }).click();
  await modal.getByRole('button', { name: 'Cancel' }).click();

  // the delete question
  await open(page, '/hr/dependents', 'Dependents');
  await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
  await expect(page.getByText("You can't revert your action")).toBeVisible();
  await check(page, 'delete confirmation');
  await page.getByRole('button', { name: 'No, Keep it!' }).click();

  // a row's view modal
  await open(page, '/hr/inactive', 'Inactive Employees');
  await page.getByRole('button', { name: 'View', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Employee Details' })).toBeVisible();
  await check(page, 'Employee Details modal');
  await page.keyboard.press('Escape');

  // the printable job information and the HR edit form it links to
  await open(page, '/hr/jobinformation', 'Job Information');
  await page.getByRole('link', { name: 'View', exact: true }).first().click();
  await expect(page.getByText('HR FORM NO. 0003')).toBeVisible();
  await check(page, 'View Job Information (print)');
  await open(page, '/hr/employeelist', 'Active Employees');
  await page.getByRole('link', { name: 'Edit', exact: true }).first().click();
  await expect(page).toHaveTitle('HRIS - Edit Employee Information');
  await expect(page.getByLabel('First name')).not.toHaveValue('');
  await check(page, 'Edit Employee Information');

  // the printable leave details
  await open(page, '/hr/absenceleave', 'Leave Management');
  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Rejected', exact: true }).click();
  await page.getByRole('link', { name: 'View Details', exact: true }).first().click();
  await expect(page.getByText('HR FORM NO. 0005')).toBeVisible();
  await check(page, 'Leave Details (print)');
  expect(findings.filter((f) => mine.has(f.screen))).toEqual([]);
});

test('discipline reviews, decisions and printable forms have no serious or critical accessibility findings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsHr(page);
  // the tracker's row actions: HR's review, the notice of decision, the printed NTE
  const actions = [
    { status: 'For review', link: 'Review request', title: 'NTE Review' },
    { status: 'Acknowledged', link: 'Notice of Decision', title: 'Notice of Decision' },
    { status: 'Decided', link: 'View Details', title: 'NTE Details' },
  ];
  for (const action of actions) {
    await open(page, '/hr/nterequest', 'NTE Tracker');
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: action.status, exact: true }).click();
    await page.getByRole('link', { name: action.link, exact: true }).first().click();
    await expect(page).toHaveTitle(`HRIS - ${action.title}`);
    await expect(page.getByLabel('Loading')).toHaveCount(0);
    await check(page, action.title === 'NTE Details' ? 'NTE Details (print)' : action.title);
  }
  await open(page, '/hr/coaching/records', 'Employee Coached');
  await page
    .getByRole('link', { name: /^View details of the coaching/ })
    .first()
    .click();
  await expect(page.getByText('HR FORM NO. 0004')).toBeVisible();
  await check(page, 'Coaching Details (print)');
  await open(page, '/hr/performance', 'Employee Evaluation');
  await page.getByRole('link', { name: 'View Details', exact: true }).first().click();
  await expect(page).toHaveTitle('HRIS - Evaluation Details');
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  await check(page, 'Evaluation Details (print)');
  expect(findings.filter((f) => mine.has(f.screen))).toEqual([]);
});

/** What a hover or a focus can change: links, buttons, tabs, fields, scroll boxes and list rows. */
const INTERACTIVE =
  'a[href], button, [role="tab"], [role="checkbox"], [role="switch"], input:not([type="hidden"]), textarea, [tabindex="0"], tbody tr';
/** Popups a hover or a focus opens beside the element: tooltips, option lists, menus. */
const POPUPS = '[role="tooltip"], [role="listbox"], [role="menu"]';

type Look = { index: number; look: string; focusable: boolean; label: string };

/**
 * The interactive things in `scope`, each tagged `data-look="{index}"`, with what decides how it looks
 * (element, classes, variant, state, inline colours, computed colours, the background behind it): two
 * things that look alike look alike when hovered too, so each look is checked once per test.
 */
async function looksIn(page: Page, scope: string): Promise<Look[]> {
  return page.evaluate(
    ({ scope, selector }) => {
      const backdrop = (el: Element | null): string => {
        for (let e = el; e; e = e.parentElement) {
          const bg = getComputedStyle(e).backgroundColor;
          if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
        }
        return 'rgb(255, 255, 255)';
      };
      for (const el of Array.from(document.querySelectorAll('[data-look]'))) el.removeAttribute('data-look');
      const looks: Look[] = [];
      for (const root of Array.from(document.querySelectorAll(scope))) {
        for (const el of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
          if (el.closest('tbody tr:nth-child(n+6), [disabled], [data-disabled], [aria-hidden="true"]'))
            continue;
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
          const index = looks.length;
          el.setAttribute('data-look', String(index));
          looks.push({
            index,
            look: [
              el.tagName,
              el.getAttribute('role'),
              String(el.className),
              el.getAttribute('data-variant'),
              el.getAttribute('data-active'),
              el.getAttribute('aria-current'),
              // inline colours (a button's --button-bg), not sizes
              (el.getAttribute('style') ?? '')
                .split(';')
                .filter((d) => /colou?r|bg|background|hover|border/.test(d))
                .join(';'),
              style.color,
              style.backgroundColor,
              backdrop(el.parentElement),
            ].join('|'),
            focusable: el.tabIndex >= 0,
            label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40) || el.tagName,
          });
        }
      }
      return looks;
    },
    { scope, selector: INTERACTIVE },
  );
}

/**
 * Hovers, then focuses, each thing of `scope` whose look has not been checked yet, and runs axe on it
 * (with any popup it opened) in that state; the state must hold while axe runs.
 */
async function checkStates(page: Page, screen: string, scope: string, seen: Set<string>): Promise<number> {
  let checked = 0;
  for (const look of await looksIn(page, scope)) {
    if (seen.has(look.look)) continue;
    seen.add(look.look);
    const target = page.locator(`[data-look="${look.index}"]`);
    const selector = `[data-look="${look.index}"]`;
    const popups = async () => ((await page.locator(POPUPS).count()) > 0 ? [POPUPS] : []);
    // the pointer can reach it only where nothing covers it (a switch's input lies under its track)
    await target.scrollIntoViewIfNeeded();
    const reachable = await target.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && el.contains(hit);
    });
    const states = [...(reachable ? ['hover' as const] : []), ...(look.focusable ? ['focus' as const] : [])];
    for (const state of states) {
      if (state === 'hover') await target.hover({ timeout: 10_000 });
      else await target.focus({ timeout: 10_000 });
      await stillness(page);
      const pseudo = state === 'hover' ? ':hover' : ':focus-visible';
      const name = `${screen} (${state}: ${look.label})`;
      const holds = () => target.evaluate((el, p) => el.matches(p), pseudo, { timeout: 10_000 });
      expect(await holds(), `${name}: ${pseudo}`).toBe(true);
      const bad = await analyze(page, { include: [selector, ...(await popups())] });
      expect(await holds(), `${name} held while axe ran`).toBe(true);
      mine.add(name);
      record(name, bad);
      checked += 1;
      if (state === 'focus') await target.evaluate((el) => (el as HTMLElement).blur());
    }
    // the pointer leaves it (to the page's top left corner, the header's logo)
    await page.mouse.move(0, 0);
  }
  return checked;
}

/**
 * One tour of every screen of the route table (a visit costs more than the checks): each screen is caught
 * while its calls are held (loaders and placeholders in place of the data), checked whole once its data is
 * in, then its menu item and everything in it hovered and focused. The same visit checks that the screen
 * fits at 1280 px (layout.spec.ts) and writes its dates as MMM DD YYYY (date-formats.ts).
 */
test('every screen while it loads, loaded, and hovered and focused has no serious or critical accessibility findings, fits at 1280 px and writes dates one way', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signInAsHr(page);
  // the app's first load: the page loader while the account (GET api/user) is on its way
  let answer = () => {};
  const account = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/user', async (route) => {
    await account;
    await route.continue();
  });
  await page.goto('/hr/dashboard');
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await check(page, 'page loader', { shell: true });
  // (the handler stays: later calls go through at once)
  answer();
  await expect(page).toHaveTitle('HRIS - Dashboard');
  await settled(page);
  // hover styles apply only where the pointer can hover (Mantine's @media (hover: hover))
  expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(true);
  // keyboard focus (the focus ring, :focus-visible) rather than a click's
  await page.keyboard.press('Tab');
  const seen = new Set<string>();
  let states = await checkStates(page, 'HR shell', 'header, nav', seen);

  await check(page, '/hr/dashboard', { shell: true });

  const screens = await hrScreens(page);
  const lists = new Set(LIST_SCREENS.map((s) => s.path));
  const checked = new Set(['/hr/dashboard']);
  const misfits: string[] = [];
  const dates: string[] = [];
  const held: Route[] = [];
  let holding = false;
  await page.route('**/api/**', async (route) => {
    if (holding && new URL(route.request().url()).pathname !== '/api/user') held.push(route);
    else await route.continue();
  });
  let caught = 0;
  let listCaught = false;
  const tour: { screen: string; states: number; ms: number }[] = [];
  for (const screen of screens) {
    const started = Date.now();
    const before = states;
    holding = true;
    await visit(page, screen, { settle: false });
    const loading = page.getByRole('status', { name: 'Loading' });
    const placeholders = page.locator('.mantine-Skeleton-root[data-visible="true"]');
    // a list shows its loader at once; the lists are one component (DataList): axe checks the first
    const list = lists.has(screen.path);
    if (list) await expect(loading.first()).toBeVisible();
    if ((!list || !listCaught) && (await loading.count()) + (await placeholders.count()) > 0) {
      listCaught ||= list;
      await check(page, `${screen.path} (loading)`);
      caught += 1;
    }
    holding = false;
    for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    await settled(page);
    if (!checked.has(screen.path)) {
      checked.add(screen.path);
      await check(page, screen.path);
    }
    // at 1280 px (the suite's viewport) every column of a list is in view, and nothing scrolls sideways
    if (list) await expectAllColumnsReachable(page, { fit: true });
    misfits.push(...(await sidewaysScrolling(page)).map((f) => `${screen.path}: ${f}`));
    dates.push(...(await otherDates(page)).map((f) => `${screen.path}: ${f}`));
    // the menu's item of this screen (a top item or one in a group, each look once), then the screen
    states += await checkStates(page, `${screen.path} (menu item)`, 'nav a[data-active]', seen);
    states += await checkStates(page, screen.path, 'main', seen);
    tour.push({ screen: screen.path, states: states - before, ms: Date.now() - started });
  }
  console.log(
    `${checked.size} screens, ${caught} caught while loading, ${states} hover and focus states (${seen.size} looks)`,
  );
  await mkdir(AXE_DIR, { recursive: true });
  await writeFile(path.join(AXE_DIR, '_states.json'), `${JSON.stringify(tour, null, 2)}\n`);
  expect(findings.filter((f) => mine.has(f.screen))).toEqual([]);
  expect(misfits, 'what scrolls sideways at 1280 px').toEqual([]);
  expect(dates, 'dates written otherwise than MMM DD YYYY').toEqual([]);
});
