import { zodResolver } from '@hookform/resolvers/zod';
import { passwordProblem } from '@hris/domain/accounts';
import { resetPasswordCall } from '@hris/domain/calls/auth';
import type { SuccessReply } from '@hris/domain/replies';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconLock, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { PasswordField } from '../../components/form/PasswordField';
import { useSaveFlow } from '../../components/form/use-save-flow';
import { api } from '../../lib/api-client';
import { PublicShell } from './PublicShell';

/** The reset success message stays 3000 ms before going back to login. */
const RESET_SUCCESS_MS = 3000;

/** The contract (it checks that the confirmation matches) plus the rules a browser can check itself. */
const newPasswordForm = resetPasswordCall.body.superRefine((values, ctx) => {
  const problem = values.new_password ? passwordProblem(values.new_password) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['new_password'], message: problem });
});

/** /new/password/:token: sets a new password with the mailed token (POST api/reset). */
export function NewPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { token, email: '', new_password: '', confirm_password: '' },
  });
  const [done, setDone] = useState<string | null>(null);
  const { errors } = form.formState;
  const doneMessage = (reply: SuccessReply | undefined) =>
    reply?.message || 'Your password has been reset. You can log in with it now.';
  // A 422 shows under its field (an invalid or used link above the form); anything else in the dialog.
  const { submit, saving, clearOnClick } = useSaveFlow(form, {
    save: (values) => api(resetPasswordCall, { body: values }),
    confirm: false,
    onSaved: (reply) => setDone(doneMessage(reply)),
    success: (reply) => ({ title: 'Done', message: doneMessage(reply), autoCloseMs: RESET_SUCCESS_MS }),
    afterSuccess: () => navigate('/', { replace: true }),
    errorTitle: 'Oops',
  });

  return (
    <PublicShell heading="New Password" subheading="Choose a new password for your account.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {done ? (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
              {done}
            </Alert>
          ) : null}
          {errors.token?.message ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              <Text fz="sm">{errors.token.message}</Text>
              <Anchor component={Link} to="/reset/password" fz="sm" fw={600}>
                Request a new link
              </Anchor>
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            type="email"
            placeholder="you@company.com"
            autoComplete="email"
            leftSection={<IconMail size={16} />}
            autoFocus
            {...form.register('email')}
            {...clearOnClick('email')}
            error={errors.email?.message}
          />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            leftSection={<IconLock size={16} />}
            description="8 to 128 characters; not a common password and not your username."
            {...form.register('new_password')}
            {...clearOnClick('new_password')}
            error={errors.new_password?.message}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            leftSection={<IconLock size={16} />}
            {...form.register('confirm_password')}
            {...clearOnClick('confirm_password')}
            error={errors.confirm_password?.message}
          />
          <Button type="submit" fullWidth loading={saving} disabled={done !== null}>
            Reset Password
          </Button>
          <Button component={Link} to="/" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Back to Login
          </Button>
        </Stack>
      </form>
    </PublicShell>
  );
}
