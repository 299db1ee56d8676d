import type { Db } from '../../db/client';
import { setOutboxDelivery } from '../../db/queries/mail/outbox';
import type { AppDeps, Mailer, ObjectStore } from '../deps';
import type { MailDelivery } from '../domain/outbox';
import { MAIL_PROVIDERS, type MailProviderName } from './mail-providers';
import { recordInOutbox } from './outbox-mailer';

export interface HttpMailerSettings {
  /** MAIL_PROVIDER: whose request shape and endpoint (mail-providers/); `http` (the default here) is the shop's own. */
  provider?: MailProviderName;
  /** MAIL_API_URL: the endpoint instead of the provider's own (tests: a local stand-in); required for `http`. */
  apiUrl?: string;
  /** MAIL_API_KEY: sent the way the provider wants it. */
  apiKey: string;
  /** The sender, e.g. `Prúd Eshop <eshop@prud.sk>`. */
  from: string;
  /** Injectable for tests; the platform's fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Production delivery through an e-mail provider's HTTP API, one path for all of them: a copy goes to the outbox
 * first (reset and registration secrets blanked out, because only the recipient may use them) marked 'sending',
 * then the provider's request; its answer marks the copy 'sent' or 'failed'. A refusal (any non-2xx) or no answer
 * throws, so callers log it and the scheduled job retries what it retries (order-mail.ts, order-notices.ts…).
 */
export function httpMailer(db: Db, store: ObjectStore, log: AppDeps['log'], s: HttpMailerSettings): Mailer {
  const provider = MAIL_PROVIDERS[s.provider ?? 'http'];
  const url = s.apiUrl ?? provider.endpoint;
  if (!url) throw new Error(`MAIL_PROVIDER=${provider.name} needs MAIL_API_URL`);
  const doFetch = s.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  // A failed write of the mark must not hide what the provider said (nor turn a sent mail into a retried one).
  const mark = (id: number, delivery: MailDelivery) =>
    setOutboxDelivery(db, id, delivery).catch((err) =>
      log('error', 'outbox delivery mark not written', { id, delivery, error: String(err) }),
    );
  return {
    async send(msg) {
      const id = await recordInOutbox(db, store, msg, { redactSecrets: true, delivery: 'sending' });
      const request = provider.request(msg, s.from, s.apiKey);
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...request.headers },
          body: JSON.stringify(request.body),
          signal: AbortSignal.timeout(s.timeoutMs ?? 10_000),
        });
      } catch (err) {
        await mark(id, 'failed');
        throw new Error(`mail API (${provider.name}) unreachable for "${msg.subject}" to ${msg.to}: ${String(err)}`);
      }
      if (!res.ok) {
        await mark(id, 'failed');
        const detail = (await res.text().catch(() => '')).slice(0, 300);
        throw new Error(`mail API (${provider.name}) answered ${res.status} for "${msg.subject}" to ${msg.to}: ${detail}`);
      }
      await mark(id, 'sent');
      log('info', `mail sent to ${msg.to} (${provider.name}): ${msg.subject}`);
    },
  };
}
