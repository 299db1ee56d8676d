import type { MailMessage } from '../../deps';
import { unsubscribeFooterHtml, unsubscribeFooterText } from '../mail/engagement-mail';
import { newsletterParagraphs } from '../../domain/newsletter-text';
import { layout, SIGNATURE_TEXT } from '../mail/mail-templates';

/**
 * One newsletter mail as a reader gets it: the admin's plain text (never HTML: every character is escaped; web
 * addresses become links in the HTML part), the shop's layout and signature, the reader's own one-click
 * unsubscribe link in both parts and the RFC 8058 headers. The preview and the test mail are built here too, so
 * the admin sees exactly what the readers will.
 */

/** The mail's links in the shop's red (mail clients ignore style sheets). */
const MAIL_LINK = ' style="color:#b3001b"';

function beforeBodyEnd(html: string, footer: string): string {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + footer : html.slice(0, at) + footer + html.slice(at);
}

/** The mail to `to`, whose own unsubscribe link is `unsubscribeUrl`. */
export function newsletterMail(p: { to: string; subject: string; text: string; unsubscribeUrl: string }): MailMessage {
  return {
    kind: 'newsletter',
    to: p.to,
    subject: p.subject,
    text: `${p.text.trim()}\n\n${SIGNATURE_TEXT}${unsubscribeFooterText(p.unsubscribeUrl)}`,
    html: beforeBodyEnd(layout(newsletterParagraphs(p.text, MAIL_LINK)), unsubscribeFooterHtml(p.unsubscribeUrl)),
    headers: { 'List-Unsubscribe': `<${p.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
