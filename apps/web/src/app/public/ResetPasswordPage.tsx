import { zodResolver } from '@hookform/resolvers/zod';
import { resetRequestBody } from '@hris/domain/accounts';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { errorDialog } from '../../components/dialogs';
import { useServerErrors } from '../../components/form/use-server-errors';
import { api, errorMessage, type MutationReply } from '../../lib/api-client';
import { PublicShell } from './PublicShell';

type Outcome = { ok: boolean; message: string };

/** /reset/password: asks the server (POST api/create) to mail a reset link, and shows what it answered. */
export function ResetPasswordPage() {
  const form = useForm({ resolver: zodResolver(resetRequestBody), defaultValues: { email: '' } });
  const { applyServerErrors, clearOnClick } = useServerErrors(form);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const reply = await api.publicPost<MutationReply>('create', values);
      const ok = reply?.response === 'success';
      const message =
        reply?.message || (ok ? 'The password reset link has been sent.' : 'The request failed.');
      setOutcome({ ok, message });
      if (!ok) void errorDialog({ title: 'Oops', message });
    } catch (error) {
      // A 422 shows under the field; anything else (too many requests, no network) in the dialog.
      const { applied, unmatched } = applyServerErrors(error);
      if (applied && unmatched.length === 0) return;
      const message = unmatched.length ? unmatched.join(' ') : errorMessage(error);
      setOutcome({ ok: false, message });
      void errorDialog({ title: 'Oops', message });
    }
  });

  return (
    <PublicShell
      heading="Reset Password"
      subheading="Enter the email address of your account and we will send you a link to set a new password."
    >
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
          <Button type="submit" fullWidth loading={isSubmitting}>
            Send Password Reset Link
          </Button>
          <Button component={Link} to="/" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Back to Login
          </Button>
        </Stack>
      </form>
    </PublicShell>
  );
}
