import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hrToken, openAsHr } from './helpers';

/**
 * The company calendar as HR keeps it: several events added at once and found on the month view,
 * the holiday rule of the new-event form, an event edited and removed on the Calendar Event list, and
 * the iCalendar subscription link. Every test makes its own events (the demo's may not exist).
 */
type SubDepartment = { id: number; sub_department_name: string };

/** A short mark that tells this run's events apart. */
function stamp(): string {
  return Date.now().toString(36).slice(-6);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A day of this month as YYYY-MM-DD. */
function dayOfThisMonth(day: number): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(day)}`;
}

/** "Mar 15 2027": how a date is typed into a date field, and how the lists show it. */
function typed(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const name = new Date(year, month - 1, day).toLocaleString('en-US', { month: 'short' });
  return `${name} ${pad(day)} ${year}`;
}

async function typeDate(field: Locator, text: string) {
  await field.click();
  await field.fill(text);
  await field.press('Enter');
  await field.blur();
}

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function headers(page: Page) {
  return { authorization: `Bearer ${await hrToken(page)}` };
}

async function firstSubDepartment(page: Page): Promise<SubDepartment> {
  const res = await page.request.get('/api/subdepartment/all', { headers: await headers(page) });
  expect(res.ok(), await res.text()).toBe(true);
  const [first] = (await res.json()) as SubDepartment[];
  if (!first) throw new Error('The demo company has no sub-departments.');
  return first;
}

/** Adds events through the API (for the tests about something other than the form). */
async function addEvents(
  page: Page,
  rows: { name: string; start: string; type: number; h_type: number | null; display: number }[],
) {
  const res = await page.request.post('/api/calendar/add', {
    headers: await headers(page),
    data: { calendar_content: rows },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * The event is on the month view's day: as a chip, or behind the day's "+N more" (a busy day shows
 * only its first events).
 */
async function expectOnDay(page: Page, date: string, name: string): Promise<void> {
  const cell = page.locator(`td[data-date="${date}"]`);
  const chip = cell.getByRole('button', { name: new RegExp(`^${name}[\\s,]`) });
  const more = cell.getByRole('button', { name: /more$/ });
  await expect(chip.or(more).first()).toBeVisible();
  if (await chip.isVisible()) return;
  await more.click();
  const dialog = page.getByRole('dialog', { name: typed(date) });
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await openAsHr(page);
});

test('add a holiday and a sub-department meeting at once and see both on the month view', async ({
  page,
}) => {
  const mark = stamp();
  const holiday = `Founders Day ${mark}`;
  const meeting = `Town Hall ${mark}`;
  const holidayDate = dayOfThisMonth(10);
  const meetingDate = dayOfThisMonth(20);
  const team = await firstSubDepartment(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Calendar Event', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Calendar Event');
  await page.getByRole('link', { name: 'Add Event' }).click();
  await expect(page).toHaveTitle('HRIS - Add Calendar Event');

  const first = page.getByRole('group', { name: 'Event 1' });
  await first.getByLabel('Event name').fill(holiday);
  await typeDate(first.getByRole('textbox', { name: 'Date', exact: true }), typed(holidayDate));
  await pick(page, first, 'Type', 'Holidays');
  await pick(page, first, 'Holiday type', 'Regular Holiday');
  await pick(page, first, 'Sub-department', 'All');

  await page.getByRole('button', { name: 'Add row' }).click();
  const second = page.getByRole('group', { name: 'Event 2' });
  await second.getByLabel('Event name').fill(meeting);
  await typeDate(second.getByRole('textbox', { name: 'Date', exact: true }), typed(meetingDate));
  await pick(page, second, 'Type', 'Meeting');
  await expect(second.getByRole('combobox', { name: 'Holiday type', exact: true })).toBeDisabled();
  await pick(page, second, 'Sub-department', team.sub_department_name);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(question.getByText('Do you want to save changes.')).toBeVisible();
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved' })).toBeVisible();

  // the month view of the first event's month, both events on their days
  await expect(page).toHaveTitle('HRIS - Calendar');
  await expect(page).toHaveURL(new RegExp(`/hr/calendar\\?month=${holidayDate.slice(0, 7)}$`));
  await expect(page.getByRole('dialog', { name: 'Saved' })).toBeHidden();
  await expectOnDay(page, holidayDate, holiday);
  await expectOnDay(page, meetingDate, meeting);

  // a holiday says which kind; its details say the rest (unless a busy day keeps it behind "+N more")
  const holidayCell = page.locator(`td[data-date="${holidayDate}"]`);
  const holidayChip = holidayCell.getByRole('button', {
    name: new RegExp(`^${holiday}\\W+Regular holiday\\W+Holidays\\W+${typed(holidayDate)}$`),
  });
  if ((await holidayCell.getByRole('button', { name: /more$/ }).count()) === 0) {
    await expect(holidayChip).toContainText('Regular holiday');
    await holidayChip.click();
    const details = page.getByRole('dialog', { name: holiday });
    await expect(details.getByText('Regular Holiday')).toBeVisible();
    await expect(details.getByText('All sub-departments')).toBeVisible();
    await page.keyboard.press('Escape');
  }

  // the sub-department filter: the meeting is for one team, the holiday for everyone
  await pick(page, page.locator('main'), 'Sub-department', team.sub_department_name);
  await expectOnDay(page, meetingDate, meeting);
  await expectOnDay(page, holidayDate, holiday);
  const others = (await page.request
    .get('/api/subdepartment/all', { headers: await headers(page) })
    .then((res) => res.json())) as SubDepartment[];
  const other = others.find((s) => s.id !== team.id);
  if (other) {
    await pick(page, page.locator('main'), 'Sub-department', other.sub_department_name);
    await expectOnDay(page, holidayDate, holiday);
    await expect(page.getByRole('button', { name: new RegExp(`^${meeting}[\\s,]`) })).toHaveCount(0);
  }

  // previous and next month, and back to today
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${holiday}[\\s,]`) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expectOnDay(page, holidayDate, holiday);
});

