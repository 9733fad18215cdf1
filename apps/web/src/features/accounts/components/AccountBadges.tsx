import { Badge } from '@mantine/core';
import { accountTypeColor, accountTypeLabel } from '../account-types';

/** An account type (Admin Staff, Office Staff, Supervisor, Manager) as a badge. */
export function AccountTypeBadge({ type }: { type: string | null }) {
  if (!type) return null;
  return (
    <Badge variant="light" color={accountTypeColor(type)} radius="sm" style={{ minWidth: 'max-content' }}>
      {accountTypeLabel(type)}
    </Badge>
  );
}

/** A user's active flag. */
export function UserStatusBadge({ status }: { status: string }) {
  const active = status === 'active';
  return (
    <Badge variant="dot" color={active ? 'teal' : 'gray'} radius="sm" style={{ minWidth: 'max-content' }}>
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
