import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import type { UserInfo } from '~/worker/domain/user-shape';
import type { ApiOrderSummary } from '~/worker/domain/orders';
import { formatEuros } from '~/worker/domain/money';
import { loginUrlFor } from '~/site/lib/account';
import { formatDate } from '~/site/lib/format';
import { $userInfo, authGet, authSend, navigation, setUserInfo } from '~/site/stores/user';
import { Alert, EmailField, Field, Loading, NewPasswordFields, NoScriptNote, PASSWORD_HINT, SubmitButton, useHydrated } from '~/site/components/ui/form';

export const PROFILE_MISMATCH = 'Heslá nesúhlasia';
export const PROFILE_UPDATED = 'Profil upravený';
export const NO_ORDERS = 'Zatiaľ nemáte žiadne objednávky.';

type Orders = { kind: 'loading' } | { kind: 'ready'; orders: ApiOrderSummary[] } | { kind: 'error'; message: string };

/** ✗ in red with a label for screen readers (the column says what is missing). */
function Missing({ label }: { label: string }) {
  return (
    <span className="acct-missing" role="img" aria-label={label} title={label}>
      ✗
    </span>
  );
}

function OrdersTable({ state }: { state: Orders }) {
  if (state.kind === 'loading') {
    return (
      <>
        <Loading jsOnly>Načítavajú sa objednávky…</Loading>
        <p className="no-js-only">Vaše objednávky sa zobrazia so zapnutým JavaScriptom.</p>
      </>
    );
  }
  if (state.kind === 'error') return <Alert kind="error">{state.message}</Alert>;
  if (state.orders.length === 0) return <p className="empty-state">{NO_ORDERS}</p>;
  // A table on wider screens; below 768px each order is a card of labelled lines (account.css), so nothing needs
  // sideways scrolling on a phone. The number opens the order.
  return (
    <div className="acct-orders">
      <table className="acct-table" aria-labelledby="orders-heading">
        <thead>
          <tr>
            <th scope="col">Číslo</th>
            <th scope="col">Dátum</th>
            <th scope="col" className="num">
              Spolu
            </th>
            <th scope="col">Zaplatené</th>
            <th scope="col">Odoslané</th>
          </tr>
        </thead>
        <tbody>
          {state.orders.map((o) => (
            <tr key={o._id}>
              <th scope="row">
                <a className="acct-order-link" href={`/order/${o._id}`}>
                  {o.orderNumber}
                </a>
                {o.isCancelled && <span className="acct-badge">zrušená</span>}
              </th>
              <td data-label="Dátum">{formatDate(o.createdAt)}</td>
              <td data-label="Spolu" className="num">
                {formatEuros(o.totalPrice)}
              </td>
              <td data-label="Zaplatené">{o.isPaid && o.paidAt ? formatDate(o.paidAt) : <Missing label="Nezaplatené" />}</td>
              <td data-label="Odoslané">{o.isDelivered && o.deliveredAt ? formatDate(o.deliveredAt) : <Missing label="Neodoslané" />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `/profile`: the signed-in user's own data (name, e-mail, password, newsletter) and their orders. Visitors
 * go to the login page, which brings them back. A token the server refuses logs out (stores/user.ts authSend).
 *
 * Pre-rendered (client:load) as the empty form, disabled: the session lives in localStorage, which neither the
 * build nor the hydrating render may read (`ssr: () => null` gives both "nobody yet"). Once hydrated, the stored
 * user fills the form at once and the server's fresh copy follows.
 */
export default function ProfilePage() {
  const hydrated = useHydrated();
  const stored = useStore($userInfo, { ssr: () => null });
  // Before hydration the store's value is the build's null, not "visitor".
  const user = hydrated ? stored : null;
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  const [orders, setOrders] = useState<Orders>({ kind: 'loading' });
  const signedIn = Boolean(user);

  useEffect(() => {
    if (!hydrated) return;
    if (!signedIn) {
      // Through the one navigation of the page: after a logout (refused token) that one is already under way.
      navigation.go(loginUrlFor('/profile'));
      return;
    }
    const known = $userInfo.get();
    if (known) {
      setName(known.name);
      setEmail(known.email);
      setSubscribed(known.isSubscribed ?? false);
    }
    const ctrl = new AbortController();
    // Fresh details (another device may have changed them) and a fresh token.
    authGet<UserInfo>('/api/users/profile', { signal: ctrl.signal })
      .then((fresh) => {
        setUserInfo(fresh);
        setName(fresh.name);
        setEmail(fresh.email);
        setSubscribed(fresh.isSubscribed);
      })
      .catch((err: Error) => err.name !== 'AbortError' && setError(err.message));
    authGet<ApiOrderSummary[]>('/api/orders/myorders', { signal: ctrl.signal })
      .then((list) => setOrders({ kind: 'ready', orders: list }))
      .catch((err: Error) => err.name !== 'AbortError' && setOrders({ kind: 'error', message: err.message }));
    return () => ctrl.abort();
  }, [hydrated, signedIn]);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setError('');
    setSaved('');
    if (password !== confirm) {
      setError(PROFILE_MISMATCH);
      return;
    }
    setBusy(true);
    try {
      const body = { name, email, isSubscribed: subscribed, ...(password ? { password, confirmPassword: confirm } : {}) };
      const updated = await authSend<UserInfo>('/api/users/profile', { method: 'PUT', body });
      setUserInfo(updated);
      setName(updated.name);
      setEmail(updated.email);
      setSubscribed(updated.isSubscribed);
      setPassword('');
      setConfirm('');
      setSaved(PROFILE_UPDATED);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const off = !user;
  return (
    <div className="acct-profile">
      <section className="acct-profile-form" aria-labelledby="profile-heading">
        <h1 id="profile-heading">Môj profil</h1>
        {error && <Alert kind="error">{error}</Alert>}
        {saved && <Alert kind="success">{saved}</Alert>}
        <form onSubmit={submit} noValidate>
          <Field id="profile-name" label="Meno a priezvisko" autoComplete="name" required maxLength={100} value={name} onChange={setName} disabled={off} />
          <EmailField id="profile-email" value={email} onChange={setEmail} disabled={off} />
          <fieldset className="acct-fieldset">
            <legend>Zmena hesla</legend>
            <p className="acct-hint" id="profile-password-note">
              Ak heslo meniť nechcete, nechajte tieto polia prázdne. Nové heslo: {PASSWORD_HINT.charAt(0).toLowerCase() + PASSWORD_HINT.slice(1)}
            </p>
            <NewPasswordFields
              idPrefix="profile"
              labels={['Nové heslo', 'Potvrdenie nového hesla']}
              password={{ value: password, onChange: setPassword }}
              confirm={{ value: confirm, onChange: setConfirm }}
              optional
              describedBy="profile-password-note"
              disabled={off}
            />
          </fieldset>
          <div className="acct-check">
            <input id="profile-subscribed" type="checkbox" checked={subscribed} disabled={off} onChange={(e) => setSubscribed(e.target.checked)} />
            <label htmlFor="profile-subscribed">Chcem dostávať novinky e-mailom</label>
          </div>
          <SubmitButton busy={busy} disabled={off} label="Uložiť zmeny" busyLabel="Ukladám…" />
          <NoScriptNote>Na zobrazenie a úpravu profilu potrebujete v prehliadači zapnutý JavaScript.</NoScriptNote>
        </form>
      </section>
      <section className="acct-profile-orders" aria-labelledby="orders-heading">
        <h2 id="orders-heading">Moje objednávky</h2>
        <OrdersTable state={orders} />
      </section>
    </div>
  );
}
