import { zodResolver } from '@hookform/resolvers/zod';
import { employeesWithoutFormCall } from '@hris/domain/calls/responsibility';
import {
  RESPONSIBILITY_MAX_ITEMS,
  type ResponsibilityDetail,
  responsibilityAddBody,
  responsibilityUpdateBody,
} from '@hris/domain/responsibility';
import { Stack, Text } from '@mantine/core';
import { IconPackage, IconUser } from '@tabler/icons-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormSection } from '../../../components/FormSection';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { keepEnterInField } from '../../../components/form/keep-enter';
import { RepeatableSection } from '../../../components/form/RepeatableRows';
import {
  filledRowIndexes,
  ignoreBlankRows,
  remapServerRowErrors,
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
                source={employeesWithoutFormCall}
                label="Employee"
                description="Employees who have no responsibility form yet."
                withAsterisk
                maw={420}
              />
            )}
          </FormSection>
          <RepeatableSection
            name="responsibility"
            empty={EMPTY_ITEM}
            max={RESPONSIBILITY_MAX_ITEMS}
            title="Items"
            description="Each item the employee holds. Leave a row empty to skip it."
            icon={<IconPackage size={18} />}
            noun="item"
            addVariant="default"
            cols={{ base: 1, sm: 2, lg: 4 }}
          >
            {(index) => (
              <>
                <F.Text
                  name={`responsibility.${index}.name`}
                  label="Item name"
                  withAsterisk
                  maxLength={100}
                />
                <F.Text name={`responsibility.${index}.description`} label="Description" maxLength={500} />
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
              </>
            )}
          </RepeatableSection>
          <FormActions onCancel={() => navigate(LIST)} saving={saving} />
        </Stack>
      </form>
    </FormProvider>
  );
}
