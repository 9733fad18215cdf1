import { Button, Text } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderInApp } from '../test/render';
import { useDeleteFlow } from './use-delete-flow';

type Row = { id: number; name: string };

/** A list's Delete button, as the screens use the flow; what each run resolved to is kept. */
function DeleteButton({
  row,
  remove,
  message,
}: {
  row: Row;
  remove: (row: Row) => Promise<unknown>;
  message?: string;
}) {
  const flow = useDeleteFlow<Row>({ remove, message });
  const [outcomes, setOutcomes] = useState<boolean[]>([]);
  return (
    <>
      <Button
        loading={flow.deleting}
        onClick={async () => {
          const done = await flow.remove(row);
          setOutcomes((o) => [...o, done]);
        }}
      >
        Delete {row.name}
      </Button>
      <Text data-testid="outcomes">{outcomes.join(',')}</Text>
    </>
  );
}

const ROW = { id: 7, name: 'Finance' };
const outcomes = () => screen.getByTestId('outcomes').textContent;

describe('the delete flow', () => {
  it('asks first; "No, Keep it!" deletes nothing', async () => {
    const remove = vi.fn(async () => {});
    const { user } = renderInApp(<DeleteButton row={ROW} remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete Finance' }));
    const question = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(question).toHaveTextContent("You can't revert your action");
    await user.click(within(question).getByRole('button', { name: 'No, Keep it!' }));
    await waitFor(() => expect(outcomes()).toBe('false'));
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes the row on "Yes Delete it!", then says Deleted', async () => {
    let finish!: () => void;
    const remove = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderInApp(
      <DeleteButton row={ROW} remove={remove} message="Its sub-departments are removed too." />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Finance' }));
    const question = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(question).toHaveTextContent('Its sub-departments are removed too.');
    await user.click(within(question).getByRole('button', { name: 'Yes Delete it!' }));
    expect(remove).toHaveBeenCalledWith(ROW);
    // the button shows the work under way until the server answers
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Finance' })).toHaveAttribute('data-loading', 'true'),
    );
    finish();
    const done = await screen.findByRole('dialog', { name: 'Deleted' });
    expect(done).toHaveTextContent('You successfully deleted this file');
    expect(screen.getByRole('button', { name: 'Delete Finance' })).not.toHaveAttribute('data-loading');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(outcomes()).toBe('true'));
  });

  it('says what failed with the server’s message, and reports the row as kept', async () => {
    const remove = vi.fn(async () => {
      throw new ApiError(409, 'The department still has employees.');
    });
    const { user } = renderInApp(<DeleteButton row={ROW} remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete Finance' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes Delete it!',
      }),
    );
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveTextContent('It could not be deleted: The department still has employees.');
    expect(screen.queryByRole('dialog', { name: 'Deleted' })).toBeNull();
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(outcomes()).toBe('false'));
  });
});
