import { useStore } from '@nanostores/react';
import { useEffect, useState, type MouseEvent } from 'react';
import { linkify } from '~/site/lib/account';
import { loginUrlFor } from '~/site/lib/paths';
import { staffAccess } from '~/site/lib/staff-screens';
import { formatDate } from '~/site/lib/format';
import { useLoad } from '~/site/lib/use-load';
import { $userInfo } from '~/site/stores/user';
import { Alert, Loading, NoScriptNote, useHydrated } from '~/site/components/ui/form';
import { PAGE_SIZES } from '~/worker/domain/page-sizes';
import { DELIVERY_LABELS, isUnsent, type MailDelivery } from '~/worker/domain/outbox';
import { downloadOutboxAttachment, readOutbox } from './account-api';

const PAGE_SIZE = PAGE_SIZES.outbox;
const PATH = '/admin/outbox';

/** The text body with its web links clickable (text only: a mail's HTML is never put into the page). */
function MailText({ text }: { text: string }) {
  return (
    <div className="outbox-text">
      {/* A mail's parts never reorder: their place is their key. */}
      {linkify(text).map((part, i) =>
        'href' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a part's place in the mail is its identity
          <a key={i} href={part.href}>
            {part.href}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a part's place in the mail is its identity
          <span key={i}>{part.text}</span>
        ),
      )}
    </div>
  );
}

/** What became of one mail: unsent ones (no provider, or refused) in red; none for mails stored before it was kept. */
function DeliveryMark({ delivery }: { delivery: MailDelivery | null }) {
  if (!delivery) return null;
  return (
    <span className={`outbox-delivery outbox-delivery--${isUnsent(delivery) ? 'unsent' : delivery}`}>{DELIVERY_LABELS[delivery]}</span>
  );
}

/**
 * `/admin/outbox` (admins): the e-mails the shop sent or only stored, newest first, each opening to its text and
 * marked with what became of it. Without a mail provider none is sent (the screen says so): this is where
 * testers and staff read registration and password-reset mails.
 */
export default function OutboxPage() {
  // Rendered at build time (`client:idle`): the build and the hydrating render know no user, so both draw the
  // same frame; the stored user is read once hydrated. Visitors go to the login page; a signed-in account without
  // the right reads the frame's refusal (AdminLayout).
  const hydrated = useHydrated();
  const user = useStore($userInfo, { ssr: () => null });
  const access = hydrated ? staffAccess(user, PATH) : 'pending';
  const allowed = access === 'open';
  const [page, setPage] = useState(1);
  const { data, error, loading: busy, reload } = useLoad((signal) => readOutbox(page, PAGE_SIZE, signal), allowed, [page]);

  useEffect(() => {
    if (access === 'login') location.replace(loginUrlFor(PATH));
  }, [access]);

  // Attachments (invoices) are served to staff only: the link's address needs the bearer token, so the click fetches it.
  const [attachmentError, setAttachmentError] = useState('');
  function openAttachment(e: MouseEvent, a: { url: string; filename: string }) {
    e.preventDefault();
    setAttachmentError('');
    downloadOutboxAttachment(a.url, a.filename).catch((err: Error) => setAttachmentError(err.message));
  }

  return (
    <div className="outbox">
      <div className="outbox-head">
        <h1>Odchádzajúce e-maily</h1>
        <button type="button" className="acct-btn acct-btn--outline" onClick={() => void reload()} disabled={!allowed || busy}>
          Obnoviť
        </button>
      </div>
      <p className="acct-hint">
        Všetky e-maily, ktoré obchod poslal alebo len uložil (registrácie, zmeny hesla, objednávky), od najnovšieho, každý s tým, či
        odišiel. Kliknutím na e-mail zobrazíte jeho text.
      </p>
      {data?.mailDelivery === 'outbox' && (
        <p className="outbox-unsent-note" role="note">
          Obchod nemá nastaveného poskytovateľa e-mailov: každý e-mail je len uložený v outboxe, neodoslaný.
        </p>
      )}
      {error && <Alert kind="error">{error}</Alert>}
      {attachmentError && <Alert kind="error">{attachmentError}</Alert>}
      {!data && !error && (
        <>
          <Loading jsOnly />
          <NoScriptNote>Na túto stránku potrebujete v prehliadači zapnutý JavaScript.</NoScriptNote>
        </>
      )}
      {data && data.mails.length === 0 && <p className="empty-state">Zatiaľ neodišiel žiadny e-mail.</p>}
      {data && data.mails.length > 0 && (
        <>
          <p className="outbox-count" aria-live="polite">
            Spolu {data.total}, strana {data.page} z {data.pages}
          </p>
          <ul className="outbox-list">
            {data.mails.map((m) => (
              <li key={m._id} className="outbox-mail">
                <details>
                  <summary>
                    <span className="outbox-subject">{m.subject}</span>
                    <span className="outbox-meta">
                      <span>
                        <span className="outbox-label">Komu:</span> {m.to}
                      </span>
                      <time dateTime={m.createdAt}>{formatDate(m.createdAt, true)}</time>
                      <DeliveryMark delivery={m.delivery} />
                    </span>
                  </summary>
                  <MailText text={m.text} />
                  {m.attachments.length > 0 && (
                    <ul className="outbox-attachments" aria-label="Prílohy">
                      {m.attachments.map((a) => (
                        <li key={a.url}>
                          <a href={a.url} onClick={(e) => openAttachment(e, a)}>
                            {a.filename}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </details>
              </li>
            ))}
          </ul>
          {data.pages > 1 && (
            <nav className="outbox-pager" aria-label="Stránkovanie e-mailov">
              <button type="button" className="acct-btn acct-btn--outline" disabled={page <= 1 || busy} onClick={() => setPage(page - 1)}>
                Novšie
              </button>
              <button
                type="button"
                className="acct-btn acct-btn--outline"
                disabled={page >= data.pages || busy}
                onClick={() => setPage(page + 1)}
              >
                Staršie
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
