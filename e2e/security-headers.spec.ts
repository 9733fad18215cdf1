import { expect, test } from './fixtures';
import { signInAsHr } from './helpers';

/**
 * The real build under its own Content-Security-Policy: the login, a list of the HR shell and the API
 * docs load and work without one violation, and their HTML and scripts carry the headers that
 * apps/server/test/guards/headers.test.ts checks on every kind of reply (on a small build of its own,
 * since the API tests run before the web app is built).
 */
test('the built app and the API docs run under the Content-Security-Policy, without a violation', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });

  const login = await page.goto('/');
  await expect(page).toHaveTitle('HRIS - Login');
  const headers = login?.headers() ?? {};
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['content-security-policy']).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');

  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  const asset = await page.request.get(script as string);
  expect(asset.headers()['content-type']).toMatch(/javascript; charset=utf-8$/i);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');

  await signInAsHr(page);
  await page.goto('/hr/employeelist');
  await expect(page).toHaveTitle('HRIS - Active Employees');
  await expect(page.getByRole('table')).toBeVisible();

  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('HRIS API');
  await expect(page.locator('.opblock').first()).toBeVisible();

  expect(violations).toEqual([]);
});
