import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { AppDeps, Mailer, ObjectStore } from '../deps';

/**
 * The local default: every e-mail is stored in the outbox table (admins read it at /admin/outbox) and logged.
 * Attachments go to the object store so the table stays small.
 */
export function outboxMailer(db: Db, store: ObjectStore, log: AppDeps['log']): Mailer {
  return {
    async send(msg) {
      const stamp = Date.now().toString(36);
      const attachments = [];
      for (const [i, a] of (msg.attachments ?? []).entries()) {
        const key = `outbox/${stamp}-${i}-${a.filename}`;
        await store.put(key, a.content, a.contentType);
        attachments.push({ filename: a.filename, contentType: a.contentType, key });
      }
      await db.insert(outbox).values({
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? '',
        attachments: JSON.stringify(attachments),
      });
      log('info', `mail to ${msg.to}: ${msg.subject}`);
    },
  };
}
