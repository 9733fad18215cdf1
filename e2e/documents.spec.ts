import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeFindings, hrToken, openAsHr } from './helpers';
import { smtpInbox } from './smtp-inbox';

/**
 * Contracts and memos as HR uses them: two memos picked for an account, one removed before sending,
 * the memo on a member's screen, the member's link from the mail opened without a login and
 * acknowledged, and the account's count moving; a contract to one employee; the screens checked with
 * axe. Mail goes to an SMTP server this spec runs, set as the notification sender through the API.
 */
const { inbox, port: smtpPort } = smtpInbox();

test.describe.configure({ mode: 'serial' });

/** A small real PDF, named for this run. */
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

const RUN = Date.now().toString(36).slice(-5);

async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
  const headers = { authorization: `Bearer ${await hrToken(page)}` };
  const res =
    method === 'GET'
      ? await page.request.get(url, { headers })
      : await page.request.post(url, { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** The acknowledgement link of the newest mail to `address` that names `file`. */
async function ackLinkFor(address: string, file: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const body = inbox
          .filter((m) => m.to.includes(address))
          .map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
          .filter((raw) => raw.includes(file))
          .at(-1);
        link = body?.match(/https?:\/\/\S+\/acknowledge\/[A-Za-z0-9_.-]+/)?.[0];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return new URL(link as string).pathname;
}

test('a memo to an account: picked, one removed, sent, seen by a member, acknowledged by link, counted', async ({
  page,
  browser,
  baseURL,
}) => {
  await openAsHr(page);
  const port = smtpPort();
  await api(page, 'POST', '/api/notificationconfig/update', {
    email: 'hris@bpo-demo.ph',
    password: 'smtp-pass-2026',
    smtp_host: '127.0.0.1',
    smtp_port: port,
    // the spec's mail server offers no TLS (e2e/smtp-inbox.ts)
    allow_plain_text: true,
  });

  await page.getByRole('navigation').getByRole('link', { name: 'Contracts & Memos', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Contracts & Memos');
  await page.getByRole('button', { name: 'Mass Assign' }).click();
  await page.getByRole('menuitem', { name: 'Assign Memo to CD-HW', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Assign Memo to CD-HW');
  await expect(page.getByRole('heading', { name: 'Assign Memo to CD-HW' })).toBeVisible();

  // no file: "Empty document!"
  await page.getByRole('button', { name: 'Submit Documents' }).click();
  await expect(page.getByRole('dialog', { name: 'Empty document!' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Empty document!' }).getByRole('button', { name: 'OK' }).click();

  const keep = `dress-code-${RUN}.pdf`;
  const drop = `old-draft-${RUN}.pdf`;
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose documents' }).click();
  await (await chooser).setFiles([
    { name: keep, mimeType: 'application/pdf', buffer: pdf('Dress code') },
    { name: drop, mimeType: 'application/pdf', buffer: pdf('Old draft') },
  ]);
  await expect(page.getByText(keep)).toBeVisible();
  await page.getByRole('button', { name: `Remove ${drop}` }).click();
  await expect(page.getByText(drop)).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit Documents' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Memo has been successfully assigned',
  );

  // the sent list: nobody has acknowledged yet
  const sent = page.getByRole('table', { name: 'Memos sent to CD-HW' });
  const row = sent.getByRole('row').filter({ hasText: keep });
  await expect(row).toContainText(/0 of \d+ \(0%\)/);
  const recipients = Number((await row.textContent())?.match(/0 of (\d+)/)?.[1]);
  expect(recipients).toBeGreaterThan(0);

  // a member: the memo on their screen, unacknowledged
  const members = page.getByRole('table', { name: 'Members of CD-HW' });
  const member = members.locator('tbody tr').first();
  const memberName = (await member.getByRole('link').first().textContent()) ?? '';
  await member.getByRole('link', { name: 'Assign Memo' }).click();
  await expect(page).toHaveTitle('HRIS - Employee Memo');
  const memos = page.getByRole('table', { name: 'Memos' });
  await expect(memos.getByRole('row').filter({ hasText: keep })).toContainText('Unacknowledged');
  await expect(page.getByText(drop)).toHaveCount(0);
  const memberId = Number(new URL(page.url()).pathname.split('/').pop());
  const info = await api<{ employee: { email: string | null } }>(
    page,
    'GET',
    `/api/contractsmemo/getmemoinfo/${memberId}`,
  );
  const email = info.employee.email ?? '';
  expect(email).toContain('@');

  // the member opens the link from the mail, without logging in, and acknowledges
  const link = await ackLinkFor(email, keep);
  const context = await browser.newContext({ baseURL });
  const employee = await context.newPage();
  await employee.goto(link);
  await expect(employee).toHaveTitle('HRIS - Acknowledge');
  await expect(employee.getByText(memberName.trim())).toBeVisible();
  await expect(employee.getByRole('link', { name: keep })).toBeVisible();
  await employee.getByRole('button', { name: 'Acknowledge' }).click();
  await employee.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(employee.getByRole('status')).toContainText('You acknowledged this document');
  expect(await axeFindings(employee, 'acknowledge')).toEqual([]);
  await context.close();

  // HR sees it: acknowledged on the member's screen, and the account's count moved
  await page.reload();
  await expect(memos.getByRole('row').filter({ hasText: keep })).toContainText('Acknowledged');
  await page.goto('/hr/memos/assign-cd-hw');
  await expect(row).toContainText(`1 of ${recipients} (${Math.floor(100 / recipients)}%)`);
  expect(await axeFindings(page, 'assign memo to CD-HW')).toEqual([]);

  // those who have not: listed, and reminded
  await row.getByRole('button', { name: /recipients of /i }).click();
  const modal = page.getByRole('dialog', { name: `Recipients of ${keep}` });
  await expect(
    modal.getByRole('table', { name: 'Who has not acknowledged' }).locator('tbody tr'),
  ).toHaveCount(Math.min(recipients - 1, 20));
  await modal.getByRole('button', { name: 'Remind' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog', { name: 'Reminded' })).toBeVisible();
});

test('a contract to one employee, then an update that keeps the first', async ({ page }) => {
  await openAsHr(page);
  const list = await api<{ data: { id: number; full_name: string }[] }>(
    page,
    'GET',
    '/api/contractsmemo?per_page=1&sort=full_name&order=desc',
  );
  const who = list.data[0]!;
  await page.goto(`/hr/contracts/assign/${who.id}`);
  await expect(page).toHaveTitle('HRIS - Employee Contract');
  await expect(page.getByText(who.full_name).first()).toBeVisible();
  // the demo gave everyone a contract: the button updates it
  const update = page.getByRole('button', { name: 'Update Existing Contract' });
  await expect(update).toBeVisible();
  const name = `contract-renewal-${RUN}.pdf`;
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose documents' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: pdf('Renewal') });
  await update.click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Contract has been successfully assigned',
  );
  const contracts = page.getByRole('table', { name: 'Contracts' });
  await expect(contracts.locator('tbody tr').first()).toContainText(name);
  await expect(contracts.locator('tbody tr')).toHaveCount(2);
  expect(await axeFindings(page, 'employee contract')).toEqual([]);

  await page.goto('/hr/contractsmemo');
  await expect(page.getByRole('table', { name: 'Employees' }).locator('tbody tr').first()).toBeVisible();
  expect(await axeFindings(page, 'contracts & memos')).toEqual([]);
});
