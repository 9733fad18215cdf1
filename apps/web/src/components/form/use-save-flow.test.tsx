import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { ContactForm } from '../../test/contact-form';
import { renderInApp } from '../../test/render';

const nameInput = () => screen.getByRole('textbox', { name: /^Name/ });
const save = () => screen.getByRole('button', { name: 'Save' });

/** Answers the save question with `answer` ("Yes" or "Cancel"). */
async function answer(user: ReturnType<typeof renderInApp>['user'], choice: 'Yes' | 'Cancel') {
  const question = await screen.findByRole('dialog', { name: 'Are you sure?' });
  expect(question).toHaveTextContent('Do you want to save changes.');
  await user.click(within(question).getByRole('button', { name: choice }));
}

describe('the save flow of a form', () => {
  it('checks the fields first: a refused field shows its message, is focused, and nothing is asked or sent', async () => {
    const send = vi.fn(async () => ({}));
    const { user } = renderInApp(<ContactForm save={send} />);
    await user.type(nameInput(), '   ');
    await user.click(save());
    expect(await screen.findByText('The name is required.')).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(nameInput()).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('asks first: Cancel sends nothing; Yes sends the checked values, then says Saved', async () => {
    const send = vi.fn(async (body: unknown) => ({ data: { id: 3, ...(body as object) } }));
    const onSaved = vi.fn();
    const { user } = renderInApp(<ContactForm save={send} onSaved={onSaved} />);
    await user.type(nameInput(), '  Ana Reyes ');
    await user.click(save());
    await answer(user, 'Cancel');
    expect(send).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(save());
    await answer(user, 'Yes');
    const saved = await screen.findByRole('dialog', { name: 'Saved' });
    expect(saved).toHaveTextContent('You successfully saved your changes');
    // the schema's output: trimmed
    expect(send).toHaveBeenCalledWith({ name: 'Ana Reyes', email: '' });
    expect(onSaved).toHaveBeenCalledWith({ data: { id: 3, name: 'Ana Reyes', email: '' } });
    // closed now, so that its timer does not outlive the test
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts a 422’s messages under their fields and focuses the first, without a dialog', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(422, 'The given data was invalid.', { name: ['The name is already taken.'] });
    });
    const { user } = renderInApp(<ContactForm save={send} />);
    await user.type(nameInput(), 'Ana Reyes');
    await user.click(save());
    await answer(user, 'Yes');
    expect(await screen.findByText('The name is already taken.')).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(nameInput()).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    // clicking into the field clears its message
    await user.click(nameInput());
    expect(screen.queryByText('The name is already taken.')).toBeNull();
    expect(nameInput()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a 422’s messages that have no field on the form in the error dialog', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(422, 'The given data was invalid.', {
        name: ['The name is already taken.'],
        employee_id: ['The employee was removed meanwhile.'],
      });
    });
    const { user } = renderInApp(<ContactForm save={send} />);
    await user.type(nameInput(), 'Ana Reyes');
    await user.click(save());
    await answer(user, 'Yes');
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveTextContent('The employee was removed meanwhile.');
    expect(screen.getByText('The name is already taken.')).toBeInTheDocument();
  });

  it('shows any other failure’s message in the error dialog, and keeps what was typed', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(500, 'Something went wrong on our side.');
    });
    const onSaved = vi.fn();
    const { user } = renderInApp(<ContactForm save={send} onSaved={onSaved} />);
    await user.type(nameInput(), 'Ana Reyes');
    await user.click(save());
    await answer(user, 'Yes');
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveTextContent('Something went wrong on our side.');
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    expect(nameInput()).toHaveValue('Ana Reyes');
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Saved' })).toBeNull();
  });

  it('disables Cancel and shows Save busy until the save and its message are over', async () => {
    let finish!: () => void;
    const send = vi.fn(() => new Promise((resolve) => (finish = () => resolve({}))));
    const { user } = renderInApp(<ContactForm save={send} />);
    await user.type(nameInput(), 'Ana Reyes');
    await user.click(save());
    await answer(user, 'Yes');
    await waitFor(() => expect(save()).toHaveAttribute('data-loading', 'true'));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await screen.findByRole('dialog', { name: 'Saved' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(save()).not.toHaveAttribute('data-loading'));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
