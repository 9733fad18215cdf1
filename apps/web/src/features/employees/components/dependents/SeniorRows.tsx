import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Tooltip } from '@mantine/core';
import { IconOld, IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormSection } from '../../../../components/FormSection';
import { removeRow } from '../../../../components/form/repeatable-rows';
import { type DependentFormValues, EMPTY_SENIOR, F } from './dependent-values';

/** The Senior Citizen section: name, middle initial and senior citizen number per row. */
export function SeniorRows() {
  const { control } = useFormContext<DependentFormValues>();
  const rows = useFieldArray({ control, name: 'seniors' });
  return (
    <FormSection
      title="Senior Citizen"
      description="Senior citizens the employee supports. Leave a row empty to skip it."
      icon={<IconOld size={18} />}
      cols={0}
      actions={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => rows.append({ ...EMPTY_SENIOR })}
          disabled={rows.fields.length >= 10}
        >
          Add senior citizen
        </Button>
      }
    >
      <Stack gap="sm">
        {rows.fields.map((row, index) => (
          <Paper
            key={row.id}
            withBorder
            radius="md"
            p="sm"
            bg="gray.0"
            aria-label={`Senior citizen ${index + 1}`}
          >
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <SimpleGrid style={{ flex: 1 }} cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
                <F.Text
                  name={`seniors.${index}.senior_citizen`}
                  label="Senior citizen name"
                  withAsterisk
                  maxLength={32}
                />
                <F.Text name={`seniors.${index}.middle_initial`} label="Middle initial" maxLength={32} />
                <F.Masked
                  name={`seniors.${index}.senior_citizen_no`}
                  label="Senior citizen number"
                  mask="00-0000000-0"
                />
              </SimpleGrid>
              <Tooltip label="Remove this senior citizen">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  onClick={() => removeRow(rows, index, EMPTY_SENIOR)}
                  aria-label={`Remove senior citizen ${index + 1}`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Paper>
        ))}
      </Stack>
    </FormSection>
  );
}
