import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import './login.css';

/**
 * The self-service public screens (login, password reset) in plain elements and a small style sheet:
 * they are the first load on a phone, so they carry neither Mantine nor zod.
 */
export function PublicCard({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="ess-public">
      <main className="ess-public__column">
        <div className="ess-public__brand">
          <span className="ess-public__logo" aria-hidden="true">
            HR
          </span>
          <p className="ess-public__product">
            HRIS <span>Employee Self-Service</span>
          </p>
        </div>
        <section className="ess-public__card" aria-labelledby="ess-public-heading">
          <h1 id="ess-public-heading">{heading}</h1>
          {intro ? <p className="ess-public__intro">{intro}</p> : null}
          {children}
        </section>
        <p className="ess-public__version">Version {__APP_VERSION__}</p>
      </main>
    </div>
  );
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Beside the input, inside its box (the password's Show button). */
  after?: ReactNode;
};

/** A labelled input with its hint and its error under it, tied to it for screen readers. */
export function Field({ ref, label, error, hint, after, ...input }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="ess-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="ess-field__hint">
          {hint}
        </p>
      ) : null}
      <div className={`ess-field__box${error ? ' ess-field__box--error' : ''}`}>
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
        />
        {after}
      </div>
      {error ? (
        <p id={`${id}-error`} className="ess-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message above the form: a failure (`alert`) or what went well (`status`). */
export function Notice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p className={`ess-notice ess-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
