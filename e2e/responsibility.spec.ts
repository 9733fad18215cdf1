import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeFindings, openAsHr } from './helpers';

/**
 * Responsibility forms and work-from-home undertakings: a form added with two items for an employee
 * without one, viewed and printed (HR FORM NO. 0003); a demo undertaking's addendum printed. The PDFs go
 * to .tmp/screens beside the screenshots, to be opened and looked at.
 */
const DIR = path.join(import.meta.dirname, '..', '.tmp', 'screens');

async function printToPdf(page: Page, name: string): Promise<Buffer> {
  await mkdir(DIR, { recursive: true });
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ path: path.join(DIR, name), format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return pdf;
}

test('add a responsibility form with two items, view it and print it', async ({ page }) => {
  await openAsHr(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Responsibility Form', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Responsibility Form');
  await page.getByRole('link', { name: 'Add Form' }).click();
  await expect(page).toHaveTitle('HRIS - Add Responsibility Form');

  const form = page.getByRole('form', { name: 'Responsibility form' });
  await form.getByRole('combobox', { name: 'Employee' }).click();
  const option = page.getByRole('option').first();
  const name = ((await option.textContent()) ?? '').trim();
  await option.click();
  const item = (n: number) =>
    form.getByRole('region', { name: `Item ${n}` }).or(form.getByLabel(`Item ${n}`));
  await item(1).getByRole('textbox', { name: 'Item name' }).fill('Laptop');
  await item(1).getByRole('textbox', { name: 'Description' }).fill('ThinkPad E14, SN PF3X9');
  await item(1).getByRole('textbox', { name: 'Quantity' }).fill('1');
  await item(1).getByRole('checkbox', { name: 'Received' }).check();
  await form.getByRole('button', { name: 'Add item' }).click();
  await item(2).getByRole('textbox', { name: 'Item name' }).fill('Headset');
  await item(2).getByRole('textbox', { name: 'Quantity' }).fill('2');
  expect(await axeFindings(page, 'add responsibility form')).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveTitle('HRIS - Responsibility Form');

  await page.getByRole('textbox', { name: 'Search' }).fill(name.split(/\s+/).slice(0, 2).join(' '));
  const row = page
    .getByRole('table', { name: 'Responsibility forms' })
    .getByRole('row')
    .filter({ hasText: 'Laptop' })
    .or(
      page
        .getByRole('table', { name: 'Responsibility forms' })
        .getByRole('row')
        .filter({ hasText: name.split(/\s+/)[0] ?? '' }),
    );
  await row
    .first()
    .getByRole('link', { name: /^View the responsibility form of/ })
    .click();
  await expect(page).toHaveTitle('HRIS - View Responsibility');
  await expect(page.getByText('HR FORM NO. 0003')).toBeVisible();
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items).toContainText('Laptop');
  await expect(items).toContainText('Headset');
  await expect(page.getByText('No signature found.')).toBeVisible();
  expect(await axeFindings(page, 'view responsibility')).toEqual([]);
  const pdf = await printToPdf(page, 'responsibility-form.pdf');
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test("print a work-from-home undertaking's addendum with the signature", async ({ page }) => {
  await openAsHr(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Work From Home', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Work From Home Responsibility');
  await page
    .getByRole('link', { name: /^View the undertaking of/ })
    .first()
    .click();
  await expect(page).toHaveTitle('HRIS - Work From Home Addendum');
  await expect(page.getByRole('heading', { name: 'Addendum to the Affidavit of Undertaking' })).toBeVisible();
  await expect(page.getByText(/two instances of unresponsiveness/)).toBeVisible();
  const signature = page.getByRole('img', { name: /^Signature of / });
  await expect(signature).toBeVisible();
  await expect.poll(() => signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await axeFindings(page, 'wfh addendum')).toEqual([]);
  const pdf = await printToPdf(page, 'wfh-addendum.pdf');
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect((await readFile(path.join(DIR, 'wfh-addendum.pdf'))).length).toBeGreaterThan(1000);
});
