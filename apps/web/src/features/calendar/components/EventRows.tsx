import { CALENDAR_MAX_ROWS } from '@hris/domain/calendar';
import { Button, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { formFields } from '../../../components/form/form-fields';
import { RemoveRowButton } from '../../../components/form/RepeatableRows';
import { removeRow } from '../../../components/form/repeatable-rows';
import { type AddEventsValues, EMPTY_EVENT_ROW } from '../event-form';
import { EventTypeFields } from './EventTypeFields';
import { TargetSelect } from './TargetSelect';

const F = formFields<AddEventsValues>();

/**
 * The new events, one row each (docs/rules.md#event-types): name, date, type, holiday type (Holidays only) and who it is
 * for. Removing the only row empties it instead, so the form always shows one.
 */
export function EventRows() {
  const { control, formState } = useFormContext<AddEventsValues>();
  const rows = useFieldArray({ control, name: 'calendar_content' });
  const listError = formState.errors.calendar_content;
  const listMessage = listError?.message ?? listError?.root?.message;
  return (
    <Stack gap="sm">
      {rows.fields.map((row, index) => {
        const label = `Event ${index + 1}`;
        return (
          <Paper key={row.id} withBorder radius="md" p="sm" role="group" aria-label={label}>
            <Group justify="space-between" mb={4} gap="xs">
              <Text fw={600} fz="sm">
                {label}
              </Text>
              <RemoveRowButton
                label={`Remove event ${index + 1}`}
                onClick={() => removeRow(rows, index, EMPTY_EVENT_ROW)}
              />
            </Group>
            <Grid columns={24} gap="sm">
              <Grid.Col span={{ base: 24, sm: 16, lg: 6 }}>
                <F.Text
                  name={`calendar_content.${index}.name`}
                  label="Event name"
                  placeholder="e.g. Independence Day"
                  maxLength={100}
                  withAsterisk
                />
              </Grid.Col>
              <Grid.Col span={{ base: 24, sm: 8, lg: 5 }}>
                <F.Date name={`calendar_content.${index}.start`} label="Date" withAsterisk />
              </Grid.Col>
              <EventTypeFields
                typeName={`calendar_content.${index}.type`}
                holidayName={`calendar_content.${index}.h_type`}
                wrap={(field) => <Grid.Col span={{ base: 24, sm: 8, lg: 4 }}>{field}</Grid.Col>}
              />
              <Grid.Col span={{ base: 24, sm: 8, lg: 5 }}>
                <F.Use
                  name={`calendar_content.${index}.display`}
                  component={TargetSelect}
                  label="Sub-department"
                  withAsterisk
                />
              </Grid.Col>
            </Grid>
          </Paper>
        );
      })}
      {listMessage ? (
        <Text c="red.9" fz="sm" role="alert">
          {listMessage}
        </Text>
      ) : null}
      <Group justify="space-between">
        <Text fz="xs" c="dimmed">
          Every row is one event. All rows are saved together, or none.
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={rows.fields.length >= CALENDAR_MAX_ROWS}
          onClick={() => rows.append({ ...EMPTY_EVENT_ROW })}
        >
          Add row
        </Button>
      </Group>
    </Stack>
  );
}
