import { useState, type SubmitEvent } from 'react';
import { handedOnTarget } from '~/site/lib/account';
import { accountPageUrl } from '~/site/lib/paths';
import { Alert, EmailField, NoScriptNote, SubmitButton, useOnce, useSubmit } from '~/site/components/ui/form';
import { useFieldMarks } from '~/site/components/ui/field-marks';
import { requestPasswordReset } from './account-api';
import { FORGOT_FIELDS } from './account-marks';
import { loadChecks } from './load-account-checks';

const EMAIL_REQUIRED = 'Musíte zadať existujúci e-mail';

/**
 * `/forgot-password`: asks for a reset link. The server answers the same for every address (nobody learns who
 * has an account) and builds the link from its own base URL (`origURL` is sent only as the old client did).
 * `?redirect=` (the login page hands it on) goes to the server, which puts it in the reset link: after the new
 * password and the login, the person is back where they were going (e.g. the checkout).
 * Pre-rendered with the form (client:load); the address is read in an effect and at the submit. A missing or
 * wrong e-mail is marked at its field (by the server's schema here, or by the server's 400 `fields`).
 */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const { busy, error, run } = useSubmit();
  const marks = useFieldMarks(FORGOT_FIELDS);
  const [sent, setSent] = useState('');
  const [target, setTarget] = useState<string | null>(null);

  useOnce(() => setTarget(handedOnTarget(location, document.referrer)));

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setSent('');
    // The server's schemas (zod) load at the first submit, not with the page.
    const checks = await loadChecks();
    // The publisher's words for an empty field; the schema's for a wrong one.
    if (marks.mark(email.trim() ? (checks?.forgotMarks({ email }) ?? {}) : { email: EMAIL_REQUIRED })) return;
    void run(
      async () => {
        const redirect = handedOnTarget(location, document.referrer);
        const r = await requestPasswordReset({ email, origURL: location.origin, ...(redirect ? { redirect } : {}) });
        setSent(r?.message ?? 'Linka bola odoslaná na Váš e-mail');
      },
      { marks: marks.fromServer },
    );
  }

  return (
    <div className="acct-card">
      <h1>Zabudnuté heslo</h1>
      <p>Zadajte e-mail, s ktorým ste sa registrovali. Pošleme Vám naň linku, cez ktorú si nastavíte nové heslo.</p>
      {(marks.summary ?? error) && <Alert kind="error">{marks.summary ?? error}</Alert>}
      {sent && (
        <Alert kind="success">
          <p>{sent}</p>
          <p>Linka platí jednu hodinu. Ak e-mail neprišiel, pozrite sa aj do priečinka nevyžiadanej pošty.</p>
        </Alert>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <EmailField
          id="forgot-email"
          value={email}
          onChange={(v) => {
            setEmail(v);
            marks.clear('email');
          }}
          error={marks.marks.email}
        />
        <SubmitButton busy={busy} label="Poslať linku" busyLabel="Posielam…" />
        <NoScriptNote>Na odoslanie linky potrebujete v prehliadači zapnutý JavaScript.</NoScriptNote>
      </form>
      <p className="acct-switch">
        Spomenuli ste si? <a href={accountPageUrl('/login', target)}>Prihláste sa</a>
      </p>
    </div>
  );
}
