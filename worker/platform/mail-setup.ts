import type { Db } from '../../db/client';
import { httpMailer } from '../adapters/http-mailer';
import { outboxMailer } from '../adapters/outbox-mailer';
import type { AppDeps, Mailer, ObjectStore } from '../deps';
import type { ShopMailDelivery } from '../domain/outbox';
import { mailDeliveryNotice, mailProviderFromEnv } from './env-config';

/**
 * The mailer of both platform entries, from their environment (env-config.ts `mailProviderFromEnv`): a provider's
 * when MAIL_PROVIDER + MAIL_API_KEY are set (a copy of each mail stays in the outbox), else the outbox only.
 * Logs what start-up says about it (a warning 'mail is NOT sent' on a shop others reach): Node calls this at
 * start, Cloudflare when an isolate builds its app (its first request or cron run). Half-set settings stop Node's
 * start (`strict`: the operator is there to read why); a Worker has no start to stop, and throwing there would fail
 * every request, health and pages included, so it keeps the outbox and logs the error on each isolate instead.
 */
export function mailerFromEnv(
  env: Record<string, unknown>,
  o: { db: Db; store: ObjectStore; log: AppDeps['log']; baseUrl: string | undefined; from: string; strict?: boolean },
): { mailer: Mailer; mailDelivery: ShopMailDelivery } {
  let mail: ReturnType<typeof mailProviderFromEnv>;
  try {
    mail = mailProviderFromEnv(env);
  } catch (err) {
    if (o.strict) throw err;
    o.log('error', `mail is NOT sent: ${(err as Error).message}; every e-mail stays in the admin's outbox`);
    return { mailer: outboxMailer(o.db, o.store, o.log), mailDelivery: 'outbox' };
  }
  const notice = mailDeliveryNotice(mail, o.baseUrl);
  o.log(notice.level, notice.message);
  if (!mail) return { mailer: outboxMailer(o.db, o.store, o.log), mailDelivery: 'outbox' };
  return { mailer: httpMailer(o.db, o.store, o.log, { ...mail, from: o.from }), mailDelivery: 'provider' };
}
