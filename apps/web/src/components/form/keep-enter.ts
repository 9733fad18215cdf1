import type { KeyboardEvent } from 'react';

/**
 * Enter in a text or date input confirms what was typed; it does not submit the whole form (which
 * would ask "Are you sure?" mid-typing). The submit button still submits.
 */
export function keepEnterInField(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}
