/**
 * A newsletter's plain text as HTML paragraphs (pure, so the admin's preview in the page and the mail share it):
 * every character escaped (the admin writes text, never HTML), line breaks kept, web addresses as links.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** http(s) addresses up to the next space or angle bracket; see `splitUrl` for the punctuation after one. */
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** A sentence's full stop or a closing bracket right after an address belongs to the sentence, not the link. */
function splitUrl(raw: string): [url: string, rest: string] {
  const m = /[.,;:!?)\]}'»“]+$/.exec(raw);
  return m ? [raw.slice(0, m.index), m[0]] : [raw, ''];
}

/** One paragraph as HTML; `linkAttrs` go on each link (the mail's inline colour; the page styles links itself). */
function paragraphHtml(paragraph: string, linkAttrs: string): string {
  let html = '';
  let last = 0;
  for (const m of paragraph.matchAll(URL_PATTERN)) {
    const [url, rest] = splitUrl(m[0]);
    html += escapeHtml(paragraph.slice(last, m.index));
    html += url.length > 'https://'.length ? `<a href="${escapeHtml(url)}"${linkAttrs}>${escapeHtml(url)}</a>` : escapeHtml(url);
    html += escapeHtml(rest);
    last = m.index + m[0].length;
  }
  html += escapeHtml(paragraph.slice(last));
  return html.replace(/\r?\n/g, '<br>');
}

/** The text as HTML paragraphs (a blank line starts a new one). */
export function newsletterParagraphs(text: string, linkAttrs = ''): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => paragraphHtml(p, linkAttrs));
}
