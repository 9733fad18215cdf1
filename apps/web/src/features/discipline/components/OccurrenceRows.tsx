import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { formFields } from '../../../components/form/form-fields';
import { RemoveRowButton } from '../../../components/form/RepeatableRows';
import { removeRow } from '../../../components/form/repeatable-rows';
import { EMPTY_OCCURRENCE, type NteFormValues } from '../nte-form';

const F = formFields<NteFormValues>();

/** The occurrences of the infraction: date and details per row; removing the only row empties it (docs/rules.md#validation). */
export function OccurrenceRows() {
  const { control } = useFormContext<NteFormValues>();
  const rows = useFieldArray({ control, name: 'details_occurence' });
  return (
    <Stack gap="sm">
      {rows.fields.map((row, index) => (
        <Group key={row.id} align="flex-start" gap="sm" wrap="nowrap">
          <F.Date name={`details_occurence.${index}.date`} label={`Date ${index + 1}`} w={170} />
          <F.LongText
            name={`details_occurence.${index}.details`}
            label={`Details ${index + 1}`}
            autosize
            minRows={1}
            maxRows={4}
            style={{ flex: 1 }}
          />
          <RemoveRowButton
            label={`Remove occurrence ${index + 1}`}
            mt={26}
            onClick={() => removeRow(rows, index, EMPTY_OCCURRENCE)}
          />
        </Group>
      ))}
      <Group justify="space-between">
        <Text fz="xs" c="dimmed">
          Optional: each occurrence filled in needs its date and its details.
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => rows.append({ ...EMPTY_OCCURRENCE })}
        >
          Add row
        </Button>
      </Group>
    </Stack>
  );
}
