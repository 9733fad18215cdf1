import { CALENDAR_MESSAGES, type CalendarAddBody, calendarAddBody } from '@hris/domain/calendar';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconCalendarEvent, IconDeviceFloppy } from '@tabler/icons-react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormSection } from '../../../components/FormSection';
import { keepEnterInField } from '../../../components/form/keep-enter';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { PageHeader } from '../../../components/PageHeader';
import { useAddEvents } from '../api/events';
import { EventRows } from '../components/EventRows';
import { type AddEventsValues, EMPTY_EVENT_ROW, eventsResolver, rowErrorsOnScreen } from '../event-form';

const resolver = eventsResolver(calendarAddBody);

/**
 * /hr/addcalendarevent: several events at once (`POST api/calendar/add`), all saved or none; then the
 * month view of the first event's month.
 */
export function AddEventsPage() {
  const navigate = useNavigate();
  const form = useForm<AddEventsValues, unknown, CalendarAddBody>({
    resolver,
    defaultValues: { calendar_content: [{ ...EMPTY_EVENT_ROW }] },
  });
  const mutation = useAddEvents();
  const { submit, saving } = useSaveFlow(form, {
    save: async (body) => {
      try {
        await mutation.mutateAsync(body.calendar_content);
      } catch (error) {
        throw rowErrorsOnScreen(error);
      }
      return body;
    },
    success: { title: 'Saved', message: CALENDAR_MESSAGES.saved },
    fields: ['calendar_content'],
    afterSuccess: (body) => {
      const first = body.calendar_content[0];
      navigate(first ? `/hr/calendar?month=${first.start.slice(0, 7)}` : '/hr/calendar');
    },
  });

  return (
    <>
      <PageHeader
        title="Add Calendar Event"
        description="Add events and holidays to the company calendar, for everyone or one sub-department."
      />
      <FormProvider {...form}>
        <form onSubmit={submit} onKeyDown={keepEnterInField} noValidate aria-label="New events form">
          <Stack gap="md">
            <FormSection
              title="Events"
              description="A holiday needs its holiday type: Regular or Special."
              icon={<IconCalendarEvent size={18} />}
              cols={0}
            >
              <EventRows />
            </FormSection>
            <Paper withBorder radius="md" p="sm" shadow="sm" pos="sticky" bottom={8} style={{ zIndex: 5 }}>
              <Group justify="flex-end" gap="sm">
                <Button component={Link} to="/hr/holidays" variant="default" disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
                  Save
                </Button>
              </Group>
            </Paper>
          </Stack>
        </form>
      </FormProvider>
    </>
  );
}
