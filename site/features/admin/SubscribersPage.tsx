import type { ApiSubscriber } from '~/worker/domain/user-shape';
import { COPIED_ALERT, joinEmails } from './admin-view';
import { readSubscribers } from './engagement-api';
import { AdminTable, breakableEmail, LoadState, OutcomeLine, type Column } from './ui';
import { useAdminList } from './use-admin-list';
import NewsletterSection from './newsletters/NewsletterSection';

const columns: Column<ApiSubscriber>[] = [
  { header: 'Meno', cell: (s) => s.name, className: 'admin-cell--name' },
  { header: 'E-mail', cell: (s) => <a href={`mailto:${s.email}`}>{breakableEmail(s.email)}</a> },
];

/** The two lists of the screen: who subscribes, who left. */
const SECTIONS = [
  { list: 'subscribed', title: 'Odoberajú novinky', empty: 'Novinky zatiaľ nikto neodoberá.' },
  { list: 'unsubscribed', title: 'Odber zrušili', empty: 'Odber zatiaľ nikto nezrušil.' },
] as const;

const readBoth = (signal?: AbortSignal) =>
  Promise.all([readSubscribers('subscribed', signal), readSubscribers('unsubscribed', signal)]).then(([subscribed, unsubscribed]) => ({
    subscribed,
    unsubscribed,
  }));

/**
 * `/admin/subscribers` (admins): the newsletter sent from the shop (newsletters/NewsletterSection: write, preview,
 * test mail, send, progress), who gets it and who left it ('Odber zrušili'). 'Kopírovať e-maily'
 * puts every subscribed address, joined by '; ', on the clipboard (ready for the mail program's Bcc) and says so
 * with the spec's alert.
 */
export default function SubscribersPage() {
  const screen = useAdminList(readBoth);
  const lists = screen.data;
  // A failed read shows where the copy's outcome does (the screen has nothing else to say).
  const notice = screen.notice ?? (screen.loadError ? { kind: 'error' as const, text: screen.loadError } : null);

  const copy = async () => {
    if (!lists) return;
    try {
      await navigator.clipboard.writeText(joinEmails(lists.subscribed));
      screen.setNotice(null);
      window.alert(COPIED_ALERT);
    } catch {
      screen.setNotice({
        kind: 'error',
        text: 'E-maily sa nepodarilo skopírovať. Povoľte prehliadaču prístup do schránky alebo ich označte ručne.',
      });
    }
  };

  return (
    <div className="admin-screen">
      <div className="admin-head">
        <h1>Odberatelia noviniek</h1>
        <button type="button" className="acct-btn acct-btn--outline" onClick={copy} disabled={!lists || lists.subscribed.length === 0}>
          Kopírovať e-maily
        </button>
      </div>
      <OutcomeLine notice={notice} />
      <NewsletterSection allowed={screen.allowed} />
      {!lists && !notice && <LoadState loaded={false} error="" />}
      {lists &&
        SECTIONS.map((s) => (
          <section key={s.list} className="admin-card" aria-labelledby={`${s.list}-title`}>
            <h2 id={`${s.list}-title`} className="admin-card-title">
              {s.title} <span className="admin-count">({lists[s.list].length})</span>
            </h2>
            <AdminTable caption={s.title} hideCaption columns={columns} rows={lists[s.list]} rowKey={(r) => r._id} empty={s.empty} />
          </section>
        ))}
    </div>
  );
}
