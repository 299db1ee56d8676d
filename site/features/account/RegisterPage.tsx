import { useState, type SubmitEvent } from 'react';
import { handedOnTarget, landingAfterLogin } from '~/site/lib/account';
import { accountPageUrl } from '~/site/lib/paths';
import { readSessionUser } from '~/site/lib/session';
import { Alert, EmailField, NoScriptNote, SubmitButton, useOnce, useSubmit } from '~/site/components/ui/form';
import { useFieldMarks } from '~/site/components/ui/field-marks';
import { register } from './account-api';
import { confirmMark, REGISTER_FIELDS, type RegisterKey } from './account-marks';
import { loadChecks } from './load-account-checks';
import { GoogleSignIn, NameField, NewPasswordFields, useNewPassword } from './account-fields';

/** The client-side check before the call (the server checks again). */
const REGISTER_MISMATCH = 'Heslá nesúhlasia';

/**
 * `/register`: name, e-mail, password twice, every wrong field marked at once (by the server's schema in the
 * browser, and by the server's 400 `fields`), as the shipping step does. Success is not a login: the account waits for the link in the
 * e-mail (the server's message says so). Google creates a confirmed account at once.
 *
 * Pre-rendered with the form (client:load); the effect reads the session (someone signed in goes on) and the
 * `?redirect=` target, which goes to the server with the registration: the confirmation link in the e-mail
 * carries it, and so the login after confirming lands there (e.g. back in the checkout).
 * `google`: the build's guess whether Google sign-in is on (see GoogleSignIn).
 */
export default function RegisterPage({ google = false }: { google?: boolean }) {
  const [target, setTarget] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const marks = useFieldMarks(REGISTER_FIELDS);
  const { password, confirm, fields, clear } = useNewPassword(marks.clear);
  const { busy, error, run } = useSubmit();
  const edit = (key: RegisterKey, set: (v: string) => void) => (v: string) => {
    set(v);
    marks.clear(key);
  };
  const [done, setDone] = useState('');

  useOnce(() => {
    const current = readSessionUser();
    if (current) {
      location.replace(landingAfterLogin(current, location.search, location.pathname));
      return;
    }
    setTarget(handedOnTarget(location, document.referrer));
  });

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    // The server's schemas (zod) load at the first submit, not with the page.
    const checks = await loadChecks();
    const found = checks
      ? checks.registerMarks({ name, email, password, confirm }, REGISTER_MISMATCH)
      : { confirm: confirmMark(password, confirm, REGISTER_MISMATCH) };
    if (marks.mark(found)) return;
    void run(
      async () => {
        // From the address itself: the button works from hydration on, possibly a render before `target` is set.
        const redirect = handedOnTarget(location, document.referrer);
        const r = await register({ name, email, password, ...(redirect ? { redirect } : {}) });
        setDone(r?.message ?? 'Registrácia prebehla úspešne. Potvrďte ju prosím linkou z e-mailu.');
        clear();
      },
      { marks: marks.fromServer },
    );
  }

  const loginHref = accountPageUrl('/login', target);
  if (done) {
    return (
      <div className="acct-card">
        <h1>Registrácia</h1>
        <Alert kind="success">
          <p>{done}</p>
          <p>
            Otvorte e-mail, ktorý sme poslali na adresu <strong>{email}</strong>, a kliknite na linku v ňom. Potom sa môžete{' '}
            <a href={loginHref}>prihlásiť</a>.
          </p>
        </Alert>
      </div>
    );
  }

  return (
    <div className="acct-card">
      <h1>Registrácia</h1>
      {(marks.summary ?? error) && <Alert kind="error">{marks.summary ?? error}</Alert>}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <NameField id="register-name" value={name} onChange={edit('name', setName)} error={marks.marks.name} />
        <EmailField id="register-email" value={email} onChange={edit('email', setEmail)} error={marks.marks.email} />
        <NewPasswordFields idPrefix="register" labels={['Heslo', 'Potvrdenie hesla']} {...fields} errors={marks.marks} />
        <SubmitButton busy={busy} label="Registrovať sa" busyLabel="Registrujem…" />
        <NoScriptNote>Na registráciu potrebujete v prehliadači zapnutý JavaScript.</NoScriptNote>
      </form>
      <GoogleSignIn target={target} label="Registrovať sa cez Google" initial={google} />
      <p className="acct-switch">
        Máte už účet? <a href={loginHref}>Prihláste sa</a>
      </p>
    </div>
  );
}
