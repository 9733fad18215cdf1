import {
  ACCOUNT_TYPES,
  type AccessRow,
  type AccountType,
  keepsMembers,
  MANAGER_ACCOUNT_TYPES,
  MANAGER_SUBSTITUTE_REQUIRED,
  supervisorAccessBody,
} from '@hris/domain/accounts';
import { ROLES } from '@hris/domain/auth';
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
import { ACCOUNT_TYPE_LABELS, isAccountType } from '../account-types';
import { useMemberCount, useUpdateSupervisorAccess } from '../api/access';
import { useSuperiorOptions } from '../api/options';
import { CurrentPlacement } from './CurrentPlacement';

/**
 * What differs between the two levels' Change Access: the account types offered, and who takes over
 * the members of someone who stops leading them (a supervisor's staff go to a supervisor, GET
 * api/supervisor; a manager's supervisors to a manager, GET api/managersubtitute).
 */
const LEVELS = {
  supervisor: {
    roleId: ROLES.supervisor,
    types: ACCOUNT_TYPES,
    substitutes: 'supervisor',
    substitute: 'supervisor',
    substituteRequired: SUBSTITUTE_REQUIRED,
  },
  manager: {
    roleId: ROLES.assistantManager,
    types: MANAGER_ACCOUNT_TYPES,
    substitutes: 'managersubtitute',
    substitute: 'manager',
    substituteRequired: MANAGER_SUBSTITUTE_REQUIRED,
  },
} as const;
export type AccessLevelKind = keyof typeof LEVELS;
type Level = (typeof LEVELS)[AccessLevelKind];

type ChangeAccessValues = {
  account_type: AccountType | null;
  sup_subtitute_id: number | null;
  supervisor_choosen_id: number | null;
};

const F = formFields<ChangeAccessValues>();

/**
 * Someone with members who stops leading them hands them to a substitute of their level;
 * becoming office staff, they belong to a supervisor.
 */
function changeAccessSchema(level: Level, members: number, current: string | null) {
  return supervisorAccessBody.superRefine((values, ctx) => {
    // Saving the same type would still detach the user from their manager: nothing to save.
    if (values.account_type === current) {
      ctx.addIssue({ code: 'custom', path: ['account_type'], message: 'Choose a different account type.' });
    }
    if (members > 0 && !keepsMembers(level.roleId, values.account_type) && !values.sup_subtitute_id) {
      ctx.addIssue({ code: 'custom', path: ['sup_subtitute_id'], message: level.substituteRequired });
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

type ChangeAccessModalProps = {
  level: AccessLevelKind;
  opened: boolean;
  user: AccessRow | null;
  onClose: () => void;
};

/** Supervisory and Managerial Level → Change Access (POST api/supervisoraccess/update/{id}). */
export function ChangeAccessModal({ level, opened, user, onClose }: ChangeAccessModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Change Access" centered size="md">
      {user ? <MemberCountGate key={user.id} level={LEVELS[level]} user={user} onClose={onClose} /> : null}
    </FormModal>
  );
}

type GateProps = { level: Level; user: AccessRow; onClose: () => void };

/** Asks how many members the user still has (GET api/checkmember/{id}) before showing the form. */
function MemberCountGate({ level, user, onClose }: GateProps) {
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
  return <ChangeAccessForm level={level} user={user} members={count.data.members} onClose={onClose} />;
}

function ChangeAccessForm({ level, user, members, onClose }: GateProps & { members: number }) {
  const schema = useMemo(
    () => changeAccessSchema(level, members, user.account_type),
    [level, members, user.account_type],
  );
  const form = useForm<ChangeAccessValues, unknown, z.output<typeof supervisorAccessBody>>({
    resolver: formResolver<ChangeAccessValues, typeof schema>(schema),
    // a focused select would open its list over the message under it
    shouldFocusError: false,
    defaultValues: {
      account_type: isAccountType(user.account_type) ? user.account_type : null,
      sup_subtitute_id: null,
      supervisor_choosen_id: null,
    },
  });
  const accountType = useWatch({ control: form.control, name: 'account_type' });
  const needsSubstitute = members > 0 && accountType !== null && !keepsMembers(level.roleId, accountType);
  const needsSupervisor = accountType === 'STAFF';
  const supervisors = useSuperiorOptions('supervisor', user.id);
  const substitutes = useSuperiorOptions(level.substitutes, user.id);
  const mutation = useUpdateSupervisorAccess();
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
  // the stored type stays listed, so that the select shows what the user is now
  const types = useMemo(
    () =>
      ACCOUNT_TYPES.filter(
        (type) => (level.types as readonly AccountType[]).includes(type) || type === user.account_type,
      ).map((value) => ({ value, label: ACCOUNT_TYPE_LABELS[value] })),
    [level, user.account_type],
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <CurrentPlacement userId={user.id} name={name} accountType={user.account_type} />
          <F.Choice<AccountType>
            name="account_type"
            label="Account type"
            withAsterisk
            data={types}
            allowDeselect={false}
            placeholder="Select an account type"
          />
          {needsSubstitute ? (
            <>
              <Alert color="orange" variant="light" icon={<IconUsersGroup size={18} />}>
                <Text fz="sm">
                  {members} {members === 1 ? 'member still belongs' : 'members still belong'} to {name}.
                  Choose the {level.substitute} who takes them over.
                </Text>
              </Alert>
              <F.Choice<number>
                name="sup_subtitute_id"
                label={`Substitute ${level.substitute}`}
                withAsterisk
                data={substitutes.data ?? []}
                placeholder={`Select the ${level.substitute} to substitute`}
                searchable
                nothingFoundMessage={`No ${level.substitute} found`}
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
