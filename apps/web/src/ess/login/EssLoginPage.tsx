import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, api, declaredFailure, errorMessage } from '../../lib/api-client';
import { saveEssSession } from '../session';
import { Field, Notice, PublicCard } from './public-form';

/** The call and the form's rules, loaded on the first keystroke: zod stays out of the first load. */
const loadCalls = () => import('./login-call');

type Errors = Partial<Record<'name' | 'password' | 'code', string>>;

/**
 * Where to go once signed in: the self-service address the guard came from (`?to=`), else the home;
 * never an address outside /ess, one that climbs out of it (`..`) or one another host could be read
 * from (`//`, `\\`).
 */
export function afterLogin(to: string | null): string {
  const safe = to && /^\/ess(\/|\?|$)/.test(to) && !/\.\.|\/\/|\\/.test(to) && !to.startsWith('/ess/login');
  return safe ? to : '/ess';
}

/** /ess/login: POST api/ess/login, with the authenticator's code when the account asks for one. */
export function EssLoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  /** The password was right and the account has two-factor on: the code is asked for. */
  const [needCode, setNeedCode] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const showErrors = (fields: Record<string, string[]>) => {
    const next: Errors = { name: fields.name?.[0], password: fields.password?.[0], code: fields.code?.[0] };
    setErrors(next);
    (next.name ? nameInput : next.password ? passwordInput : codeInput).current?.focus();
  };

  const startOver = () => {
    setNeedCode(false);
    setName('');
    setPassword('');
    setCode('');
    setErrors({});
    nameInput.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setBusy(true);
    try {
      const { essLoginCall, fieldErrors } = await loadCalls();
      const body = { name, password, ...(needCode ? { code } : {}) };
      const invalid = fieldErrors(essLoginCall.body, body);
      if (invalid) return showErrors(invalid);
      setErrors({});
      try {
        const reply = await api(essLoginCall, { body });
        saveEssSession(name.trim(), reply);
        navigate(afterLogin(search.get('to')), { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.isValidation && error.errors) return showErrors(error.errors);
        if (declaredFailure(essLoginCall, 401, error)?.two_factor_required) {
          // Keep the name and password; ask for (another) code.
          setFailure(needCode ? errorMessage(error) : null);
          setNeedCode(true);
          setCode('');
          window.setTimeout(() => codeInput.current?.focus());
          return;
        }
        setFailure(errorMessage(error));
        startOver();
      }
    } catch (error) {
      // the form's code could not be loaded (the network went away)
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicCard heading="Sign in" intro="Your leave, requests, documents and notices, in one place.">
      <form className="ess-form" onSubmit={submit} onInput={() => void loadCalls()} noValidate>
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <Field
          ref={nameInput}
          label="Username"
          placeholder="Your username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          readOnly={needCode}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <Field
          ref={passwordInput}
          label="Password"
          type={showPassword ? 'text' : 'password'}
          placeholder="Your password"
          autoComplete="current-password"
          readOnly={needCode}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          after={
            <button
              type="button"
              className="ess-field__reveal"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </button>
          }
        />
        {needCode ? (
          <Field
            ref={codeInput}
            label="Authentication code"
            hint="The 6-digit code from your authenticator app, or one of your recovery codes."
            placeholder="123456"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={errors.code}
          />
        ) : null}
        <div className={`ess-form__links${needCode ? ' ess-form__links--split' : ''}`}>
          {needCode ? (
            <button type="button" className="ess-link" onClick={startOver}>
              Use another account
            </button>
          ) : null}
          <Link className="ess-link" to="/ess/reset/password">
            Forgot Password ?
          </Link>
        </div>
        <button type="submit" className="ess-button" aria-busy={busy || undefined} disabled={busy}>
          {busy ? 'Signing in...' : 'Login'}
        </button>
      </form>
    </PublicCard>
  );
}
