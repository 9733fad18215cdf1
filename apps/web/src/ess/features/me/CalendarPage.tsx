import {
  EVENT_TYPE_COLOURS,
  EVENT_TYPES,
  type EventType,
  HOLIDAY_TYPES,
  type HolidayType,
} from '@hris/domain/calendar';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { LoadFailedAlert } from '../../../components/LoadFailure';
import { formatDate } from '../../../lib/format';
import { monthTitle } from '../../../lib/month';
import { monthRange, myCalendarQuery } from './api';
import { MonthSwitch, useMonth } from './MonthSwitch';
import './me.css';

/** /ess/calendar: the month's holidays and events for everyone and for the employee's team. */
export function CalendarPage() {
  const [month, setMonth] = useMonth();
  const { start, end } = monthRange(month);
  const events = useQuery({ ...myCalendarQuery(start, end), placeholderData: keepPreviousData });
  const list = events.data ?? [];
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Calendar
      </Title>
      <Paper withBorder radius="md" p="md">
        <MonthSwitch month={month} onChange={setMonth} />
      </Paper>
      {events.isError ? (
        <LoadFailedAlert
          title="The calendar could not be loaded"
          error={events.error}
          onRetry={() => events.refetch()}
        />
      ) : null}
      {events.isSuccess && list.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No holidays or events in {monthTitle(month)}.
        </Text>
      ) : null}
      <ul
        className="ess-me__list"
        aria-label={`Events of ${monthTitle(month)}`}
        aria-busy={events.isFetching}
      >
        {list.map((ev) => {
          const type = EVENT_TYPES[ev.event_type as EventType] ?? 'Event';
          const holiday = ev.holiday_type ? HOLIDAY_TYPES[ev.holiday_type as HolidayType] : null;
          return (
            <Paper component="li" key={ev.id} withBorder radius="sm" p="sm">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Stack gap={0} miw={0}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {ev.name}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {formatDate(ev.date_event)} · {dayjs(ev.date_event).format('ddd')} ·{' '}
                    {ev.sub_department_id === 0 ? 'Everyone' : ev.sub_department_name}
                  </Text>
                </Stack>
                <Badge
                  variant="light"
                  color={EVENT_TYPE_COLOURS[ev.event_type as EventType] ?? 'gray'}
                  style={{ flexShrink: 0 }}
                >
                  {holiday ?? type}
                </Badge>
              </Group>
            </Paper>
          );
        })}
      </ul>
    </Stack>
  );
}
