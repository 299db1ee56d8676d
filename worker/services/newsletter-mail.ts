import type { MailMessage } from '../deps';
import { unsubscribeFooterHtml, unsubscribeFooterText } from './engagement-mail';
import { escapeHtml, layout, SIGNATURE_TEXT } from './mail-templates';

/**
 * One newsletter mail as a reader gets it: the admin's plain text (never HTML: every character is escaped; web
 * addresses become links in the HTML part), the shop's layout and signature, the reader's own one-click
 * unsubscribe link in both parts and the RFC 8058 headers. The preview and the test mail are built here too, so
 * the admin sees exactly what the readers will.
 */

/** http(s) addresses up to the next space or angle bracket; see `splitUrl` for the punctuation after one. */
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** A sentence's full stop or a closing bracket right after an address belongs to the sentence, not the link. */
function splitUrl(raw: string): [url: string, rest: string] {
  const m = /[.,;:!?)\]}'»“]+$/.exec(raw);
  return m ? [raw.slice(0, m.index), m[0]] : [raw, ''];
}

/** One paragraph of plain text as HTML: escaped, line breaks kept, addresses as links. */
function paragraphHtml(paragraph: string): string {
  let html = '';
  let last = 0;
  for (const m of paragraph.matchAll(URL_PATTERN)) {
    const [url, rest] = splitUrl(m[0]);
    html += escapeHtml(paragraph.slice(last, m.index));
    html += url.length > 'https://'.length ? `<a href="${escapeHtml(url)}" style="color:#b3001b">${escapeHtml(url)}</a>` : escapeHtml(url);
    html += escapeHtml(rest);
    last = m.index + m[0].length;
  }
  html += escapeHtml(paragraph.slice(last));
  return html.replace(/\r?\n/g, '<br>');
}

/** The admin's text as HTML paragraphs (a blank line starts a new one). */
export function newsletterParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(paragraphHtml);
}

function beforeBodyEnd(html: string, footer: string): string {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + footer : html.slice(0, at) + footer + html.slice(at);
}

/** The mail to `to`, whose own unsubscribe link is `unsubscribeUrl`. */
export function newsletterMail(p: { to: string; subject: string; text: string; unsubscribeUrl: string }): MailMessage {
  return {
    to: p.to,
    subject: p.subject,
    text: `${p.text.trim()}\n\n${SIGNATURE_TEXT}${unsubscribeFooterText(p.unsubscribeUrl)}`,
    html: beforeBodyEnd(layout(newsletterParagraphs(p.text)), unsubscribeFooterHtml(p.unsubscribeUrl)),
    headers: { 'List-Unsubscribe': `<${p.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
