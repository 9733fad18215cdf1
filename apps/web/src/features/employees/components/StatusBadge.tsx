import { Badge } from '@mantine/core';
import { statusColor, statusLabel } from '../status';

/** An employment status as a coloured badge. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={statusColor(status)} radius="sm" style={{ minWidth: 'max-content' }}>
      {statusLabel(status)}
    </Badge>
  );
}
