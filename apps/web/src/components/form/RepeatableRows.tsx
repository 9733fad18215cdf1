import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  type SimpleGridProps,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type FieldValues, useFieldArray, useFormContext } from 'react-hook-form';
import { FormSection } from '../FormSection';
import { removeRow } from './repeatable-rows';

type RemoveRowButtonProps = {
  /** The button's name: "Remove dependent 2". */
  label: string;
  /** Its tooltip, when other than its name. */
  tooltip?: string;
  onClick: () => void;
  mt?: number;
};

/** The red bin that removes one row of a repeatable list. */
export function RemoveRowButton({ label, tooltip, onClick, mt }: RemoveRowButtonProps) {
  return (
    <Tooltip label={tooltip ?? label} withArrow>
      <ActionIcon variant="subtle" color="red" mt={mt} onClick={onClick} aria-label={label}>
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

type RepeatableSectionProps = {
  /** The form's list of rows, e.g. 'dependents'. */
  name: string;
  /** A new row, and what the only row left becomes when it is removed (the list always shows one). */
  empty: Record<string, unknown>;
  /** The most rows the list takes. */
  max: number;
  title: string;
  description: string;
  icon: ReactNode;
  /** What a row is: "dependent" names "Dependent 2", "Add dependent", "Remove dependent 2". */
  noun: string;
  addVariant?: 'light' | 'default';
  /** The row's number above its fields (long rows), rather than Remove beside them. */
  titled?: boolean;
  cols: SimpleGridProps['cols'];
  /** The fields of row `index`. */
  children: (index: number) => ReactNode;
};

/**
 * A section of repeatable rows (work experience, dependents, senior citizens, responsibility items):
 * Add up to `max`, Remove on each row, the list's own message. A row left empty is not a record
 * (`repeatable-rows.ts` drops it before validation and sending).
 */
export function RepeatableSection({
  name,
  empty,
  max,
  title,
  description,
  icon,
  noun,
  addVariant = 'light',
  titled = false,
  cols,
  children,
}: RepeatableSectionProps) {
  const { control, formState } = useFormContext<FieldValues>();
  const rows = useFieldArray({ control, name });
  const errors = formState.errors[name];
  const listError = errors?.message ?? (errors?.root as { message?: string } | undefined)?.message;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <FormSection
      title={title}
      description={description}
      icon={icon}
      cols={0}
      actions={
        <Button
          variant={addVariant}
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => rows.append({ ...empty })}
          disabled={rows.fields.length >= max}
        >
          Add {noun}
        </Button>
      }
    >
      <Stack gap="sm">
        {typeof listError === 'string' && listError ? (
          <Text c="red.9" fz="sm" role="alert">
            {listError}
          </Text>
        ) : null}
        {rows.fields.map((row, index) => {
          const remove = (
            <RemoveRowButton
              label={`Remove ${noun} ${index + 1}`}
              tooltip={`Remove this ${noun}`}
              mt={titled ? undefined : 28}
              onClick={() => removeRow(rows, index, empty)}
            />
          );
          return (
            <Paper
              key={row.id}
              withBorder
              radius="md"
              p={titled ? 'md' : 'sm'}
              bg="gray.0"
              aria-label={`${Noun} ${index + 1}`}
            >
              {titled ? (
                <>
                  <Group justify="space-between" mb="xs">
                    <Text fw={600} fz="sm">
                      {Noun} {index + 1}
                    </Text>
                    {remove}
                  </Group>
                  <SimpleGrid cols={cols} spacing="md" verticalSpacing="sm">
                    {children(index)}
                  </SimpleGrid>
                </>
              ) : (
                <Group align="flex-start" wrap="nowrap" gap="sm">
                  <SimpleGrid style={{ flex: 1 }} cols={cols} spacing="sm" verticalSpacing="xs">
                    {children(index)}
                  </SimpleGrid>
                  {remove}
                </Group>
              )}
            </Paper>
          );
        })}
      </Stack>
    </FormSection>
  );
}
