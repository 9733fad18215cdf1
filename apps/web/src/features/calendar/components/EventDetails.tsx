import type { CalendarEvent } from '@hris/domain/calendar';
import { Box, Divider, Modal, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { DetailGrid } from '../../../components/DetailGrid';
import { formatDate } from '../../../lib/format';
import { eventTypeColour, eventTypeName, holidayTypeName, targetName } from '../event-labels';

/** A small round mark in the type's colour, inline with text. */
export function TypeDot({ type }: { type: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      display="inline-block"
      w={10}
      h={10}
      mr={6}
      style={{ borderRadius: '50%', background: `var(--mantine-color-${eventTypeColour(type)}-filled)` }}
    />
  );
}

function EventFacts({ event }: { event: CalendarEvent }) {
  return (
    <DetailGrid
      cols={2}
      items={[
        { label: 'Event', value: event.name, span: true },
        { label: 'Date', value: formatDate(event.date_event) },
        {
          label: 'Type',
          value: (
            <>
              <TypeDot type={event.event_type} />
              {eventTypeName(event.event_type)}
            </>
          ),
        },
        { label: 'Holiday type', value: holidayTypeName(event.holiday_type) },
        { label: 'For', value: targetName(event) },
      ]}
    />
  );
}

type EventDetailsModalProps = {
  /** The events shown: the one clicked, or every event of a day. */
  events: CalendarEvent[];
  title: string;
  opened: boolean;
  onClose: () => void;
};

/** One event of a busy day: its name, then type, holiday type and target on one line. */
function EventLine({ event }: { event: CalendarEvent }) {
  const facts = [eventTypeName(event.event_type), holidayTypeName(event.holiday_type), targetName(event)];
  return (
    <Stack gap={2}>
      <Text fw={600}>{event.name}</Text>
      <Text fz="sm" c="dimmed">
        <TypeDot type={event.event_type} />
        {facts.filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

/**
 * What the month view shows when an event is clicked (name, date, type, holiday type, target), or,
 * from a busy day's "+N more", every event of that day.
 */
export function EventDetailsModal({ events, title, opened, onClose }: EventDetailsModalProps) {
  const [only] = events;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {only && events.length === 1 ? (
        <EventFacts event={only} />
      ) : (
        <Stack gap="sm">
          {events.length === 0 ? <Text c="dimmed">No events on this day.</Text> : null}
          {events.map((event, index) => (
            <Fragment key={event.id}>
              {index > 0 ? <Divider /> : null}
              <EventLine event={event} />
            </Fragment>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
