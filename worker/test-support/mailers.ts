import { outboxMailer } from '../adapters/outbox-mailer';
import type { MailMessage, Mailer } from '../deps';
import { createTestApp, type TestAppOptions } from './test-app';

/**
 * The real app with the outbox mailer behind a switch: while `failing`, every send (or only those to `failTo`)
 * throws `error`, as a mail API that is down would. `delivered` lists what went through.
 */
export async function appWithSwitchableMailer(opts: Omit<TestAppOptions, 'mailer'> = {}) {
  const state = {
    failing: false,
    failTo: undefined as string | undefined,
    error: new Error('mail API answered 503 for "x": service unavailable') as unknown,
    delivered: [] as MailMessage[],
  };
  let outbox: Mailer | undefined;
  const mailer: Mailer = {
    async send(msg) {
      if (state.failing && (state.failTo === undefined || msg.to === state.failTo)) throw state.error;
      state.delivered.push(msg);
      await outbox!.send(msg);
    },
  };
  const app = await createTestApp({ ...opts, mailer });
  outbox = outboxMailer(app.db, app.store, app.deps.log);
  return { app, state };
}
