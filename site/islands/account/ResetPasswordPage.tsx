import { useState, type SubmitEvent } from 'react';
import { AUTH_MESSAGES } from '../../../worker/domain/auth-messages';
import { apiSend } from '../../lib/api';
import { parseResetPath, type ResetLink } from '../../lib/account';
import { $userInfo } from '../../stores/user';
import { Alert, Loading, NewPasswordFields, SubmitButton, useOnce } from './ui';

/** How long the success message stays before the home page. */
export const RESET_REDIRECT_MS = 2000;

/**
 * `/reset-password/{token}/{name}/{email}/{id}/{genToken}` (the link from the e-mail): a new password, twice.
 * The token works once; afterwards the server says the link is spent.
 */
export default function ResetPasswordPage() {
  const [link, setLink] = useState<ResetLink | null | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  useOnce(() => setLink(parseResetPath(location.pathname)));

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    if (!link) return;
    setError('');
    if (password !== confirm) {
      setError(AUTH_MESSAGES.passwordMismatch);
      return;
    }
    setBusy(true);
    try {
      const r = await apiSend<{ message: string }>('/api/auth/reset-password', {
        body: { token: link.token, id: link.id, password, confirmPassword: confirm },
      });
      // The new password ends every session of the account, this browser's too.
      if ($userInfo.get()?._id === String(link.id)) $userInfo.set(null);
      setDone(r?.message ?? AUTH_MESSAGES.passwordChanged);
      setTimeout(() => location.assign('/'), RESET_REDIRECT_MS);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  if (link === undefined) {
    return (
      <div className="acct-card">
        <h1>Nové heslo</h1>
        <Loading />
      </div>
    );
  }
  if (link === null) {
    return (
      <div className="acct-card">
        <h1>Nové heslo</h1>
        <Alert kind="error">{AUTH_MESSAGES.resetLinkInvalid}</Alert>
        <p>
          <a href="/forgot-password">Požiadať o novú linku</a>
        </p>
      </div>
    );
  }
  if (done) {
    return (
      <div className="acct-card">
        <h1>Nové heslo</h1>
        <Alert kind="success">{done}</Alert>
        <p>
          Teraz sa môžete <a href="/login">prihlásiť</a> novým heslom. O chvíľu Vás presmerujeme na úvodnú stránku.
        </p>
      </div>
    );
  }

  const spent = error === AUTH_MESSAGES.resetLinkInvalid;
  return (
    <div className="acct-card">
      <h1>Nové heslo</h1>
      <p>
        Zvoľte si nové heslo pre účet <strong>{link.email}</strong>
        {link.name ? ` (${link.name})` : ''}.
      </p>
      {error && (
        <Alert kind="error">
          {error}
          {spent && (
            <>
              {' '}
              <a href="/forgot-password">Požiadať o novú linku</a>
            </>
          )}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        {/* For password managers: which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
        <NewPasswordFields
          idPrefix="reset"
          labels={['Nové heslo', 'Potvrdenie nového hesla']}
          password={{ value: password, onChange: setPassword }}
          confirm={{ value: confirm, onChange: setConfirm }}
        />
        <SubmitButton busy={busy} label="Zmeniť heslo" busyLabel="Ukladám…" />
      </form>
    </div>
  );
}
