import { useEffect, useState } from 'react';
import { useConfirm } from '~/site/components/ui/Dialog';
import { useTypedBeforeHydration } from '~/site/components/ui/form';
import { useLoad } from '~/site/lib/use-load';
import { newsletterParagraphs } from '~/worker/domain/newsletter-text';
import { firstIssueMessage } from '~/worker/domain/strict-object';
import {
  isSending,
  NEWSLETTER_LIMITS,
  newsletterSchema,
  type ApiNewsletterPreview,
  type NewsletterInput,
} from '~/worker/domain/newsletters';
import { outcomeOf, type Notice } from '../outcome';
import { OutcomeLine } from '../ui';
import NewsletterHistory from './NewsletterHistory';
import './newsletters.css';
import { previewNewsletter, readNewsletterRecipients, readNewsletters, sendNewsletter, sendTestNewsletter } from './newsletter-api';

/** How often the list is read again while a newsletter is sending. */
const REFRESH_MS = 2000;
/** Said instead of the dialog when nobody would get the newsletter (the list may still hold unconfirmed readers). */
const NOBODY = 'Newsletter zatiaľ nie je komu poslať: nikto s potvrdenou e-mailovou adresou ho neodoberá.';

/**
 * The newsletter from the shop (issue 20), on /admin/subscribers: write a subject and plain text (web addresses
 * become links), see it as a reader will ('Náhľad': the mail's text as the server's mail code built it), mail it to yourself
 * ('Poslať skúšobný e-mail mne'), then to every subscriber with a confirmed address ('Odoslať odberateľom', confirmed
 * first: the dialog says how many, counted by the server's own rule, which the list above does not apply). Below,
 * the past newsletters with their progress, read again while one is sending.
 */
export default function NewsletterSection({ allowed }: { allowed: boolean }) {
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  // The form is in the built page: what the admin typed before it came alive counts (the preview read '' before).
  const subjectRef = useTypedBeforeHydration<HTMLInputElement>(subject, setSubject);
  const textRef = useTypedBeforeHydration<HTMLTextAreaElement>(text, setText);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<ApiNewsletterPreview | null>(null);
  const [dialog, confirm] = useConfirm();
  const history = useLoad(readNewsletters, allowed);
  const sending = (history.data ?? []).some(isSending);

  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => void history.reload(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [sending, history.reload]);

  /** The input as the server will read it, or the first problem in red. */
  const checked = (): NewsletterInput | null => {
    const parsed = newsletterSchema.safeParse({ subject, text });
    if (parsed.success) return parsed.data;
    setNotice({ kind: 'error', text: firstIssueMessage(parsed.error.issues) });
    return null;
  };

  const run = async (action: (input: NewsletterInput) => Promise<string>) => {
    const input = checked();
    if (!input) return;
    setBusy(true);
    setNotice(await outcomeOf(() => action(input)));
    setBusy(false);
  };

  const showPreview = () =>
    run(async (input) => {
      setPreview(await previewNewsletter(input));
      return 'Náhľad je pod formulárom: takto newsletter uvidí čitateľ.';
    });
  const sendTest = () => run(async (input) => (await sendTestNewsletter(input)).message);
  const sendAll = async () => {
    const input = checked();
    if (!input) return;
    // Counted at the click (readers come and go while the page is open); the click, not a dead button, says why not.
    setBusy(true);
    const fresh = await readNewsletterRecipients().catch(() => null);
    setBusy(false);
    if (fresh?.total === 0) {
      setNotice({ kind: 'error', text: NOBODY });
      return;
    }
    const who = `všetkým odberateľom s potvrdenou adresou${fresh ? ` (${fresh.total})` : ''}`;
    if (!(await confirm(`Odoslať newsletter „${input.subject}“ ${who}? Odoslaný e-mail sa už nedá vziať späť.`, 'Odoslať'))) return;
    await run(async () => {
      const created = await sendNewsletter(input);
      setSubject('');
      setText('');
      setPreview(null);
      await history.reload();
      // Dative: 1 odberateľovi, 2 and more odberateľom.
      return `Newsletter sa odosiela ${created.total} ${created.total === 1 ? 'odberateľovi' : 'odberateľom'}. Priebeh vidíte nižšie.`;
    });
  };

  return (
    <>
      <section className="admin-card" aria-labelledby="newsletter-write-title">
        <h2 id="newsletter-write-title" className="admin-card-title">
          Napísať newsletter
        </h2>
        <div className="acct-field">
          <label htmlFor="newsletter-subject">Predmet</label>
          <input
            ref={subjectRef}
            id="newsletter-subject"
            value={subject}
            maxLength={NEWSLETTER_LIMITS.subject}
            onChange={(e) => setSubject(e.target.value)}
          />
        </div>
        <div className="acct-field">
          <label htmlFor="newsletter-text">Text</label>
          <textarea
            ref={textRef}
            id="newsletter-text"
            className="newsletter-text"
            rows={10}
            value={text}
            maxLength={NEWSLETTER_LIMITS.text}
            aria-describedby="newsletter-text-hint"
            onChange={(e) => setText(e.target.value)}
          />
          <p className="acct-hint" id="newsletter-text-hint">
            Obyčajný text; prázdny riadok začína nový odsek, webové adresy (https://…) sa v e-maile stanú odkazmi. Na koniec pridáme podpis
            a odkaz na zrušenie odberu.
          </p>
        </div>
        <div className="newsletter-actions">
          <button type="button" className="acct-btn acct-btn--outline" onClick={showPreview} disabled={!allowed || busy}>
            Náhľad
          </button>
          <button type="button" className="acct-btn acct-btn--outline" onClick={sendTest} disabled={!allowed || busy}>
            Poslať skúšobný e-mail mne
          </button>
          <button type="button" className="acct-btn" onClick={sendAll} disabled={!allowed || busy}>
            Odoslať odberateľom
          </button>
        </div>
        <OutcomeLine notice={notice} />
        {preview && (
          <figure className="newsletter-preview">
            <figcaption>
              Náhľad: <strong>{preview.subject}</strong>
            </figcaption>
            {/*
              The mail as a reader reads it (its text part, as the server built it: signature and unsubscribe link
              included), in this page's own style: the page's policy allows no inline styles, so the mail's HTML
              would lose its look in a frame. Every character was escaped by newsletterParagraphs.
            */}
            <div className="newsletter-preview-body">
              {newsletterParagraphs(preview.text).map((html, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the preview's paragraphs are replaced whole, never reordered
                // biome-ignore lint/security/noDangerouslySetInnerHtml: newsletterParagraphs escaped every character (above)
                <p key={i} dangerouslySetInnerHTML={{ __html: html }} />
              ))}
            </div>
          </figure>
        )}
      </section>
      <section className="admin-card" aria-labelledby="newsletter-history-title">
        <h2 id="newsletter-history-title" className="admin-card-title">
          Odoslané newslettre
        </h2>
        <OutcomeLine notice={history.error ? { kind: 'error', text: history.error } : null} />
        {history.data && <NewsletterHistory letters={history.data} />}
      </section>
      {dialog}
    </>
  );
}
