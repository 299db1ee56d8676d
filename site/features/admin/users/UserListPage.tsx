import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiUser } from '~/worker/domain/user-shape';
import { $userInfo, authGet, authSend } from '~/site/stores/user';
import { AdminAlert, AdminTable, Loading, useAdminAccess, breakableEmail, useConfirm, type Column, type Notice } from '../ui';
import { deleteQuestion, SAVED_FLASH_KEY, userEditHref, yesNo } from './user-view';

/** ✓ or ✗, read out as 'áno' / 'nie'. */
function Mark({ flag }: { flag: boolean }) {
  const m = yesNo(flag);
  return (
    <span className={`admin-mark admin-mark--${m.kind}`}>
      <span aria-hidden="true">{m.mark}</span>
      <span className="sr-only">{m.text}</span>
    </span>
  );
}


/** Reads (and forgets) the message the edit page left after a successful save. */
function takeSavedFlash(): Notice {
  try {
    const text = sessionStorage.getItem(SAVED_FLASH_KEY);
    sessionStorage.removeItem(SAVED_FLASH_KEY);
    return text ? { kind: 'success', text } : null;
  } catch {
    return null;
  }
}

/**
 * `/admin/userlist` (admins): every account with its roles, confirmed registration and newsletter flag; per row
 * 'Upraviť' (the edit page) and 'Zmazať' (confirmed first; not offered on the admin's own row, which the server
 * refuses anyway). After a delete the list is read again and the server's message shows, green or red.
 */
export default function UserListPage() {
  const allowed = useAdminAccess();
  const me = useStore($userInfo);
  const [users, setUsers] = useState<ApiUser[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, confirm] = useConfirm();
  const alertRef = useRef<HTMLDivElement>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      authGet<ApiUser[]>('/api/users', { signal })
        .then((list) => {
          setUsers(list);
          setLoadError('');
        })
        .catch((err: Error) => err.name !== 'AbortError' && setLoadError(err.message)),
    [],
  );

  useEffect(() => {
    if (!allowed) return;
    setNotice(takeSavedFlash());
    const ctrl = new AbortController();
    load(ctrl.signal);
    return () => ctrl.abort();
  }, [allowed, load]);

  const remove = async (user: ApiUser) => {
    if (!(await confirm(deleteQuestion(user.name), 'Zmazať'))) return;
    setBusy(true);
    setNotice(null);
    try {
      const res = await authSend<{ message: string }>(`/api/users/${user._id}`, { method: 'DELETE' });
      setNotice({ kind: 'success', text: res.message });
    } catch (err) {
      setNotice({ kind: 'error', text: (err as Error).message });
    }
    await load();
    setBusy(false);
    // The row (and its button) may be gone: keep the keyboard user at the outcome.
    alertRef.current?.focus();
  };

  if (!allowed) return <Loading />;

  const columns: Column<ApiUser>[] = [
    { header: 'Meno', cell: (u) => u.name },
    { header: 'E-mail', cell: (u) => <a href={`mailto:${u.email}`}>{breakableEmail(u.email)}</a> },
    { header: 'Admin', cell: (u) => <Mark flag={u.isAdmin} />, className: 'admin-cell--flag' },
    { header: 'Asistent', cell: (u) => <Mark flag={u.isAssistant} />, className: 'admin-cell--flag' },
    { header: 'Registrovaný', cell: (u) => <Mark flag={u.isRegistered} />, className: 'admin-cell--flag' },
    { header: 'Odber noviniek', cell: (u) => <Mark flag={u.isSubscribed} />, className: 'admin-cell--flag' },
    {
      header: 'Akcie',
      className: 'admin-cell--actions',
      cell: (u) => (
        <div className="admin-actions">
          <a className="acct-btn acct-btn--small" href={userEditHref(u._id)} aria-label={`Upraviť používateľa ${u.name}`}>
            Upraviť
          </a>
          {u._id === me?._id ? (
            <span className="acct-hint admin-self">Váš účet</span>
          ) : (
            <button
              type="button"
              className="acct-btn acct-btn--small admin-btn--danger"
              disabled={busy}
              aria-label={`Zmazať používateľa ${u.name}`}
              onClick={() => remove(u)}
            >
              Zmazať
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="admin-screen admin-users">
      <h1>Používatelia</h1>
      <p className="acct-hint">
        Všetky účty obchodu. Registrovaný = registrácia potvrdená odkazom z e-mailu. Vlastný účet zmazať nemožno.
      </p>
      <div aria-live="polite" ref={alertRef} tabIndex={-1} className="admin-live">
        <AdminAlert notice={notice} />
      </div>
      {loadError && <AdminAlert notice={{ kind: 'error', text: loadError }} />}
      {!users && !loadError && <Loading />}
      {users && (
        <section className="admin-card" aria-labelledby="users-title">
          <h2 id="users-title" className="admin-card-title">
            Účty <span className="admin-count">({users.length})</span>
          </h2>
          <AdminTable caption="Používatelia" hideCaption columns={columns} rows={users} rowKey={(u) => u._id} empty="Žiadni používatelia." />
        </section>
      )}
      {dialog}
    </div>
  );
}
