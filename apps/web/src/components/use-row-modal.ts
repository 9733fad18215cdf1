import { useState } from 'react';

/**
 * A modal that acts on one list row: the row stays set while the modal closes, so that its content
 * does not vanish during the closing transition.
 */
export function useRowModal<T>() {
  const [state, setState] = useState<{ row: T | null; opened: boolean }>({ row: null, opened: false });
  return {
    row: state.row,
    opened: state.opened,
    open: (row: T) => setState({ row, opened: true }),
    close: () => setState((current) => ({ ...current, opened: false })),
  };
}
