import { useEffect, useRef, useState, useSyncExternalStore, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * Small building blocks of the shop's forms and screens (account, checkout, cart, order, admin). Some forms are
 * rendered on the server at build time and hydrated (`client:load`), so a first render must not read the browser
 * (storage, URL): that happens in effects. The account forms' own parts are site/features/account/account-fields.tsx.
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
 * Text typed (or filled in by the browser) into a pre-rendered field before React took over, adopted on mount:
 * React keeps the DOM value while hydrating but would overwrite it with the state at the next render. Put the
 * returned ref on the field.
 */
export function useTypedBeforeHydration<T extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  onChange: (value: string) => void,
) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration: what was typed before it is taken over a single time
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed && typed !== value) onChange(typed);
  }, []);
  return ref;
}

/**
 * A labelled input; `hint` (and `error`, when there is one) are tied to it with aria-describedby. What was typed
 * before hydration is kept (useTypedBeforeHydration).
 */
export function Field({ id, label, hint, error, value, onChange, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, input['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const ref = useTypedBeforeHydration<HTMLInputElement>(value, onChange);
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

/** The e-mail field of every account form (and the admin's user edit). */
export function EmailField({
  id,
  autoComplete = 'email',
  ...v
}: ValueProps & { id: string; autoComplete?: 'email' | 'username'; disabled?: boolean; error?: string }) {
  return <Field id={id} label="E-mail" type="email" inputMode="email" autoComplete={autoComplete} required maxLength={254} {...v} />;
}

/**
 * The form's button. Disabled until React has hydrated the form (and for good without JavaScript): a disabled
 * default button also stops Enter from submitting the form natively, which would put the fields, the password
 * too, into the page's address. `disabled` keeps it off for other reasons (the profile before the user is read).
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
}) {
  const hydrated = useHydrated();
  const off = busy || disabled || !hydrated;
  return (
    <button
      type="submit"
      className={hydrated ? 'acct-btn acct-btn--primary' : 'acct-btn acct-btn--primary acct-btn--waiting'}
      disabled={off}
      aria-disabled={off}
    >
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

/** Runs `effect` once per page, even if React mounts the component twice (single-use links must be spent once). */
export function useOnce(effect: () => void) {
  const done = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page by design (the effect spends a single-use link)
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  }, []);
}

/**
 * A form's submit, one at a time: `run(action)` clears the last error, marks the form busy, and shows the
 * failure's message (the server's Slovak one). `leaving`: the page navigates away after success, so the button
 * stays busy instead of inviting a second click. `marks`: a failure that marks fields (useFieldMarks' `fromServer`)
 * returns true, and its summary speaks instead of the single message.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function run(
    action: () => Promise<unknown>,
    { leaving = false, marks }: { leaving?: boolean; marks?: (err: unknown) => boolean } = {},
  ): Promise<void> {
    setError('');
    setBusy(true);
    try {
      await action();
      if (!leaving) setBusy(false);
    } catch (err) {
      if (!marks?.(err)) setError((err as Error).message);
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}
