import { useEffect, useRef, useState, type FormEvent } from 'react';
import { googleSignInErrorMessage } from '~/worker/domain/google-sign-in-errors';
import { exportFilename, PERSONAL_DATA_MESSAGES, RETENTION_YEARS } from '~/worker/domain/personal-data-text';
import { ApiRequestError } from '~/site/lib/api';
import { DialogActions, ModalDialog } from '~/site/components/ui/Dialog';
import { Alert } from '~/site/components/ui/form';
import { deleteOwnAccount, downloadOwnData } from './account-api';

/** Where a Google re-confirmation starts (worker/routes/google-auth.ts); it comes back to /profile#zrusit-ucet=… */
const GOOGLE_RECONFIRM_URL = '/api/auth/google/start?intent=delete-account&redirect=%2Fprofile';
const DELETE_TITLE = 'Zrušiť účet';

/** The fragment a Google re-confirmation left (the code or why not), taken out of the address bar at once. */
function takeGoogleAnswer(): { code: string | null; error: string | null } {
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const answer = { code: hash.get('zrusit-ucet'), error: hash.get('zrusit-ucet-chyba') };
  if (answer.code !== null || answer.error !== null)
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
  return answer;
}

/**
 * The profile's 'Moje údaje' (issue 31): 'Stiahnuť moje údaje' (the JSON file of `GET /api/users/profile/export`)
 * and 'Zrušiť účet', confirmed in a dialog by the password or, for an account signed in with Google, by a fresh
 * Google sign-in whose one-time code the dialog then sends. `onDeleted` runs once the account is gone.
 */
export function AccountDataSection({ hasGoogle, disabled, onDeleted }: { hasGoogle: boolean; disabled: boolean; onDeleted: () => void }) {
  const [downloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [open, setOpen] = useState(false);
  const [googleCode, setGoogleCode] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const answer = takeGoogleAnswer();
    if (answer.code) {
      setGoogleCode(answer.code);
      setOpen(true);
    } else if (answer.error) setNotice({ kind: 'error', text: googleSignInErrorMessage(answer.error) });
  }, []);

  async function download() {
    setNotice(null);
    setDownloading(true);
    try {
      await downloadOwnData(exportFilename(new Date()));
      setNotice({ kind: 'success', text: 'Súbor s vašimi údajmi sa sťahuje.' });
    } catch (err) {
      setNotice({ kind: 'error', text: (err as Error).message });
    } finally {
      setDownloading(false);
    }
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    if (!googleCode && !password) {
      setFieldError(PERSONAL_DATA_MESSAGES.needsConfirmation);
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    setFieldError('');
    try {
      await deleteOwnAccount(googleCode ? { googleCode } : { password });
      setOpen(false);
      onDeleted();
    } catch (err) {
      const message = err instanceof ApiRequestError ? (err.fields.password ?? err.message) : (err as Error).message;
      setFieldError(message);
      setGoogleCode(null);
      setBusy(false);
      passwordRef.current?.focus();
    }
  }

  const close = () => {
    setOpen(false);
    setGoogleCode(null);
  };

  return (
    <section className="acct-data" aria-labelledby="data-heading">
      <h2 id="data-heading">Moje údaje</h2>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      <p>Stiahnite si všetko, čo o vás obchod vedie: účet, adresy, objednávky, recenzie, obľúbené tituly, odbery a súhlasy (súbor JSON).</p>
      <button type="button" className="acct-btn acct-btn--outline" onClick={() => void download()} disabled={disabled || downloading}>
        {downloading ? 'Pripravujem súbor…' : 'Stiahnuť moje údaje'}
      </button>
      <p className="acct-data-delete-note">
        Zrušením účtu vymažeme prihlásenie, obľúbené, odbery a upozornenia. Objednávky a faktúry zo zákona uchovávame {RETENTION_YEARS}{' '}
        rokov, už bez spojenia s účtom; recenzie zostanú pod menom „Bývalý zákazník“. <a href="/safety-privacy">Viac o ochrane údajov</a>
      </p>
      <button type="button" className="acct-btn acct-btn--danger" onClick={() => setOpen(true)} disabled={disabled}>
        {DELETE_TITLE}
      </button>
      <ModalDialog
        open={open}
        title="Naozaj zrušiť účet?"
        text={
          googleCode
            ? 'Google potvrdil vašu totožnosť. Zrušenie sa nedá vrátiť späť.'
            : `Zrušenie sa nedá vrátiť späť. Potvrďte ho svojím heslom${hasGoogle ? ' alebo prihlásením cez Google.' : '.'}`
        }
        onCancel={close}
        initialFocus={googleCode ? backRef : passwordRef}
        onOpen={() => {
          setPassword('');
          setFieldError('');
          setBusy(false);
        }}
        onSubmit={(e) => void confirm(e)}
      >
        {googleCode ? (
          fieldError && (
            <p className="acct-field-error" role="alert">
              {fieldError}
            </p>
          )
        ) : (
          <div className="acct-field">
            <label htmlFor="delete-password">Heslo</label>
            <input
              ref={passwordRef}
              id="delete-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setFieldError('');
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? 'delete-password-error' : undefined}
            />
            {fieldError && (
              <p className="acct-field-error" id="delete-password-error">
                {fieldError}
              </p>
            )}
            {hasGoogle && (
              <p className="acct-hint">
                Účet bez hesla? <a href={GOOGLE_RECONFIRM_URL}>Potvrdiť prihlásením cez Google</a>
              </p>
            )}
          </div>
        )}
        <DialogActions onBack={close} backRef={backRef}>
          <button type="submit" className="acct-btn acct-btn--danger" disabled={busy}>
            {busy ? 'Ruším účet…' : 'Zrušiť účet natrvalo'}
          </button>
        </DialogActions>
      </ModalDialog>
    </section>
  );
}
