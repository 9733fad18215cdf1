import type { CalendarEvent } from '@hris/domain/calendar';
import { Anchor, UnstyledButton, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';
import { formatDate } from '../../../lib/format';
import { eventTypeColour, eventTypeName, HOLIDAY_SHORT } from '../event-labels';
import { WEEKDAYS } from '../month';
import './month-grid.css';

/** A day cell shows this many events; the others are one click away ("+2 more"). */
const SHOWN_PER_DAY = 3;

type MonthGridProps = {
  /** YYYY-MM: the month shown; days of the weeks around it are dimmed. */
  month: string;
  weeks: string[][];
  /** The events of the visible weeks, by date. */
  byDate: Map<string, CalendarEvent[]>;
  today: string;
  label: string;
  onEvent: (event: CalendarEvent) => void;
  onDay: (date: string) => void;
};

function EventChip({ event, onClick }: { event: CalendarEvent; onClick: () => void }) {
  const colour = eventTypeColour(event.event_type);
  const holiday =
    event.holiday_type === 1 || event.holiday_type === 2 ? HOLIDAY_SHORT[event.holiday_type] : '';
  const style = {
    '--event-edge': `var(--mantine-color-${colour}-filled)`,
    '--event-tint': `var(--mantine-color-${colour}-light)`,
    '--event-text': `var(--mantine-color-${colour}-light-color)`,
  } as CSSProperties;
  return (
    <UnstyledButton className="month-grid-event" style={style} onClick={onClick} title={event.name}>
      <span className="month-grid-event-name">{event.name}</span>
      {holiday ? (
        <span className="month-grid-event-note">
          <VisuallyHidden>, </VisuallyHidden>
          {holiday} holiday
        </span>
      ) : null}
      <VisuallyHidden>
        , {eventTypeName(event.event_type)}, {formatDate(event.date_event)}
      </VisuallyHidden>
    </UnstyledButton>
  );
}

/** The month as a table of weeks, Sunday to Saturday, with each day's events colour-coded by type. */
export function MonthGrid({ month, weeks, byDate, today, label, onEvent, onDay }: MonthGridProps) {
  return (
    <table className="month-grid" aria-label={label}>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((date, column) => {
              const events = byDate.get(date) ?? [];
              const hidden = events.length - SHOWN_PER_DAY;
              const shown = hidden > 0 ? events.slice(0, SHOWN_PER_DAY - 1) : events;
              return (
                <td
                  key={date}
                  data-outside={date.slice(0, 7) !== month || undefined}
                  data-weekend={column === 0 || column === 6 || undefined}
                  data-today={date === today || undefined}
                  data-date={date}
                >
                  <time className="month-grid-day" dateTime={date}>
                    {dayjs(date).date()}
                  </time>
                  {shown.map((event) => (
                    <EventChip key={event.id} event={event} onClick={() => onEvent(event)} />
                  ))}
                  {hidden > 0 ? (
                    <Anchor component="button" type="button" fz="xs" mt={2} onClick={() => onDay(date)}>
                      +{hidden + 1} more
                    </Anchor>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
