import type { Page } from '@playwright/test';
import { essAxe, essLogin, LAPTOP, makeEssAccount, PHONE, widerThanScreen } from './ess';
import { expect, test } from './fixtures';
import { ADMIN_PASSWORD } from './playwright.config';

/**
 * Signing in self-service on a phone: an employee acknowledges a memo HR sent, and answers a notice
 * to explain with a signature drawn on the screen; axe and the page's width on the signing screens at
 * 360 and 1280 px.
 */
test.use({ viewport: PHONE });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function hrHeaders(page: Page) {
  const hr = await page.request.post('/api/login', { data: { name: 'hr', password: ADMIN_PASSWORD } });
  expect(hr.ok(), await hr.text()).toBe(true);
  return { authorization: `Bearer ${(await hr.json()).access_token}` };
}

/** HR sends the employee a memo through the API. */
async function sendMemo(page: Page, employeeId: number) {
  const headers = await hrHeaders(page);
  const memo = await page.request.post('/api/uploadmemoscontracts/multiple', {
    headers,
    multipart: {
      employee_id: String(employeeId),
      employee_name: 'Employee',
      document_type: 'memo',
      'files[0]': { name: 'Dress code memo.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(memo.ok(), await memo.text()).toBe(true);
}

/** HR files an NTE on the employee and serves it, through the API. */
async function serveNte(page: Page, employeeId: number) {
  const headers = await hrHeaders(page);
  const core = {
    date_request: '2026-11-20',
    date_incident: '2026-11-19',
    type_of_infraction: 'i',
    action_to_be_taken: 'VW',
    details_of_infraction: 'Logged in 40 minutes late without notice.',
  };
  const filed = await page.request.post('/api/nterequestbyhr/add', {
    headers,
    multipart: {
      ...core,
      employee_id: String(employeeId),
      requested_by: 'Team Leader',
      details_occurence: '[]',
    },
  });
  expect(filed.ok(), await filed.text()).toBe(true);
  const id = (await filed.json()).data.id as number;
  const served = await page.request.post(`/api/nterequest/approval/update/${id}`, {
    headers,
    multipart: { ...core, hr_status: 'approved', occurence: '[]' },
  });
  expect(served.ok(), await served.text()).toBe(true);
}

async function fitsAndPasses(page: Page, screen: string) {
  expect(await essAxe(page, screen)).toEqual([]);
  expect(await widerThanScreen(page)).toEqual([]);
}

test('an employee acknowledges a memo HR sent', async ({ page }) => {
  const me = await makeEssAccount(page, 'e2e.ess.signing.memo');
  await sendMemo(page, me.employeeId);
  await essLogin(page, me.name, me.password);
  await expect(page.getByRole('heading', { name: 'To sign and acknowledge' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Self-service' });
  await nav.getByRole('link', { name: 'To Sign' }).click();
  await expect(page).toHaveTitle('HRIS - To Sign');
  const memo = page.getByRole('listitem').filter({ hasText: 'Dress code memo.pdf' });
  await expect(memo.getByText('To acknowledge')).toBeVisible();
  await expect(memo.getByRole('link', { name: 'Open memo' })).toHaveAttribute(
    'href',
    /^\/upload\/.+\?expires=/,
  );
  await fitsAndPasses(page, 'documents at 360 px');
  await memo.getByRole('button', { name: 'Acknowledge' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, I acknowledge' })
    .click();
  await expect(memo.getByText('Acknowledged', { exact: true })).toBeVisible();

  await page.setViewportSize(LAPTOP);
  await fitsAndPasses(page, 'documents at 1280 px');
  await page.getByRole('link', { name: 'Coaching, evaluations and forms' }).click();
  await expect(page).toHaveTitle('HRIS - Acknowledgements');
  await fitsAndPasses(page, 'acknowledgements at 1280 px');
  await page.setViewportSize(PHONE);
  await fitsAndPasses(page, 'acknowledgements at 360 px');
  await page.screenshot({ path: test.info().outputPath('ess-acknowledgements-360.png'), fullPage: true });
});

test('an employee answers an NTE with a signature drawn on the screen', async ({ page }) => {
  const me = await makeEssAccount(page, 'e2e.ess.signing.nte');
  await serveNte(page, me.employeeId);
  await essLogin(page, me.name, me.password);
  await page.getByRole('link', { name: /notices? to explain to answer$/ }).click();

  await expect(page).toHaveTitle('HRIS - Notices to Explain');
  await fitsAndPasses(page, 'notices at 360 px');
  await page
    .getByRole('link', { name: /Attendance and Punctuality/ })
    .first()
    .click();
  await expect(page).toHaveTitle('HRIS - Notice to Explain');
  await expect(page.getByText(/^Answer by [A-Z][a-z]{2} \d{2} \d{4}$/)).toBeVisible();
  await fitsAndPasses(page, 'notice at 360 px');

  // nothing filled in: the server's messages under the fields
  await page.getByRole('button', { name: 'Send my explanation' }).click();
  await expect(page.getByText('The explanation field is required.')).toBeVisible();
  await expect(page.getByText('Please sign in the box before you submit.')).toBeVisible();
  await page.getByLabel('Explanation').fill('The jeepney broke down on the way to the office.');
  await page.getByLabel('Your commitment').fill('I will leave home thirty minutes earlier.');
  await expect(page.getByText('The explanation field is required.')).toHaveCount(0);
  const pad = page.getByRole('img', { name: 'Signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, -30],
    [100, 20],
    [150, -20],
    [200, 25],
  ] as const)
    await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2 + dy, { steps: 4 });
  await page.mouse.up();
  await page.screenshot({ path: test.info().outputPath('ess-nte-signed-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'Send my explanation' }).click();
  await expect(page.getByRole('heading', { name: 'Your answer' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your signature' })).toBeVisible();
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  await fitsAndPasses(page, 'answered notice at 360 px');

  await page.setViewportSize(LAPTOP);
  await fitsAndPasses(page, 'answered notice at 1280 px');
  await page.getByRole('link', { name: 'Back to your notices' }).click();
  await expect(page).toHaveTitle('HRIS - Notices to Explain');
  await fitsAndPasses(page, 'notices at 1280 px');
});
