import { useState, type SubmitEvent } from 'react';
import { AUTH_MESSAGES } from '~/worker/domain/auth-messages';
import { parseResetPath, requestedTarget, type ResetLink } from '~/site/lib/account';
import { accountPageUrl } from '~/site/lib/paths';
import { $userInfo } from '~/site/stores/user';
import { Alert, NoScriptNote, SubmitButton, useOnce, useSubmit } from '~/site/components/ui/form';
import { useFieldMarks } from '~/site/components/ui/field-marks';
import { resetPassword } from './account-api';
import { confirmMark, RESET_FIELDS } from './account-marks';
import { loadChecks } from './load-account-checks';
import { NewPasswordFields, useNewPassword } from './account-fields';

/** How long the success message stays before the next page. */
const RESET_REDIRECT_MS = 2000;

/**
 * `/reset-password/{token}/{name}/{email}/{id}/{genToken}` (the link from the e-mail): a new password, twice.
 * The token works once; afterwards the server says the link is spent. A link with `?redirect=` (asked for on the
 * way, e.g. from the checkout's login) goes on to the login page, which lands there; one without goes home.
 *
 * Rendered at build time with its form (`client:used`: React comes when the form is used), for any account: the
 * link is read from the address in an effect, so the first render is the same on the server and in the browser,
 * and the account's e-mail joins the sentence above the fields then. A malformed link hydrates at once (the page's
 * `client:used` path) and says so.
 */
export default function ResetPasswordPage() {
  const [link, setLink] = useState<ResetLink | null | undefined>(undefined);
  const marks = useFieldMarks(RESET_FIELDS);
  const { password, confirm, fields } = useNewPassword(marks.clear);
  const { busy, error, run } = useSubmit();
  const [done, setDone] = useState('');
  const [target, setTarget] = useState<string | null>(null);

  useOnce(() => {
    setTarget(requestedTarget(location.search, location.pathname));
    setLink(parseResetPath(location.pathname));
  });

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    if (!link) return;
    // The server's rules for a password (zod) load at the first submit, not with the page.
    const checks = await loadChecks();
    const mismatch = AUTH_MESSAGES.passwordMismatch;
    // Both fields marked at once; a spent link is the server's to say (its message, no field).
    if (marks.mark(checks ? checks.resetMarks({ password, confirm }, mismatch) : { confirm: confirmMark(password, confirm, mismatch) }))
      return;
    void run(
      async () => {
        const r = await resetPassword({ token: link.token, id: link.id, password, confirmPassword: confirm });
        // The new password ends every session of the account, this browser's too.
        if ($userInfo.get()?._id === String(link.id)) $userInfo.set(null);
        setDone(r?.message ?? AUTH_MESSAGES.passwordChanged);
        setTimeout(() => location.assign(target === null ? '/' : accountPageUrl('/login', target)), RESET_REDIRECT_MS);
      },
      { leaving: true, marks: marks.fromServer },
    );
  }

  if (link === null) {
    return (
      <div className="acct-card">
        <h1>Nové heslo</h1>
        <Alert kind="error">{AUTH_MESSAGES.resetLinkInvalid}</Alert>
        <p>
          <a href={accountPageUrl('/forgot-password', target)}>Požiadať o novú linku</a>
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
          Teraz sa môžete <a href={accountPageUrl('/login', target)}>prihlásiť</a> novým heslom. O chvíľu Vás presmerujeme{' '}
          {target === null ? 'na úvodnú stránku' : 'na prihlásenie'}.
        </p>
      </div>
    );
  }

  const spent = error === AUTH_MESSAGES.resetLinkInvalid;
  return (
    <div className="acct-card">
      <h1>Nové heslo</h1>
      {link ? (
        <p>
          Zvoľte si nové heslo pre účet <strong>{link.email}</strong>
          {link.name ? ` (${link.name})` : ''}.
        </p>
      ) : (
        <p>Zvoľte si nové heslo pre svoj účet.</p>
      )}
      {marks.summary && <Alert kind="error">{marks.summary}</Alert>}
      {!marks.summary && error && (
        <Alert kind="error">
          {error}
          {spent && (
            <>
              {' '}
              <a href={accountPageUrl('/forgot-password', target)}>Požiadať o novú linku</a>
            </>
          )}
        </Alert>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        {/* For password managers: which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={link?.email ?? ''} readOnly hidden />
        <NewPasswordFields idPrefix="reset" labels={['Nové heslo', 'Potvrdenie nového hesla']} {...fields} errors={marks.marks} />
        <SubmitButton busy={busy} label="Zmeniť heslo" busyLabel="Ukladám…" disabled={!link} />
        <NoScriptNote>Na zmenu hesla potrebujete v prehliadači zapnutý JavaScript.</NoScriptNote>
      </form>
    </div>
  );
}
