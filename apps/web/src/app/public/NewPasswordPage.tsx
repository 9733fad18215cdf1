import { zodResolver } from '@hookform/resolvers/zod';
import { resetBody } from '@hris/domain/accounts';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconLock, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { errorDialog, successDialog } from '../../components/dialogs';
import { PasswordField } from '../../components/form/PasswordField';
import { useServerErrors } from '../../components/form/use-server-errors';
import { api, errorMessage, type MutationReply } from '../../lib/api-client';
import { PublicShell } from './PublicShell';

/** §9: the reset success message stays 3000 ms before going back to login. */
const RESET_SUCCESS_MS = 3000;

// The contract already checks that the confirmation matches.
const newPasswordForm = resetBody;

type Outcome = { ok: boolean; message: string };

/** /new/password/:token: sets a new password with the mailed token (POST api/reset). */
export function NewPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { token, email: '', new_password: '', confirm_password: '' },
  });
  const { applyServerErrors, clearOnClick } = useServerErrors(form);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const reply = await api.publicPost<MutationReply>('reset', values);
      const ok = reply?.response === 'success';
      const message = reply?.message || (ok ? 'Your password has been changed.' : 'The request failed.');
      setOutcome({ ok, message });
      if (!ok) {
        void errorDialog({ title: 'Oops', message });
        return;
      }
      await successDialog({ title: 'Done', message, autoCloseMs: RESET_SUCCESS_MS });
      navigate('/', { replace: true });
    } catch (error) {
      applyServerErrors(error);
      const message = errorMessage(error);
      setOutcome({ ok: false, message });
      void errorDialog({ title: 'Oops', message });
    }
  });

  return (
    <PublicShell heading="New Password" subheading="Choose a new password for your account.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {outcome ? (
            <Alert
              color={outcome.ok ? 'teal' : 'red'}
              variant="light"
              icon={outcome.ok ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
              role={outcome.ok ? 'status' : 'alert'}
            >
              {outcome.message}
            </Alert>
          ) : null}
          {errors.token?.message ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {errors.token.message}
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
          <Button type="submit" fullWidth loading={isSubmitting}>
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
