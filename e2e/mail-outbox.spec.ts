import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeFindings, hrToken, openAsHr } from './helpers';

/**
 * Honest mail and the Mail Outbox: with no mail sender set up, a memo says its e-mail is queued and
 * is kept; the Mail Outbox lists it (found by recipient), Copy link reveals the link, which opens the
 * employee's acknowledgement page without a login, and Cancel stops the mail.
 */

const RUN = Date.now().toString(36).slice(-5);

/** A small real PDF. */
function pdf(title: string): Buffer {
  const body = `BT /F1 18 Tf 72 720 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function api<T>(page: Page, method: 'GET' | 'POST', url: string): Promise<{ status: number; body: T }> {
  const headers = { authorization: `Bearer ${await hrToken(page)}` };
  const res =
    method === 'GET' ? await page.request.get(url, { headers }) : await page.request.post(url, { headers });
  return { status: res.status(), body: (await res.json()) as T };
}

test('a memo with no mail sender set up says it is kept; the outbox shows it and its link opens the acknowledgement', async ({
  page,
  browser,
  baseURL,
}) => {
  await openAsHr(page);
  // no sender: another spec may have saved one (removing it when there is none is a 409)
  expect([200, 409]).toContain((await api(page, 'POST', '/api/notificationconfig/remove')).status);
  const list = await api<{ data: { id: number; full_name: string }[] }>(
    page,
    'GET',
    '/api/contractsmemo?per_page=1&sort=full_name&order=asc',
  );
  const who = list.body.data[0]!;
  const info = await api<{ employee: { email: string | null } }>(
    page,
    'GET',
    `/api/contractsmemo/getmemoinfo/${who.id}`,
  );
  const email = info.body.employee.email ?? '';
  expect(email).toContain('@');

  // the memo: "queued", and why
  await page.goto(`/hr/memos/assign/${who.id}`);
  await expect(page).toHaveTitle('HRIS - Employee Memo');
  const file = `outbox-policy-${RUN}.pdf`;
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose documents' }).click();
  await (await chooser).setFiles({ name: file, mimeType: 'application/pdf', buffer: pdf('Outbox policy') });
  await page.getByRole('button', { name: 'Assign Memo' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  const done = page.getByRole('dialog', { name: 'Success' });
  await expect(done).toContainText('Memo has been successfully assigned: 1 employee.');
  await expect(done).toContainText(
    '1 e-mail queued: no mail sender is set up, so it is kept in the Mail Outbox',
  );
  await expect(done).not.toContainText('e-mailed');
  await page.keyboard.press('Escape');

  // the Mail Outbox, from the Accounts menu
  await page.getByRole('navigation').getByRole('link', { name: 'Mail Outbox', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Mail Outbox');
  await expect(page.getByRole('heading', { name: 'Mail Outbox' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(file);
  const table = page.getByRole('table', { name: 'Mail outbox' });
  const row = table.locator('tbody tr').filter({ hasText: file });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  await expect(row).toContainText('Kept');
  await expect(row).toContainText('No mail sender was set up when it was due.');
  await expect(row).toContainText('Acknowledgement link');
  await expect(row).toContainText(/[A-Z][a-z]{2} \d{2} \d{4}/);
  expect(await axeFindings(page, 'mail outbox')).toEqual([]);

  // Copy link: asked first, then shown (and recorded)
  await row.getByRole('button', { name: `Copy link of the mail to ${email}` }).click();
  await page
    .getByRole('dialog', { name: 'Show the link?' })
    .getByRole('button', { name: 'Show Link' })
    .click();
  const shown = page.getByRole('dialog', { name: `The link of the mail to ${email}` });
  const link = await shown.getByLabel('Link').inputValue();
  expect(link).toMatch(/\/acknowledge\/[A-Za-z0-9_.-]+$/);
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible();
  expect(await axeFindings(page, 'mail outbox link')).toEqual([]);
  await shown.getByRole('button', { name: 'Close' }).click();

  // the employee opens it, without logging in
  const context = await browser.newContext({ baseURL });
  const employee = await context.newPage();
  await employee.goto(new URL(link).pathname);
  await expect(employee).toHaveTitle('HRIS - Acknowledge');
  await expect(employee.getByRole('link', { name: file })).toBeVisible();
  await context.close();

  // Cancel: the mail will not go, and its link is no longer offered
  await row.getByRole('button', { name: `Cancel the mail to ${email}` }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this mail?' })
    .getByRole('button', { name: 'Cancel Mail' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Cancelled' })).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: `Copy link of the mail to ${email}` })).toHaveCount(0);

  // the copy is in the audit trail: who copied which mail's link
  const audit = await api<{ data: { action: string; entity: string; user_name: string }[] }>(
    page,
    'GET',
    '/api/audit?area=accounts&per_page=10',
  );
  expect(
    audit.body.data.some((r) => r.entity === 'mail' && r.action === 'copy_link' && r.user_name === 'hr'),
  ).toBe(true);
});
