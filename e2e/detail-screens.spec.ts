import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hrToken, openAsHr } from './helpers';

/**
 * Nothing spins forever: every HR screen with a record id in its address, opened with a missing,
 * malformed, unknown or foreign id, says within a few seconds that the record is not there and leads
 * back to its list. The routes come from the web app's route table, so a detail screen added tomorrow
 * fails here until it says where its way back leads.
 */

/** The largest id PostgreSQL's integer holds: well formed, and no demo record has it. */
const UNKNOWN = '2147483647';
const MALFORMED = ['abc', '0', '-1', '99999999999', '1.5', '007'];

type Detail = {
  /** The list the way back leads to: its path and the link's name. */
  list: { to: string; label: string };
  /** A route's address with its first id replaced (`:employee_id` of contributions gets a real one). */
  second?: () => string;
};

/** Every route of the table with a parameter under /hr, as the table writes it ("viewleave/:id"). */
function parameterisedRoutes(): string[] {
  const source = readFileSync(path.join(import.meta.dirname, '..', 'apps/web/src/app/router.tsx'), 'utf8');
  const hr = source.slice(source.indexOf("path: '/hr'"));
  return [...hr.matchAll(/path: '([^']*:[^']*)'/g)].map((m) => m[1] as string);
}

const LEAVE = { to: '/hr/absenceleave', label: 'Leave Management' };
const TRACKER = { to: '/hr/nterequest', label: 'NTE Tracker' };
const ADJUSTMENTS = { to: '/hr/scheduleadjustment', label: 'Schedule Adjustment' };
const UNDERTIME = { to: '/hr/undertimerequest', label: 'Undertime Requests' };
const RESPONSIBILITY = { to: '/hr/responsibilityform', label: 'Responsibility Form' };
const DOCUMENTS = { to: '/hr/contractsmemo', label: 'Contracts & Memos' };

/** Where each detail screen's way back leads (the route as the table writes it, the optional mark left out). */
const DETAILS: Record<string, Detail> = {
  'viewjobinformation/:id': { list: { to: '/hr/jobinformation', label: 'Job Information' } },
  'editinfo/:id': { list: { to: '/hr/employeelist', label: 'Active Employees' } },
  'editdependent/:id': { list: { to: '/hr/dependents', label: 'Dependents' } },
  'profilerequests/:id': { list: { to: '/hr/profilerequests', label: 'Profile Requests' } },
  'viewleave/:id': { list: LEAVE },
  'leave/approval/:id': { list: LEAVE },
  'update/leave/:id': { list: LEAVE },
  'nteeditrequest/:id': { list: TRACKER },
  'nteapprovalrequest/:id': { list: TRACKER },
  'notice/for/decision/:id': { list: TRACKER },
  'nte/view/details/:id': { list: TRACKER },
  'coaching/records/details/:id': { list: { to: '/hr/coaching/records', label: 'Employee Coached' } },
  'performancedetails/:id': { list: { to: '/hr/performance', label: 'Employee Evaluation' } },
  'scheduleadjustment/approval/:id': { list: ADJUSTMENTS },
  'schedule/edit/adjustment/form/:id': { list: ADJUSTMENTS },
  'undertimerequest/approval/:id': { list: UNDERTIME },
  'editundertimerequestform/:id': { list: UNDERTIME },
  'contributions/details/:id/:employee_id': {
    list: { to: '/hr/contributions/list', label: 'Loan & Contributions' },
  },
  'editresponsibilityform/:id': { list: RESPONSIBILITY },
  'viewresponsibility/:id': { list: RESPONSIBILITY },
  'view/wfh/responsibility/:id': { list: { to: '/hr/wfh/responsibility', label: 'Work From Home' } },
  'contracts/assign/:id': { list: DOCUMENTS },
  'memos/assign/:id': { list: DOCUMENTS },
  'memos/assign/sub/:id': { list: DOCUMENTS },
};

/** The routes the original lists without an id, which then open their lists. */
const WITHOUT_ID_OPENS_LIST: Record<string, { to: string; title: string }> = {
  'viewleave/:id': { to: '/hr/absenceleave', title: 'Leave Management' },
  'editresponsibilityform/:id': { to: '/hr/responsibilityform', title: 'Responsibility Form' },
};

