import {
  ALL_SUB_DEPARTMENTS,
  CALENDAR_MESSAGES,
  CALENDAR_PER_PAGE,
  type CalendarEvent,
  type calendarListQuery,
} from '@hris/domain/calendar';
import type { SortOf } from '@hris/domain/paging';
import { Button, Select } from '@mantine/core';
import { IconCalendarMonth, IconCalendarPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { actionColumn } from '../../../components/action-column';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { IconAction } from '../../../components/IconAction';
import { PageHeader } from '../../../components/PageHeader';
import { useSubDepartmentOptions } from '../../../components/reference/reference-options';
import { useDeleteFlow } from '../../../components/use-delete-flow';
import { useRowModal } from '../../../components/use-row-modal';
import { YearFilter } from '../../../components/YearFilter';
import { companyYear } from '../../../lib/clock';
import { formatDate } from '../../../lib/format';
import { fetchEvents, useDeleteEvent } from '../api/events';
import { eventsKey } from '../api/keys';
import { EditEventModal } from '../components/EditEventModal';
import { EventTypeBadge } from '../components/EventTypeBadge';
import { EVENT_TYPE_OPTIONS, holidayTypeName } from '../event-labels';
import { EVENT_PAGE_SIZES } from '../page-sizes';

const TYPE_FILTER = EVENT_TYPE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));

/** The list's target filter: everyone's events (0) or one sub-department's own. */
function useTargetFilterOptions() {
  const options = useSubDepartmentOptions();
  return useMemo(
    () => [
      { value: String(ALL_SUB_DEPARTMENTS), label: 'All (everyone)' },
      ...(options.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    ],
    [options.data],
  );
}

/** /hr/holidays (Calendar Event): every event and holiday, with edit and remove. */
export function CalendarEventsPage() {
  const [year, setYear] = useState<string | null>(String(companyYear()));
  const [eventType, setEventType] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const targets = useTargetFilterOptions();
  const edit = useRowModal<CalendarEvent>();
  const deletion = useDeleteEvent();
  const { remove } = useDeleteFlow<CalendarEvent>({
    remove: (row) => deletion.mutateAsync(row.id),
    success: { title: 'Deleted', message: CALENDAR_MESSAGES.deleted },
  });

  const columns: DataListColumn<CalendarEvent, SortOf<typeof calendarListQuery>>[] = [
    { key: 'name', header: 'Event', sort: 'name', render: (row) => row.name },
    {
      key: 'date_event',
      header: 'Date',
      sort: 'date_event',
      nowrap: true,
      render: (row) => formatDate(row.date_event),
    },
    {
      key: 'event_type',
      header: 'Type',
      sort: 'event_type',
      nowrap: true,
      render: (row) => <EventTypeBadge type={row.event_type} />,
    },
    {
      key: 'holiday_type',
      header: 'Holiday Type',
      nowrap: true,
      render: (row) => holidayTypeName(row.holiday_type),
    },
    { key: 'sub_department', header: 'Sub-department', render: (row) => row.sub_department_name },
    actionColumn((row) => (
      <>
        <IconAction
          label={`Edit ${row.name}`}
          icon={<IconPencil size={16} />}
          variant="light"
          onClick={() => edit.open(row)}
        />
        <IconAction
          label={`Remove ${row.name}`}
          icon={<IconTrash size={16} />}
          color="red"
          onClick={() => void remove(row)}
        />
      </>
    )),
  ];

  return (
    <>
      <PageHeader
        title="Calendar Event"
        description="The company's events and holidays, for everyone or one sub-department."
        actions={
          <>
            <Button
              component={Link}
              to="/hr/calendar"
              variant="default"
              leftSection={<IconCalendarMonth size={16} />}
            >
              Month view
            </Button>
            <Button component={Link} to="/hr/addcalendarevent" leftSection={<IconCalendarPlus size={16} />}>
              Add Event
            </Button>
          </>
        }
      />
      <DataList
        label="Calendar events"
        queryKey={eventsKey}
        fetchPage={fetchEvents}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={EVENT_PAGE_SIZES}
        defaultPageSize={CALENDAR_PER_PAGE}
        defaultSort="date_event"
        defaultOrder="asc"
        searchPlaceholder="Search event"
        filters={{ year, event_type: eventType, sub_department_id: target }}
        filterSlot={
          <>
            <YearFilter value={year} onChange={setYear} />
            <Select
              label="Type"
              placeholder="All types"
              data={TYPE_FILTER}
              value={eventType}
              onChange={setEventType}
              clearable
              w={160}
            />
            <Select
              label="Sub-department"
              placeholder="Any sub-department"
              data={targets}
              value={target}
              onChange={setTarget}
              searchable
              clearable
              w={200}
            />
          </>
        }
      />
      <EditEventModal opened={edit.opened} event={edit.row} onClose={edit.close} />
    </>
  );
}
