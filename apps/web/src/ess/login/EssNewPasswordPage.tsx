import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, api, errorMessage } from '../../lib/api-client';
import { Field, Notice, PublicCard } from './public-form';

type Values = { email: string; new_password: string; confirm_password: string };
type Errors = Partial<Record<keyof Values | 'token', string>>;

/**
 * /ess/new/password/:token: where the reset mail of an employee's account leads (POST api/reset, the
 * HR app's call), in the self-service look, so that the way back is the self-service login.
 */
export function EssNewPasswordPage() {
  const { token = '' } = useParams();
  const [values, setValues] = useState<Values>({ email: '', new_password: '', confirm_password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || outcome?.ok) return;
    setOutcome(null);
    setBusy(true);
    try {
      const { resetPasswordCall, fieldErrors } = await import('./login-call');
      const body = { token, ...values };
      const invalid = fieldErrors(resetPasswordCall.body, body);
      if (invalid) return setErrors(firstOf(invalid));
      setErrors({});
      const reply = await api(resetPasswordCall, { body });
      setOutcome({
        ok: true,
        message: reply.message || 'Your password has been reset. You can log in with it now.',
      });
    } catch (failure) {
      if (failure instanceof ApiError && failure.isValidation && failure.errors)
        setErrors(firstOf(failure.errors));
      else setOutcome({ ok: false, message: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicCard heading="New Password" intro="Choose a new password for your account.">
      <form className="ess-form" onSubmit={submit} noValidate>
        {outcome ? <Notice tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Notice> : null}
        {errors.token ? (
          <Notice tone="error">
            {errors.token} <Link to="/ess/reset/password">Request a new link</Link>
          </Notice>
        ) : null}
        <Field
          label="Email"
          type="email"
          placeholder="you@company.com"
          autoComplete="email"
          autoFocus
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <Field
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint="8 to 128 characters; not a common password and not your username."
          value={values.new_password}
          onChange={set('new_password')}
          error={errors.new_password}
        />
        <Field
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          value={values.confirm_password}
          onChange={set('confirm_password')}
          error={errors.confirm_password}
        />
        <button
          type="submit"
          className="ess-button"
          aria-busy={busy || undefined}
          disabled={busy || outcome?.ok === true}
        >
          {busy ? 'Saving...' : 'Reset Password'}
        </button>
        <Link to="/ess/login" className="ess-button ess-button--plain ess-link-button">
          Back to Login
        </Link>
      </form>
    </PublicCard>
  );
}

/** The first message of each field, as the form shows them. */
const firstOf = (errors: Record<string, string[]>): Errors =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
