import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { formFields } from './form-fields';

type Values = {
  name: string;
  secret: string;
  notes: string;
  relationship: string;
  level: number | null;
  emp_id: string;
  birthday: string;
  salary: string;
  submitted: string;
  active: boolean;
  dependents: number | '';
  code: string;
};

const EMPTY: Values = {
  name: '',
  secret: '',
  notes: '',
  relationship: '',
  level: null,
  emp_id: '',
  birthday: '',
  salary: '',
  submitted: 'none',
  active: false,
  dependents: '',
  code: '',
};

const F = formFields<Values>();

/** The fields inside a react-hook-form, as a screen holds them; `form` reads the values they hand over. */
function renderForm(children: ReactNode, defaults: Partial<Values> = {}) {
  let form!: UseFormReturn<Values>;
  function Form() {
    form = useForm<Values>({ defaultValues: { ...EMPTY, ...defaults } });
    return (
      <FormProvider {...form}>
        <form>{children}</form>
      </FormProvider>
    );
  }
  const rendered = renderInApp(<Form />);
  return { ...rendered, values: () => form.getValues(), form: () => form };
}

const RELATIONSHIPS = ['Spouse', 'Cousin (Female)', 'Cousin (Male)', 'Father', 'Mother'];

describe('the form fields', () => {
  it('Text, Password and LongText show the value and hand back what is typed', async () => {
    const { user, values } = renderForm(
      <>
        <F.Text name="name" label="Name" />
        <F.Password name="secret" label="Password" />
        <F.LongText name="notes" label="Notes" />
      </>,
      { name: 'Ana' },
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Reyes');
    await user.type(screen.getByLabelText('Password'), 'Se-cret 1');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Two{Enter}lines');
    expect(values()).toMatchObject({ name: 'Ana Reyes', secret: 'Se-cret 1', notes: 'Two\nlines' });
    // the password's show/hide button is not another "Password" control
    expect(screen.getAllByLabelText(/Password/)).toHaveLength(1);
  });

  it('show a field’s error under it, marked invalid, until the field is clicked', async () => {
    const { user, form } = renderForm(
      <>
        <F.Text name="name" label="Name" />
        <F.Masked name="emp_id" label="Employee ID" mask="emp_id" />
        <F.Date name="birthday" label="Birthday" />
        <F.Money name="salary" label="Salary" />
      </>,
    );
    const fields = {
      name: screen.getByRole('textbox', { name: 'Name' }),
      emp_id: screen.getByRole('textbox', { name: 'Employee ID' }),
      birthday: screen.getByRole('textbox', { name: 'Birthday' }),
      salary: screen.getByRole('textbox', { name: 'Salary' }),
    };
    for (const name of Object.keys(fields) as (keyof typeof fields)[])
      form().setError(name, { type: 'server', message: `The ${name} is refused.` });
    for (const [name, input] of Object.entries(fields)) {
      expect(await screen.findByText(`The ${name} is refused.`)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      await user.click(input);
      await waitFor(() => expect(screen.queryByText(`The ${name} is refused.`)).toBeNull());
      expect(input).not.toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('Choice keeps text as text ("" when cleared) and numbers as numbers (null when cleared)', async () => {
    const { user, values } = renderForm(
      <>
        <F.Choice
          name="relationship"
          label="Relationship"
          data={RELATIONSHIPS}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Clear relationship' }}
        />
        <F.Choice<number>
          name="level"
          label="Level"
          data={[
            { value: 1, label: 'Rank and file' },
            { value: 2, label: 'Supervisory' },
          ]}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear level' }}
        />
      </>,
    );
    const relationship = screen.getByRole('combobox', { name: 'Relationship' });
    // the words typed, in any order and any case, find the option
    await user.type(relationship, 'female cousin');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Cousin (Female)']);
    await user.click(screen.getByRole('option', { name: 'Cousin (Female)' }));
    expect(values().relationship).toBe('Cousin (Female)');
    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(screen.getByRole('option', { name: 'Supervisory' }));
    expect(values().level).toBe(2);

    // (Mantine hides the clear buttons from screen readers: the keyboard clears with Backspace)
    await user.click(screen.getByLabelText('Clear relationship'));
    await user.click(screen.getByLabelText('Clear level'));
    expect(values()).toMatchObject({ relationship: '', level: null });
  });

  it('a required Choice cannot be emptied: no clear button, and its chosen option stays chosen', async () => {
    const { user, values } = renderForm(
      <F.Choice
        name="relationship"
        label="Relationship"
        data={RELATIONSHIPS}
        withAsterisk
        clearable
        clearButtonProps={{ 'aria-label': 'Clear relationship' }}
      />,
      { relationship: 'Father' },
    );
    const input = screen.getByRole('combobox', { name: /^Relationship/ });
    expect(screen.queryByLabelText('Clear relationship')).toBeNull();
    expect(input).toHaveValue('Father');
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Father' }));
    expect(values().relationship).toBe('Father');
    expect(input).toHaveValue('Father');
  });

  it('Masked takes only the mask’s shape and keeps the formatted text', async () => {
    const { user, values } = renderForm(<F.Masked name="emp_id" label="Employee ID" mask="emp_id" />);
    const input = screen.getByRole('textbox', { name: 'Employee ID' });
    expect(input).toHaveAttribute('placeholder', '____-___');
    await user.type(input, '20a24x0071');
    expect(input).toHaveValue('2024-007');
    expect(values().emp_id).toBe('2024-007');
  });

  it('Date shows MMM DD YYYY, takes a typed date, hands back YYYY-MM-DD, and "" when cleared', async () => {
    const { user, values } = renderForm(<F.Date name="birthday" label="Birthday" />, {
      birthday: '2026-11-22',
    });
    const input = screen.getByRole('textbox', { name: 'Birthday' });
    expect(input).toHaveValue('Nov 22 2026');
    await user.clear(input);
    await user.type(input, '11/23/2026');
    await user.tab();
    expect(values().birthday).toBe('2026-11-23');
    expect(input).toHaveValue('Nov 23 2026');
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(values().birthday).toBe('');
  });

  it('Money shows pesos and hands back the decimal string, settled to two decimals on leaving', async () => {
    const { user, values } = renderForm(<F.Money name="salary" label="Salary" />, { salary: '25000.00' });
    const input = screen.getByRole('textbox', { name: 'Salary' });
    expect(input).toHaveValue('₱25,000.00');
    await user.clear(input);
    await user.type(input, '1234.5');
    await user.tab();
    expect(values().salary).toBe('1234.50');
    expect(input).toHaveValue('₱1,234.50');
  });

  it('Toggle stores its two words, Check a boolean, Number a number', async () => {
    const { user, values } = renderForm(
      <>
        <F.Toggle name="submitted" label="Submitted" on="submitted" off="none" />
        <F.Check name="active" label="Active" kind="checkbox" />
        <F.Number name="dependents" label="Dependents" />
      </>,
    );
    await user.click(screen.getByRole('switch', { name: 'Submitted' }));
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.type(screen.getByRole('textbox', { name: 'Dependents' }), '3');
    expect(values()).toMatchObject({ submitted: 'submitted', active: true, dependents: 3 });
    await user.click(screen.getByRole('switch', { name: 'Submitted' }));
    expect(values().submitted).toBe('none');
  });

  it('Use binds any input with value and onChange(value), and calls the caller’s onChange after', async () => {
    const seen = vi.fn();
    function Code({
      value,
      onChange,
      error,
      ...rest
    }: {
      value: string;
      onChange: (v: string) => void;
      error?: string;
      label: string;
    }) {
      return (
        <TextInput
          {...rest}
          value={value}
          error={error}
          onChange={(e) => onChange(e.currentTarget.value.toUpperCase())}
        />
      );
    }
    const { values, form } = renderForm(<F.Use name="code" component={Code} label="Code" onChange={seen} />, {
      code: 'AB',
    });
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveValue('AB');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(values().code).toBe('ABC');
    expect(seen).toHaveBeenCalledWith('ABC');
    form().setError('code', { type: 'server', message: 'The code is taken.' });
    expect(await screen.findByText('The code is taken.')).toBeInTheDocument();
  });
});
