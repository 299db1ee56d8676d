import { findUserByEmail } from '../../db/queries/users';
import type { AppDeps, Mailer } from '../deps';
import { unsubscribeFooterHtml, unsubscribeFooterText } from './engagement-mail';
import { unsubscribeLinkFor } from './newsletter';

/**
 * A mailer decorator, wired once in each platform entry: every e-mail to a current subscriber gets the
 * one-click unsubscribe link appended to its text and HTML (unless the message already carries it, as the
 * subscription confirmation does) and the RFC 8058 headers `List-Unsubscribe: <url>` and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, which the HTTP mailer passes on (the outbox table has no
 * column for headers: its copy keeps the text and HTML footer only).
 */
export function withUnsubscribeLinks(inner: Mailer, deps: Pick<AppDeps, 'db' | 'config'>): Mailer {
  return {
    async send(msg) {
      const user = await findUserByEmail(deps.db, msg.to.trim().toLowerCase());
      if (!user?.isSubscribed) return inner.send(msg);
      const url = await unsubscribeLinkFor(deps, user.id);
      const hasLink = msg.text.includes(url);
      const html = msg.html && !msg.html.includes(url) ? addBeforeBodyEnd(msg.html, unsubscribeFooterHtml(url)) : msg.html;
      return inner.send({
        ...msg,
        text: hasLink ? msg.text : msg.text.replace(/\s+$/, '') + unsubscribeFooterText(url),
        html,
        headers: { ...msg.headers, 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    },
  };
}

function addBeforeBodyEnd(html: string, footer: string): string {
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at < 0 ? html + footer : html.slice(0, at) + footer + html.slice(at);
}
