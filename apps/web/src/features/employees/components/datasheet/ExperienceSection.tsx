import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconBuildingSkyscraper, IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormSection } from '../../../../components/FormSection';
import { removeRow } from '../../../../components/form/repeatable-rows';
import { type DatasheetValues, EMPTY_EXPERIENCE, F } from './datasheet-values';

const MAX_ROWS = 20;

/** Previous employers; rows can be added and removed, and an empty row is simply not saved. */
export function ExperienceSection() {
  const { control } = useFormContext<DatasheetValues>();
  const rows = useFieldArray({ control, name: 'experience' });

  return (
    <FormSection
      title="Work experience"
      description="Optional. Most recent first; leave a row empty to skip it."
      icon={<IconBuildingSkyscraper size={18} />}
      cols={0}
      actions={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => rows.append({ ...EMPTY_EXPERIENCE })}
          disabled={rows.fields.length >= MAX_ROWS}
        >
          Add experience
        </Button>
      }
    >
      <Stack gap="sm">
        {rows.fields.map((row, index) => (
          <Paper
            key={row.id}
            withBorder
            radius="md"
            p="md"
            bg="gray.0"
            aria-label={`Experience ${index + 1}`}
          >
            <Group justify="space-between" mb="xs">
              <Text fw={600} fz="sm">
                Experience {index + 1}
              </Text>
              <Tooltip label="Remove this experience">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => removeRow(rows, index, EMPTY_EXPERIENCE)}
                  aria-label={`Remove experience ${index + 1}`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
              <F.Text name={`experience.${index}.employeer`} label="Employer" withAsterisk />
              <F.Text name={`experience.${index}.job_title`} label="Job title" withAsterisk />
              <F.Text name={`experience.${index}.company_address`} label="Company address" />
              <F.Date name={`experience.${index}.start_date`} label="Start date" />
              <F.Date name={`experience.${index}.end_date`} label="End date" />
              <F.Money name={`experience.${index}.previous_salary`} label="Previous salary" max={99_999.99} />
              <F.Text
                name={`experience.${index}.reason_for_leaving`}
                label="Reason for leaving"
                style={{ gridColumn: '1 / -1' }}
              />
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    </FormSection>
  );
}
