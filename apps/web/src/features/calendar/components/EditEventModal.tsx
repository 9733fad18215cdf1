import {
  CALENDAR_MESSAGES,
  type CalendarEvent,
  type CalendarUpdateBody,
  calendarUpdateBody,
} from '@hris/domain/calendar';
import { SimpleGrid, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateEvent } from '../api/events';
import { EventTypeFields } from './EventTypeFields';
import { TargetSelect } from './TargetSelect';

type EditEventValues = {
  name: string;
  event_type: number | null;
  holiday_type: number | null;
  date_event: string;
  sub_department_id: number | null;
};
const F = formFields<EditEventValues>();
const resolver = formResolver<EditEventValues, typeof calendarUpdateBody>(calendarUpdateBody);

type EditEventModalProps = { opened: boolean; event: CalendarEvent | null; onClose: () => void };

/** The Calendar Event list's edit modal (`POST api/calendar/update/{id}`). */
export function EditEventModal({ opened, event, onClose }: EditEventModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit Calendar Event" centered size="lg">
      {event ? <EditEventForm key={event.id} event={event} onClose={onClose} /> : null}
    </FormModal>
  );
}

function EditEventForm({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const form = useForm<EditEventValues, unknown, CalendarUpdateBody>({
    resolver,
    defaultValues: {
      name: event.name,
      event_type: event.event_type,
      holiday_type: event.holiday_type,
      date_event: event.date_event,
      sub_department_id: event.sub_department_id,
    },
  });
  const mutation = useUpdateEvent();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ id: event.id, body }),
    onSaved: onClose,
    success: { title: 'Updated', message: CALENDAR_MESSAGES.updated },
    // a failed update says what failed, with the server's message
    describeError: (error) => `The event could not be saved: ${errorMessage(error)}`,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Edit event form">
        <Stack gap="md">
          <F.Text name="name" label="Event name" maxLength={100} withAsterisk data-autofocus />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <EventTypeFields typeName="event_type" holidayName="holiday_type" />
            <F.Date name="date_event" label="Date" withAsterisk />
            <F.Use name="sub_department_id" component={TargetSelect} label="Sub-department" withAsterisk />
          </SimpleGrid>
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
