import { type AccessRow, type AccountType, belongsToBody } from '@hris/domain/accounts';
import { Stack } from '@mantine/core';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { ACCOUNT_TYPE_OPTIONS, isAccountType } from '../account-types';
import { useUpdateBelongsTo } from '../api/access';
import { useSuperiorOptions } from '../api/options';
import { CurrentPlacement } from './CurrentPlacement';

type StaffAccessValues = { account_type: AccountType | null; belongs_to: number | null };

const F = formFields<StaffAccessValues>();

/** Office staff belong to a supervisor; admin staff, supervisors and managers belong to nobody. */
const staffAccessSchema = belongsToBody.superRefine((values, ctx) => {
  if (values.account_type === 'STAFF' && !values.belongs_to) {
    ctx.addIssue({
      code: 'custom',
      path: ['belongs_to'],
      message: 'Please select the supervisor this staff member belongs to.',
    });
  }
});
const resolver = formResolver<StaffAccessValues, typeof staffAccessSchema>(staffAccessSchema);

type StaffAccessModalProps = { opened: boolean; user: AccessRow | null; onClose: () => void };

/** Staff Level → Change Access: account type and supervisor (POST api/belongsto/update/{id}). */
export function StaffAccessModal({ opened, user, onClose }: StaffAccessModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Change Access" centered size="md">
      {user ? <StaffAccessForm key={user.id} user={user} onClose={onClose} /> : null}
    </FormModal>
  );
}

function StaffAccessForm({ user, onClose }: { user: AccessRow; onClose: () => void }) {
  const form = useForm<StaffAccessValues, unknown, z.output<typeof belongsToBody>>({
    resolver,
    // a focused select would open its list over the message under it
    shouldFocusError: false,
    defaultValues: {
      account_type: isAccountType(user.account_type) ? user.account_type : null,
      belongs_to: user.belongs_to || null,
    },
  });
  const accountType = useWatch({ control: form.control, name: 'account_type' });
  const supervisors = useSuperiorOptions('supervisor', user.id);
  const mutation = useUpdateBelongsTo();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) =>
      mutation.mutateAsync({
        id: user.id,
        body: { ...body, belongs_to: body.account_type === 'STAFF' ? body.belongs_to : 0 },
      }),
    onSaved: onClose,
  });
  const name = user.full_name || user.name;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <CurrentPlacement userId={user.id} name={name} accountType={user.account_type} />
          <F.Choice<AccountType>
            name="account_type"
            label="Account type"
            withAsterisk
            data={ACCOUNT_TYPE_OPTIONS}
            allowDeselect={false}
            placeholder="Select an account type"
          />
          {accountType === 'STAFF' ? (
            <F.Choice<number>
              name="belongs_to"
              label="Supervisor"
              withAsterisk
              description="The supervisor this staff member belongs to."
              data={supervisors.data ?? []}
              placeholder="Select a supervisor"
              searchable
              nothingFoundMessage="No supervisor found"
            />
          ) : null}
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
