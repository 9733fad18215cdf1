import { passwordChangeBody, passwordProblem } from '@hris/domain/accounts';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconShieldLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentUser } from '../../../lib/current-user';
import { clearSession } from '../../../lib/session';
import { useChangePassword } from '../api/settings';
import { PasswordRules } from '../components/PasswordRules';

/** The password-changed message stays 4 s, then the user is logged out. */
const CHANGED_MESSAGE_MS = 4000;

type ChangeValues = { current_password: string; new_password: string; confirm_password: string };
const F = formFields<ChangeValues>();

function changeSchema(username: string | undefined) {
  return passwordChangeBody.superRefine((values, ctx) => {
    const problem = values.new_password ? passwordProblem(values.new_password, username) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['new_password'], message: problem });
  });
}

/** /hr/settings: the signed-in user changes their password (POST api/login/pwdchange), then logs in again. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const username = user.data?.name;
  const schema = useMemo(() => changeSchema(username), [username]);
  const form = useForm<ChangeValues>({
    resolver: formResolver<ChangeValues, typeof schema>(schema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const mutation = useChangePassword();
  const password = useWatch({ control: form.control, name: 'new_password' });
  const { submit, saving } = useSaveFlow(form, {
    save: (values) => mutation.mutateAsync(values),
    confirm: { message: 'Do you want to change your password? You will be logged out on every device.' },
    success: (reply) => ({
      title: 'Password Changed',
      message: reply.message || 'Your password has been changed. Please log in again with the new password.',
      autoCloseMs: CHANGED_MESSAGE_MS,
    }),
    // Every token of the user is revoked: log out here too (Logout-Layout), then the login screen.
    afterSuccess: () => {
      clearSession();
      navigate('/logout', { replace: true });
    },
    errorTitle: 'Oops',
  });

  return (
    <>
      <PageHeader
        title="Change Password"
        description="The password you log in with. After the change you log in again on every device."
      />
      <Paper withBorder radius="md" p="lg" maw={880}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <FormProvider {...form}>
            <form onSubmit={submit} noValidate aria-label="Change Password">
              <Stack gap="md">
                <F.Password
                  name="current_password"
                  label="Current password"
                  withAsterisk
                  autoComplete="current-password"
                  leftSection={<IconLock size={16} />}
                />
                <F.Password
                  name="new_password"
                  label="New password"
                  withAsterisk
                  autoComplete="new-password"
                  leftSection={<IconLock size={16} />}
                />
                <F.Password
                  name="confirm_password"
                  label="Confirm new password"
                  withAsterisk
                  autoComplete="new-password"
                  leftSection={<IconLock size={16} />}
                />
                <Group justify="flex-end" mt="xs">
                  <Button type="submit" loading={saving} leftSection={<IconShieldLock size={16} />}>
                    Change Password
                  </Button>
                </Group>
              </Stack>
            </form>
          </FormProvider>
          <Stack gap="xs">
            <Title order={5}>Password rules</Title>
            <PasswordRules password={password} username={username} />
            <Text fz="xs" c="dimmed" mt="sm">
              Once changed, every session of your account ends, here and on other devices, and you log in
              again with the new password.
            </Text>
          </Stack>
        </SimpleGrid>
      </Paper>
    </>
  );
}
