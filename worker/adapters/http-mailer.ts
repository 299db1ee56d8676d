import type { Db } from '../../db/client';
import type { AppDeps, Mailer, ObjectStore } from '../deps';
import { recordInOutbox } from './outbox-mailer';

export interface HttpMailerSettings {
  /** MAIL_API_URL: the provider's "send" endpoint. */
  apiUrl: string;
  /** MAIL_API_KEY: sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** The sender, e.g. `Prúd Eshop <eshop@prud.sk>`. */
  from: string;
  /** Injectable for tests; the platform's fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Standard base64 (not URL-safe) is what mail APIs expect for attachment content. */
function base64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

/**
 * Production delivery through an HTTP e-mail API: POST JSON {from, to, subject, text, html, reply_to, headers,
 * attachments: [{filename, contentType, content (base64)}]} with a bearer key (the shape Resend, Postmark-style
 * relays and most transactional APIs accept). A copy also goes to the outbox table so staff can see what was
 * sent; in that copy reset and registration secrets are blanked out, because only the recipient may use them.
 */
export function httpMailer(db: Db, store: ObjectStore, log: AppDeps['log'], s: HttpMailerSettings): Mailer {
  const doFetch = s.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return {
    async send(msg) {
      await recordInOutbox(db, store, msg, { redactSecrets: true });
      const body = {
        from: s.from,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? '',
        ...(msg.replyTo ? { reply_to: msg.replyTo } : {}),
        ...(msg.headers && Object.keys(msg.headers).length ? { headers: msg.headers } : {}),
        attachments: (msg.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: base64(a.content) })),
      };
      const res = await doFetch(s.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${s.apiKey}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(s.timeoutMs ?? 10_000),
      });
      if (!res.ok) {
        const detail = (await res.text().catch(() => '')).slice(0, 300);
        throw new Error(`mail API answered ${res.status} for "${msg.subject}" to ${msg.to}: ${detail}`);
      }
      log('info', `mail sent to ${msg.to}: ${msg.subject}`);
    },
  };
}
