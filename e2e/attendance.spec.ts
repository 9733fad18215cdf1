import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { axeFindings, hrToken, openAsHr } from './helpers';

/**
 * Time and attendance as HR uses it, on the demo's two months of punches: the month grid (legend,
 * cells, month and cut-off), an employee's logs edited with a reason and a missing day added, a punch
 * file previewed and imported, the exports (Excel, CSV, PDF), the payroll cut-off with the days behind
 * a figure, and a terminal registered and removed. Each test picks its own employee and day through
 * the API, in the previous month's 11-25 cut-off (wholly past, inside the demo's two months).
 */
type Day = { date: string; status: string; shift: string | null; log_id: number | null; edited: boolean };
type Log = { id: number; att_date: string; time_in: string; time_out: string };
type Employee = {
  id: number;
  emp_id: string;
  full_name: string;
  days: Day[];
  attendance_logs: Log[];
};
type Paged<T> = { data: T[]; meta: { total: number; last_page: number } };

const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The company's today (Asia/Manila), as the server counts days. */
function companyToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
}

/** YYYY-MM plus `by` months. */
function addMonths(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** "Nov 11 2026", as the screens show a date. */
function shown(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${pad(d)} ${y}`;
}

/** "November 2026". */
function monthTitle(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

/** Days from `from` to `to`, both included. */
function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const THIS_MONTH = () => companyToday().slice(0, 7);
/** The previous month's default cut-off (11 to 25): wholly in the past. */
const PAST = () => {
  const month = addMonths(THIS_MONTH(), -1);
  return { month, startDate: `${month}-11`, lastDate: `${month}-25` };
};

/** A short mark that tells this run's records apart. */
function stamp(): string {
  return Date.now().toString(36).slice(-6).toUpperCase();
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url, { headers: { authorization: `Bearer ${await hrToken(page)}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** Every employee of the grid for a range (100 a page). */
async function gridEmployees(
  page: Page,
  range: { startDate: string; lastDate: string },
): Promise<Employee[]> {
  const out: Employee[] = [];
  for (let p = 1; ; p += 1) {
    const reply = await getJson<Paged<Employee>>(
      page,
      `/api/getmemberlogsarchivebydepartment?startDate=${range.startDate}&lastDate=${range.lastDate}&sub_department=0&per_page=100&page=${p}`,
    );
    out.push(...reply.data);
    if (p >= reply.meta.last_page) return out;
  }
}

/** The `nth` employee (by the grid's order) with a day matching `want`, and that day. */
async function employeeWithDay(
  page: Page,
  want: (day: Day, employee: Employee) => boolean,
  nth = 0,
): Promise<{ employee: Employee; day: Day }> {
  const found: { employee: Employee; day: Day }[] = [];
  for (const employee of await gridEmployees(page, PAST())) {
    const day = employee.days.find((d) => want(d, employee));
    if (day) found.push({ employee, day });
  }
  const pick = found[nth];
  if (!pick) throw new Error('The demo data has no such day in the previous month.');
  return pick;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function grid(page: Page): Locator {
  return page.getByRole('table', { name: /^Attendance of / });
}

/** Opens the grid on the previous month, showing `employee` only. */
async function openGridOn(page: Page, employee: Employee): Promise<Locator> {
  await page.goto(`/hr/timeattendance?month=${PAST().month}`);
  await expect(page).toHaveTitle('HRIS - Time and Attendance');
  await page.getByRole('textbox', { name: 'Search' }).fill(employee.full_name);
  const row = grid(page).locator(`tr[data-employee="${employee.emp_id}"]`);
  await expect(row).toHaveCount(1);
  return row;
}

async function openEmployee(page: Page, employee: Employee): Promise<Locator> {
  const row = await openGridOn(page, employee);
  await row.getByRole('button', { name: employee.full_name, exact: true }).click();
  const modal = page.getByRole('dialog', {
    name: new RegExp(`^${employee.full_name} \\(${employee.emp_id}\\)`),
  });
  await expect(modal.getByRole('table', { name: 'Daily logs' })).toBeVisible();
  await expect(modal.getByLabel('Loading')).toHaveCount(0);
  return modal;
}

async function confirmAndExpect(page: Page, text: string | RegExp) {
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  const done = page.getByRole('dialog').filter({ hasText: text });
  await expect(done).toBeVisible();
  await expect(done).toBeHidden();
}

/** A time field of the row being edited: cleared, then typed digit by digit (the colons come by themselves). */
async function typeTime(field: Locator, digits: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  if (digits) await field.pressSequentially(digits);
}

const axe = (page: Page, screen: string) => axeFindings(page, screen, ['tbody tr:nth-child(n+6)']);

test.beforeEach(async ({ page }) => {
  await openAsHr(page);
});

test('the month grid: legend, a cell per day and employee, month and cut-off change the days', async ({
  page,
}) => {
  await page.getByRole('navigation').getByRole('link', { name: 'Time and Attendance', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Time and Attendance');
  const month = THIS_MONTH();
  await expect(page.getByRole('heading', { name: monthTitle(month) })).toBeVisible();
  // the default cut-off: the 11th to the 25th
  await expect(page.getByTestId('cut-off-range')).toHaveText(
    `${shown(`${month}-11`)} – ${shown(`${month}-25`)}`,
  );

  const legend = page.getByTestId('attendance-legend');
  for (const label of ['Present', 'Absent', 'Holiday', 'Leave With Pay', 'Leave Without Pay', 'Day-off']) {
    await expect(legend.getByText(label, { exact: true })).toBeVisible();
  }

  // ten employees a page, a cell per day of the cut-off
  const rows = grid(page).locator('tbody tr[data-employee]');
  await expect(rows).toHaveCount(10);
  await expect(grid(page).locator('thead th.grid-day')).toHaveCount(15);
  await expect(rows.first().locator('td.grid-cell')).toHaveCount(15);
  await expect(page.getByTestId('list-footer')).toContainText(/^Page 1 out of \d+ records$/);

  // the previous month: wholly past, so every working day is present, absent, on leave or a holiday
  await page.getByRole('button', { name: 'Previous month' }).click();
  const past = addMonths(month, -1);
  await expect(page.getByRole('heading', { name: monthTitle(past) })).toBeVisible();
  await expect(page.getByTestId('cut-off-range')).toHaveText(
    `${shown(`${past}-11`)} – ${shown(`${past}-25`)}`,
  );
  await expect(grid(page).locator('td.grid-cell[data-status="present"]').first()).toBeVisible();
  await expect(grid(page).locator('td.grid-cell[data-status="day_off"]').first()).toBeVisible();

  // the other cut-off: the 26th to the 10th of the next month
  await pick(page, 'Cut-off start', '26');
  await pick(page, 'Cut-off end', '10');
  const end = `${addMonths(past, 1)}-10`;
  await expect(page.getByTestId('cut-off-range')).toHaveText(`${shown(`${past}-26`)} – ${shown(end)}`);
  const days = dayCount(`${past}-26`, end);
  await expect(grid(page).locator('thead th.grid-day')).toHaveCount(days);
  await expect(rows.first().locator('td.grid-cell')).toHaveCount(days);
  await expect(page).toHaveURL(/start=26/);

  // the pager moves by ten employees
  const first = await rows.first().getAttribute('data-employee');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByTestId('list-footer')).toContainText(/^Page 2 out of/);
  await expect(rows.first()).not.toHaveAttribute('data-employee', first ?? '');
});

test('edit a log in the employee modal: the reason is required, and the day shows as edited', async ({
  page,
}) => {
  const { employee, day } = await employeeWithDay(
    page,
    (d) => d.status === 'present' && d.log_id !== null && !d.edited,
    3,
  );
  const modal = await openEmployee(page, employee);
  await expect(modal).toContainText(`${shown(PAST().startDate)} – ${shown(PAST().lastDate)}`);

  const daily = modal.getByRole('table', { name: 'Daily logs' });
  await expect(daily.locator('tbody tr')).toHaveCount(15);
  const row = daily.locator(`tr[data-date="${day.date}"]`);
  await expect(row).toContainText('Present');
  // empty times read as blank, never 00:00:00
  await expect(daily).not.toContainText('00:00:00');

  await row.getByRole('button', { name: /^Edit/ }).click();
  const editing = daily.locator('tr[data-editing]');
  const timeIn = editing.getByRole('textbox', { name: `Time In, ${shown(day.date)}` });
  await expect(timeIn).toBeFocused();
  await typeTime(timeIn, '075512');
  await expect(timeIn).toHaveValue('07:55:12');

  // no reason: refused on the spot
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing.getByText('The edit reason field is required.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toHaveCount(0);

  const reason = `e2e ${stamp()} biometric did not read the finger`;
  await editing.getByRole('textbox', { name: 'Edit Reason' }).fill(reason);
  await editing.getByRole('button', { name: 'Save' }).click();
  await confirmAndExpect(page, 'You successfully saved your changes');

  const saved = daily.locator(`tr[data-date="${day.date}"]`);
  await expect(saved).toHaveAttribute('data-edited', 'true');
  await expect(saved).toContainText('07:55:12');
  await expect(saved).toContainText(reason);
  await expect(saved).toContainText(/by \S+/);

  // the week of the day, with its totals
  await modal.getByRole('tab', { name: 'Weekly' }).click();
  const weekly = modal.getByRole('table', { name: 'Weekly logs' });
  await expect(weekly).toBeVisible();
  await expect(modal.getByTestId('week-title')).toContainText('Week of');
  await expect(modal.getByTestId('log-totals')).toContainText('Days present:');
  const weekRows = await weekly.locator('tbody tr').count();
  expect(weekRows).toBeGreaterThan(0);
  expect(weekRows).toBeLessThanOrEqual(7);

  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  const cell = grid(page).locator(`tr[data-employee="${employee.emp_id}"] td[data-date="${day.date}"]`);
  await expect(cell).toHaveAttribute('data-edited', 'true');
  await expect(cell).toHaveAttribute('data-status', 'present');
});

test('a log someone else changed while it was edited is not overwritten: the edit is refused', async ({
  page,
}) => {
  const { employee, day } = await employeeWithDay(
    page,
    (d) => d.status === 'present' && d.log_id !== null && !d.edited,
    7,
  );
  const modal = await openEmployee(page, employee);
  const daily = modal.getByRole('table', { name: 'Daily logs' });
  await daily.locator(`tr[data-date="${day.date}"]`).getByRole('button', { name: /^Edit/ }).click();
  const editing = daily.locator('tr[data-editing]');
  await typeTime(editing.getByRole('textbox', { name: `Time In, ${shown(day.date)}` }), '091500');
  await editing.getByRole('textbox', { name: 'Edit Reason' }).fill(`e2e ${stamp()} late bus`);

  // meanwhile another HR user corrects the same log
  const res = await page.request.post('/api/updateindividualattendanceinfo', {
    headers: { authorization: `Bearer ${await hrToken(page)}` },
    data: {
      id: day.log_id,
      time_in: '06:45:00',
      time_out: '15:45:00',
      update_reason: 'e2e the other HR user',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);

  await editing.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  const refused = page.getByRole('dialog', { name: 'Error' });
  await expect(refused).toContainText('Someone else changed this log');
  await refused.getByRole('button', { name: 'OK' }).click();
  // the row shows what the other user saved, and is no longer being edited
  await expect(daily.locator('tr[data-editing]')).toHaveCount(0);
  const row = daily.locator(`tr[data-date="${day.date}"]`);
  await expect(row).toContainText('06:45:00');
  await expect(row).toContainText('e2e the other HR user');
  await expect(row).not.toContainText('09:15:00');
});

test('add the log of a day without one: the absent day turns present', async ({ page }) => {
  const { employee, day } = await employeeWithDay(page, (d) => d.status === 'absent' && d.log_id === null);
  const modal = await openEmployee(page, employee);
  const daily = modal.getByRole('table', { name: 'Daily logs' });
  const row = daily.locator(`tr[data-date="${day.date}"]`);
  await expect(row).toContainText('Absent');
  await row.getByRole('button', { name: /^Add log/ }).click();
  const editing = daily.locator('tr[data-editing]');
  await typeTime(editing.getByRole('textbox', { name: `Time In, ${shown(day.date)}` }), '0800');
  await typeTime(editing.getByRole('textbox', { name: `Time Out, ${shown(day.date)}` }), '1700');
  await editing.getByRole('textbox', { name: 'Edit Reason' }).fill(`e2e ${stamp()} forgot to clock`);
  await editing.getByRole('button', { name: 'Save' }).click();
  await confirmAndExpect(page, /log was added|successfully saved/);
  const saved = daily.locator(`tr[data-date="${day.date}"]`);
  await expect(saved).toContainText('08:00:00');
  await expect(saved).toContainText('17:00:00');
  await expect(saved).toContainText('Present');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(
    grid(page).locator(`tr[data-employee="${employee.emp_id}"] td[data-date="${day.date}"]`),
  ).toHaveAttribute('data-status', 'present');
});

test('import punches: a file with a problem imports nothing; a clean file fills an absent day', async ({
  page,
}) => {
  const { employee, day } = await employeeWithDay(page, (d) => d.status === 'absent' && !d.edited, 1);
  await openGridOn(page, employee);
  await page.getByRole('button', { name: 'Import Punches' }).click();
  const modal = page.getByRole('dialog', { name: 'Import Punches' });
  const file = modal.locator('input[type="file"]');

  // an unknown employee: listed by its row, and Import stays off
  await file.setInputFiles({
    name: 'bad-punches.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`emp_id,timestamp,type\n0000-001,${day.date} 08:00:00,0\n`),
  });
  await modal.getByRole('button', { name: 'Preview' }).click();
  const problems = modal.getByRole('table', { name: 'Problems' });
  await expect(problems).toContainText('0000-001');
  await expect(modal.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // the day's shift decides the times: its start, and nine hours later
  const start = /^(\d{1,2})(AM|PM)/.exec(day.shift ?? '8AM-5PM');
  const hour = start ? (Number(start[1]) % 12) + (start[2] === 'PM' ? 12 : 0) : 8;
  const at = (h: number) => {
    const t = new Date(Date.parse(`${day.date}T00:00:00Z`) + h * 3_600_000);
    return `${t.toISOString().slice(0, 10)} ${t.toISOString().slice(11, 19)}`;
  };
  await file.setInputFiles({
    name: 'punches.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `emp_id,timestamp,type\n${employee.emp_id},${at(hour)},0\n${employee.emp_id},${at(hour + 9)},1\n`,
    ),
  });
  await modal.getByRole('button', { name: 'Preview' }).click();
  const preview = modal.getByTestId('import-preview');
  await expect(preview).toContainText('Rows');
  await expect(modal.getByRole('table', { name: 'Problems' })).toHaveCount(0);
  await expect(modal.getByRole('table', { name: 'Changes' })).toContainText(employee.full_name);
  await modal.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog', { name: 'Imported' })).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(
    grid(page).locator(`tr[data-employee="${employee.emp_id}"] td[data-date="${day.date}"]`),
  ).toHaveAttribute('data-status', 'present');
});

test('export the cut-off: Excel opens as a workbook, CSV has the employees, the PDF is a PDF', async ({
  page,
}, testInfo) => {
  await page.goto(`/hr/timeattendance?month=${PAST().month}`);
  await expect(grid(page).locator('tbody tr[data-employee]').first()).toBeVisible();

  const save = async (button: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button, exact: true }).click(),
    ]);
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    return { file, name: download.suggestedFilename() };
  };

  const xlsx = await save('Export Excel');
  expect(path.extname(xlsx.name)).toBe('.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsx.file);
  expect(workbook.worksheets.length).toBeGreaterThan(0);
  const sheet = workbook.worksheets[0];
  expect(sheet?.rowCount ?? 0).toBeGreaterThan(10);

  const csv = await save('Export CSV');
  expect(path.extname(csv.name)).toBe('.csv');
  const text = await readFile(csv.file, 'utf8');
  expect(text.split('\n').length).toBeGreaterThan(10);

  const pdf = await save('Download PDF');
  expect(path.extname(pdf.name)).toBe('.pdf');
  const bytes = await readFile(pdf.file);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('payroll: the figures of a cut-off, the days behind one, and the export', async ({ page }, testInfo) => {
  await page.getByRole('navigation').getByRole('link', { name: 'Payroll', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Payroll');
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByTestId('cut-off-range')).toHaveText(
    `${shown(PAST().startDate)} – ${shown(PAST().lastDate)}`,
  );
  // the previous cut-off's rows are gone
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Payroll' });
  await expect(table.locator('tbody tr[data-employee]')).toHaveCount(20);
  for (const header of ['Days Present', 'Minutes Late', 'Night Differential (hours)']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }

  const figure = table.getByRole('button', { name: /: Days Present of / }).first();
  const count = Number(await figure.textContent());
  expect(count).toBeGreaterThan(0);
  await figure.click();
  const modal = page.getByRole('dialog', { name: /^Days Present · / });
  const days = modal.getByRole('table', { name: 'Days of Days Present' });
  await expect(days.locator('tbody tr')).toHaveCount(count);
  await expect(days.locator('tbody tr').first()).toContainText('Present');
  await modal.getByRole('button', { name: 'Close' }).click();

  const late = table.getByRole('button', { name: /: Minutes Late of / }).first();
  const minutes = Number(await late.textContent());
  await late.click();
  const lateModal = page.getByRole('dialog', { name: /^Minutes Late · / });
  const lateDays = lateModal.getByRole('table', { name: 'Days of Minutes Late' });
  await expect(lateDays.locator('tbody tr').first()).toBeVisible();
  const perDay = await lateDays.locator('tbody tr td:last-child').allTextContents();
  expect(perDay.reduce((n, t) => n + Number.parseInt(t, 10), 0)).toBe(minutes);
  await lateModal.getByRole('button', { name: 'Close' }).click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Excel', exact: true }).click(),
  ]);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  expect(workbook.worksheets[0]?.rowCount ?? 0).toBeGreaterThan(20);
});

test('devices: a terminal registered with its allowed addresses, its calls and refusals shown, removed', async ({
  page,
}) => {
  const [someone] = await gridEmployees(page, PAST());
  await page.getByRole('navigation').getByRole('link', { name: 'Devices', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Devices');
  await expect(page.getByText('/iclock/cdata')).toBeVisible();

  const serial = `E2E${stamp()}`;
  await page.getByRole('button', { name: 'Add Device' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Device' });
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('The serial number field is required.')).toBeVisible();
  await modal.getByLabel('Serial Number').fill(serial);
  await modal.getByLabel('Name').fill('Second floor');
  await modal.getByLabel('Location').fill('Near the pantry');
  // A range with host bits set is refused with the range meant.
  const addresses = modal.getByRole('combobox', { name: 'Allowed Addresses' });
  await addresses.fill('10.20.0.1/16');
  await addresses.press('Enter');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(
    modal.getByText('"10.20.0.1/16" has host bits set after its prefix: did you mean 10.20.0.0/16?'),
  ).toBeVisible();
  await addresses.click();
  await addresses.press('Backspace');
  await addresses.fill('10.20.0.0/16');
  await addresses.press('Enter');
  await modal.getByRole('button', { name: 'Save' }).click();
  await confirmAndExpect(page, 'You successfully saved your changes');
  await expect(modal).toBeHidden();

  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(serial);
  const row = page.getByRole('table', { name: 'Devices' }).getByRole('row').filter({ hasText: serial });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('10.20.0.0/16');
  await expect(row).toContainText('Never');
  await expect(row).toContainText('None');

  // The terminal calls from this machine, which is not in its list: refused, and shown.
  const hello = await page.request.get(`/iclock/cdata?SN=${serial}&options=all`);
  expect(hello.status()).toBe(403);
  expect(await hello.text()).toBe('Address not allowed');
  await page.reload();
  await search.fill(serial);
  await expect(row).toContainText('1 call refused: not an allowed address');
  await expect(row).toContainText('last from 127.0.0.1');

  // Allowed from this machine too: its push is heard, a punch dated 1969 refused and shown.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Device' });
  await expect(edit.getByText('10.20.0.0/16')).toBeVisible();
  await edit.getByRole('combobox', { name: 'Allowed Addresses' }).fill('127.0.0.1');
  await edit.getByRole('combobox', { name: 'Allowed Addresses' }).press('Enter');
  await edit.getByRole('button', { name: 'Save' }).click();
  await confirmAndExpect(page, 'You successfully saved your changes');
  const push = await page.request.post(`/iclock/cdata?SN=${serial}&table=ATTLOG`, {
    headers: { 'content-type': 'text/plain' },
    data: `${someone!.emp_id}\t1969-12-31 08:00:00\t0\t1`,
  });
  expect(push.status()).toBe(200);
  // the protocol's plain reply (every line read); the refusal shows on the Devices screen
  expect(await push.text()).toBe('OK: 1');
  await page.reload();
  await search.fill(serial);
  await expect(row).toContainText('127.0.0.1');
  await expect(row).toContainText('from 127.0.0.1');
  await expect(row).toContainText(/1 punch refused: not dated 2000 to \d{4}/);
  await expect(row).toContainText('last dated 1969-12-31 08:00:00');
  expect(await axe(page, 'Devices with refusals')).toEqual([]);
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(edit.getByText('127.0.0.1')).toBeVisible();
  expect(await axe(page, 'Edit Device with addresses')).toEqual([]);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes Delete it!' }).click();
  await expect(page.getByText('You successfully deleted this file')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the attendance screens and their modals have no serious or critical accessibility findings', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  const { employee, day } = await employeeWithDay(
    page,
    (d) => d.status === 'present' && d.log_id !== null,
    5,
  );

  const modal = await openEmployee(page, employee);
  await expect(grid(page).locator('td.grid-cell').first()).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  found.push(...(await axe(page, 'Time and Attendance')));

  await grid(page)
    .locator(`tr[data-employee="${employee.emp_id}"]`)
    .getByRole('button', { name: employee.full_name, exact: true })
    .click();
  await expect(modal.getByRole('table', { name: 'Daily logs' })).toBeVisible();
  await expect(modal.getByLabel('Loading')).toHaveCount(0);
  found.push(...(await axe(page, 'employee modal (Daily)')));
  const row = modal.getByRole('table', { name: 'Daily logs' }).locator(`tr[data-date="${day.date}"]`);
  await row.getByRole('button', { name: /^Edit/ }).click();
  await modal.locator('tr[data-editing]').getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('The edit reason field is required.')).toBeVisible();
  found.push(...(await axe(page, 'employee modal (editing, refused)')));
  await modal.locator('tr[data-editing]').getByRole('button', { name: 'Cancel' }).click();
  // the time was not changed: nothing to discard
  await modal.getByRole('tab', { name: 'Weekly' }).click();
  await expect(modal.getByRole('table', { name: 'Weekly logs' })).toBeVisible();
  found.push(...(await axe(page, 'employee modal (Weekly)')));
  await modal.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Import Punches' }).click();
  const importer = page.getByRole('dialog', { name: 'Import Punches' });
  await importer.locator('input[type="file"]').setInputFiles({
    name: 'punches.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('emp_id,timestamp\n0000-001,2020-01-01 08:00\n'),
  });
  await importer.getByRole('button', { name: 'Preview' }).click();
  await expect(importer.getByTestId('import-preview')).toBeVisible();
  found.push(...(await axe(page, 'Import Punches preview')));
  await importer.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/hr/payroll?month=${PAST().month}`);
  await expect(page).toHaveTitle('HRIS - Payroll');
  await expect(
    page.getByRole('table', { name: 'Payroll' }).locator('tbody tr[data-employee]').first(),
  ).toBeVisible();
  found.push(...(await axe(page, 'Payroll')));
  await page
    .getByRole('button', { name: /: Days Present of / })
    .first()
    .click();
  await expect(page.getByRole('table', { name: 'Days of Days Present' })).toBeVisible();
  found.push(...(await axe(page, 'payroll days modal')));
  await page.keyboard.press('Escape');

  await page.goto('/hr/devices');
  await expect(page).toHaveTitle('HRIS - Devices');
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  found.push(...(await axe(page, 'Devices')));
  await page.getByRole('button', { name: 'Add Device' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Device' })).toBeVisible();
  found.push(...(await axe(page, 'Add Device modal')));

  expect(found).toEqual([]);
});
