import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../test-support/accounts';
import { startMailStandIn } from '../test-support/mail-provider-stand-ins';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { mailerFromEnv } from './mail-setup';

/** The mailer both platform entries build from their environment, and what they log about it. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function setUp(env: Record<string, unknown>, baseUrl: string, strict = true) {
  const logs: { level: string; message: string }[] = [];
  const made = mailerFromEnv(env, {
    db: t.db,
    store: t.store,
    log: (level, message) => void logs.push({ level, message }),
    baseUrl,
    from: 'Prúd Eshop <eshop@prud.sk>',
    strict,
  });
  return { ...made, logs };
}

describe('mailerFromEnv', () => {
  it("a public shop without a provider warns once that mail is NOT sent; its mail is stored, marked 'outbox'", async () => {
    const { mailer, mailDelivery, logs } = setUp({}, 'https://shop.example.sk');
    expect(mailDelivery).toBe('outbox');
    expect(logs).toEqual([{ level: 'warn', message: expect.stringContaining('mail is NOT sent') }]);
    await mailer.send({ to: 'verejny@example.sk', subject: 'S', text: 'T' });
    expect((await mailsTo(t, 'verejny@example.sk'))[0].delivery).toBe('outbox');
    expect(logs.at(-1)).toEqual({ level: 'info', message: 'mail stored in the outbox, NOT sent to verejny@example.sk: S' });
  });

  it('a local shop without one only informs: no warning', () => {
    const { mailDelivery, logs } = setUp({}, 'http://127.0.0.1:4321');
    expect(mailDelivery).toBe('outbox');
    expect(logs).toEqual([{ level: 'info', message: expect.stringContaining('/admin/outbox') }]);
  });

  it('MAIL_PROVIDER + MAIL_API_KEY: the mail goes to that provider (MAIL_API_URL pointing at its stand-in)', async () => {
    const api = await startMailStandIn('postmark', 'server-token');
    try {
      const env = { MAIL_PROVIDER: 'postmark', MAIL_API_KEY: 'server-token', MAIL_API_URL: `${api.url}/email` };
      const { mailer, mailDelivery, logs } = setUp(env, 'https://shop.example.sk');
      expect(mailDelivery).toBe('provider');
      expect(logs).toEqual([
        { level: 'info', message: `mail is sent through postmark at ${api.url}/email; a copy of each stays in the outbox` },
      ]);
      await mailer.send({ to: 'zakaznik@example.sk', subject: 'Vaša objednávka', text: 'T' });
      expect(api.requests.map((r) => r.body.To)).toEqual(['zakaznik@example.sk']);
      expect((await mailsTo(t, 'zakaznik@example.sk'))[0].delivery).toBe('sent');
    } finally {
      await api.close();
    }
  });

  it("a half-set provider stops Node's start with what is missing", () => {
    expect(() => setUp({ MAIL_PROVIDER: 'mailgun', MAIL_API_KEY: 'k' }, 'https://shop.example.sk')).toThrow(
      /MAIL_PROVIDER "mailgun" is not one of/,
    );
  });

  it('on a Worker (not strict) a half-set provider keeps the outbox and logs why as an error, so the shop still answers', async () => {
    const made = setUp({ MAIL_PROVIDER: 'postmark' }, 'https://shop.example.sk', false);
    expect(made.mailDelivery).toBe('outbox');
    expect(made.logs).toEqual([
      {
        level: 'error',
        message:
          "mail is NOT sent: MAIL_PROVIDER=postmark needs MAIL_API_KEY (the provider's API key); every e-mail stays in the admin's outbox",
      },
    ]);
    await made.mailer.send({ to: 'polovicny@example.sk', subject: 'Skúška', text: 'Ahoj' });
    expect((await mailsTo(t, 'polovicny@example.sk'))[0].delivery).toBe('outbox');
  });
});
