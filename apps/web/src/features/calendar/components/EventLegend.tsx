import { EVENT_TYPE_IDS, EVENT_TYPES } from '@hris/domain/calendar';
import { Group, Text } from '@mantine/core';
import { TypeDot } from './EventDetails';

/** The seven event types (docs/rules.md#event-types) and their colours. */
export function EventLegend() {
  return (
    <Group gap="md" role="list" aria-label="Event types">
      {EVENT_TYPE_IDS.map((type) => (
        <Text key={type} fz="sm" role="listitem" style={{ whiteSpace: 'nowrap' }}>
          <TypeDot type={type} />
          {EVENT_TYPES[type]}
        </Text>
      ))}
    </Group>
  );
}
