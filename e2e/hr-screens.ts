import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LEGACY_GROUPS } from '@hris/domain/legacy-groups';
import { expect, type Page } from '@playwright/test';
import { hrToken } from './helpers';

/**
 * Every screen of the HR app, read from the web app's route table (`apps/web/src/app/router.tsx`), so
 * that a screen added tomorrow is checked too: a route with a parameter opens a real record of the demo
 * company, found through the API, and a route this file cannot open fails the check that asks for it.
 */
export type HrScreen = {
  /** The route as the table writes it, under /hr ("viewleave/:id"). */
  route: string;
  /** The address opened, with a real record for each parameter. */
  path: string;
  /** The page title's name ("HRIS - {name}"); none for a route that only redirects. */
  title: string | null;
};

type Row = Record<string, unknown>;
type Source = {
  /** The API list (GET api/{list}) whose first row the screen opens, with its filters. */
  list: string;
  query?: Record<string, string | number>;
  /** The screen's address for that row. */
  to: (row: Row) => string;
};

/** Where each route with a parameter finds its record (the action that opens it in the app, by state). */
const RECORDS: Record<string, Source> = {
  'viewjobinformation/:id': { list: 'jobinformation', to: (r) => `viewjobinformation/${r.id}` },
  'editinfo/:id': { list: 'active/employee', to: (r) => `editinfo/${r.id}` },
  'editdependent/:id': { list: 'dependents', to: (r) => `editdependent/${r.id}` },
  'profilerequests/:id': {
    list: 'profile-requests',
    query: { status: 'pending' },
    to: (r) => `profilerequests/${r.id}`,
  },
  'viewleave/:id': { list: 'leavemanagement', query: { status: 'rejected' }, to: (r) => `viewleave/${r.id}` },
  'leave/approval/:id': {
    list: 'leavemanagement',
    query: { status: 'pending' },
    to: (r) => `leave/approval/${r.id}`,
  },
  'update/leave/:id': {
    list: 'leavemanagement',
    query: { status: 'approved' },
    to: (r) => `update/leave/${r.id}`,
  },
  'nteeditrequest/:id': {
    list: 'nterequestbyhr',
    query: { status: 'served' },
    to: (r) => `nteeditrequest/${r.id}`,
  },
  'nteapprovalrequest/:id': {
    list: 'nterequestbyhr',
    query: { status: 'review' },
    to: (r) => `nteapprovalrequest/${r.id}`,
  },
  'notice/for/decision/:id': {
    list: 'nterequestbyhr',
    query: { status: 'acknowledged' },
    to: (r) => `notice/for/decision/${r.id}`,
  },
  'nte/view/details/:id': {
    list: 'nterequestbyhr',
    query: { status: 'decided' },
    to: (r) => `nte/view/details/${r.id}`,
  },
  'coaching/records/details/:id': {
    list: 'employee/coached/all',
    to: (r) => `coaching/records/details/${r.coach_id}`,
  },
  'performancedetails/:id': {
    list: 'evaluation/all',
    to: (r) => `performancedetails/${r.id}?employee_id=${r.employee_id}`,
  },
  'scheduleadjustment/approval/:id': {
    list: 'scheduleadjustment',
    query: { status: 'pending' },
    to: (r) => `scheduleadjustment/approval/${r.id}`,
  },
  'schedule/edit/adjustment/form/:id': {
    list: 'scheduleadjustment',
    query: { status: 'pending' },
    to: (r) => `schedule/edit/adjustment/form/${r.id}`,
  },
  'undertimerequest/approval/:id': {
    list: 'undertimerequest',
    query: { status: 'pending' },
    to: (r) => `undertimerequest/approval/${r.id}`,
  },
  'editundertimerequestform/:id': {
    list: 'undertimerequest',
    query: { status: 'pending' },
    to: (r) => `editundertimerequestform/${r.id}`,
  },
  'contributions/details/:id/:employee_id': {
    list: 'contributions',
    to: (r) => `contributions/details/${r.id}/${r.employee_id}`,
  },
  'editresponsibilityform/:id': { list: 'responsibility', to: (r) => `editresponsibilityform/${r.res_id}` },
  'viewresponsibility/:id': { list: 'responsibility', to: (r) => `viewresponsibility/${r.res_id}` },
  'view/wfh/responsibility/:id': {
    list: 'wfh/responsibility/hr/get',
    to: (r) => `view/wfh/responsibility/${r.id}`,
  },
  'contracts/assign/:id': { list: 'contractsmemo', to: (r) => `contracts/assign/${r.id}` },
  'memos/assign/:id': { list: 'contractsmemo', to: (r) => `memos/assign/${r.id}` },
  'memos/assign/sub/:id': { list: 'subdepartments', to: (r) => `memos/assign/sub/${r.id}` },
};

