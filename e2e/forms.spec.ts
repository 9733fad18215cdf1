import { expect, test } from './fixtures';
import { hrToken, signInAsHr } from './helpers';

/** What every form shares: the unsaved-changes guard and the way to a field the server refused. */
test.beforeEach(async ({ page }) => {
  await signInAsHr(page);
});

test('leaving the datasheet with unsaved changes asks first; a reload gets the browser question', async ({
  page,
}) => {
  await page.goto('/hr/newemployee');
  await expect(page).toHaveTitle('HRIS - New Employee');
  // untouched: leaving asks nothing
  await page.getByRole('navigation').getByRole('link', { name: 'Departments', exact: true }).click();
  await expect(page).toHaveTitle('HRIS - Departments');

  await page.goto('/hr/newemployee');
  await page.getByLabel('First name').fill('Rosario');
  await page.getByRole('navigation').getByRole('link', { name: 'Departments', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(question).toBeVisible();
  // "Stay" has the focus: a stray Enter keeps the work
  await expect(question.getByRole('button', { name: 'Stay' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('HRIS - New Employee');
  await expect(page.getByLabel('First name')).toHaveValue('Rosario');

  const asked = new Promise<string>((resolve) => page.once('dialog', (d) => resolve(d.type())));
  await page.reload();
  expect(await asked).toBe('beforeunload');

  await page.getByLabel('First name').fill('Rosario');
  await page.getByRole('navigation').getByRole('link', { name: 'Departments', exact: true }).click();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveTitle('HRIS - Departments');
});

test('closing a form modal with unsaved changes asks first; the save question focuses Yes', async ({
  page,
}) => {
  await page.goto('/hr/department');
  await page.getByRole('button', { name: 'Add Department' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Department' });
  await modal.getByLabel('Department').fill('Field Audit');

  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(modal.getByLabel('Department')).toHaveValue('Field Audit');

  await modal.getByRole('button', { name: 'Save' }).click();
  const save = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(save.getByRole('button', { name: 'Yes' })).toBeFocused();
  await save.getByRole('button', { name: 'Cancel' }).click();

  await modal.getByRole('button', { name: 'Cancel' }).click();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(modal).toBeHidden();

  // an untouched modal closes at once
  await page.getByRole('button', { name: 'Add Department' }).click();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(question).toBeHidden();
});

test("a field the server refuses on a long form is scrolled to and focused (another employee's id)", async ({
  page,
}) => {
  // two active employees, asked of the API (the list's 200 rows are not the subject here)
  const res = await page.request.get('/api/active/employee?per_page=2&order=asc', {
    headers: { authorization: `Bearer ${await hrToken(page)}` },
  });
  const [first, second] = ((await res.json()) as { data: { id: number; emp_id: string }[] }).data;
  if (!first || !second) throw new Error('The demo company has fewer than two active employees.');
  const otherId = second.emp_id;
  await page.goto(`/hr/editinfo/${first.id}`);
  await expect(page).toHaveTitle('HRIS - Edit Employee Information');
  const empId = page.getByLabel('Employee ID');
  await expect(empId).not.toHaveValue('');
  await empId.fill(otherId);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(empId).toHaveAttribute('aria-invalid', 'true');
  await expect(empId).toBeFocused();
  await expect(empId).toBeInViewport();
});
