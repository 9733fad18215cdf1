import type { RequestStatus } from '@hris/domain/schedule';
import { Badge, type BadgeProps } from '@mantine/core';
import { REQUEST_STATUS_COLORS, requestStatusName } from '../request-labels';

/** An approval status of an adjustment or undertime request (pending, approved, rejected) as a badge. */
export function RequestStatusBadge({ status, ...rest }: { status: string | null | undefined } & BadgeProps) {
  return (
    <Badge
      variant="light"
      radius="sm"
      color={REQUEST_STATUS_COLORS[status as RequestStatus] ?? 'gray'}
      style={{ minWidth: 'max-content' }}
      {...rest}
    >
      {requestStatusName(status)}
    </Badge>
  );
}
