import { useEffect, useState } from 'react';
import type { ApiSubscriber } from '~/worker/domain/engagement';
import { authGet } from '~/site/stores/user';
import { COPIED_ALERT, joinEmails } from './admin-view';
import { AdminAlert, AdminTable, Loading, useAdminAccess, breakableEmail, type Column, type Notice } from './ui';


const columns: Column<ApiSubscriber>[] = [
  { header: 'Meno', cell: (s) => s.name, className: 'admin-cell--name' },
  { header: 'E-mail', cell: (s) => <a href={`mailto:${s.email}`}>{breakableEmail(s.email)}</a> },
];

/**
 * `/admin/subscribers` (admins): who gets the newsletter and who left it ('Odber zrušili'). 'Kopírovať e-maily'
 * puts every subscribed address, joined by '; ', on the clipboard (ready for the mail program's Bcc) and says so
 * with the spec's alert.
 */
export default function SubscribersPage() {
  const allowed = useAdminAccess();
  const [lists, setLists] = useState<{ subscribed: ApiSubscriber[]; unsubscribed: ApiSubscriber[] } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    if (!allowed) return;
    const ctrl = new AbortController();
    Promise.all([
      authGet<ApiSubscriber[]>('/api/subscribers/subscribed', { signal: ctrl.signal }),
      authGet<ApiSubscriber[]>('/api/subscribers/unsubscribed', { signal: ctrl.signal }),
    ])
      .then(([subscribed, unsubscribed]) => setLists({ subscribed, unsubscribed }))
      .catch((err: Error) => err.name !== 'AbortError' && setNotice({ kind: 'error', text: err.message }));
    return () => ctrl.abort();
  }, [allowed]);

  const copy = async () => {
    if (!lists) return;
    try {
      await navigator.clipboard.writeText(joinEmails(lists.subscribed));
      setNotice(null);
      window.alert(COPIED_ALERT);
    } catch {
      setNotice({ kind: 'error', text: 'E-maily sa nepodarilo skopírovať. Povoľte prehliadaču prístup do schránky alebo ich označte ručne.' });
    }
  };

  if (!allowed) return <Loading />;

  return (
    <div className="admin-screen">
      <div className="admin-head">
        <h1>Odberatelia noviniek</h1>
        <button type="button" className="acct-btn acct-btn--outline" onClick={copy} disabled={!lists || lists.subscribed.length === 0}>
          Kopírovať e-maily
        </button>
      </div>
      <div aria-live="polite">
        <AdminAlert notice={notice} />
      </div>
      {!lists && !notice && <Loading />}
      {lists && (
        <>
          <section className="admin-card" aria-labelledby="subscribed-title">
            <h2 id="subscribed-title" className="admin-card-title">
              Odoberajú novinky <span className="admin-count">({lists.subscribed.length})</span>
            </h2>
            <AdminTable
              caption="Odoberajú novinky"
              hideCaption
              columns={columns}
              rows={lists.subscribed}
              rowKey={(s) => s._id}
              empty="Novinky zatiaľ nikto neodoberá."
            />
          </section>
          <section className="admin-card" aria-labelledby="unsubscribed-title">
            <h2 id="unsubscribed-title" className="admin-card-title">
              Odber zrušili <span className="admin-count">({lists.unsubscribed.length})</span>
            </h2>
            <AdminTable
              caption="Odber zrušili"
              hideCaption
              columns={columns}
              rows={lists.unsubscribed}
              rowKey={(s) => s._id}
              empty="Odber zatiaľ nikto nezrušil."
            />
          </section>
        </>
      )}
    </div>
  );
}
