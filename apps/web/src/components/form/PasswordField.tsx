import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/**
 * Mantine's PasswordInput whose show/hide button is not named "…password…", so that the field is
 * the only control a "Password" label finds (screen readers and tests alike).
 */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the typed characters' }}
      {...props}
    />
  );
}
