import { useState, type SubmitEvent } from 'react';
import type { UserInfo } from '~/worker/domain/user-shape';
import { googleSignInErrorMessage } from '~/worker/domain/google-sign-in-errors';
import { landingAfterLogin, mayOpen, requestedTarget } from '~/site/lib/account';
import { accountPageUrl, CHECKOUT_FIRST_STEP } from '~/site/lib/paths';
import { readSessionUser } from '~/site/lib/session';
import { keepWorkFor, SESSION_EXPIRED_TEXT, takeSessionExpired } from '~/site/lib/session-refused';
import { setUserInfo } from '~/site/stores/user';
import { Alert, EmailField, Field, Loading, NoScriptNote, SubmitButton, useOnce, useSubmit } from '~/site/components/ui/form';
import { login, loginWithGoogleCode } from './account-api';
import { GoogleSignIn } from './account-fields';
import { GuestCheckoutEntry } from '../../components/checkout/GuestCheckoutEntry';

type Phase = { kind: 'form' } | { kind: 'busy'; text: string };

/**
 * `/login` (and `/login/profile`): e-mail and password, or Google. `?redirect=` says where to go afterwards
 * (only paths on this site; without one, staff land on their first staff screen: landingAfterLogin); `?code=` is
 * the end of a Google sign-in (exchanged once for userInfo), `?error=` its failure. Someone already signed in goes
 * straight on, unless the target is a staff page they may not open (then they can sign in as someone else here).
 * The links to registration and to the forgotten password keep `?redirect=`, and so do the mails they lead to,
 * so that a buyer sent here by the checkout gets back to it whichever way they sign in.
 *
 * Pre-rendered with the form (client:load): the first render is the same on the server and in the browser, and
 * only the effect reads the URL and the session (then the Google callback, or the redirect of someone signed in).
 * `google`: the build's guess whether Google sign-in is on (see GoogleSignIn).
 */
export default function LoginPage({ google = false }: { google?: boolean }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const [notice, setNotice] = useState('');
  /** The page the address asks for (null: none), handed on to registration, password reset and Google. */
  const [target, setTarget] = useState<string | null>(null);
  /** Whose session the server refused in this tab (site/lib/session-refused.ts), null: none. */
  const [expired, setExpired] = useState<string | null>(null);

  const finish = (user: UserInfo, to: string) => {
    keepWorkFor(String(user._id), expired);
    setUserInfo(user);
    location.replace(to);
  };

  useOnce(() => {
    const params = new URLSearchParams(location.search);
    const refused = takeSessionExpired();
    setExpired(refused);
    if (refused !== null) setNotice(SESSION_EXPIRED_TEXT);
    setTarget(requestedTarget(location.search, location.pathname));
    const code = params.get('code');
    const googleError = params.get('error');
    if (code || googleError) {
      // The code works once: keep it out of the history and away from a reload.
      const clean = new URL(location.href);
      clean.searchParams.delete('code');
      clean.searchParams.delete('error');
      history.replaceState(null, '', clean.pathname + clean.search);
    }
    if (googleError) {
      setError(googleSignInErrorMessage(googleError));
      setPhase({ kind: 'form' });
      return;
    }
    if (code) {
      setPhase({ kind: 'busy', text: 'Prihlasujeme Vás cez Google…' });
      loginWithGoogleCode(code)
        .then((user) => finish(user, landingAfterLogin(user, location.search, location.pathname)))
        .catch((err: Error) => {
          setError(err.message);
          setPhase({ kind: 'form' });
        });
      return;
    }
    const current = readSessionUser();
    const to = landingAfterLogin(current, location.search, location.pathname);
    if (current && mayOpen(current, to)) {
      setPhase({ kind: 'busy', text: 'Presmerúvame…' });
      location.replace(to);
      return;
    }
    if (current) setNotice('Na otvorenie tejto stránky sa prihláste ako administrátor.');
  });

  function submit(e: SubmitEvent) {
    e.preventDefault();
    void run(
      async () => {
        const user = await login(email, password);
        // From the address itself: the button works from hydration on, possibly a render before `target` is set.
        finish(user, landingAfterLogin(user, location.search, location.pathname));
      },
      { leaving: true },
    );
  }

  if (phase.kind === 'busy') {
    return (
      <div className="acct-card">
        <h1>Prihlásenie</h1>
        <Loading>{phase.text}</Loading>
      </div>
    );
  }

  return (
    <>
      <div className="acct-card">
        <h1>Prihlásenie</h1>
        {notice && <Alert kind="info">{notice}</Alert>}
        {error && <Alert kind="error">{error}</Alert>}
        <form onSubmit={submit} noValidate>
          <EmailField id="login-email" autoComplete="username" value={email} onChange={setEmail} />
          <Field
            id="login-password"
            label="Heslo"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
          />
          <SubmitButton busy={busy} label="Prihlásiť sa" busyLabel="Prihlasujem…" />
          <NoScriptNote>Na prihlásenie potrebujete v prehliadači zapnutý JavaScript.</NoScriptNote>
        </form>
        <p className="acct-links">
          <a href={accountPageUrl('/forgot-password', target)}>Zabudnuté heslo?</a>
        </p>
        <GoogleSignIn target={target} label="Prihlásiť sa cez Google" initial={google} />
        <p className="acct-switch">
          Nemáte ešte účet? <a href={accountPageUrl('/register', target)}>Registrovať sa</a>
        </p>
      </div>
      {/* The checkout's first step (issue 30): buying without an account, beside the login. */}
      {target === CHECKOUT_FIRST_STEP && <GuestCheckoutEntry next={target} />}
    </>
  );
}
