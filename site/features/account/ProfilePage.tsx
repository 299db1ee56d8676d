import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import type { UserInfo } from '~/worker/domain/user-shape';
import { loginUrlFor, PROFILE_PATH } from '~/site/lib/paths';
import { useLoad } from '~/site/lib/use-load';
import { $userInfo, navigation, setUserInfo } from '~/site/stores/user';
import { endSession } from '~/site/lib/session';
import { AccountDataSection } from './AccountDataSection';
import { Alert, EmailField, NoScriptNote, SubmitButton, useHydrated, useSubmit } from '~/site/components/ui/form';
import { useFieldMarks } from '~/site/components/ui/field-marks';
import { readProfile, saveProfile } from './account-api';
import { confirmMark, PROFILE_FIELDS, type ProfileKey } from './account-marks';
import { loadChecks } from './load-account-checks';
import { NameField, NewPasswordFields, PASSWORD_HINT, useNewPassword } from './account-fields';

const PROFILE_MISMATCH = 'Heslá nesúhlasia';
const PROFILE_UPDATED = 'Profil upravený';
const ACCOUNT_GONE = 'Váš účet sme zrušili. Potvrdenie sme vám poslali e-mailom.';

/**
 * `/profile`: the signed-in user's own data (name, e-mail, password, newsletter) and their orders. Visitors
 * go to the login page, which brings them back. A token the server refuses ends the session keeping the shopper's
 * work and goes to sign in again, back here afterwards (stores/user.ts authSend, site/lib/session-refused.ts).
 *
 * Pre-rendered as the empty form, disabled: the session lives in localStorage, which neither the build nor the
 * hydrating render may read (`ssr: () => null` gives both "nobody yet"). React comes when the form is used
 * (client:used): until then the page's own script (./profile-light.ts) fills the form from the stored user and the
 * server's fresh copy, enables its fields and draws the orders into `children` (the page's slot, which React
 * leaves alone). At hydration the form takes over what that script (or the reader, typing meanwhile) left in the
 * fields; without it (the script not run yet) the stored user fills the form and the server's copy follows.
 */
export default function ProfilePage({ children }: { children?: ReactNode }) {
  const formRef = useRef<HTMLFormElement>(null);
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
    // Filled by the page's script: its values were taken over at mount (below).
    if (formRef.current?.dataset.filled) return;
    const known = $userInfo.get();
    if (known) show(known);
  }, [hydrated, signedIn]);

  // Filled by the page's script before React came (./profile-light.ts): the fields hold the user, or what the
  // reader changed meanwhile. Taken at mount, before the first render after hydration would put the state's
  // empty values back into the fields (the text fields adopt theirs themselves, the box does not).
  useEffect(() => {
    const form = formRef.current;
    if (!form?.dataset.filled) return;
    const field = (id: string) => form.querySelector<HTMLInputElement>(`#${id}`);
    setName(field('profile-name')?.value ?? '');
    setEmail(field('profile-email')?.value ?? '');
    setSubscribed(field('profile-subscribed')?.checked ?? false);
    setTouched(form.dataset.touched === 'true');
  }, []);

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
        <form id="profile-form" ref={formRef} data-hydrated={hydrated ? 'true' : undefined} onSubmit={(e) => void submit(e)} noValidate>
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
        {children}
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
