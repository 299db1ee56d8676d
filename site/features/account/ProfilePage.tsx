import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import type { UserInfo } from '~/worker/domain/user-shape';
import type { ApiOrderSummary } from '~/worker/domain/orders';
import { formatEuros } from '~/worker/domain/money';
import { loginUrlFor, orderHref, PROFILE_PATH } from '~/site/lib/paths';
import { formatDate } from '~/site/lib/format';
import { useLoad } from '~/site/lib/use-load';
import { $userInfo, navigation, setUserInfo } from '~/site/stores/user';
import { endSession } from '~/site/lib/session';
import { AccountDataSection } from './AccountDataSection';
import { Alert, EmailField, Loading, NoScriptNote, SubmitButton, useHydrated, useSubmit } from '~/site/components/ui/form';
import { useFieldMarks } from '~/site/components/ui/field-marks';
import { myOrders, readProfile, saveProfile } from './account-api';
import { confirmMark, PROFILE_FIELDS, type ProfileKey } from './account-marks';
import { loadChecks } from './load-account-checks';
import { NameField, NewPasswordFields, PASSWORD_HINT, useNewPassword } from './account-fields';

const PROFILE_MISMATCH = 'Heslá nesúhlasia';
const PROFILE_UPDATED = 'Profil upravený';
const NO_ORDERS = 'Zatiaľ nemáte žiadne objednávky.';
const ACCOUNT_GONE = 'Váš účet sme zrušili. Potvrdenie sme vám poslali e-mailom.';

type Orders = { kind: 'loading' } | { kind: 'ready'; orders: ApiOrderSummary[] } | { kind: 'error'; message: string };

