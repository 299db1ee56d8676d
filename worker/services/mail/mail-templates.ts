import { siteFacts } from '../../domain/site-facts';

/**
 * The account e-mails, in Slovak, each as HTML and plain text (mail clients that block HTML still get a usable
 * link). Every value that came from a person is HTML-escaped. Links are built by the caller from the server's
 * base URL, never from the request.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const SUBJECTS = siteFacts.emails.subjects;
const ORG = siteFacts.organization;
const SITE = siteFacts.site;

// One escaping rule for every mail and page the server writes (worker/domain/newsletter-text.ts).
export { escapeHtml } from '../../domain/newsletter-text';
import { escapeHtml } from '../../domain/newsletter-text';

export const SIGNATURE_TEXT = `S pozdravom\n${SITE.name} – ${ORG.shopEmail}, ${ORG.shopPhone}\n${ORG.address}`;

/**
 * Why a service mail reaches its reader, said under the signature where a newsletter has its unsubscribe line:
 * service mails (orders, payments, back in stock, the account) carry no newsletter footer (issue 29).
 */
export const orderMailReason = (orderNumber: string) => `Tento e-mail dostávate k objednávke č. ${orderNumber} v obchode ${SITE.name}.`;

/** The reason as the text part's last lines. */
export const reasonText = (reason: string) => `\n--\n${reason}\n`;

/** A plain, table-free layout: renders in every client and reads well on a phone; `reason` goes under the box. */
export function layout(paragraphs: string[], action?: { label: string; url: string }, reason?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#b3001b;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">Ak tlačidlo nefunguje, skopírujte do prehliadača túto adresu:<br><a href="${escapeHtml(action.url)}" style="color:#b3001b;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="sk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:6px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#b3001b">${escapeHtml(SITE.name)}</p>
${body}
${button}
<p style="margin:24px 0 0;font-size:13px;color:#555">S pozdravom<br>${escapeHtml(SITE.name)} – ${escapeHtml(ORG.shopEmail)}, ${escapeHtml(ORG.shopPhone)}<br>${escapeHtml(ORG.address)}</p>
</div>${reason ? `\n<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#555;text-align:center">${escapeHtml(reason)}</p>` : ''}</body></html>`;
}

/** Sent after `POST /api/users`: the link confirms the address (48 hours, once). */
export function registrationMail(p: { name: string; link: string; validHours: number }): MailContent {
  const ignore = 'Ak ste sa na našej stránke neregistrovali, tento e-mail ignorujte – bez potvrdenia sa účet nedá použiť.';
  return {
    subject: SUBJECTS.welcome,
    text: `Dobrý deň, ${p.name},\n\nďakujeme za registráciu na ${SITE.domain}. Registráciu potvrdíte otvorením tejto linky (platí ${p.validHours} hodín):\n\n${p.link}\n\n${ignore}\n\n${SIGNATURE_TEXT}\n`,
    html: layout(
      [
        `Dobrý deň, ${escapeHtml(p.name)},`,
        `ďakujeme za registráciu na ${escapeHtml(SITE.domain)}. Registráciu potvrdíte kliknutím na tlačidlo nižšie. Linka platí ${p.validHours} hodín.`,
        escapeHtml(ignore),
      ],
      { label: 'Potvrdiť registráciu', url: p.link },
    ),
  };
}

/**
 * Sent instead when someone registers an address that already has an account: the API answers exactly as for a
 * new address (nobody learns who is a customer), and the owner learns what happened and how to get in.
 */
export function alreadyRegisteredMail(p: { name: string; loginUrl: string; forgotUrl: string }): MailContent {
  const ignore = 'Ak ste o registráciu nežiadali Vy, tento e-mail ignorujte. Vaše heslo sa nezmenilo.';
  return {
    subject: SUBJECTS.welcome,
    text: `Dobrý deň, ${p.name},\n\nna ${SITE.domain} sa práve niekto pokúsil zaregistrovať s Vaším e-mailom, ale s touto adresou už máte účet.\n\nPrihlásiť sa môžete tu: ${p.loginUrl}\nAk si heslo nepamätáte, nastavte si nové: ${p.forgotUrl}\n\n${ignore}\n\n${SIGNATURE_TEXT}\n`,
    html: layout(
      [
        `Dobrý deň, ${escapeHtml(p.name)},`,
        `na ${escapeHtml(SITE.domain)} sa práve niekto pokúsil zaregistrovať s Vaším e-mailom, ale s touto adresou už máte účet.`,
        `Ak si heslo nepamätáte, <a href="${escapeHtml(p.forgotUrl)}" style="color:#b3001b">nastavte si nové</a>.`,
        escapeHtml(ignore),
      ],
      { label: 'Prihlásiť sa', url: p.loginUrl },
    ),
  };
}

/** Sent after `POST /api/auth/forgot-password` for a known address (one hour, once). */
export function passwordResetMail(p: { name: string; link: string; validMinutes: number }): MailContent {
  const ignore = 'Ak ste o zmenu hesla nežiadali, tento e-mail ignorujte – Vaše heslo zostáva bez zmeny.';
  return {
    subject: SUBJECTS.passwordReset,
    text: `Dobrý deň, ${p.name},\n\nnové heslo si nastavíte na tejto adrese (platí ${p.validMinutes} minút a dá sa použiť len raz):\n\n${p.link}\n\n${ignore}\n\n${SIGNATURE_TEXT}\n`,
    html: layout(
      [
        `Dobrý deň, ${escapeHtml(p.name)},`,
        `nové heslo si nastavíte kliknutím na tlačidlo nižšie. Linka platí ${p.validMinutes} minút a dá sa použiť len raz.`,
        escapeHtml(ignore),
      ],
      { label: 'Nastaviť nové heslo', url: p.link },
    ),
  };
}

/** The contact form, to the shop; replying answers the visitor. */
export function contactMail(p: { name: string; email: string; message: string }): MailContent {
  return {
    subject: SUBJECTS.contact,
    text: `Správa z kontaktného formulára\n\nMeno: ${p.name}\nE-mail: ${p.email}\n\n${p.message}\n`,
    html: layout([
      'Správa z kontaktného formulára',
      `Meno: ${escapeHtml(p.name)}<br>E-mail: ${escapeHtml(p.email)}`,
      escapeHtml(p.message).replace(/\n/g, '<br>'),
    ]),
  };
}
