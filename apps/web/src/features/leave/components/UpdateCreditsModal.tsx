import { zodResolver } from '@hookform/resolvers/zod';
import { type LeaveCredits, updateCreditsBody } from '@hris/domain/leave';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/form/FormActions';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useUpdateCredits } from '../api/credits';
import { withBlankAsMissing } from '../leave-form';
import { days } from '../leave-labels';
import { DaysField } from './DaysField';

type UpdateValues = z.input<typeof updateCreditsBody>;

type UpdateCreditsModalProps = { opened: boolean; credits: LeaveCredits | null; onClose: () => void };

/** Leave Credits → Update Credits: every credit but the balance, which only the ledger moves. */
export function UpdateCreditsModal({ opened, credits, onClose }: UpdateCreditsModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Update Credits" centered size="lg">
      {credits ? <UpdateCreditsForm key={credits.employee_id} credits={credits} onClose={onClose} /> : null}
    </FormModal>
  );
}

function UpdateCreditsForm({ credits, onClose }: { credits: LeaveCredits; onClose: () => void }) {
  const form = useForm<UpdateValues, unknown, z.output<typeof updateCreditsBody>>({
    resolver: withBlankAsMissing(zodResolver(updateCreditsBody)),
    defaultValues: {
      leave_credit_used: Number(credits.leave_credit_used),
      leave_credit_bereavement: Number(credits.leave_credit_bereavement),
      leave_credit_solo_parents: Number(credits.leave_credit_solo_parents),
      leave_credit_maternity: Number(credits.leave_credit_maternity),
      leave_credit_paternity: Number(credits.leave_credit_paternity),
    },
  });
  const mutation = useUpdateCredits();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ employeeId: credits.employee_id, body }),
    onSaved: onClose,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Update credits">
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {credits.emp_id} · <b>{credits.full_name}</b> · {credits.position_name}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label="Leave balance"
              value={days(credits.leave_credit_balance)}
              readOnly
              description="Moved by earnings, refreshes and leave only"
            />
            <DaysField<UpdateValues> name="leave_credit_used" label="Used" data-autofocus />
            <DaysField<UpdateValues> name="leave_credit_bereavement" label="Bereavement" />
            <DaysField<UpdateValues> name="leave_credit_solo_parents" label="Solo parent" />
            <DaysField<UpdateValues> name="leave_credit_maternity" label="Maternity" />
            <DaysField<UpdateValues> name="leave_credit_paternity" label="Paternity" />
          </SimpleGrid>
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
