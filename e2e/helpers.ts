import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './playwright.config';

/** Logs in as the first-run HR account through the login screen and waits for the dashboard. */
export async function loginAsHr(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill('hr');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/hr\/dashboard$/);
  await expect(page).toHaveTitle('HRIS - Dashboard');
}

type Session = { token: string; expiresAt: string };
let hrSession: Session | undefined;

/**
 * Signs the HR account in through the API (once per worker) and puts the token in the page's storage
 * before any script runs, for tests about something other than the login screen: they start on their
 * own screen at once instead of waiting for the login's success message.
 */
export async function signInAsHr(page: Page): Promise<void> {
  if (!hrSession) {
    const res = await page.request.post('/api/login', { data: { name: 'hr', password: ADMIN_PASSWORD } });
    expect(res.ok(), await res.text()).toBe(true);
    const reply = (await res.json()) as { access_token: string; expires_at: string };
    hrSession = { token: reply.access_token, expiresAt: reply.expires_at };
  }
  await page.addInitScript((session: Session) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', session.token);
      localStorage.setItem('expires_at', session.expiresAt);
    }
  }, hrSession);
}

/** The HR account's bearer token (signed in through the API once per worker), for calls a test makes itself. */
export async function hrToken(page: Page): Promise<string> {
  await signInAsHr(page);
  return (hrSession as Session).token;
}

/**
 * Signs in through the API (see signInAsHr) and opens an HR screen: by default Change Password, a
 * screen with the menu and nothing to load (the dashboard, where a login lands, loads seven calls and
 * a chart, which most tests would only pass through on their way to the menu).
 */
export async function openAsHr(
  page: Page,
  screen: { path: string; title: string } = { path: '/hr/settings', title: 'Change Password' },
): Promise<void> {
  await signInAsHr(page);
  await page.goto(screen.path);
  await expect(page).toHaveTitle(`HRIS - ${screen.title}`);
}

export const DASHBOARD = { path: '/hr/dashboard', title: 'Dashboard' };

/**
 * Waits for the transitions under way to end (a dialog fading in, a hover's colour, a tooltip); a
 * loader's spin, which never ends, is left alone. Two frames first: a dialog is in the page (and
 * "visible") a frame before its transition starts.
 */
export async function stillness(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core's serious and critical findings on the page (WCAG 2.1 A/AA and best practices), the HR
 * shell left out (accessibility.spec.ts checks it once); `exclude` leaves out more (e.g. long lists'
 * later rows). Each finding as "screen: rule (impact) targets". The page is read as a person reads it:
 * no list still updating (its rows are dimmed meanwhile) and no transition under way.
 */
export async function axeFindings(page: Page, screen: string, exclude: string[] = []): Promise<string[]> {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  // a list updating (a search typed but not sent yet, rows on their way) is dimmed meanwhile
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  await stillness(page);
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .exclude('header')
    .exclude('nav');
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
