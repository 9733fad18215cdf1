import { type Role, type RoleBody, roleBody } from '@hris/domain/accounts';
import { Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { formResolver } from '../../../components/form/form-resolver';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useSaveRole } from '../api/roles';
import { RoleFields, type RoleValues } from './RoleFields';

const resolver = formResolver<RoleValues, typeof roleBody>(roleBody);

type RoleEditModalProps = { opened: boolean; role: Role | null; onClose: () => void };

/**
 * User Roles → Edit (POST api/userroles/update/{id}). An unchanged role ("noupdate") or a name another
 * role has ("Already exist") opens the error dialog with the server's message.
 */
export function RoleEditModal({ opened, role, onClose }: RoleEditModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit Role" centered size="md">
      {role ? <RoleForm key={role.id} role={role} onClose={onClose} /> : null}
    </FormModal>
  );
}

function RoleForm({ role, onClose }: { role: Role; onClose: () => void }) {
  const form = useForm<RoleValues, unknown, RoleBody>({
    resolver,
    defaultValues: { roles_name: role.roles_name, description: role.description ?? '' },
  });
  const mutation = useSaveRole();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ id: role.id, body }),
    onSaved: onClose,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <RoleFields />
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
