import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { shownDate } from '@hris/domain/text';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hrToken, openAsHr } from './helpers';

/**
 * The discipline area as HR uses it: an NTE filed through the form with its attachment and
 * occurrences, HR's review and the five days of due process, the notice of decision that locks an NTE,
 * and the printed NTE, coaching record and evaluation. Every test makes or finds its own NTE.
 */
const PDF_DIR = path.join(import.meta.dirname, '..', '.tmp', 'pdf');

type Employee = { id: number; emp_id: string; full_name: string };
type NteRow = {
  id: number;
  full_name: string;
  emp_id: string;
  requested_by: string;
  hr_status: string;
  employee_status: string;
  hr_decision_status: string;
};
type NteDetail = NteRow & {
  action_to_be_taken: string;
  type_of_infraction: string;
  details_of_infraction: string;
  details_occurence: { date: string; details: string }[];
  data_files: { original_name: string; file_type: string }[];
  plan_for_improvement: string;
  employees_commitment: string;
  hr_notice_for_decision: string;
  signature: string | null;
  decision_opens_on: string | null;
};
type Paged<T> = { data: T[] };

/** A small, valid one-page PDF, as a scanned incident report would be attached. */
function smallPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A short mark that tells this run's records apart (the Requested By column shows 16 characters). */
function stamp(): string {
  return Date.now().toString(36).slice(-6);
}

/** "Mar 15 2027": how a date is typed into a date field. */
function typed(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'short' });
  return `${month} ${date.getDate()} ${date.getFullYear()}`;
}

function daysAgo(days: number): Date {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return date;
}

