import type { LoginBody } from '@hris/domain/auth';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDeviceMobile, IconLock, IconUser } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { lazyResolver } from '../../components/form/lazy-resolver';
import { PasswordField } from '../../components/form/PasswordField';
import { useServerErrors } from '../../components/form/use-server-errors';
import { ApiError, api, declaredFailure, errorMessage } from '../../lib/api-client';
import { saveSession } from '../../lib/session';
import { PublicShell } from './PublicShell';

/** The login redirect waits 2000 ms after the success message. */
const REDIRECT_MS = 2000;

/** The form's rules and the login call, loaded on the first keystroke: zod stays out of the first load. */
const loadLogin = () => import('./login-resolver');
const login = lazyResolver<LoginBody>(async () => (await loadLogin()).loginResolver);

export function LoginPage() {
  const navigate = useNavigate();
  const form = useForm<LoginBody>({ resolver: login.resolver, defaultValues: { name: '', password: '' } });
  const { applyServerErrors, clearOnClick } = useServerErrors(form);
  const [failure, setFailure] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  /** The password was right and the account has two-factor on: the code is asked for. */
  const [needCode, setNeedCode] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const { errors, isSubmitting } = form.formState;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const { loginCall } = await loadLogin();
    try {
      const reply = await api(loginCall, { body: values });
      saveSession(reply.access_token, reply.expires_at);
      setSignedIn(true);
      timer.current = window.setTimeout(() => navigate('/hr/dashboard', { replace: true }), REDIRECT_MS);
    } catch (error) {
      if (error instanceof ApiError && error.isValidation && applyServerErrors(error).applied) return;
      if (declaredFailure(loginCall, 401, error)?.two_factor_required) {
        // Keep the name and password; ask for (another) code.
        setFailure(values.code ? errorMessage(error) : null);
        setNeedCode(true);
        form.setValue('code', '');
        form.setFocus('code');
        return;
      }
      setFailure(errorMessage(error));
      setNeedCode(false);
      form.reset({ name: '', password: '', code: '' });
      form.setFocus('name');
    }
  });

  return (
    <PublicShell heading="Sign in" subheading="Use your HR account to continue.">
      <form onSubmit={submit} onInput={() => void login.preload()} noValidate>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
          ) : null}
          {signedIn ? (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
              Login successful. Taking you to the dashboard...
            </Alert>
          ) : null}
          <TextInput
            label="Username"
            placeholder="Your username"
            autoComplete="username"
            leftSection={<IconUser size={16} />}
            autoFocus
            readOnly={needCode}
            disabled={signedIn}
            {...form.register('name')}
            {...clearOnClick('name')}
            error={errors.name?.message}
          />
          <PasswordField
            label="Password"
            placeholder="Your password"
            autoComplete="current-password"
            leftSection={<IconLock size={16} />}
            readOnly={needCode}
            disabled={signedIn}
            {...form.register('password')}
            {...clearOnClick('password')}
            error={errors.password?.message}
          />
          {needCode ? (
            <TextInput
              label="Authentication code"
              description="The 6-digit code from your authenticator app, or one of your recovery codes."
              placeholder="123456"
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              leftSection={<IconDeviceMobile size={16} />}
              disabled={signedIn}
              {...form.register('code')}
              {...clearOnClick('code')}
              error={errors.code?.message}
            />
          ) : null}
          <Group justify={needCode ? 'space-between' : 'flex-end'}>
            {needCode ? (
              <Anchor
                component="button"
                type="button"
                fz="sm"
                onClick={() => {
                  setNeedCode(false);
                  setFailure(null);
                  form.reset({ name: '', password: '', code: '' });
                  form.setFocus('name');
                }}
              >
                Use another account
              </Anchor>
            ) : null}
            <Anchor component={Link} to="/reset/password" fz="sm">
              Forgot Password ?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={isSubmitting || signedIn}>
            Login
          </Button>
        </Stack>
      </form>
    </PublicShell>
  );
}
