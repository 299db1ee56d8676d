import { insertContactMessage } from '~/db/queries/engagement/contact';
import type { AppDeps } from '../../deps';
import { contactMail } from '../mail/mail-templates';
import { countAccountAttempt } from '../accounts/account-throttle';

/**
 * `POST /api/auth/contact`: throttled per sender and client address, the message is stored, then mailed to the shop with the visitor as reply-to. A failed
 * delivery is an error here (unlike account mails): the visitor should know to call instead, and the spec's
 * screen shows its "Neodoslané!" text on failure.
 */
export async function sendContactMessage(
  deps: AppDeps,
  m: { name: string; email: string; emailMessage: string },
  clientIp: string,
): Promise<void> {
  // A few an hour from one sender address and from one client address (the per-minute IP rule comes first).
  await countAccountAttempt(deps, 'contact', m.email);
  await countAccountAttempt(deps, 'contact', `ip:${clientIp}`);
  await insertContactMessage(deps.db, { name: m.name, email: m.email, message: m.emailMessage });
  await deps.mailer.send({
    to: deps.config.shopEmail,
    replyTo: m.email,
    ...contactMail({ name: m.name, email: m.email, message: m.emailMessage }),
  });
}
