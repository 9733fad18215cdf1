import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type IconActionProps = {
  /** The action's name: the tooltip and what assistive technology (and tests) call it. */
  label: string;
  icon: ReactNode;
  /** A link to another screen, or ... */
  to?: string;
  /** ... a button. */
  onClick?: () => void;
  color?: string;
  /** 'light' for the row's main action, 'subtle' for the others. */
  variant?: 'light' | 'subtle';
};

/** A compact row action: an icon with a tooltip, as a link or a button. */
export function IconAction({ label, icon, to, onClick, color, variant = 'subtle' }: IconActionProps) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      {to ? (
        <ActionIcon component={Link} to={to} variant={variant} color={color} aria-label={label}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon variant={variant} color={color} aria-label={label} onClick={onClick}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
