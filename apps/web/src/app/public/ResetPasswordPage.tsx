import { zodResolver } from '@hookform/resolvers/zod';
import { requestResetCall } from '@hris/domain/calls/auth';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useSaveFlow } from '../../components/form/use-save-flow';
import { ApiError, api, errorMessage } from '../../lib/api-client';
import { PublicShell } from './PublicShell';

type Outcome = { ok: boolean; message: string };

/** /reset/password: asks the server (POST api/create) to mail a reset link, and shows what it answered. */
export function ResetPasswordPage() {
  const form = useForm({ resolver: zodResolver(requestResetCall.body), defaultValues: { email: '' } });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { errors } = form.formState;
  // A 422 shows under the field; a refusal or any other failure (too many requests, no network) also
  // shows below the form, and in the dialog.
  const { submit, saving, clearOnClick } = useSaveFlow(form, {
    save: (values) => {
      setOutcome(null);
      return api(requestResetCall, { body: values });
    },
    confirm: false,
    onSaved: (reply) =>
      setOutcome({ ok: true, message: reply.message || 'The password reset link has been sent.' }),
    success: false,
    errorTitle: 'Oops',
    onFailed: (error) => {
      if (!(error instanceof ApiError && error.isValidation))
        setOutcome({ ok: false, message: errorMessage(error) });
    },
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
          <Button type="submit" fullWidth loading={saving}>
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
