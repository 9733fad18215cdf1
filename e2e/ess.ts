import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { stillness } from './helpers';
import { ADMIN_PASSWORD } from './playwright.config';

/**
 * Employee self-service in the browser tests: the phone the app is designed for, an employee's
 * account made through the HR API, the login through the self-service screen, and axe over the whole
 * page (the self-service shell's top bar and navigation included).
 */

/** The phone self-service is designed for. */
export const PHONE = { width: 360, height: 740 };
/** A laptop, where the bottom navigation becomes a side navigation. */
export const LAPTOP = { width: 1280, height: 800 };

export type EssEmployee = {
  userId: number;
  employeeId: number;
  name: string;
  password: string;
  hrToken: string;
};

/**
 * An account (role 1, staff, unless `roleId` says otherwise) for an employee who has none, made by HR
 * through the API; `name` must be unique in the run.
 */
export async function makeEssAccount(page: Page, name: string, roleId = 1): Promise<EssEmployee> {
  const password = 'Self-Service-2026';
  const hr = await page.request.post('/api/login', { data: { name: 'hr', password: ADMIN_PASSWORD } });
  expect(hr.ok(), await hr.text()).toBe(true);
  const headers = { authorization: `Bearer ${(await hr.json()).access_token}` };
  const list = await page.request.get('/api/employeeaccounts?account=without&per_page=1', { headers });
  expect(list.ok(), await list.text()).toBe(true);
  const employeeId = (await list.json()).data[0].employee_id as number;
  const created = await page.request.post('/api/register', {
    headers,
    data: { employee_id: employeeId, role_id: roleId, name, email: `${name}@example.com`, password },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const userId = (await created.json()).data.id as number;
  return { userId, employeeId, name, password, hrToken: headers.authorization.slice('Bearer '.length) };
}

/** Signs in through /ess/login and waits for the home. */
export async function essLogin(page: Page, name: string, password: string): Promise<void> {
  await page.goto('/ess/login');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/ess$/);
  await expect(page).toHaveTitle('HRIS - Home');
}

/** axe-core's serious and critical findings on the whole page (WCAG 2.1 A/AA and best practices). */
export async function essAxe(page: Page, screen: string): Promise<string[]> {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await stillness(page);
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** What is wider than the window: the page, or any element that reaches past its right edge. */
export async function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const root = document.scrollingElement as Element;
    if (root.scrollWidth > width + 1) found.push(`the page (${root.scrollWidth} px in ${width})`);
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= width + 1) continue;
      if (el.closest('.skip-link')) continue;
      found.push(
        `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} (right edge ${Math.round(rect.right)} px)`,
      );
    }
    return found.slice(0, 10);
  });
}

/**
 * Collects every Content-Security-Policy violation the page reports from now on (the app's CSP has
 * no inline or evaluated scripts; apps/server/src/plugins/security-headers.ts); expect it empty.
 */
export async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportEssViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportEssViolation: (t: string) => void }).reportEssViolation(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}
