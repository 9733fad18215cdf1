import { type AccessRow, type AccountType, supervisorAccessBody } from '@hris/domain/accounts';
import { SUBSTITUTE_REQUIRED } from '@hris/domain/employee';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { errorMessage } from '../../../lib/api-client';
import { ACCOUNT_TYPE_OPTIONS, isAccountType, leadsMembers } from '../account-types';
import { useMemberCount, useUpdateSupervisorAccess } from '../api/access';
import { useSuperiorOptions } from '../api/options';
import { CurrentPlacement } from './CurrentPlacement';

type SupervisorAccessValues = {
  account_type: AccountType | null;
  sup_subtitute_id: number | null;
  supervisor_choosen_id: number | null;
};

const F = formFields<SupervisorAccessValues>();

/**
 * §6: someone with members who stops being a supervisor or manager hands them to a substitute
 * supervisor; becoming office staff, they belong to a supervisor.
 */
function supervisorAccessSchema(members: number, current: string | null) {
  return supervisorAccessBody.superRefine((values, ctx) => {
    // Saving the same type would still detach the user from their manager: nothing to save.
    if (values.account_type === current) {
      ctx.addIssue({ code: 'custom', path: ['account_type'], message: 'Choose a different account type.' });
    }
    if (members > 0 && !leadsMembers(values.account_type) && !values.sup_subtitute_id) {
      ctx.addIssue({ code: 'custom', path: ['sup_subtitute_id'], message: SUBSTITUTE_REQUIRED });
    }
    if (values.account_type === 'STAFF' && !values.supervisor_choosen_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['supervisor_choosen_id'],
        message: 'Please select the supervisor this user belongs to.',
      });
    }
  });
}

type SupervisorAccessModalProps = { opened: boolean; user: AccessRow | null; onClose: () => void };

/** Supervisory Level → Change Access (POST api/supervisoraccess/update/{id}). */
export function SupervisorAccessModal({ opened, user, onClose }: SupervisorAccessModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Change Access" centered size="md">
      {user ? <MemberCountGate key={user.id} user={user} onClose={onClose} /> : null}
    </FormModal>
  );
}

/** Asks how many members the user still has (GET api/checkmember/{id}) before showing the form. */
function MemberCountGate({ user, onClose }: { user: AccessRow; onClose: () => void }) {
  const count = useMemberCount(user.id);
  if (count.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (count.isError) {
    return (
      <Alert color="red" title="The members could not be counted">
        {errorMessage(count.error)}
      </Alert>
    );
  }
  return <SupervisorAccessForm user={user} members={count.data.members} onClose={onClose} />;
}

type FormProps = { user: AccessRow; members: number; onClose: () => void };

function SupervisorAccessForm({ user, members, onClose }: FormProps) {
  const schema = useMemo(
    () => supervisorAccessSchema(members, user.account_type),
    [members, user.account_type],
  );
  const form = useForm<SupervisorAccessValues, unknown, z.output<typeof supervisorAccessBody>>({
    resolver: formResolver<SupervisorAccessValues, typeof schema>(schema),
    // a focused select would open its list over the message under it
    shouldFocusError: false,
    defaultValues: {
      account_type: isAccountType(user.account_type) ? user.account_type : null,
      sup_subtitute_id: null,
      supervisor_choosen_id: null,
    },
  });
  const accountType = useWatch({ control: form.control, name: 'account_type' });
  const supervisors = useSuperiorOptions('supervisor', user.id);
  const mutation = useUpdateSupervisorAccess();
  const needsSubstitute = members > 0 && accountType !== null && !leadsMembers(accountType);
  const needsSupervisor = accountType === 'STAFF';
  const { submit, saving } = useSaveFlow(form, {
    save: (body) =>
      mutation.mutateAsync({
        id: user.id,
        body: {
          account_type: body.account_type,
          supervisor_member: members,
          sup_subtitute_id: needsSubstitute ? body.sup_subtitute_id : 0,
          supervisor_choosen_id: needsSupervisor ? body.supervisor_choosen_id : 0,
        },
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
          {needsSubstitute ? (
            <>
              <Alert color="orange" variant="light" icon={<IconUsersGroup size={18} />}>
                <Text fz="sm">
                  {members} {members === 1 ? 'member still belongs' : 'members still belong'} to {name}.
                  Choose the supervisor who takes them over.
                </Text>
              </Alert>
              <F.Choice<number>
                name="sup_subtitute_id"
                label="Substitute supervisor"
                withAsterisk
                data={supervisors.data ?? []}
                placeholder="Select the supervisor to substitute"
                searchable
                nothingFoundMessage="No supervisor found"
              />
            </>
          ) : null}
          {needsSupervisor ? (
            <F.Choice<number>
              name="supervisor_choosen_id"
              label="Belongs to"
              withAsterisk
              description="The supervisor this user belongs to as office staff."
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
