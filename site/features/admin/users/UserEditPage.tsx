import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApiUser } from '~/worker/domain/user-shape';
import { authGet, authSend } from '~/site/stores/user';
import { EmailField, Field, SubmitButton } from '~/site/components/ui/form';
import { AdminAlert, Loading, useAdminAccess } from '../ui';
import { formFromUser, SAVED_FLASH_KEY, savedMessage, USERLIST_PATH, userIdFromPath, validateUserForm, type UserForm } from './user-view';

/**
 * `/admin/user/{id}/edit` (admins; the shell reads the id from the address): name, e-mail, 'Administrátor' and
 * the assistant checkbox (its label comes from site-facts through the page). 'Uložiť' checks the form with the
 * server's schema, sends `PUT /api/users/:id` and on success returns to the list (which says it was saved);
 * any error shows red above the form.
 */
export default function UserEditPage({ assistantLabel }: { assistantLabel: string }) {
  const allowed = useAdminAccess();
  const [id] = useState(() => (typeof location === 'undefined' ? null : userIdFromPath(location.pathname)));
  const [form, setForm] = useState<UserForm | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!allowed) return;
    if (id === null) {
      setError('Neplatná adresa používateľa.');
      return;
    }
    const ctrl = new AbortController();
    authGet<ApiUser>(`/api/users/${id}`, { signal: ctrl.signal })
      .then((u) => setForm(formFromUser(u)))
      .catch((err: Error) => err.name !== 'AbortError' && setError(err.message));
    return () => ctrl.abort();
  }, [allowed, id]);

  const showError = (text: string) => {
    setError(text);
    // Bring the red box into view on a phone (the button is far below it).
    requestAnimationFrame(() => errorRef.current?.scrollIntoView({ block: 'center' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form || id === null) return;
    setError('');
    const checked = validateUserForm(form);
    if (!checked.ok) return showError(checked.message);
    setBusy(true);
    try {
      const saved = await authSend<ApiUser>(`/api/users/${id}`, { method: 'PUT', body: checked.body });
      try {
        sessionStorage.setItem(SAVED_FLASH_KEY, savedMessage(saved.name));
      } catch {
        /* storage off: the list just shows no green line */
      }
      location.assign(USERLIST_PATH);
    } catch (err) {
      setBusy(false);
      showError((err as Error).message);
    }
  };

  if (!allowed) return <Loading />;

  const set = <K extends keyof UserForm>(key: K) => (value: UserForm[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));

  return (
    <div className="admin-screen admin-user-edit">
      <p className="admin-back">
        <a href={USERLIST_PATH}>
          <span aria-hidden="true">←</span>Späť na zoznam
        </a>
      </p>
      <h1>Upraviť používateľa</h1>
      <div ref={errorRef} aria-live="assertive">
        {error && <AdminAlert notice={{ kind: 'error', text: error }} />}
      </div>
      {!form && !error && <Loading />}
      {form && (
        <form className="admin-card admin-form" onSubmit={submit} noValidate aria-label="Údaje používateľa">
          <Field id="user-name" label="Meno" autoComplete="off" required maxLength={100} value={form.name} onChange={set('name')} />
          <EmailField id="user-email" value={form.email} onChange={set('email')} />
          <div className="acct-check">
            <input id="user-admin" type="checkbox" checked={form.isAdmin} onChange={(e) => set('isAdmin')(e.target.checked)} />
            <label htmlFor="user-admin">Administrátor</label>
          </div>
          <div className="acct-check">
            <input id="user-assistant" type="checkbox" checked={form.isAssistant} onChange={(e) => set('isAssistant')(e.target.checked)} />
            <label htmlFor="user-assistant">{assistantLabel}</label>
          </div>
          <SubmitButton busy={busy} label="Uložiť" busyLabel="Ukladám…" />
        </form>
      )}
    </div>
  );
}
