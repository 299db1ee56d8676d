import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../deps';
import { mailsTo } from '../../test-support/accounts';
import { startMailStandIn, type StandInKind } from '../../test-support/mail-provider-stand-ins';
import { insertOrderRow, storedOrderRow } from '../../test-support/orders';
import { deliverOrderConfirmation, retryFailedConfirmations } from '../../services/orders/order-mail';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { httpMailer } from '../http-mailer';
import { REDACTED } from '../outbox-mailer';
import { MAIL_PROVIDERS } from '.';

/**
 * Each provider's adapter against a local stand-in of its API that checks what the provider's documentation
 * requires (worker/test-support/mail-provider-stand-ins.ts) and refuses anything else, as the real API would.
 */

const KEY = 'key-0123456789';
const FROM = 'Prúd Eshop <eshop@prud.sk>';
const UNSUBSCRIBE = { 'List-Unsubscribe': '<https://prud.sk/unsubscribe/t0k3n>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
const PDF = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 55, 255]); // '%PDF-1.7' and a byte above ASCII
const PDF_BASE64 = 'JVBERi0xLjf/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A mail with everything a provider has to carry: HTML and text, a reply address, an attachment, the unsubscribe headers, a secret. */
function fullMail(to: string): MailMessage {
  const secret = `S3cr3t-${to}-0123456789abcdefghijklmnop`;
  return {
    to,
    subject: 'Vaša objednávka 20260001W',
    text: `Ďakujeme. https://prud.sk/reset-password/${secret}`,
    html: `<p>Ďakujeme. <a href="https://prud.sk/reset-password/${secret}">x</a></p>`,
    replyTo: 'citatel@example.sk',
    headers: UNSUBSCRIBE,
    attachments: [{ filename: 'faktura-20260001W.pdf', contentType: 'application/pdf', content: PDF }],
    secrets: [secret],
  };
}

/** The production endpoint's path on the stand-in: MAIL_API_URL overrides only where, not the path the docs give. */
const endpointOn = (base: string, kind: StandInKind) => new URL(new URL(MAIL_PROVIDERS[kind].endpoint!).pathname, base).href;

