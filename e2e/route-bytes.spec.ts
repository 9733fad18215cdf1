import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsHr } from './helpers';
import { LIST_SCREENS, type Screen } from './screens';

/**
 * What each route's first load costs: a cold browser (empty cache) opens the route and every script and
 * style sheet it fetches is counted, as sent over the wire (`encoded`, with the server's compression)
 * and as gzip would send it (`gzip`, the same measure whatever the server does). The login screen must
 * stay within 200 KB of gzipped JavaScript, and self-service's login (opened on phones, in plain
 * elements without Mantine) within 120 KB. In the suite it measures the logins and the dashboard;
 * `npm run route-bytes` (ROUTE_BYTES=all) adds every list screen and prints the table.
 */
const ALL_ROUTES = process.env.ROUTE_BYTES === 'all';
const LOGIN_JS_BUDGET = 200_000;
const ESS_LOGIN_JS_BUDGET = 120_000;

type Bytes = { files: number; raw: number; encoded: number; gzip: number };
type RouteBytes = { route: string; js: Bytes; css: Bytes };

const empty = (): Bytes => ({ files: 0, raw: 0, encoded: 0, gzip: 0 });

async function measure(browser: Browser, screen: Screen, signedIn: boolean): Promise<RouteBytes> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page: Page = await context.newPage();
  if (signedIn) await signInAsHr(page);
  const pending: Promise<void>[] = [];
  const result: RouteBytes = { route: screen.path, js: empty(), css: empty() };
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        const bucket = type === 'script' ? result.js : result.css;
        bucket.files += 1;
        bucket.raw += body.length;
        bucket.encoded += sizes.responseBodySize;
        bucket.gzip += gzipSync(body, { level: 9 }).length;
      })(),
    );
  });
  await page.goto(screen.path);
  await expect(page).toHaveTitle(`HRIS - ${screen.title}`);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return result;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

test('the first load of each route stays small, the login screen within 200 KB of gzipped JavaScript and the self-service login within 120 KB', async ({
  browser,
}) => {
  test.setTimeout(ALL_ROUTES ? 600_000 : 60_000);
  const rows: RouteBytes[] = [];
  rows.push(await measure(browser, { path: '/', title: 'Login' }, false));
  rows.push(await measure(browser, { path: '/hr/dashboard', title: 'Dashboard' }, true));
  rows.push(await measure(browser, { path: '/ess/login', title: 'Login' }, false));
  if (ALL_ROUTES) for (const screen of LIST_SCREENS) rows.push(await measure(browser, screen, true));

  const table = rows.map((r) => ({
    route: r.route,
    'js files': r.js.files,
    'js gzip': kb(r.js.gzip),
    'js sent': kb(r.js.encoded),
    'js raw': kb(r.js.raw),
    'css gzip': kb(r.css.gzip),
    'css sent': kb(r.css.encoded),
  }));
  console.table(table);
  await writeFile(
    path.join(import.meta.dirname, '..', '.tmp', 'route-bytes.json'),
    `${JSON.stringify(rows, null, 2)}\n`,
  );

  const login = rows[0] as RouteBytes;
  expect(login.js.gzip, 'gzipped JavaScript of the login screen').toBeLessThanOrEqual(LOGIN_JS_BUDGET);
  const essLogin = rows[2] as RouteBytes;
  expect(essLogin.js.gzip, 'gzipped JavaScript of the self-service login').toBeLessThanOrEqual(
    ESS_LOGIN_JS_BUDGET,
  );
});
