import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openAsHr } from './helpers';
import { FORM_SCREENS } from './screens';

/**
 * A required select cannot be emptied: on every form screen, each select marked required keeps its
 * choice when its chosen option is clicked again, and offers no clear button. Optional ones may still
 * be emptied (a filter's "all").
 */

/** The enabled selects of the screen whose label carries the required mark. */
function requiredSelects(page: Page): Locator {
  return page.locator('.mantine-Select-root:has(.mantine-Select-required)').filter({
    has: page.locator('input.mantine-Select-input:not([disabled])'),
  });
}

/** The options of the open dropdown. */
const options = (page: Page) => page.getByRole('listbox').getByRole('option');

async function keepsItsChoice(page: Page, select: Locator, screen: string) {
  const input = select.locator('input.mantine-Select-input');
  const label = (await select.locator('label').first().textContent())?.replace('*', '').trim() ?? '?';
  await input.click();
  // a searchable select of the server's records shows its first matches once they come
  await expect(options(page).first(), `${screen}: ${label} offers options`).toBeVisible();
  await options(page).first().click();
  const chosen = await input.inputValue();
  expect(chosen, `${screen}: ${label} took the option`).not.toBe('');

  await input.click();
  const selected = options(page).and(page.locator('[aria-selected="true"]'));
  await expect(selected, `${screen}: ${label} marks its choice`).toHaveCount(1);
  await selected.click();
  await expect(input, `${screen}: ${label} keeps its choice when it is clicked again`).toHaveValue(chosen);
  await expect(select.locator('.mantine-CloseButton-root, [data-combobox-clear]')).toHaveCount(0);
  await page.keyboard.press('Escape');
}

test('a required select keeps its choice when the chosen option is clicked again, on every form', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openAsHr(page);
  let checked = 0;
  for (const screen of [
    ...FORM_SCREENS,
    { path: '/hr/contributions/form', title: 'Loan & Contributions Form' },
  ]) {
    await page.goto(screen.path);
    await expect(page).toHaveTitle(`HRIS - ${screen.title}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const count = await requiredSelects(page).count();
    for (let i = 0; i < count; i++) {
      await keepsItsChoice(page, requiredSelects(page).nth(i), screen.title);
      checked++;
    }
  }
  // the datasheet's designation and sub-department, the leave forms' types, the employee pickers, ...
  expect(checked).toBeGreaterThanOrEqual(8);
});

test('an optional select may still be emptied by clicking its chosen option', async ({ page }) => {
  await openAsHr(page);
  await page.goto('/hr/absenceleave');
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  await status.click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await expect(status).toHaveValue('Pending');
  await status.click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await expect(status).toHaveValue('');
});
