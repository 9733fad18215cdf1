import { zodResolver } from '@hookform/resolvers/zod';
import { type CreditConfigRow, creditConfigBody } from '@hris/domain/leave';
import { NumberInput, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useUpdateCreditConfig } from '../api/credit-config';
import { REFRESH_OPTIONS } from '../leave-labels';

type ConfigValues = z.input<typeof creditConfigBody>;
const F = formFields<ConfigValues>();

type CreditConfigModalProps = { opened: boolean; config: CreditConfigRow | null; onClose: () => void };

/** Leave Credit Config → Update: what a sub-department earns each month and when credits refresh. */
export function CreditConfigModal({ opened, config, onClose }: CreditConfigModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={config ? `Update · ${config.sub_department_name}` : 'Update'}
      centered
      size="md"
    >
      {config ? <CreditConfigForm key={config.sub_id} config={config} onClose={onClose} /> : null}
    </FormModal>
  );
}

function CreditConfigForm({ config, onClose }: { config: CreditConfigRow; onClose: () => void }) {
  const form = useForm<ConfigValues, unknown, z.output<typeof creditConfigBody>>({
    resolver: zodResolver(creditConfigBody),
    defaultValues: {
      monthly_earn: Number(config.monthly_earn),
      leave_refresh: config.leave_refresh,
      description: config.description ?? '',
    },
  });
  const mutation = useUpdateCreditConfig();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ subId: config.sub_id, body }),
    onSaved: onClose,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Leave credit config">
        <Stack gap="md">
          <F.Use
            name="monthly_earn"
            component={NumberInput}
            label="Monthly earn"
            description="Days of leave earned each month"
            withAsterisk
            data-autofocus
            min={0}
            max={31}
            step={0.25}
            decimalScale={2}
            allowNegative={false}
            suffix=" days"
          />
          <F.Choice
            name="leave_refresh"
            label="Leave refresh"
            description="When unused credits start over"
            withAsterisk
            data={REFRESH_OPTIONS}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <F.LongText name="description" label="Description" autosize minRows={2} maxRows={6} />
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
