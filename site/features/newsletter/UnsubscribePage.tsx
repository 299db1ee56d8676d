import { useState } from 'react';
import { ApiRequestError } from '~/site/lib/api';
import { PROFILE_PATH } from '~/site/lib/paths';
import { Alert } from '~/site/components/ui/form';
import { unsubscribe } from './newsletter-api';
import { tokenFromPath, UNSUBSCRIBE_TEXTS, UNSUBSCRIBE_TITLE } from './unsubscribe-ops';

/** `error`: try again (no answer, server fault); `refused`: the server said no (a forged or spoiled link). */
type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'refused'; message: string };

/**
 * `/unsubscribe/{token}` (served by /shell/unsubscribe/): one button that spends the token from the e-mail with
 * `POST /api/subscribers/unsubscribe`. No login: the token is the authority. The page never calls the API by
 * itself (mail scanners open links), only on the click.
 */
export default function UnsubscribePage() {
  const [token] = useState(() => tokenFromPath(location.pathname));
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'idle' } : { kind: 'refused', message: UNSUBSCRIBE_TEXTS.unsubscribeInvalid },
  );

  async function confirm() {
    if (!token) return;
    setState({ kind: 'busy' });
    try {
      const answer = await unsubscribe(token);
      setState({ kind: 'done', message: answer?.message || UNSUBSCRIBE_TEXTS.unsubscribed });
    } catch (err) {
      const status = err instanceof ApiRequestError ? err.status : 0;
      setState({ kind: status >= 400 && status < 500 ? 'refused' : 'error', message: (err as Error).message });
    }
  }

  return (
    <div className="acct-card">
      <h1>{UNSUBSCRIBE_TITLE}</h1>
      <div aria-live="polite">
        {state.kind === 'done' && <Alert kind="success">{state.message}</Alert>}
        {(state.kind === 'error' || state.kind === 'refused') && <Alert kind="error">{state.message}</Alert>}
      </div>
      {state.kind === 'done' || state.kind === 'refused' ? (
        <>
          <p>
            {state.kind === 'done'
              ? 'Novinky Vám už posielať nebudeme. Ak si to rozmyslíte, odber zapnete v profile.'
              : 'Skopírujte prosím celý odkaz z e-mailu. Odber môžete zrušiť aj v profile po prihlásení (políčko „Chcem dostávať novinky e-mailom“).'}
          </p>
          <p className="acct-links">
            <a href={PROFILE_PATH}>Môj profil</a> · <a href="/">Späť na úvodnú stránku</a>
          </p>
        </>
      ) : (
        token && (
          <>
            <p>Kliknutím na tlačidlo prestanete dostávať e-maily s novinkami vydavateľstva. Prihlásenie netreba.</p>
            <button
              type="button"
              className="acct-btn acct-btn--primary"
              onClick={confirm}
              disabled={state.kind === 'busy'}
              aria-busy={state.kind === 'busy' || undefined}
            >
              {state.kind === 'busy' ? 'Ruší sa…' : 'Zrušiť odber'}
            </button>
          </>
        )
      )}
    </div>
  );
}
