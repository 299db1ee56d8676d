import { useStore } from '@nanostores/react';
import type { ApiUser } from '~/worker/domain/user-shape';
import { $userInfo } from '~/site/stores/user';
import { AdminTable, breakableEmail, EditDeleteActions, LoadState, OutcomeLine, type Column } from '../ui';
import { useAdminList } from '../use-admin-list';
import { deleteUser, readUsers } from './users-api';
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

/**
 * `/admin/userlist` (admins): every account with its roles, confirmed registration and newsletter flag; per row
 * 'Upraviť' (the edit page) and 'Zmazať' (confirmed first; not offered on the admin's own row, which the server
 * refuses anyway). After a delete the list is read again and the server's message shows, green or red.
 */
export default function UserListPage() {
  // Read once hydrated (the screen is rendered at build time); only the rows, which come later, use it.
  const me = useStore($userInfo, { ssr: () => null });
  const list = useAdminList(readUsers, { flashKey: SAVED_FLASH_KEY });
  const users = list.data;

  const remove = (user: ApiUser) =>
    list.act(user._id, async () => (await deleteUser(user._id)).message, {
      confirm: { question: deleteQuestion(user.name), label: 'Zmazať' },
    });

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
        <EditDeleteActions
          editHref={userEditHref(u._id)}
          editLabel={`Upraviť používateľa ${u.name}`}
          deleteLabel={`Zmazať používateľa ${u.name}`}
          disabled={list.busy !== null}
          onDelete={() => remove(u)}
          instead={u._id === me?._id ? <span className="acct-hint admin-self">Váš účet</span> : undefined}
        />
      ),
    },
  ];

  return (
    <div className="admin-screen admin-users">
      <h1>Používatelia</h1>
      <p className="acct-hint">Všetky účty obchodu. Registrovaný = registrácia potvrdená odkazom z e-mailu. Vlastný účet zmazať nemožno.</p>
      <OutcomeLine notice={list.notice} focusRef={list.outcomeRef} />
      <LoadState loaded={!!users} error={list.loadError} />
      {users && (
        <section className="admin-card" aria-labelledby="users-title">
          <h2 id="users-title" className="admin-card-title">
            Účty <span className="admin-count">({users.length})</span>
          </h2>
          <AdminTable
            caption="Používatelia"
            hideCaption
            columns={columns}
            rows={users}
            rowKey={(u) => u._id}
            empty="Žiadni používatelia."
          />
        </section>
      )}
      {list.dialog}
    </div>
  );
}
