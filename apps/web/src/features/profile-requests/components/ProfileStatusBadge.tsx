import type { ProfileRequestStatus } from '@hris/domain/profile-requests';
import { Badge, type BadgeProps } from '@mantine/core';
import { PROFILE_STATUS_COLORS, PROFILE_STATUS_LABELS } from '../profile-values';

/** A profile request's status (pending, approved, declined) as a badge. */
export function ProfileStatusBadge({ status, ...rest }: { status: ProfileRequestStatus } & BadgeProps) {
  return (
    <Badge
      variant="light"
      radius="sm"
      color={PROFILE_STATUS_COLORS[status]}
      style={{ minWidth: 'max-content' }}
      {...rest}
    >
      {PROFILE_STATUS_LABELS[status]}
    </Badge>
  );
}
