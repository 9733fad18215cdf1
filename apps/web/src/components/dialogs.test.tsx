import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render';
import {
  confirmDeleteDialog,
  confirmDialog,
  confirmDiscardDialog,
  errorDialog,
  SUCCESS_DIALOG_MS,
  successDialog,
} from './dialogs';

/** Opens a dialog the way a screen does (from an event), and hands back what it resolves to. */
function open<T>(dialog: () => Promise<T>): Promise<T> {
  let answer!: Promise<T>;
  act(() => {
    answer = dialog();
  });
  return answer;
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('the save question', () => {
  it('asks "Are you sure?" with Yes focused; Yes resolves true', async () => {
    const { user } = renderInApp(null);
    const answer = open(() => confirmDialog());
    const dialog = await dialogNamed('Are you sure?');
    expect(dialog).toHaveTextContent('Do you want to save changes.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false on Cancel and on Escape, with the screen’s own words', async () => {
    const { user } = renderInApp(null);
    const cancelled = open(() =>
      confirmDialog({ title: 'Approve leave?', message: 'Ana Reyes, 2 days.', confirmLabel: 'Approve' }),
    );
    const dialog = await dialogNamed('Approve leave?');
    expect(dialog).toHaveTextContent('Ana Reyes, 2 days.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(cancelled).resolves.toBe(false);

    const escaped = open(() => confirmDialog());
    await dialogNamed('Are you sure?');
    await user.keyboard('{Escape}');
    await expect(escaped).resolves.toBe(false);
  });
});

describe('the delete question', () => {
  it('focuses "No, Keep it!", so that Enter keeps the record', async () => {
    const { user } = renderInApp(null);
    const answer = open(() => confirmDeleteDialog());
    const dialog = await dialogNamed('Are you sure?');
    expect(dialog).toHaveTextContent("You can't revert your action");
    const keep = within(dialog).getByRole('button', { name: 'No, Keep it!' });
    await waitFor(() => expect(keep).toHaveFocus());
    await user.keyboard('{Enter}');
    await expect(answer).resolves.toBe(false);
  });

  it('resolves true on "Yes Delete it!"', async () => {
    const { user } = renderInApp(null);
    const answer = open(() => confirmDeleteDialog({ message: 'The contract of Ana Reyes is removed.' }));
    const dialog = await dialogNamed('Are you sure?');
    expect(dialog).toHaveTextContent('The contract of Ana Reyes is removed.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes Delete it!' }));
    await expect(answer).resolves.toBe(true);
  });
});

describe('the discard question', () => {
  it('focuses Stay; "Discard changes" resolves true, Stay false', async () => {
    const { user } = renderInApp(null);
    const stay = open(() => confirmDiscardDialog());
    let dialog = await dialogNamed('Discard your changes?');
    expect(dialog).toHaveTextContent('What you entered has not been saved. Leave without saving?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await expect(stay).resolves.toBe(false);

    const discard = open(() => confirmDiscardDialog());
    dialog = await dialogNamed('Discard your changes?');
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await expect(discard).resolves.toBe(true);
  });
});

describe('the success message', () => {
  it('says Saved and closes by itself after 2000 ms', async () => {
    vi.useFakeTimers();
    renderInApp(null);
    let closed = false;
    const done = open(() => successDialog()).then(() => {
      closed = true;
    });
    const dialog = screen.getByRole('dialog', { name: 'Saved' });
    expect(dialog).toHaveTextContent('You successfully saved your changes');
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_DIALOG_MS - 1));
    expect(closed).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Saved' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await done;
    expect(closed).toBe(true);
    await act(() => vi.runAllTimersAsync());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can be closed sooner with Escape', async () => {
    const { user } = renderInApp(null);
    const done = open(() =>
      successDialog({ title: 'Deleted', message: 'You successfully deleted this file' }),
    );
    expect(await dialogNamed('Deleted')).toHaveTextContent('You successfully deleted this file');
    await user.keyboard('{Escape}');
    await expect(done).resolves.toBeUndefined();
  });
});

describe('the error message', () => {
  it('shows the title and the server’s message until OK', async () => {
    const { user } = renderInApp(null);
    const done = open(() => errorDialog({ title: 'Oops', message: 'The leave overlaps another one.' }));
    const dialog = await dialogNamed('Oops');
    expect(dialog).toHaveTextContent('The leave overlaps another one.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(done).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
