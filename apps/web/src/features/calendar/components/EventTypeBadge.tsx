import { Badge } from '@mantine/core';
import { eventTypeColour, eventTypeName } from '../event-labels';

/** An event's type as a badge in its colour (docs/rules.md#event-types), as the month view's legend shows it. */
export function EventTypeBadge({ type }: { type: number }) {
  return (
    <Badge variant="light" color={eventTypeColour(type)} styles={{ label: { overflow: 'visible' } }}>
      {eventTypeName(type)}
    </Badge>
  );
}
