import { useState } from 'react';
import { confirmApiPath, requestedTarget } from '~/site/lib/account';
import { accountPageUrl } from '~/site/lib/paths';
import { Alert, Loading, useOnce } from '~/site/components/ui/form';
import { confirmRegistration } from './account-api';

const CONFIRMED = 'Registrácia bola úspešne dokončená! Môžete sa prihlásiť.';
/** How long the success message stays before the login page. */
const CONFIRMED_REDIRECT_MS = 3000;

type State = { kind: 'sent' } | { kind: 'confirming' } | { kind: 'confirmed' } | { kind: 'failed'; message: string };

/**
 * `/registerLink` (after registering: "check your e-mail") and `/registerLink/{email}/{token}` (the link from
 * that e-mail): confirms the account once (`GET /api/users/{email}/{token}` answers plain text: 'ok' or why not),
 * then goes to the login page. The link's `?redirect=` (the page the person registered on the way to, e.g. the
 * checkout's /shipping) goes on to the login page, which lands there after signing in.
 */
export default function RegisterConfirmPage() {
  const [state, setState] = useState<State>({ kind: 'confirming' });
  const [target, setTarget] = useState<string | null>(null);
  const loginHref = accountPageUrl('/login', target);

  useOnce(() => {
    const to = requestedTarget(location.search, location.pathname);
    setTarget(to);
    const path = confirmApiPath(location.pathname);
    if (!path) {
      setState(
        /^\/registerLink\/?$/.test(location.pathname)
          ? { kind: 'sent' }
          : { kind: 'failed', message: 'Linka na potvrdenie registrácie je neúplná.' },
      );
      return;
    }
    void confirmRegistration(path).then((refusal) => {
      if (refusal !== null) return setState({ kind: 'failed', message: refusal });
      setState({ kind: 'confirmed' });
      setTimeout(() => location.assign(accountPageUrl('/login', to)), CONFIRMED_REDIRECT_MS);
    });
  });

  return (
    <div className="acct-card">
      <h1>Potvrdenie registrácie</h1>
      {state.kind === 'confirming' && <Loading>Potvrdzujeme Vašu registráciu…</Loading>}
      {state.kind === 'sent' && (
        <>
          <p>Na Váš e-mail sme poslali linku na potvrdenie registrácie. Otvorte ju prosím; potom sa môžete prihlásiť.</p>
          <p className="acct-hint">Ak e-mail neprišiel do niekoľkých minút, pozrite sa aj do priečinka nevyžiadanej pošty.</p>
          <p>
            <a className="acct-btn acct-btn--outline" href={loginHref}>
              Prihlásenie
            </a>
          </p>
        </>
      )}
      {state.kind === 'confirmed' && (
        <>
          <Alert kind="success">{CONFIRMED}</Alert>
          <p>
            O chvíľu Vás presmerujeme na <a href={loginHref}>prihlásenie</a>.
          </p>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <Alert kind="error">{state.message}</Alert>
          <p>
            Ak už je Vaša registrácia potvrdená, <a href={loginHref}>prihláste sa</a>. Inak sa môžete{' '}
            <a href={accountPageUrl('/register', target)}>zaregistrovať znova</a> a dostanete novú linku.
          </p>
        </>
      )}
    </div>
  );
}
