import type { LeaveStatus } from '@hris/domain/leave';
import { Badge, type BadgeProps } from '@mantine/core';
import { STATUS_COLORS, statusLabel } from '../leave-labels';

/** A leave or approval status (pending, approved, rejected) as a coloured badge. */
export function LeaveStatusBadge({ status, ...rest }: { status: string | null | undefined } & BadgeProps) {
  return (
    <Badge
      variant="light"
      radius="sm"
      color={STATUS_COLORS[status as LeaveStatus] ?? 'gray'}
      style={{ minWidth: 'max-content' }}
      {...rest}
    >
      {statusLabel(status)}
    </Badge>
  );
}
