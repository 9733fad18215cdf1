import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsHr } from './helpers';
import { expectAllColumnsReachable } from './list-layout';
import { FORM_SCREENS, LIST_SCREENS, PUBLIC_SCREENS } from './screens';

/**
 * axe-core on every screen (WCAG 2.1 A and AA, plus axe's best practices): no serious or critical finding
 * on the public pages, the dashboard, every list, every form, the open modals and dialogs and the
 * printable views. The findings of each screen are kept in .tmp/axe/ (one JSON file per screen).
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

async function check(page: Page, screen: string, { shell = false }: { shell?: boolean } = {}) {
  mine.add(screen);
  let builder = new AxeBuilder({ page })
    // only the violations are detailed: axe runs about twice as fast
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  // The HR shell (header, menu) is the same on every screen: it is checked with the dashboard.
  if (!shell) builder = builder.exclude('header').exclude('nav');
  // Rows of a long list repeat the first ones: five of them are enough, and axe stays quick.
  builder = builder.exclude('tbody tr:nth-child(n+6)');
  const started = Date.now();
  const { violations } = await builder.analyze();
  timings[screen] = Date.now() - started;
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  counts[screen] = {
    serious: bad.filter((v) => v.impact === 'serious').length,
    critical: bad.filter((v) => v.impact === 'critical').length,
  };
  await mkdir(AXE_DIR, { recursive: true });
  await writeFile(
    path.join(AXE_DIR, `${screen.replace(/[^A-Za-z0-9]+/g, '_')}.json`),
    `${JSON.stringify({ screen, ms: Date.now() - started, ...counts[screen], violations: bad }, null, 2)}\n`,
  );
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

test('HR screens, lists and forms have no serious or critical accessibility findings', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAsHr(page);
  await open(page, '/hr/dashboard', 'Dashboard');
  await check(page, '/hr/dashboard', { shell: true });
  for (const screen of LIST_SCREENS) {
    await open(page, screen.path, screen.title);
    await check(page, screen.path);
    // at 1280 px (the suite's viewport) every column is in view, without scrolling
    await expectAllColumnsReachable(page, { fit: true });
  }
  for (const screen of FORM_SCREENS) {
    await open(page, screen.path, screen.title);
    await check(page, screen.path);
  }
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
