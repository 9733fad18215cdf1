import { passwordProblem, type UserRow } from '@hris/domain/accounts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useCurrentUser } from '../../../lib/current-user';
import { useSetUserPassword } from '../api/users';
import { PasswordRules } from './PasswordRules';

type PasswordValues = { new_password: string; confirm_password: string };
const F = formFields<PasswordValues>();

/** The new password twice; the rules a browser can check are checked before the server is asked. */
function passwordSchema(username: string) {
  return z
    .object({
      new_password: z.string().min(1, 'The new password field is required.'),
      confirm_password: z.string(),
    })
    .superRefine((values, ctx) => {
      const problem = values.new_password ? passwordProblem(values.new_password, username) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['new_password'], message: problem });
      if (values.new_password !== values.confirm_password) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirm_password'],
          message: 'The password confirmation does not match.',
        });
      }
    });
}

type UserPasswordModalProps = { opened: boolean; user: UserRow | null; onClose: () => void };

/**
 * Users → Reset password: HR sets a new password (POST api/resetpassword/update/{id}). Not their own:
 * that is Change Password, which asks for the current one (the server refuses it here with a 403).
 */
export function UserPasswordModal({ opened, user, onClose }: UserPasswordModalProps) {
  const me = useCurrentUser();
  return (
    <FormModal opened={opened} onClose={onClose} title="Reset Password" centered size="md">
      {user && user.id === me.data?.id ? <OwnPasswordNote onClose={onClose} /> : null}
      {user && me.data && user.id !== me.data.id ? (
        <PasswordForm key={user.id} user={user} onClose={onClose} />
      ) : null}
    </FormModal>
  );
}

function OwnPasswordNote({ onClose }: { onClose: () => void }) {
  return (
    <Stack gap="md">
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        This is your own account. Change your password on the Change Password page: it asks for your current
        password first.
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button component={Link} to="/hr/settings">
          Change Password
        </Button>
      </Group>
    </Stack>
  );
}

function PasswordForm({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const form = useForm<PasswordValues>({
    resolver: formResolver<PasswordValues, ReturnType<typeof passwordSchema>>(passwordSchema(user.name)),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const password = useWatch({ control: form.control, name: 'new_password' });
  const mutation = useSetUserPassword();
  const { submit, saving } = useSaveFlow(form, {
    save: (values) => mutation.mutateAsync({ id: user.id, newPassword: values.new_password }),
    onSaved: onClose,
    confirm: { message: `Do you want to set a new password for ${user.full_name || user.name}?` },
    success: { title: 'Updated', message: 'The password has been reset. The user is logged out everywhere.' },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {user.full_name ? (
              <>
                <b>{user.full_name}</b> · {user.name}
              </>
            ) : (
              <b>{user.name}</b>
            )}
          </Text>
          <F.Password
            name="new_password"
            label="New password"
            withAsterisk
            autoComplete="new-password"
            leftSection={<IconLock size={16} />}
            data-autofocus
          />
          <F.Password
            name="confirm_password"
            label="Confirm password"
            withAsterisk
            autoComplete="new-password"
            leftSection={<IconLock size={16} />}
          />
          <PasswordRules password={password} username={user.name} />
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            The user is logged out on every device and logs in again with the new password.
          </Alert>
        </Stack>
        <FormActions onCancel={onClose} saving={saving} saveLabel="Reset Password" />
      </form>
    </FormProvider>
  );
}
