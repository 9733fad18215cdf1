import { expect, test } from './fixtures';
import { axeFindings, hrToken, openAsHr } from './helpers';

/**
 * Loan & Contributions as HR records a month: the employee chosen, the statutory shares filled in from
 * the tables, the rest entered, saved (Save, then the list), and the details opened.
 */

test('record a month from the computed figures, then open its details', async ({ page }) => {
  // a long story: the form, its explanations, the list, the details and the month's records, each checked by axe
  test.slow();
  await openAsHr(page);
  // an active employee without a record this month (the demo's records are the twelve months before)
  const res = await page.request.get('/api/employees?limit=1', {
    headers: { authorization: `Bearer ${await hrToken(page)}` },
  });
  const [who] = (await res.json()) as { id: number; emp_id: string; full_name: string }[];
  expect(who).toBeDefined();

  await page.getByRole('navigation').getByRole('link', { name: 'Loan & Contributions', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Loan & Contributions');
  await page.getByRole('link', { name: 'New Record' }).click();
  await expect(page).toHaveTitle('HRIS - Loan & Contributions Form');

  const form = page.getByRole('form', { name: 'Contribution' });
  const amount = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  // every amount starts at zero, none blank
  for (const label of [
    'SSS',
    'PhilHealth',
    'Pag-IBIG',
    'HMO',
    'SSS Loan',
    'HDMF Loan',
    'Withholding Tax',
    'Others',
  ])
    await expect(amount(label)).toHaveValue('₱0.00');
  await form.getByRole('combobox', { name: 'Employee' }).fill(who!.full_name);
  await page.getByRole('option').filter({ hasText: who!.emp_id }).click();
  await expect(form.getByText(/From a basic salary of ₱/)).toBeVisible();
  // the four statutory figures are filled in, each saying how it was computed; the rest stay at zero
  for (const label of ['SSS', 'PhilHealth', 'Pag-IBIG', 'Withholding Tax'])
    await expect(amount(label)).not.toHaveValue('₱0.00');
  await expect(amount('SSS')).toHaveAccessibleDescription(
    /^Monthly salary credit ₱[\d,]+\.00( \(the \w+\))? × 5% = ₱/,
  );
  await expect(amount('PhilHealth')).toHaveAccessibleDescription(/^5% of ₱[\d,.]+ \(.+\), half = ₱/);
  await expect(amount('Pag-IBIG')).toHaveAccessibleDescription(/^2% of ₱[\d,.]+( \(capped\))? = ₱/);
  await expect(amount('Withholding Tax')).toHaveAccessibleDescription(
    /^Taxable ₱[\d,.]+ \(basic salary less/,
  );
  for (const label of ['HMO', 'SSS Loan', 'HDMF Loan', 'Others'])
    await expect(amount(label)).toHaveValue('₱0.00');
  expect(await axeFindings(page, 'contribution form')).toEqual([]);
  const sss = await amount('SSS').inputValue();
  // a figure changed by hand says so, and the tables' figure comes back on request
  await amount('SSS').fill('999');
  await amount('SSS').blur();
  await expect(amount('SSS')).toHaveAccessibleDescription(
    /^Changed by hand\. The tables: Monthly salary credit/,
  );
  await form.getByRole('button', { name: 'Use the statutory figures' }).click();
  await expect(amount('SSS')).toHaveValue(sss);
  await amount('HMO').fill('450');

  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog', { name: 'Save' })).toBeVisible();
  await expect(page).toHaveTitle('HRIS - Loan & Contributions');

  const row = page
    .getByRole('table', { name: 'Contributions' })
    .getByRole('row')
    .filter({ hasText: who!.emp_id })
    .first();
  await expect(row).toContainText(sss.replace(/[^\d.,]/g, '').split('.')[0] ?? '');
  expect(await axeFindings(page, 'contributions list')).toEqual([]);
  await row.getByRole('link', { name: /View the record of/ }).click();
  await expect(page).toHaveTitle('HRIS - Contribution Details');
  await expect(page.getByText('HDMF Number')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Amounts' })).toContainText('₱450.00');
  expect(await axeFindings(page, 'contribution details')).toEqual([]);

  // the rest of the month in one go: every active employee without a record
  await page.goto('/hr/contributions/list');
  await page.getByRole('button', { name: "Make This Month's Records" }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog', { name: 'Done' })).toContainText(/[1-9]\d* records made/);
});
