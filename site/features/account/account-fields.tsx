import { useState } from 'react';
import { NAME_MAX, PASSWORD_MIN } from '~/worker/domain/account-basics';
import { googleStartUrl } from '~/site/lib/paths';
import { useLoad } from '~/site/lib/use-load';
import { Field } from '~/site/components/ui/form';
import { authConfig } from '~/site/lib/shop-config-api';

/** Parts only the account forms use (the generic ones are site/components/ui/form.tsx). */

type ValueProps = { value: string; onChange: (value: string) => void };

/** The account's name, as registration and the profile ask it. */
export function NameField(p: { id: string; value: string; onChange: (value: string) => void; disabled?: boolean; error?: string }) {
  return <Field label="Meno a priezvisko" autoComplete="name" required maxLength={NAME_MAX} {...p} />;
}

export const PASSWORD_HINT = `Aspoň ${PASSWORD_MIN} znakov; nie bežné heslo ako „heslo123“.`;

/**
 * The state of NewPasswordFields: both values, the fields' props, and a way to empty them after a save. `edited`:
 * told which field was typed into (its mark goes).
 */
export function useNewPassword(edited?: (key: 'password' | 'confirm') => void) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const typed = (key: 'password' | 'confirm', set: (v: string) => void) => (v: string) => {
    set(v);
    edited?.(key);
  };
  return {
    password,
    confirm,
    fields: {
      password: { value: password, onChange: typed('password', setPassword) },
      confirm: { value: confirm, onChange: typed('confirm', setConfirm) },
    },
    clear: () => {
      setPassword('');
      setConfirm('');
    },
  };
}

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
  /** Each field's own problem (useFieldMarks), shown under it. */
  errors?: { password?: string; confirm?: string };
}) {
  // Only the first field carries the hint and the caller's description; both share the rest.
  const fields = [
    {
      id: `${p.idPrefix}-password`,
      label: p.labels[0],
      hint: p.optional ? undefined : PASSWORD_HINT,
      describedBy: p.describedBy,
      value: p.password,
      error: p.errors?.password,
    },
    {
      id: `${p.idPrefix}-confirm`,
      label: p.labels[1],
      hint: undefined,
      describedBy: undefined,
      value: p.confirm,
      error: p.errors?.confirm,
    },
  ];
  return (
    <>
      {fields.map((f) => (
        <Field
          key={f.id}
          id={f.id}
          label={f.label}
          type="password"
          autoComplete="new-password"
          required={!p.optional}
          hint={f.hint}
          error={f.error}
          aria-describedby={f.describedBy}
          disabled={p.disabled}
          {...f.value}
        />
      ))}
    </>
  );
}

/**
 * Whether Google sign-in is switched on (`GET /api/auth/config`). Until the answer, `initial`: the build's guess
 * from its environment (googleAtBuild in site/lib/account.ts), so the pre-rendered page already shows the button
 * where it is configured; false on any failure.
 */
function useGoogleEnabled(initial = false): boolean {
  const { data, error } = useLoad(authConfig);
  if (error) return false;
  return data === null ? initial : data?.google === true;
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
          <path
            fill="#EA4335"
            d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.6 13.3l7.9 6.1C12.4 13.7 17.7 9.5 24 9.5z"
          />
          <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
          <path fill="#FBBC05" d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C.9 16.6 0 20.2 0 24s.9 7.4 2.6 10.7l7.9-6.1z" />
          <path
            fill="#34A853"
            d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.2-13.5-10l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
          />
        </svg>
        {label}
      </a>
    </div>
  );
}