/** Opens an address inside the running app (no reload), as a link would: the router reads it. */
async function visit(page: Page, address: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/**
 * The screen says the record is not there and offers its list, within a few seconds (the first time a
 * screen opens, its code loads first: that wait is the loader's, and gets the usual time).
 */
async function expectNotThere(page: Page, address: string, list: Detail['list'], first = false) {
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(alert, `${address} says so`).toBeVisible(first ? {} : { timeout: 5_000 });
  await expect(alert, `${address} names what is missing`).toContainText(/was not found|not exist/);
  const back = alert.getByRole('link', { name: list.label });
  await expect(back, `${address} leads back to ${list.to}`).toHaveAttribute('href', list.to);
  await expect(page.getByLabel('Loading')).toHaveCount(0);
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url, { headers: { authorization: `Bearer ${await hrToken(page)}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

test.beforeEach(async ({ page }) => {
  await openAsHr(page);
});

test('every detail route of the table says where its way back leads', () => {
  const routes = parameterisedRoutes().map((route) => route.replaceAll('?', ''));
  expect(routes.length).toBeGreaterThanOrEqual(Object.keys(DETAILS).length);
  expect(routes.filter((route) => !DETAILS[route])).toEqual([]);
  expect(Object.keys(DETAILS).filter((route) => !routes.includes(route))).toEqual([]);
});

test('a detail screen with a missing, malformed or unknown id says so and leads back to its list', async ({
  page,
}) => {
  test.setTimeout(600_000);
  // Every screen reads its id through one hook (useRouteId): the first route is tried with every
  // malformed form, the others with one malformed and one unknown id (some 60 addresses)
  for (const [n, [route, detail]] of Object.entries(DETAILS).entries()) {
    const [prefix] = route.split('/:') as [string];
    const params = route.split('/:').length - 1;
    const fill = (first: string) => `/hr/${prefix}/${[first, ...Array(params - 1).fill(UNKNOWN)].join('/')}`;

    for (const [i, id] of [...(n === 0 ? MALFORMED : MALFORMED.slice(0, 1)), UNKNOWN].entries()) {
      const address = fill(id);
      await visit(page, address);
      await expectNotThere(page, address, detail.list, i === 0);
    }
    // missing: the address without its id (the original id-less addresses open their lists)
    const bare = `/hr/${prefix}`;
    await visit(page, bare);
    const opens = WITHOUT_ID_OPENS_LIST[route];
    if (opens) {
      await expect(page).toHaveURL(new RegExp(`${opens.to}$`));
      await expect(page).toHaveTitle(`HRIS - ${opens.title}`);
    } else {
      await expectNotThere(page, bare, detail.list);
    }
  }
});

test('the way back of a record that is not there opens its list', async ({ page }) => {
  await page.goto(`/hr/leave/approval/${UNKNOWN}`);
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(alert).toContainText('The leave request was not found.');
  await alert.getByRole('link', { name: 'Leave Management' }).click();
  await expect(page).toHaveTitle('HRIS - Leave Management');
  await expect(page).toHaveURL(/\/hr\/absenceleave$/);
});

test("a record opened under another employee's id is not shown", async ({ page }) => {
  type Row = { id: number; employee_id: number };
  const records = await getJson<{ data: Row[] }>(page, '/api/contributions?per_page=50');
  const record = records.data[0] as Row;
  const other = records.data.find((row) => row.employee_id !== record.employee_id) as Row;
  expect(other, 'the demo has records of two employees').toBeDefined();
  // its own employee's id opens it
  await page.goto(`/hr/contributions/details/${record.id}/${record.employee_id}`);
  await expect(page).toHaveTitle('HRIS - Contribution Details');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Total')).toBeVisible();
  // another employee's id: not found, with the way back
  const foreign = `/hr/contributions/details/${record.id}/${other.employee_id}`;
  await visit(page, foreign);
  await expectNotThere(page, foreign, DETAILS['contributions/details/:id/:employee_id']!.list);
});

test('the Assign Memo screens ask the API nothing before they know their group', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() >= 400) refused.push(`${res.status()} ${res.url()}`);
  });
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/')) asked.push(req.url());
  });
  const groups = await getJson<{ id: number; sub_department_name: string }[]>(page, '/api/subdepartment/all');
  const first = groups[0] as { id: number };

  await page.goto(`/hr/memos/assign/sub/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Assign Memo to / })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Members of / })).toBeVisible();
  // a legacy account's screen from the Contracts & Memos menu
  await page.goto('/hr/memos/assign-admin');
  await expect(page.getByRole('heading', { level: 1, name: /^Assign Memo to / })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Members of / })).toBeVisible();

  expect(asked.filter((url) => /=-1(&|$)|\/NaN|\/undefined|\/null/.test(url))).toEqual([]);
  expect(refused).toEqual([]);
});