/** The legacy groups' screens, written once in the table as a template (`memos/assign-${group.screen}`). */
const TEMPLATES: Record<string, { route: string; name: string }[]> = {
  'memos/assign-${group.screen}': LEGACY_GROUPS.map((g) => ({
    route: `memos/assign-${g.screen}`,
    name: `Assign Memo to ${g.name}`,
  })),
};

/** The routes under /hr of the web app's route table, each with its name. */
export function hrRoutes(): { route: string; name: string | null }[] {
  const source = readFileSync(
    path.join(import.meta.dirname, '..', 'apps', 'web', 'src', 'app', 'router.tsx'),
    'utf8',
  );
  const start = source.indexOf("path: '/hr'");
  const end = source.indexOf("path: '*'", start);
  expect(start, 'the route table has its /hr routes').toBeGreaterThan(0);
  const routes: { route: string; name: string | null }[] = [];
  const pattern = /path: (['`])(.+?)\1/g;
  const matches = [...source.slice(start, end).matchAll(pattern)].slice(1);
  for (const [i, match] of matches.entries()) {
    const [, quote, route] = match as unknown as [string, string, string];
    const next = matches[i + 1]?.index ?? end - start;
    const name = /handle: named\((['`])(.+?)\1\)/.exec(
      source.slice(start + (match.index ?? 0), start + next),
    );
    if (quote === '`') {
      const expanded = TEMPLATES[route];
      expect(expanded, `e2e/hr-screens.ts knows how to open the routes of ${route}`).toBeDefined();
      routes.push(...(expanded ?? []));
    } else {
      routes.push({ route, name: name?.[2] ?? null });
    }
  }
  return routes;
}

/** Every HR screen with a real address: the routes with a parameter open a record of the demo data. */
export async function hrScreens(page: Page): Promise<HrScreen[]> {
  const headers = { authorization: `Bearer ${await hrToken(page)}` };
  const screens: HrScreen[] = [];
  for (const { route, name } of hrRoutes()) {
    if (!route.includes(':')) {
      screens.push({ route, path: `/hr/${route}`, title: name });
      continue;
    }
    // a parameter the route may go without (`:id?`) is visited without it too: the screen says so
    if (route.includes('?')) {
      screens.push({
        route: `${route} (none)`,
        path: `/hr/${route.replace(/\/:[^/]+\?/g, '')}`,
        title: name,
      });
    }
    const source = RECORDS[route.replace(/\?/g, '')];
    expect(source, `e2e/hr-screens.ts says which record opens /hr/${route}`).toBeDefined();
    if (!source) continue;
    const res = await page.request.get(`/api/${source.list}`, {
      headers,
      params: { per_page: 1, ...source.query },
    });
    expect(res.ok(), `GET api/${source.list}: ${await res.text()}`).toBe(true);
    const reply = (await res.json()) as { data: Row[] } | Row[];
    const row = Array.isArray(reply) ? reply[0] : reply.data[0];
    expect(row, `the demo data has a record for /hr/${route}`).toBeDefined();
    screens.push({ route, path: `/hr/${source.to(row as Row)}`, title: name });
  }
  return screens;
}

/** The screen's data is in: no loader and no placeholder left. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root[data-visible="true"]')).toHaveCount(0);
}

/** The title each page shows now, as `visit` left it. */
const shownTitle = new WeakMap<Page, string | null>();

/**
 * Opens an HR screen as a link in the app does, without loading the app again (much quicker than
 * page.goto for a tour of every screen), and waits for its data. The app is loaded afresh for the first
 * screen, for a route that only redirects, and for a screen of the same title as the one before (its
 * title could not tell that the new screen is in).
 */
export async function visit(
  page: Page,
  screen: Pick<HrScreen, 'path' | 'title'>,
  { settle = true }: { settle?: boolean } = {},
): Promise<void> {
  const inApp = new URL(page.url(), 'http://x').pathname.startsWith('/hr/');
  if (inApp && screen.title && screen.title !== shownTitle.get(page)) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, screen.path);
  } else {
    await page.goto(screen.path);
  }
  shownTitle.set(page, screen.title);
  if (screen.title) await expect(page, screen.path).toHaveTitle(`HRIS - ${screen.title}`);
  if (settle) await settled(page);
}
