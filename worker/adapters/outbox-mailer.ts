import type { Db } from '../../db/client';
import { insertOutboxMail } from '../../db/queries/mail/outbox';
import type { AppDeps, MailMessage, Mailer, ObjectStore } from '../deps';
import type { MailDelivery } from '../domain/outbox';

/** What a redacted copy shows in place of a secret. */
export const REDACTED = '[skryté]';

function redact(text: string, secrets: string[]): string {
  let out = text;
  for (const s of secrets) {
    if (!s) continue;
    out = out.split(s).join(REDACTED);
    // Links carry secrets URL-encoded too.
    const encoded = encodeURIComponent(s);
    if (encoded !== s) out = out.split(encoded).join(REDACTED);
  }
  return out;
}

/** A file name that is safe as the last segment of a key. */
function safeFilename(name: string): string {
  return (
    name
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/\.{2,}/g, '.')
      .replace(/^\./, '_')
      .slice(-100) || 'priloha'
  );
}

/**
 * Stores a message in the outbox table (attachments go to the object store so the table stays small) and answers
 * its id. `redactSecrets`: blank out `msg.secrets` — for the copy kept next to a real delivery, where staff must
 * not be able to use a customer's reset link. `delivery`: what became of it so far (the outbox screen shows it).
 */
export async function recordInOutbox(
  db: Db,
  store: ObjectStore,
  msg: MailMessage,
  opts: { redactSecrets: boolean; delivery: MailDelivery },
): Promise<number> {
  const secrets = opts.redactSecrets ? (msg.secrets ?? []) : [];
  const attachments = [];
  for (const a of msg.attachments ?? []) {
    // A file the shop keeps anyway (the invoice) is referred to, not stored twice. Others get a key of their own,
    // unguessable all the same: only staff read them (GET /api/outbox/:id/attachments/:n); /uploads never serves them.
    const key = a.storeKey ?? `outbox/${crypto.randomUUID()}/${safeFilename(a.filename)}`;
    if (!a.storeKey) await store.put(key, a.content, a.contentType);
    attachments.push({ filename: a.filename, contentType: a.contentType, key });
  }
  return insertOutboxMail(db, {
    to: msg.to,
    subject: msg.subject,
    text: redact(msg.text, secrets),
    html: redact(msg.html ?? '', secrets),
    attachments: JSON.stringify(attachments),
    delivery: opts.delivery,
  });
}

/**
 * Without a mail provider: every e-mail is stored in the outbox table (admins read it at /admin/outbox), marked
 * and logged as NOT sent. Nothing leaves the machine, so links are kept whole: that is how a local tester
 * confirms a registration (and how staff of a shop without a provider could pass a link on by hand).
 */
export function outboxMailer(db: Db, store: ObjectStore, log: AppDeps['log']): Mailer {
  return {
    async send(msg) {
      await recordInOutbox(db, store, msg, { redactSecrets: false, delivery: 'outbox' });
      log('info', `mail stored in the outbox, NOT sent to ${msg.to}: ${msg.subject}`);
    },
  };
}