describe.each([
  ['resend', 'https://api.resend.com/emails'],
  ['postmark', 'https://api.postmarkapp.com/email'],
  ['brevo', 'https://api.brevo.com/v3/smtp/email'],
] as const)('MAIL_PROVIDER=%s', (kind, endpoint) => {
  let api: Awaited<ReturnType<typeof startMailStandIn>>;
  beforeAll(async () => {
    api = await startMailStandIn(kind, KEY);
  });
  afterAll(() => api.close());
  const mailer = (o: { key?: string } = {}) =>
    httpMailer(t.db, t.store, t.deps.log, { provider: kind, apiKey: o.key ?? KEY, apiUrl: endpointOn(api.url, kind), from: FROM });

  it(`posts to ${endpoint} by default`, () => {
    expect(MAIL_PROVIDERS[kind].endpoint).toBe(endpoint);
  });

  it('is accepted by the stand-in: the documented fields, the attachment in base64, the List-Unsubscribe headers; the outbox copy says sent', async () => {
    const to = `accepted.${kind}@example.sk`;
    await mailer().send(fullMail(to));
    const req = api.requests.at(-1)!;
    expect(req.method).toBe('POST');
    const b = req.body;
    if (kind === 'resend') {
      expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(b).toMatchObject({
        from: FROM,
        to: [to],
        subject: 'Vaša objednávka 20260001W',
        reply_to: 'citatel@example.sk',
        headers: UNSUBSCRIBE,
      });
      expect(b.attachments).toEqual([{ filename: 'faktura-20260001W.pdf', content: PDF_BASE64, content_type: 'application/pdf' }]);
      expect(b.html).toContain('<p>Ďakujeme.');
      expect(b.text).toContain('Ďakujeme.');
    } else if (kind === 'postmark') {
      expect(req.headers['x-postmark-server-token']).toBe(KEY);
      expect(req.headers.accept).toBe('application/json');
      expect(b).toMatchObject({
        From: FROM,
        To: to,
        Subject: 'Vaša objednávka 20260001W',
        ReplyTo: 'citatel@example.sk',
        MessageStream: 'outbound',
      });
      expect(b.Headers).toEqual([
        { Name: 'List-Unsubscribe', Value: '<https://prud.sk/unsubscribe/t0k3n>' },
        { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
      ]);
      expect(b.Attachments).toEqual([{ Name: 'faktura-20260001W.pdf', Content: PDF_BASE64, ContentType: 'application/pdf' }]);
      expect(b.HtmlBody).toContain('<p>Ďakujeme.');
      expect(b.TextBody).toContain('Ďakujeme.');
    } else {
      expect(req.headers['api-key']).toBe(KEY);
      expect(b).toMatchObject({
        sender: { name: 'Prúd Eshop', email: 'eshop@prud.sk' },
        to: [{ email: to }],
        subject: 'Vaša objednávka 20260001W',
      });
      expect(b).toMatchObject({ replyTo: { email: 'citatel@example.sk' }, headers: UNSUBSCRIBE });
      expect(b.attachment).toEqual([{ name: 'faktura-20260001W.pdf', content: PDF_BASE64 }]);
      expect(b.htmlContent).toContain('<p>Ďakujeme.');
      expect(b.textContent).toContain('Ďakujeme.');
    }
    expect(JSON.stringify(b)).not.toContain(REDACTED); // the recipient gets the whole link…
    const [copy] = await mailsTo(t, to);
    expect(copy.delivery).toBe('sent');
    expect(copy.text).toContain(REDACTED); // …staff see it blanked out.
  });

  it('a text-only mail is accepted too', async () => {
    const to = `text.${kind}@example.sk`;
    await mailer().send({ to, subject: 'Správa z kontaktného formulára', text: 'Dobrý deň <b>nie HTML</b>' });
    const b = api.requests.at(-1)!.body;
    if (kind === 'brevo')
      expect(b.htmlContent).toBe('<pre style="font-family:inherit;white-space:pre-wrap">Dobrý deň &lt;b&gt;nie HTML&lt;/b&gt;</pre>');
    expect((await mailsTo(t, to))[0].delivery).toBe('sent');
  });

  it('a refusal (429, 500, 503) throws with the status, so the caller logs it and the scheduled job retries; the copy says failed', async () => {
    for (const status of [429, 500, 503]) {
      const to = `refused.${status}.${kind}@example.sk`;
      api.refuseNext(status);
      await expect(mailer().send(fullMail(to))).rejects.toThrow(new RegExp(`mail API \\(${kind}\\) answered ${status}`));
      expect((await mailsTo(t, to))[0].delivery).toBe('failed');
    }
  });

  it('a wrong key is refused (401/403) and throws', async () => {
    await expect(mailer({ key: 'wrong' }).send(fullMail(`wrongkey.${kind}@example.sk`))).rejects.toThrow(/answered 40[13]/);
  });
});

describe.each(['postmark', 'brevo'] as const)("the shop's generic `http` shape sent to %s", (kind) => {
  it('is refused (4xx): other field names and another key header', async () => {
    const api = await startMailStandIn(kind, KEY);
    try {
      const generic = httpMailer(t.db, t.store, t.deps.log, {
        provider: 'http',
        apiKey: KEY,
        apiUrl: endpointOn(api.url, kind),
        from: FROM,
      });
      await expect(generic.send(fullMail(`generic.${kind}@example.sk`))).rejects.toThrow(/answered 4\d\d/);
    } finally {
      await api.close();
    }
  });
});

describe('a provider that cannot be reached', () => {
  it('throws naming the provider, and the copy says failed', async () => {
    const api = await startMailStandIn('postmark', KEY);
    await api.close(); // nothing listens on its port any more
    const to = 'unreachable@example.sk';
    const mailer = httpMailer(t.db, t.store, t.deps.log, { provider: 'postmark', apiKey: KEY, apiUrl: `${api.url}/email`, from: FROM });
    await expect(mailer.send({ to, subject: 'S', text: 'T' })).rejects.toThrow(/mail API \(postmark\) unreachable/);
    expect((await mailsTo(t, to))[0].delivery).toBe('failed');
  });
});

describe('the generic http provider', () => {
  it('has no endpoint of its own: it needs MAIL_API_URL', () => {
    expect(() => httpMailer(t.db, t.store, t.deps.log, { provider: 'http', apiKey: KEY, from: FROM })).toThrow(
      'MAIL_PROVIDER=http needs MAIL_API_URL',
    );
  });
});

describe('a confirmation the provider refused', () => {
  it('is retried by the scheduled job through the same provider and then recorded as sent, with its invoice attached', async () => {
    const api = await startMailStandIn('brevo', KEY);
    let real: ReturnType<typeof httpMailer> | undefined;
    const app = await createTestApp({ mailer: { send: (m) => real!.send(m) } });
    try {
      real = httpMailer(app.db, app.store, app.deps.log, {
        provider: 'brevo',
        apiKey: KEY,
        apiUrl: endpointOn(api.url, 'brevo'),
        from: FROM,
      });
      const o = await insertOrderRow(app, null, { createdAt: new Date(app.deps.now().getTime() - 10 * 60_000).toISOString() });
      api.refuseNext(503);
      expect(await deliverOrderConfirmation(app.deps, o.id)).toMatchObject({
        status: 'failed',
        error: expect.stringContaining('answered 503'),
      });
      expect(await storedOrderRow(app, o.id)).toMatchObject({ mailStatus: 'failed', mailAttempts: 1 });

      expect(await retryFailedConfirmations(app.deps, { limit: 10 })).toEqual({ attempted: 1, sent: 1, failed: 0 });
      expect(await storedOrderRow(app, o.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 2, mailError: null });
      const delivered = api.requests.at(-1)!.body;
      expect(delivered.to).toEqual([{ email: o.email }]);
      expect(delivered.attachment).toEqual([
        { name: expect.stringMatching(/^faktura-.*\.pdf$/), content: expect.stringMatching(/^JVBER/) },
      ]);
      expect((await mailsTo(app, o.email)).map((m) => m.delivery)).toEqual(['sent', 'failed']);
    } finally {
      app.close();
      await api.close();
    }
  });
});
