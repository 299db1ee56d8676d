import { formatDate } from '~/site/lib/format';
import { isSending, newsletterProgress, type ApiNewsletter } from '~/worker/domain/newsletters';

/**
 * The past newsletters with their progress as the server stored it ('odoslané 120 z 480'), newest first. The
 * screen reads them again every few seconds while one is sending (NewsletterSection).
 */
export default function NewsletterHistory({ letters }: { letters: ApiNewsletter[] }) {
  if (letters.length === 0) return <p className="empty-state">Zatiaľ ste neposlali žiadny newsletter.</p>;
  return (
    <ul className="newsletter-history">
      {letters.map((n) => (
        <li key={n._id} className="newsletter-item">
          <p className="newsletter-item-subject">{n.subject}</p>
          <p className="newsletter-item-meta">
            <time dateTime={n.createdAt}>{formatDate(n.createdAt, true)}</time>
            {' · '}
            {isSending(n) ? <span>odosiela sa…</span> : <span className="newsletter-done">dokončené</span>}
          </p>
          <progress
            max={Math.max(n.total, 1)}
            value={n.total === 0 ? 1 : n.sent + n.failed + n.skipped}
            aria-label={`Priebeh: ${n.subject}`}
          />
          <p className="newsletter-item-counts">
            <span className="newsletter-sent">{newsletterProgress(n)}</span>
            {n.failed > 0 && <span className="newsletter-failed">, nepodarilo sa: {n.failed}</span>}
            {n.skipped > 0 && <span>, odhlásení medzitým: {n.skipped}</span>}
            {n.pending > 0 && <span>, čaká: {n.pending}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}
