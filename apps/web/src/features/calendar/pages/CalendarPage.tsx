import type { CalendarEvent } from '@hris/domain/calendar';
import { Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconList } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LostNetwork } from '../../../components/LostNetwork';
import { MonthStepper } from '../../../components/MonthStepper';
import { PageHeader } from '../../../components/PageHeader';
import { useSubDepartmentOptions } from '../../../components/reference/reference-options';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { companyMonth, companyToday } from '../../../lib/clock';
import { formatDate } from '../../../lib/format';
import { monthOf, monthTitle } from '../../../lib/month';
import { useMonthEvents } from '../api/events';
import { EventDetailsModal } from '../components/EventDetails';
import { EventLegend } from '../components/EventLegend';
import { FeedLink } from '../components/FeedLink';
import { MonthGrid } from '../components/MonthGrid';
import { monthWeeks } from '../month';

/** The calendar's dates run from 2019 (docs/rules.md#lists-and-limits); the first week of January 2019 starts in December 2018. */
const FIRST_DAY = '2019-01-01';
const ALL = 'all';

type Shown = { title: string; events: CalendarEvent[] } | null;

/** /hr/calendar: the month view, events colour-coded by type, and the user's subscription link. */
export function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const month = monthOf(params.get('month'));
  const [subDepartment, setSubDepartment] = useState<string>(ALL);
  const subDepartments = useSubDepartmentOptions();
  const [shown, setShown] = useState<Shown>(null);
  const [opened, setOpened] = useState(false);

  const weeks = useMemo(() => monthWeeks(month), [month]);
  const firstDay = weeks[0]?.[0] ?? FIRST_DAY;
  const start = firstDay < FIRST_DAY ? FIRST_DAY : firstDay;
  const end = weeks.at(-1)?.[6] ?? start;
  const query = useMonthEvents({
    start,
    end,
    subDepartmentId: subDepartment === ALL ? null : Number(subDepartment),
  });
  const byDate = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const event of query.data ?? []) {
      const day = map.get(event.date_event) ?? [];
      day.push(event);
      map.set(event.date_event, day);
    }
    return map;
  }, [query.data]);

  const filterOptions = useMemo(
    () => [
      { value: ALL, label: 'All sub-departments' },
      ...(subDepartments.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    ],
    [subDepartments.data],
  );
  const goTo = (next: string) => setParams({ month: next }, { replace: false });
  const show = (value: Shown) => {
    setShown(value);
    setOpened(true);
  };
  const today = companyToday();
  const title = monthTitle(month);

  return (
    <>
      <PageHeader
        title="Calendar"
        description="Company events and holidays by month, colour-coded by type."
        actions={
          <>
            <Button component={Link} to="/hr/holidays" variant="default" leftSection={<IconList size={16} />}>
              Calendar Event
            </Button>
            <Button component={Link} to="/hr/addcalendarevent" leftSection={<IconCalendarPlus size={16} />}>
              Add Event
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'sm', xl: 'md' }}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end" gap="sm">
              <Group gap="xs" align="center">
                <MonthStepper month={month} onChange={goTo} />
                <Button variant="default" onClick={() => goTo(companyMonth())}>
                  Today
                </Button>
                <Title order={2} fz="h3" ml="xs" aria-live="polite">
                  {title}
                </Title>
                {query.isFetching ? <Loader size="xs" aria-label="Loading" /> : null}
              </Group>
              <Select
                label="Sub-department"
                data={filterOptions}
                value={subDepartment}
                onChange={(value) => setSubDepartment(value ?? ALL)}
                allowDeselect={false}
                searchable
                w={240}
              />
            </Group>
            <EventLegend />
            {query.isError && !query.data ? (
              query.error instanceof ApiError && query.error.isNetworkError ? (
                <LostNetwork />
              ) : (
                <LostNetwork
                  title="The calendar could not be loaded"
                  message={errorMessage(query.error)}
                  onRetry={() => query.refetch()}
                />
              )
            ) : (
              <MonthGrid
                month={month}
                weeks={weeks}
                byDate={byDate}
                today={today}
                label={`Events of ${title}`}
                onEvent={(event) => show({ title: event.name, events: [event] })}
                onDay={(date) => show({ title: formatDate(date), events: byDate.get(date) ?? [] })}
              />
            )}
            {query.data && query.data.length === 0 ? (
              <Text fz="sm" c="dimmed">
                No events in these weeks.
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <FeedLink />
      </Stack>
      <EventDetailsModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={shown?.title ?? ''}
        events={shown?.events ?? []}
      />
    </>
  );
}
