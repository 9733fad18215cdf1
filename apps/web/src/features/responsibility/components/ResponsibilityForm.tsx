import { zodResolver } from '@hookform/resolvers/zod';
import {
  RESPONSIBILITY_MAX_ITEMS,
  type ResponsibilityDetail,
  responsibilityAddBody,
  responsibilityUpdateBody,
} from '@hris/domain/responsibility';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconPackage, IconPlus, IconTrash, IconUser } from '@tabler/icons-react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormSection } from '../../../components/FormSection';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { keepEnterInField } from '../../../components/form/keep-enter';
import {
  filledRowIndexes,
  ignoreBlankRows,
  remapServerRowErrors,
  removeRow,
} from '../../../components/form/repeatable-rows';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { EmployeeSelect } from '../../../components/reference/EmployeeSelect';
import { useSaveForm } from '../api/responsibility';

type Item = { name: string; description: string; quantity: string; received: string };
type Values = { employee_id: number | null; responsibility: Item[] };
const F = formFields<Values>();
const EMPTY_ITEM: Item = { name: '', description: '', quantity: '', received: '' };
const LIST = '/hr/responsibilityform';

/**
 * The add form (an employee without a form, then the items) and the edit form (the items): repeatable
 * rows of name, description, quantity and received; a row left empty is not an item.
 */
export function ResponsibilityForm({ form: existing }: { form?: ResponsibilityDetail }) {
  const navigate = useNavigate();
  const schema = existing ? responsibilityUpdateBody : responsibilityAddBody;
  const form = useForm<Values, unknown, z.output<typeof responsibilityAddBody>>({
    resolver: ignoreBlankRows(zodResolver(schema) as never, ['responsibility']),
    defaultValues: {
      employee_id: existing?.employee_id ?? null,
      responsibility: existing?.items.map((item) => ({
        name: item.name,
        description: item.description,
        quantity: String(item.quantity),
        received: item.received ? 'yes' : '',
      })) ?? [{ ...EMPTY_ITEM }],
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'responsibility' });
  const save = useSaveForm(existing?.res_id);
  const { submit, saving } = useSaveFlow(form, {
    save: async (body) => {
      try {
        return await save.mutateAsync(body);
      } catch (error) {
        const kept = filledRowIndexes(form.getValues().responsibility);
        throw remapServerRowErrors(error, { responsibility: kept });
      }
    },
    afterSuccess: () => navigate(LIST),
    fields: ['employee_id', 'responsibility'],
  });
  const listError =
    form.formState.errors.responsibility?.message ?? form.formState.errors.responsibility?.root?.message;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} onKeyDown={keepEnterInField} noValidate aria-label="Responsibility form">
        <Stack gap="md">
          <FormSection title="Employee" icon={<IconUser size={18} />} cols={0}>
            {existing ? (
              <Text fw={600}>
                {existing.full_name} ({existing.emp_id}) · {existing.position_name ?? ''}
              </Text>
            ) : (
              <F.Use
                name="employee_id"
                component={EmployeeSelect}
                source="employeenoresponsibility"
                label="Employee"
                description="Employees who have no responsibility form yet."
                withAsterisk
                maw={420}
              />
            )}
          </FormSection>
          <FormSection
            title="Items"
            description="Each item the employee holds. Leave a row empty to skip it."
            icon={<IconPackage size={18} />}
            cols={0}
            actions={
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => rows.append({ ...EMPTY_ITEM })}
                disabled={rows.fields.length >= RESPONSIBILITY_MAX_ITEMS}
              >
                Add item
              </Button>
            }
          >
            <Stack gap="sm">
              {listError ? (
                <Text c="red.9" fz="sm" role="alert">
                  {listError}
                </Text>
              ) : null}
              {rows.fields.map((row, index) => (
                <Paper
                  key={row.id}
                  withBorder
                  radius="md"
                  p="sm"
                  bg="gray.0"
                  aria-label={`Item ${index + 1}`}
                >
                  <Group align="flex-start" wrap="nowrap" gap="sm">
                    <SimpleGrid
                      style={{ flex: 1 }}
                      cols={{ base: 1, sm: 2, lg: 4 }}
                      spacing="sm"
                      verticalSpacing="xs"
                    >
                      <F.Text
                        name={`responsibility.${index}.name`}
                        label="Item name"
                        withAsterisk
                        maxLength={100}
                      />
                      <F.Text
                        name={`responsibility.${index}.description`}
                        label="Description"
                        maxLength={500}
                      />
                      <F.Text
                        name={`responsibility.${index}.quantity`}
                        label="Quantity"
                        withAsterisk
                        inputMode="numeric"
                        maxLength={4}
                      />
                      <F.Toggle
                        name={`responsibility.${index}.received`}
                        on="yes"
                        off=""
                        label="Received"
                        kind="checkbox"
                        mt={30}
                      />
                    </SimpleGrid>
                    <Tooltip label="Remove this item">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mt={28}
                        onClick={() => removeRow(rows, index, EMPTY_ITEM)}
                        aria-label={`Remove item ${index + 1}`}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Paper>
              ))}
            </Stack>
          </FormSection>
          <FormActions onCancel={() => navigate(LIST)} saving={saving} />
        </Stack>
      </form>
    </FormProvider>
  );
}