test('the holiday type is enabled only for Holidays, and a holiday without it is refused on its row', async ({
  page,
}) => {
  await page.goto('/hr/addcalendarevent');
  await expect(page).toHaveTitle('HRIS - Add Calendar Event');
  const row = page.getByRole('group', { name: 'Event 1' });
  const holidayType = row.getByRole('combobox', { name: 'Holiday type', exact: true });

  // nothing filled in: every required field of the row says so, and nothing is asked or sent
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row.getByText('The event name field is required.')).toBeVisible();
  await expect(row.getByText('Please choose the event type.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toHaveCount(0);

  await row.getByLabel('Event name').fill(`Bonifacio Day ${stamp()}`);
  await typeDate(row.getByRole('textbox', { name: 'Date', exact: true }), typed(dayOfThisMonth(25)));
  await pick(page, row, 'Sub-department', 'All');
  await expect(holidayType).toBeDisabled();
  await pick(page, row, 'Type', 'Meeting');
  await expect(holidayType).toBeDisabled();
  await pick(page, row, 'Type', 'Holidays');
  await expect(holidayType).toBeEnabled();

  // a holiday saved without its type: the message under the row's holiday type
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row.getByText('Please choose the holiday type.')).toBeVisible();
  await expect(holidayType).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toHaveCount(0);

  // chosen, then the type changed away from Holidays: the holiday type is cleared and disabled again
  await pick(page, row, 'Holiday type', 'Special Holiday');
  await expect(holidayType).toHaveValue('Special Holiday');
  await pick(page, row, 'Type', 'Celebration');
  await expect(holidayType).toHaveValue('');
  await expect(holidayType).toBeDisabled();

  // rows: a second one added and removed; removing the only row leaves an empty one
  await page.getByRole('button', { name: 'Add row' }).click();
  await expect(page.getByRole('group', { name: 'Event 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove event 2' }).click();
  await expect(page.getByRole('group', { name: 'Event 2' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove event 1' }).click();
  await expect(row.getByLabel('Event name')).toHaveValue('');
  await expect(row.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('');
});

test('edit and remove an event on the Calendar Event list', async ({ page }) => {
  const mark = stamp();
  const name = `Quarterly Review ${mark}`;
  const renamed = `Independence Day ${mark}`;
  const date = dayOfThisMonth(12);
  await addEvents(page, [{ name, start: date, type: 3, h_type: null, display: 0 }]);

  await page.goto('/hr/holidays');
  await expect(page).toHaveTitle('HRIS - Calendar Event');
  await page.getByRole('textbox', { name: 'Search' }).fill(mark);
  const table = page.getByRole('table', { name: 'Calendar events' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(typed(date));
  await expect(row).toContainText('Meeting');
  await expect(row).toContainText('All');

  // edit: a holiday now, with its holiday type
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Calendar Event' });
  await expect(modal.getByLabel('Event name')).toHaveValue(name);
  const holidayType = modal.getByRole('combobox', { name: 'Holiday type', exact: true });
  await expect(holidayType).toBeDisabled();
  await modal.getByLabel('Event name').fill(renamed);
  await pick(page, modal, 'Type', 'Holidays');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Please choose the holiday type.')).toBeVisible();
  await pick(page, modal, 'Holiday type', 'Special Holiday');
  await modal.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog', { name: 'Updated' })).toBeVisible();
  await expect(modal).toBeHidden();
  const edited = table.getByRole('row').filter({ hasText: renamed });
  await expect(edited).toContainText('Holidays');
  await expect(edited).toContainText('Special Holiday');

  // remove, after the delete question
  await page.getByRole('dialog', { name: 'Updated' }).waitFor({ state: 'hidden' });
  await edited.getByRole('button', { name: `Remove ${renamed}` }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(question.getByText("You can't revert your action")).toBeVisible();
  await question.getByRole('button', { name: 'Yes Delete it!' }).click();
  await expect(page.getByRole('dialog', { name: 'Deleted' })).toBeVisible();
  await expect(table.getByText('Empty Records ...')).toBeVisible();
});

test('the subscription link serves the calendar as iCalendar, and a new link retires the old one', async ({
  page,
}) => {
  const name = `Feed ${stamp()}`;
  await addEvents(page, [{ name, start: dayOfThisMonth(14), type: 4, h_type: null, display: 0 }]);

  await page.getByRole('navigation').getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Calendar');
  const section = page.getByRole('region', { name: 'Calendar subscription' });
  const link = section.getByRole('textbox', { name: 'Subscription link' });
  const create = section.getByRole('button', { name: 'Create subscription link' });
  await expect(link.or(create)).toBeVisible();
  if (await create.isVisible()) await create.click();
  await expect(link).toHaveValue(/\/api\/calendar\.ics\?token=/);
  const url = await link.inputValue();

  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${name}`);

  // a new link: asked first, then the old one stops working
  await section.getByRole('button', { name: 'Regenerate link' }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(question.getByText('The old link stops working.')).toBeVisible();
  await question.getByRole('button', { name: 'Regenerate link' }).click();
  await expect(link).not.toHaveValue(url);
  await expect(link).toHaveValue(/\/api\/calendar\.ics\?token=/);
  expect((await page.request.get(url)).status()).toBe(403);
  expect((await page.request.get(await link.inputValue())).status()).toBe(200);
});

test.describe('in a browser whose clock is in another time zone', () => {
  // 23:30 UTC on Oct 31: still Oct 31 (16:30) in Los Angeles, already Nov 1 (7:30 AM) in Manila
  test.use({ timezoneId: 'America/Los_Angeles' });

  test("the calendar's today and the dashboard's day are the company's (Asia/Manila)", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-10-31T23:30:00Z'));
    await page.goto('/hr/calendar');
    expect(await page.evaluate(() => new Date().getDate())).toBe(31);

    await expect(page.getByRole('heading', { name: 'November 2026', exact: true })).toBeVisible();
    await expect(page.locator('td[data-today]')).toHaveAttribute('data-date', '2026-11-01');
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByRole('heading', { name: 'October 2026', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'November 2026', exact: true })).toBeVisible();

    await page.goto('/hr/dashboard');
    await expect(
      page.getByText(/^Good morning.*Here is the company on Sunday, Nov 01 2026\.$/),
    ).toBeVisible();
  });
});