function ordersState(orders: ApiOrderSummary[] | null, error: string): Orders {
  if (error) return { kind: 'error', message: error };
  return orders ? { kind: 'ready', orders } : { kind: 'loading' };
}

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
                <a className="acct-order-link" href={orderHref(o._id)}>
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
 * go to the login page, which brings them back. A token the server refuses ends the session keeping the shopper's
 * work and goes to sign in again, back here afterwards (stores/user.ts authSend, site/lib/session-refused.ts).
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
  const marks = useFieldMarks(PROFILE_FIELDS);
  const { password, confirm, fields, clear } = useNewPassword(marks.clear);
  // Once the reader changes a field, a fresh read of the profile that arrives late (a slow phone, a busy shop)
  // no longer overwrites it: ticking the newsletter box while the page loads must not be undone.
  const [touched, setTouched] = useState(false);
  const edit = (key: ProfileKey, set: (v: string) => void) => (v: string) => {
    set(v);
    setTouched(true);
    marks.clear(key);
  };
  const [subscribed, setSubscribed] = useState(false);
  const { busy, error, setError, run } = useSubmit();
  const [saved, setSaved] = useState('');
  const signedIn = Boolean(user);
  // Issue 31: once the account is deleted this page says so, signed out, instead of sending the reader to log in.
  const [deleted, setDeleted] = useState(false);
  // Fresh details (another device may have changed them, and they bring a fresh token) and the orders.
  const profile = useLoad(readProfile, hydrated && signedIn);
  const orders = useLoad(myOrders, hydrated && signedIn);

  // The stored session may lack `isSubscribed` (site/lib/session.ts); the server's answer has it.
  const show = (u: Pick<UserInfo, 'name' | 'email'> & { isSubscribed?: boolean }) => {
    setName(u.name);
    setEmail(u.email);
    setSubscribed(u.isSubscribed ?? false);
  };

  // `show` only calls state setters; `deleted` is read as it is when the session changes, not a reason to run again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see the line above
  useEffect(() => {
    if (!hydrated) return;
    if (!signedIn && !deleted) {
      // Through the one navigation of the page: after a refused token the one to the login page is under way.
      navigation.go(loginUrlFor(PROFILE_PATH));
      return;
    }
    const known = $userInfo.get();
    if (known) show(known);
  }, [hydrated, signedIn]);

  // A fresh read fills the form unless the user has begun typing (`touched` is read, not a reason to run again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see the line above
  useEffect(() => {
    if (!profile.data) return;
    setUserInfo(profile.data);
    if (!touched) show(profile.data);
  }, [profile.data]);

  // A failed read shows where a failed save does (the next save clears it).
  useEffect(() => setError(profile.error), [profile.error, setError]);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setSaved('');
    // The server's schemas (zod) load at the first submit, not with the page.
    const checks = await loadChecks();
    // Every wrong field at once (the server's schema); an e-mail another account uses comes back marked too.
    const found = checks
      ? checks.profileMarks({ name, email, password, confirm }, PROFILE_MISMATCH)
      : { confirm: confirmMark(password, confirm, PROFILE_MISMATCH, true) };
    if (marks.mark(found)) return;
    void run(
      async () => {
        const updated = await saveProfile({
          name,
          email,
          isSubscribed: subscribed,
          ...(password ? { password, confirmPassword: confirm } : {}),
        });
        setUserInfo(updated);
        show(updated);
        clear();
        setSaved(PROFILE_UPDATED);
      },
      { marks: marks.fromServer },
    );
  }

  const off = !user;
  if (deleted) {
    return (
      <section className="acct-profile-gone" aria-labelledby="gone-heading">
        <h1 id="gone-heading">Účet je zrušený</h1>
        <Alert kind="success">{ACCOUNT_GONE}</Alert>
        <p>
          <a href="/">Späť do obchodu</a>
        </p>
      </section>
    );
  }
  return (
    <div className="acct-profile">
      <section className="acct-profile-form" aria-labelledby="profile-heading">
        <h1 id="profile-heading">Môj profil</h1>
        {(marks.summary ?? error) && <Alert kind="error">{marks.summary ?? error}</Alert>}
        {saved && <Alert kind="success">{saved}</Alert>}
        <form onSubmit={(e) => void submit(e)} noValidate>
          <NameField id="profile-name" value={name} onChange={edit('name', setName)} disabled={off} error={marks.marks.name} />
          <EmailField id="profile-email" value={email} onChange={edit('email', setEmail)} disabled={off} error={marks.marks.email} />
          <fieldset className="acct-fieldset">
            <legend>Zmena hesla</legend>
            <p className="acct-hint" id="profile-password-note">
              Ak heslo meniť nechcete, nechajte tieto polia prázdne. Nové heslo:{' '}
              {PASSWORD_HINT.charAt(0).toLowerCase() + PASSWORD_HINT.slice(1)}
            </p>
            <NewPasswordFields
              idPrefix="profile"
              labels={['Nové heslo', 'Potvrdenie nového hesla']}
              {...fields}
              optional
              describedBy="profile-password-note"
              disabled={off}
              errors={marks.marks}
            />
          </fieldset>
          <div className="acct-check">
            <input
              id="profile-subscribed"
              type="checkbox"
              checked={subscribed}
              disabled={off}
              onChange={(e) => {
                setSubscribed(e.target.checked);
                setTouched(true);
              }}
            />
            <label htmlFor="profile-subscribed">Chcem dostávať novinky e-mailom</label>
          </div>
          <SubmitButton busy={busy} disabled={off} label="Uložiť zmeny" busyLabel="Ukladám…" />
          <NoScriptNote>Na zobrazenie a úpravu profilu potrebujete v prehliadači zapnutý JavaScript.</NoScriptNote>
        </form>
      </section>
      <section className="acct-profile-orders" aria-labelledby="orders-heading">
        <h2 id="orders-heading">Moje objednávky</h2>
        <OrdersTable state={ordersState(orders.data, orders.error)} />
        <AccountDataSection
          hasGoogle={user?.hasGoogle ?? false}
          disabled={off}
          onDeleted={() => {
            setDeleted(true);
            // Like 'Odhlásiť sa': the cart, the checkout and the session go with the account.
            endSession('logout');
            $userInfo.set(null);
          }}
        />
      </section>
    </div>
  );
}
