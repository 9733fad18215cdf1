import { RELATIONSHIPS } from '@hris/domain/employee';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormSection } from '../../../../components/FormSection';
import { removeRow } from '../../../../components/form/repeatable-rows';
import { type DependentFormValues, EMPTY_DEPENDENT, F } from './dependent-values';

/** The Dependents section: name, relationship, age and PhilHealth number per row. */
export function DependentRows() {
  const { control, formState } = useFormContext<DependentFormValues>();
  const rows = useFieldArray({ control, name: 'dependents' });
  const listError = formState.errors.dependents?.message ?? formState.errors.dependents?.root?.message;
  return (
    <FormSection
      title="Dependents"
      description="Children, parents or spouse declared for benefits. Leave a row empty to skip it."
      icon={<IconUsers size={18} />}
      cols={0}
      actions={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => rows.append({ ...EMPTY_DEPENDENT })}
          disabled={rows.fields.length >= 20}
        >
          Add dependent
        </Button>
      }
    >
      <Stack gap="sm">
        {listError ? (
          <Text c="red" fz="sm" role="alert">
            {listError}
          </Text>
        ) : null}
        {rows.fields.map((row, index) => (
          <Paper key={row.id} withBorder radius="md" p="sm" bg="gray.0" aria-label={`Dependent ${index + 1}`}>
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <SimpleGrid
                style={{ flex: 1 }}
                cols={{ base: 1, sm: 2, lg: 4 }}
                spacing="sm"
                verticalSpacing="xs"
              >
                <F.Text name={`dependents.${index}.name`} label="Name" withAsterisk maxLength={32} />
                <F.Choice
                  name={`dependents.${index}.relationship`}
                  label="Relationship"
                  withAsterisk
                  searchable
                  data={[...RELATIONSHIPS]}
                  placeholder="Select"
                />
                <F.Masked
                  name={`dependents.${index}.age`}
                  label="Age"
                  mask="00"
                  withAsterisk
                  placeholder="00"
                />
                <F.Masked name={`dependents.${index}.phic_no`} label="PHIC number" mask="00-0000000-0" />
              </SimpleGrid>
              <Tooltip label="Remove this dependent">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  onClick={() => removeRow(rows, index, EMPTY_DEPENDENT)}
                  aria-label={`Remove dependent ${index + 1}`}
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
