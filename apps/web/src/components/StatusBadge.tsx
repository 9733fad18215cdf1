import { Badge } from '@mantine/core';
import { statusColor, statusLabel } from '../lib/employment-status';

/** An employment status as a coloured badge (`size="sm"` in list rows). */
export function StatusBadge({ status, size }: { status: string; size?: 'sm' | 'md' }) {
  return (
    <Badge
      variant="light"
      color={statusColor(status)}
      radius="sm"
      size={size}
      style={{ minWidth: 'max-content' }}
    >
      {statusLabel(status)}
    </Badge>
  );
}
