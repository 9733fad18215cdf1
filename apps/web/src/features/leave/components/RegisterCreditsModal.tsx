import { zodResolver } from '@hookform/resolvers/zod';
import { employeesWithoutCreditsCall } from '@hris/domain/calls/leave';
import { registerCreditsBody } from '@hris/domain/leave';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { EmployeeSelect } from '../../../components/reference/EmployeeSelect';
import { useRegisterCredits } from '../api/credits';
import { withBlankAsMissing } from '../leave-form';
import { DaysField } from './DaysField';

type RegisterValues = z.input<typeof registerCreditsBody>;
const F = formFields<RegisterValues>();

const baseResolver = withBlankAsMissing(zodResolver(registerCreditsBody));
/** An empty balance reads "required" rather than "must be a number". */
const resolver: typeof baseResolver = async (values, context, options) => {
  const result = await baseResolver(values, context, options);
  const balance = values.leave_credit_balance;
  if (result.errors.leave_credit_balance && (balance === '' || balance === undefined || balance === null)) {
    result.errors.leave_credit_balance.message = 'The leave balance field is required.';
  }
  return result;
};

/** Leave Credits → Register Credits: the first credits of an employee who has none. */
export function RegisterCreditsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Register Credits" centered size="lg">
      {opened ? <RegisterCreditsForm onClose={onClose} /> : null}
    </FormModal>
  );
}

function RegisterCreditsForm({ onClose }: { onClose: () => void }) {
  const form = useForm<RegisterValues, unknown, z.output<typeof registerCreditsBody>>({
    resolver,
    defaultValues: {
      employee_id: null,
      leave_credit_balance: '',
      leave_credit_used: 0,
      leave_credit_bereavement: 0,
      leave_credit_solo_parents: 0,
      leave_credit_maternity: 0,
      leave_credit_paternity: 0,
    },
  });
  const mutation = useRegisterCredits();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync(body),
    onSaved: onClose,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Register credits">
        <Stack gap="md">
          <F.Use
            name="employee_id"
            component={EmployeeSelect}
            source={employeesWithoutCreditsCall}
            label="Employee"
            description="Employees without leave credits yet"
            withAsterisk
            data-autofocus
            comboboxProps={{ withinPortal: true }}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <DaysField<RegisterValues> name="leave_credit_balance" label="Leave balance" withAsterisk />
            <DaysField<RegisterValues> name="leave_credit_used" label="Used" />
            <DaysField<RegisterValues> name="leave_credit_bereavement" label="Bereavement" />
            <DaysField<RegisterValues> name="leave_credit_solo_parents" label="Solo parent" />
            <DaysField<RegisterValues> name="leave_credit_maternity" label="Maternity" />
            <DaysField<RegisterValues> name="leave_credit_paternity" label="Paternity" />
          </SimpleGrid>
          <Text fz="xs" c="dimmed">
            Days in quarter days (e.g. 7.25). The balance then moves only by the monthly earning, refreshes
            and approved or cancelled leave.
          </Text>
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
