import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, api, errorMessage } from '../../lib/api-client';
import { Field, Notice, PublicCard } from './public-form';

type Outcome = { ok: boolean; message: string };

/**
 * /ess/reset/password: the HR app's reset (POST api/create mails a link to set a new password), in the
 * self-service look; the link it mails to an employee's account opens /ess/new/password/{token}.
 */
export function EssResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    setBusy(true);
    try {
      const { requestResetCall, fieldErrors } = await import('./login-call');
      const invalid = fieldErrors(requestResetCall.body, { email });
      if (invalid) {
        setError(invalid.email?.[0]);
        input.current?.focus();
        return;
      }
      setError(undefined);
      const reply = await api(requestResetCall, { body: { email } });
      setOutcome({ ok: true, message: reply.message || 'The password reset link has been sent.' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.isValidation && failure.errors?.email) {
        setError(failure.errors.email[0]);
        input.current?.focus();
      } else setOutcome({ ok: false, message: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicCard
      heading="Reset Password"
      intro="Enter the email address of your account and we will send you a link to set a new password."
    >
      <form className="ess-form" onSubmit={submit} noValidate>
        {outcome ? <Notice tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Notice> : null}
        <Field
          ref={input}
          label="Email"
          type="email"
          placeholder="you@company.com"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <button type="submit" className="ess-button" aria-busy={busy || undefined} disabled={busy}>
          {busy ? 'Sending...' : 'Send Password Reset Link'}
        </button>
        <Link to="/ess/login" className="ess-button ess-button--plain ess-link-button">
          Back to Login
        </Link>
      </form>
    </PublicCard>
  );
}
