import { useEffect, useRef, useState, useSyncExternalStore, type InputHTMLAttributes, type ReactNode } from 'react';
import { apiGet } from '~/site/lib/api';
import { googleStartUrl } from '~/site/lib/account';
import { PASSWORD_MIN } from '~/worker/domain/account-basics';

/**
 * Small building blocks shared by the account screens (login, registration, reset, profile, outbox). Login,
 * registration, the reset request and the profile are rendered on the server at build time and hydrated
 * (`client:load`), so their first render must not read the browser (storage, URL): that happens in effects.
 */

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates the pre-rendered form, true from then on (and at once in an
 * island that mounts without server HTML). React re-renders by itself when the two answers differ.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The server's `{message}` in a red box that screen readers announce; a green one for success. */
export function Alert({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (kind === 'error') {
    return (
      <div className="acct-alert acct-alert--error" role="alert">
        {children}
      </div>
    );
  }
  return (
    <div className={`acct-alert acct-alert--${kind}`} role="status">
      {children}
    </div>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** The field's own problem, shown under it in red: the input is marked aria-invalid and described by it. */
  error?: string;
};

/**
 * A labelled input; `hint` (and `error`, when there is one) are tied to it with aria-describedby. Text typed (or
 * filled in by the browser) into the pre-rendered field before React took over is adopted on mount: React keeps
 * the DOM value while hydrating but would overwrite it with the empty state at the next render.
 */
export function Field({ id, label, hint, error, value, onChange, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, input['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed && typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="acct-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...input}
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={describedBy}
      />
      {error && (
        <p className="acct-field-error" id={errorId}>
          {error}
        </p>
      )}
      {hint && (
        <p className="acct-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

type ValueProps = { value: string; onChange: (value: string) => void };

/** The e-mail field of every account form. */
export function EmailField({
  id,
  autoComplete = 'email',
  ...v
}: ValueProps & { id: string; autoComplete?: 'email' | 'username'; disabled?: boolean }) {
  return <Field id={id} label="E-mail" type="email" inputMode="email" autoComplete={autoComplete} required maxLength={254} {...v} />;
}

export const PASSWORD_HINT = `Aspoň ${PASSWORD_MIN} znakov; nie bežné heslo ako „heslo123“.`;

/** A password being chosen, and its repetition (registration, reset, profile). */
export function NewPasswordFields(p: {
  idPrefix: string;
  labels: [string, string];
  password: ValueProps;
  confirm: ValueProps;
  /** Optional fields (the profile: empty = keep the password) get no strength hint and no `required`. */
  optional?: boolean;
  describedBy?: string;
  disabled?: boolean;
}) {
  return (
    <>
      <Field
        id={`${p.idPrefix}-password`}
        label={p.labels[0]}
        type="password"
        autoComplete="new-password"
        required={!p.optional}
        hint={p.optional ? undefined : PASSWORD_HINT}
        aria-describedby={p.describedBy}
        disabled={p.disabled}
        {...p.password}
      />
      <Field
        id={`${p.idPrefix}-confirm`}
        label={p.labels[1]}
        type="password"
        autoComplete="new-password"
        required={!p.optional}
        disabled={p.disabled}
        {...p.confirm}
      />
    </>
  );
}

/**
 * The form's button. Disabled until React has hydrated the form (and for good without JavaScript): a disabled
 * default button also stops Enter from submitting the form natively, which would put the fields, the password
 * too, into the page's address. `disabled` keeps it off for other reasons (the profile before the user is read).
 */
export function SubmitButton({ busy, label, busyLabel, disabled = false }: { busy: boolean; label: string; busyLabel: string; disabled?: boolean }) {
  const hydrated = useHydrated();
  const off = busy || disabled || !hydrated;
  return (
    <button type="submit" className={hydrated ? 'acct-btn acct-btn--primary' : 'acct-btn acct-btn--primary acct-btn--waiting'} disabled={off} aria-disabled={off}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** Under the button of a pre-rendered form: shown only without JavaScript (these forms talk to the API by script). */
export function NoScriptNote({ children }: { children: ReactNode }) {
  return <p className="acct-nojs no-js-only">{children}</p>;
}

export function Loading({ children = 'Načítava sa…', jsOnly = false }: { children?: ReactNode; jsOnly?: boolean }) {
  return (
    <p className={jsOnly ? 'acct-loading js-only' : 'acct-loading'} role="status">
      {children}
    </p>
  );
}

/**
 * Whether Google sign-in is switched on (`GET /api/auth/config`). Until the answer, `initial`: the build's guess
 * from its environment (googleAtBuild in site/lib/account.ts), so the pre-rendered page already shows the button
 * where it is configured; false on any failure.
 */
export function useGoogleEnabled(initial = false): boolean {
  const [enabled, setEnabled] = useState(initial);
  useEffect(() => {
    const ctrl = new AbortController();
    apiGet<{ google?: boolean }>('/api/auth/config', { signal: ctrl.signal })
      .then((c) => setEnabled(c?.google === true))
      .catch(() => setEnabled(false));
    return () => ctrl.abort();
  }, []);
  return enabled;
}

/** "alebo" + the Google button: a plain link to the server, which runs the OpenID flow. */
export function GoogleSignIn({ target, label, initial = false }: { target: string | null; label: string; initial?: boolean }) {
  const enabled = useGoogleEnabled(initial);
  if (!enabled) return null;
  return (
    <div className="acct-google">
      <p className="acct-or">
        <span>alebo</span>
      </p>
      <a className="acct-btn acct-btn--google" href={googleStartUrl(target)}>
        <svg aria-hidden="true" viewBox="0 0 48 48" width="20" height="20">
          <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.6 13.3l7.9 6.1C12.4 13.7 17.7 9.5 24 9.5z" />
          <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
          <path fill="#FBBC05" d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C.9 16.6 0 20.2 0 24s.9 7.4 2.6 10.7l7.9-6.1z" />
          <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.2-13.5-10l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
        </svg>
        {label}
      </a>
    </div>
  );
}

/** Runs `effect` once per page, even if React mounts the component twice (single-use links must be spent once). */
export function useOnce(effect: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
