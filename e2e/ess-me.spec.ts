import { essAxe, essLogin, LAPTOP, PHONE, widerThanScreen } from './ess';
import { expect, test } from './fixtures';

/**
 * What an employee reads about themselves in self-service, on a phone: the demo's agent signs in, the
 * home shows their leave credits and shifts, and the attendance month lists their days with the grid's
 * statuses; the profile, attendance, calendar and contributions screens pass axe and fit at 360 and
 * 1280 px.
 */
test.use({ viewport: PHONE });

/** The demo's agent (apps/server/src/db/seed/ess-logins.ts). */
const AGENT = { name: 'ess.agent', password: 'Self-Service-2026' };

test('an agent sees their credits and next shifts at home and opens their attendance month', async ({
  page,
}) => {
  await essLogin(page, AGENT.name, AGENT.password);
  const credits = page.getByRole('region', { name: 'Leave credits' });
  await expect(credits).toContainText(/\d+(\.\d+)? days? left/);
  const shifts = page.getByRole('region', { name: 'My shifts' });
  await expect(shifts).toContainText('Today:');
  await expect(shifts.getByRole('list', { name: 'Next days' }).getByRole('listitem')).toHaveCount(6);
  expect(await essAxe(page, 'home at 360 px')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('ess-me-home-360.png'), fullPage: true });

  await page.goto('/ess/attendance');
  await expect(page).toHaveTitle('HRIS - Attendance');
  const days = page.getByRole('list', { name: /^Days of / });
  await expect(days.getByRole('listitem').first()).toBeVisible();
  // the demo's days before today are present, absent, a day-off or a holiday, never "Not yet due"
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}$/);
  await expect(days.getByText('Present').first()).toBeVisible();
  await expect(days.getByText('Not yet due')).toHaveCount(0);

  const problems: string[] = [];
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    for (const [path, title] of [
      ['/ess/profile', 'Profile'],
      ['/ess/attendance', 'Attendance'],
      ['/ess/calendar', 'Calendar'],
      ['/ess/contributions', 'Contributions'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      problems.push(...(await essAxe(page, `${title} at ${viewport.width} px`)));
      problems.push(...(await widerThanScreen(page)).map((w) => `${title} at ${viewport.width} px: ${w}`));
      await page.screenshot({ path: test.info().outputPath(`ess-me-${title}-${viewport.width}.png`) });
    }
  }
  expect(problems).toEqual([]);
});