async function typeDate(field: Locator, text: string) {
  await field.click();
  await field.fill(text);
  await field.press('Enter');
  await field.blur();
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Calls the API as the HR account. */
async function api(page: Page): Promise<{ request: APIRequestContext; headers: Record<string, string> }> {
  return { request: page.request, headers: { authorization: `Bearer ${await hrToken(page)}` } };
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const { request, headers } = await api(page);
  const res = await request.get(url, { headers });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** An active employee of the demo company (the nth of the select's first page). */
async function demoEmployee(page: Page, nth: number): Promise<Employee> {
  const employees = await getJson<Employee[]>(page, '/api/employees?limit=20');
  const employee = employees[nth % employees.length];
  if (!employee) throw new Error('The demo company has no active employees.');
  return employee;
}

/** The employee's NTEs filed by `requestedBy` (this test's mark). */
async function ntesOf(page: Page, employee: Employee, requestedBy: string): Promise<NteRow[]> {
  const q = encodeURIComponent(employee.full_name);
  const list = await getJson<Paged<NteRow>>(page, `/api/nterequestbyhr?q=${q}&per_page=100`);
  return list.data.filter((row) => row.requested_by === requestedBy);
}

/** Files an NTE through the API, as a supervisor's request reaches HR (For review). */
async function fileNte(page: Page, employee: Employee, requestedBy: string): Promise<number> {
  const { request, headers } = await api(page);
  const today = new Date().toISOString().slice(0, 10);
  const res = await request.post('/api/nterequestbyhr/add', {
    headers,
    multipart: {
      employee_id: String(employee.id),
      requested_by: requestedBy,
      date_request: today,
      date_incident: today,
      type_of_infraction: 'ii',
      action_to_be_taken: 'VW',
      details_of_infraction: 'Late from lunch break three times this week',
      details_occurence: JSON.stringify([{ date: today, details: 'Back at 13:25' }]),
      'files[0]': { name: 'logbook.pdf', mimeType: 'application/pdf', buffer: smallPdf('Logbook') },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The tracker, searched by the employee's name, and the row of the NTE filed by `requestedBy`. */
async function trackerRow(page: Page, employee: Employee, requestedBy: string): Promise<Locator> {
  await page.goto('/hr/nterequest');
  await expect(page).toHaveTitle('HRIS - NTE Tracker');
  await page.getByRole('textbox', { name: 'Search' }).fill(employee.full_name);
  const table = page.getByRole('table', { name: 'NTE requests' });
  return table.getByRole('row').filter({ hasText: requestedBy });
}

/** Prints the screen to an A4 PDF under .tmp/pdf/ and gives its number of pages. */
async function printToPdf(page: Page, name: string): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation')).toBeHidden();
  // the pictures (attachments, signatures) are in before printing
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await mkdir(PDF_DIR, { recursive: true });
  const pdf = await page.pdf({
    path: path.join(PDF_DIR, name),
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: true,
  });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
}

test.beforeEach(async ({ page }) => {
  await openAsHr(page);
});

test('file an NTE with a PDF, occurrences and a dismissal, and find it in the tracker for review', async ({
  page,
}) => {
  const employee = await demoEmployee(page, 3);
  const mark = `Lead ${stamp()}`;
  const details = `Left the production floor unattended (${mark})`;

  await page.getByRole('navigation').getByRole('link', { name: 'NTE Tracker', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - NTE Tracker');
  await page.getByRole('link', { name: 'New NTE' }).click();
  await expect(page).toHaveTitle('HRIS - New NTE');
  const form = page.getByRole('form', { name: 'NTE form' });

  // nothing filled in: the required fields say so
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByText(/required|select|choose/i).first()).toBeVisible();

  await form.getByRole('combobox', { name: 'Employee' }).fill(employee.full_name);
  await page.getByRole('option').filter({ hasText: employee.emp_id }).click();
  await form.getByLabel('Requested by').fill(mark);
  await typeDate(form.getByLabel('Date of incident'), typed(daysAgo(2)));
  await form.getByRole('combobox', { name: 'Type of infraction' }).click();
  await page.getByRole('option', { name: 'iv. Neglect of Duty', exact: true }).click();

  // choosing Dismissal as the corrective action sets the action to Dismissal (docs/rules.md#infractions)
  await expect(form.getByRole('combobox', { name: 'Action to be taken' })).toBeDisabled();
  await pickOption(page, 'Corrective action', 'Dismissal');
  await expect(form.getByRole('combobox', { name: 'Action to be taken' })).toHaveValue('Dismissal');
  await form.getByLabel('Details of infraction').fill(details);

  // occurrences: two rows, the first removed; removing the only row leaves an empty one (docs/rules.md#validation)
  await typeDate(form.getByLabel('Date 1'), typed(daysAgo(3)));
  await form.getByLabel('Details 1').fill('First time: away for an hour');
  await form.getByRole('button', { name: 'Add row' }).click();
  await typeDate(form.getByLabel('Date 2'), typed(daysAgo(2)));
  await form.getByLabel('Details 2').fill('Second time: away for two hours');
  await form.getByRole('button', { name: 'Remove occurrence 1' }).click();
  await expect(form.getByLabel('Details 2')).toHaveCount(0);
  await expect(form.getByLabel('Details 1')).toHaveValue('Second time: away for two hours');
  await form.getByRole('button', { name: 'Remove occurrence 1' }).click();
  await expect(form.getByLabel('Details 1')).toHaveValue('');
  await expect(form.getByLabel('Date 1')).toHaveValue('');
  await expect(form.getByLabel('Details 2')).toHaveCount(0);
  await typeDate(form.getByLabel('Date 1'), typed(daysAgo(2)));
  await form.getByLabel('Details 1').fill('Away from the floor for two hours');

  // the attachment: a real PDF
  await form.locator('input[type="file"]').setInputFiles({
    name: 'incident-report.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf('Incident report'),
  });
  await expect(form.getByText('incident-report.pdf')).toBeVisible();

  await page.getByRole('button', { name: 'Submit Request' }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(question).toContainText('Do you want to submit this request');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('NTE Request was successfully sent.')).toBeVisible();
  await expect(page).toHaveTitle('HRIS - NTE Tracker');

  // this year's NTEs, searched by name: the new one waits for HR's review
  await pickOption(page, 'Year', String(new Date().getFullYear()));
  await page.getByRole('textbox', { name: 'Search' }).fill(employee.full_name);
  const row = page.getByRole('table', { name: 'NTE requests' }).getByRole('row').filter({ hasText: mark });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(employee.emp_id);
  await expect(row).toContainText('iv. Neglect of Duty');
  await expect(row).toContainText('For review');
  await expect(row.getByRole('link', { name: 'Review request' })).toBeVisible();
  await expect(row).toContainText('New');

  // what was stored: the one occurrence, the PDF and Dismissal
  const [filed] = await ntesOf(page, employee, mark);
  const detail = await getJson<NteDetail>(page, `/api/nterequestbyhr/get/${filed?.id}`);
  expect(detail.action_to_be_taken).toBe('Dismissal');
  expect(detail.type_of_infraction).toBe('iv');
  expect(detail.details_occurence).toEqual([
    { date: expect.any(String), details: 'Away from the floor for two hours' },
  ]);
  expect(detail.data_files.map((file) => [file.original_name, file.file_type])).toEqual([
    ['incident-report.pdf', 'pdf'],
  ]);
});

test('a refused attachment is named with the reason and no NTE is filed', async ({ page }) => {
  const employee = await demoEmployee(page, 4);
  const mark = `Lead ${stamp()}`;
  await page.goto('/hr/nterequestform');
  await expect(page).toHaveTitle('HRIS - New NTE');
  const form = page.getByRole('form', { name: 'NTE form' });
  await form.getByRole('combobox', { name: 'Employee' }).fill(employee.full_name);
  await page.getByRole('option').filter({ hasText: employee.emp_id }).click();
  await form.getByLabel('Requested by').fill(mark);
  await typeDate(form.getByLabel('Date of incident'), typed(daysAgo(1)));
  await form.getByRole('combobox', { name: 'Type of infraction' }).click();
  await page.getByRole('option', { name: 'ii. Time Keeping Infraction', exact: true }).click();
  await pickOption(page, 'Corrective action', 'NTE');
  await pickOption(page, 'Action to be taken', 'NTE 1');
  await form.getByLabel('Details of infraction').fill('Did not clock out on Friday');

  const files = form.locator('input[type="file"]');
  // a program is refused on the spot, by its name
  await files.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByRole('region', { name: 'Attachments' }).getByRole('alert')).toContainText(
    'setup.exe: Attach .doc, .docx, .pdf',
  );
  // a text file named .pdf passes the name and is refused by the server for its content
  await files.setInputFiles({
    name: 'timesheet.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Not a PDF at all, just notes about the timesheet.\n'),
  });
  await expect(form.getByText('timesheet.pdf')).toBeVisible();

  await page.getByRole('button', { name: 'Submit Request' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  const refusal = page.getByRole('dialog').filter({ hasText: 'timesheet.pdf' });
  await expect(refusal).toContainText(
    'timesheet.pdf is not an allowed file type: its content is not that of a .pdf file.',
  );
  await refusal.getByRole('button', { name: 'OK' }).click();
  // still on the form, with what was typed
  await expect(page).toHaveTitle('HRIS - New NTE');
  await expect(form.getByLabel('Requested by')).toHaveValue(mark);
  expect(await ntesOf(page, employee, mark)).toEqual([]);
});

test('HR approves a new NTE; the notice of decision stays closed, with the day it opens, until the employee has had five days', async ({
  page,
}) => {
  const employee = await demoEmployee(page, 6);
  const mark = `Lead ${stamp()}`;
  const id = await fileNte(page, employee, mark);

  const row = await trackerRow(page, employee, mark);
  await expect(row).toContainText('For review');
  await row.getByRole('link', { name: 'Review request' }).click();
  await expect(page).toHaveTitle('HRIS - NTE Review');
  await expect(page).toHaveURL(new RegExp(`/hr/nteapprovalrequest/${id}$`));
  await expect(page.getByText('Late from lunch break three times this week')).toBeVisible();
  await expect(page.getByRole('link', { name: 'logbook.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve Request' }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(question).toContainText('Do you want to submit this request');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('NTE Request was successfully sent.')).toBeVisible();
  await expect(page).toHaveTitle('HRIS - NTE Tracker');

  // served: waiting for the employee, with the red flag
  const served = await trackerRow(page, employee, mark);
  await expect(served).toContainText('Served');
  await expect(served.getByRole('link', { name: 'Update Request' })).toBeVisible();
  await expect(served.getByRole('img', { name: 'Waiting for agent to approve this request' })).toBeVisible();

  // the notice of decision before the five days: closed, with the day it opens, said once
  const onServing = await getJson<NteDetail>(page, `/api/nterequestbyhr/get/${id}`);
  expect(onServing.decision_opens_on).not.toBeNull();
  const opensOn = shownDate(onServing.decision_opens_on as string);
  await page.goto(`/hr/notice/for/decision/${id}`);
  await expect(page).toHaveTitle('HRIS - Notice of Decision');
  await expect(page.getByText(`The decision opens on ${opensOn}`)).toHaveCount(1);
  await expect(page.getByText(`The decision opens on ${opensOn}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Notice of decision' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
  // the server refuses it too, with the same day
  const { request, headers } = await api(page);
  const early = await request.post(`/api/notice/for/decision/${id}`, {
    headers,
    data: { id, notice_for_decision: 'Written warning; the next late return is a suspension.' },
  });
  expect(early.status()).toBe(409);
  expect(await early.text()).toContain(`A decision on this NTE is possible from ${opensOn}`);

  const detail = await getJson<NteDetail>(page, `/api/nterequestbyhr/get/${id}`);
  expect([detail.hr_status, detail.employee_status, detail.hr_decision_status]).toEqual([
    'approved',
    'unacknowledged',
    'undecided',
  ]);
  expect(detail.hr_notice_for_decision).toBe('');
});

test('HR decides an acknowledged NTE; it then shows View Details and is locked', async ({ page }) => {
  // an NTE the employee acknowledged with an explanation (the demo has them)
  const acknowledged = await getJson<Paged<NteRow>>(
    page,
    '/api/nterequestbyhr?status=acknowledged&per_page=100',
  );
  let chosen: NteDetail | undefined;
  for (const row of acknowledged.data) {
    const detail = await getJson<NteDetail>(page, `/api/nterequestbyhr/get/${row.id}`);
    if (detail.plan_for_improvement.trim() !== '') {
      chosen = detail;
      break;
    }
  }
  if (!chosen) throw new Error('The demo has no NTE acknowledged with an explanation.');
  const nte = chosen;
  const decision = `Final written warning (${stamp()}): a repeat within a year leads to suspension.`;

  await page.goto('/hr/nterequest');
  await expect(page).toHaveTitle('HRIS - NTE Tracker');
  await pickOption(page, 'Status', 'Acknowledged');
  await page.getByRole('textbox', { name: 'Search' }).fill(nte.full_name);
  const link = page.locator(`a[href="/hr/notice/for/decision/${nte.id}"]`);
  await expect(link).toHaveText('Notice of Decision');
  await link.click();

  await expect(page).toHaveTitle('HRIS - Notice of Decision');
  await expect(page.getByText(nte.plan_for_improvement.trim().slice(0, 40))).toBeVisible();
  // acknowledged with an explanation: open at once, nothing said about a day
  await expect(page.getByText(/The decision opens on/)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Notice of decision' })).toBeEnabled();
  // required
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const notice = page.getByRole('textbox', { name: 'Notice of decision' });
  await expect(notice).toHaveAttribute('aria-invalid', 'true');
  await notice.fill(decision);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(question).toContainText('Do you want to submit this request');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Your request has been successfully submitted')).toBeVisible();
  await expect(page).toHaveTitle('HRIS - NTE Tracker');

  // decided: View Details, and no delete any more
  await pickOption(page, 'Status', 'Decided');
  await page.getByRole('textbox', { name: 'Search' }).fill(nte.full_name);
  const details = page.locator(`a[href="/hr/nte/view/details/${nte.id}"]`);
  await expect(details).toHaveText('View Details');
  const row = page.getByRole('row').filter({ has: details });
  await expect(row).toContainText('Decided');
  await expect(row.getByRole('button', { name: /^Delete the NTE/ })).toHaveCount(0);
  await details.click();
  await expect(page).toHaveTitle('HRIS - NTE Details');
  await expect(page.getByText(decision)).toBeVisible();

  // locked: another decision, an update and a delete are refused
  const { request, headers } = await api(page);
  const again = await request.post(`/api/notice/for/decision/${nte.id}`, {
    headers,
    data: { id: nte.id, notice_for_decision: 'Changed my mind' },
  });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain('This NTE has been decided and can no longer be changed or deleted.');
  const removal = await request.delete(`/api/nterequest/delete/${nte.id}`, { headers });
  expect(removal.status()).toBe(409);
  const stored = await getJson<NteDetail>(page, `/api/nterequestbyhr/get/${nte.id}`);
  expect(stored.hr_notice_for_decision).toBe(decision);
  expect(stored.hr_decision_status).toBe('decided');
});

test('print the NTE details (HR FORM NO. 0005) with attachments, answer and signature on A4', async ({
  page,
}) => {
  // a decided NTE with attachments and the employee's answer
  const decided = await getJson<Paged<NteRow>>(page, '/api/nterequestbyhr?status=decided&per_page=100');
  let nte: NteDetail | undefined;
  for (const row of decided.data) {
    const detail = await getJson<NteDetail>(page, `/api/nterequestbyhr/get/${row.id}`);
    if (detail.data_files.length > 0 && detail.plan_for_improvement.trim() !== '') {
      nte = detail;
      break;
    }
  }
  if (!nte) throw new Error('The demo has no decided NTE with attachments and an explanation.');

  await page.goto(`/hr/nte/view/details/${nte.id}`);
  await expect(page).toHaveTitle('HRIS - NTE Details');
  await expect(page.getByText('HR FORM NO. 0005')).toBeVisible();
  await expect(page.getByText('NOTICE TO EXPLAIN')).toBeVisible();
  await expect(page.getByText(nte.emp_id).first()).toBeVisible();
  for (const file of nte.data_files) await expect(page.getByText(file.original_name).first()).toBeVisible();
  await expect(page.getByText(nte.plan_for_improvement.trim().slice(0, 40))).toBeVisible();
  await expect(page.getByText(nte.employees_commitment.trim().slice(0, 40))).toBeVisible();
  await expect(page.getByText(nte.hr_notice_for_decision.trim().slice(0, 40))).toBeVisible();
  if (nte.signature) {
    await expect(page.getByRole('img', { name: `Signature of ${nte.full_name}` })).toBeVisible();
  } else {
    await expect(page.getByText('No signature found.')).toBeVisible();
  }
  expect(await printToPdf(page, 'nte-details.pdf')).toBe(1);
});

test('print the coaching details (HR FORM NO. 0004), unacknowledged and acknowledged, on A4', async ({
  page,
}) => {
  type Coaching = { coach_id: number; full_name: string; employee_status: string; date_coaching: string };
  const list = await getJson<Paged<Coaching>>(page, '/api/employee/coached/all?per_page=100');
  const unacknowledged = list.data.find((row) => row.employee_status === 'unacknowledged');
  const acknowledged = list.data.find((row) => row.employee_status === 'acknowledged');
  if (!unacknowledged || !acknowledged) throw new Error('The demo lacks a coaching record of each kind.');

  // from the list, as HR opens it
  await page.getByRole('navigation').getByRole('link', { name: 'Employee Coached', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Employee Coached');
  await page.getByRole('textbox', { name: 'Search' }).fill(unacknowledged.full_name);
  await page.locator(`a[href="/hr/coaching/records/details/${unacknowledged.coach_id}"]`).click();
  await expect(page).toHaveTitle('HRIS - Coaching Details');
  await expect(page.getByText('HR FORM NO. 0004')).toBeVisible();
  await expect(page.getByText('COACHING FORM')).toBeVisible();
  await expect(page.getByText('Unacknowledged.')).toBeVisible();
  expect(await printToPdf(page, 'coaching-details.pdf')).toBe(1);

  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/hr/coaching/records/details/${acknowledged.coach_id}`);
  await expect(page.getByText('HR FORM NO. 0004')).toBeVisible();
  await expect(page.getByText(acknowledged.full_name.toUpperCase()).first()).toBeVisible();
  await expect(page.getByText('Unacknowledged.')).toHaveCount(0);
  await expect(
    page
      .getByRole('img', { name: `Signature of ${acknowledged.full_name}` })
      .or(page.getByText('No signature found.')),
  ).toBeVisible();
  expect(await printToPdf(page, 'coaching-details-acknowledged.pdf')).toBe(1);
});

test('print an evaluation with its ratings on A4', async ({ page }) => {
  type Evaluation = {
    id: number;
    employee_id: number;
    fullname: string;
    tl_status: string;
    asm_status: string;
    employee_status: string;
  };
  const list = await getJson<Paged<Evaluation>>(page, '/api/evaluation/all?per_page=100');
  // only an evaluation everyone approved opens (View Details)
  const evaluation = list.data.find((row) =>
    [row.tl_status, row.asm_status, row.employee_status].every((status) => status === 'approved'),
  );
  if (!evaluation) throw new Error('The demo has no approved evaluation.');

  await page.getByRole('navigation').getByRole('link', { name: 'Employee Evaluation', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Employee Evaluation');
  await page.getByRole('textbox', { name: 'Search' }).fill(evaluation.fullname);
  // the original address, performancedetails/{id}: the evaluation names its employee
  await page.locator(`a[href="/hr/performancedetails/${evaluation.id}"]`).first().click();
  await expect(page).toHaveTitle('HRIS - Evaluation Details');
  await expect(page.getByText('PERFORMANCE EVALUATION')).toBeVisible();
  await expect(page.getByText(evaluation.fullname).first()).toBeVisible();
  expect(await printToPdf(page, 'evaluation-details.pdf')).toBe(1);

  // the legacy address with ?employee_id= still opens it, but not under another employee
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/hr/performancedetails/${evaluation.id}?employee_id=${evaluation.employee_id}`);
  await expect(page.getByText('PERFORMANCE EVALUATION')).toBeVisible();
  await expect(page.getByText(evaluation.fullname).first()).toBeVisible();
  const other = list.data.find((row) => row.employee_id !== evaluation.employee_id);
  if (!other) throw new Error('The demo has evaluations of one employee only.');
  await page.goto(`/hr/performancedetails/${evaluation.id}?employee_id=${other.employee_id}`);
  const missing = page.getByRole('alert');
  await expect(missing).toContainText('The evaluation was not found.');
  await expect(missing.getByRole('link', { name: 'Employee Evaluation' })).toBeVisible();
});
