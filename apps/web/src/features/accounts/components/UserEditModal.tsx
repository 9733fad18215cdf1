import { type UserRow, type UserUpdateBody, userUpdateBody } from '@hris/domain/accounts';
import { Stack, Text } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useRoleOptions } from '../api/roles';
import { useUpdateUser } from '../api/users';

type UserValues = { role_id: number | null; name: string; email: string };

const F = formFields<UserValues>();
const resolver = formResolver<UserValues, typeof userUpdateBody>(userUpdateBody);

type UserEditModalProps = { opened: boolean; user: UserRow | null; onClose: () => void };

/** Users → Edit: role, username and e-mail (POST api/users/update/{id}). */
export function UserEditModal({ opened, user, onClose }: UserEditModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit User" centered size="md">
      {user ? <UserForm key={user.id} user={user} onClose={onClose} /> : null}
    </FormModal>
  );
}

function UserForm({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const roles = useRoleOptions();
  const form = useForm<UserValues, unknown, UserUpdateBody>({
    resolver,
    defaultValues: { role_id: user.role_id, name: user.name, email: user.email },
  });
  const mutation = useUpdateUser();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ id: user.id, body }),
    onSaved: onClose,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {user.full_name ? (
            <Text fz="sm" c="dimmed">
              Account of <b>{user.full_name}</b>
            </Text>
          ) : null}
          <F.Choice<number>
            name="role_id"
            label="Role"
            withAsterisk
            data={roles.data ?? []}
            placeholder={roles.isPending ? 'Loading roles...' : 'Select a role'}
            allowDeselect={false}
          />
          <F.Text name="name" label="Username" withAsterisk autoComplete="off" data-autofocus />
          <F.Text name="email" label="Email" type="email" withAsterisk autoComplete="off" />
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
