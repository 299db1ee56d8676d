import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { httpMailer } from './http-mailer';
import { REDACTED } from './outbox-mailer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function fakeApi(status = 200) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return new Response(status === 200 ? '{"id":"m1"}' : 'quota exceeded', { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

describe("the generic http provider (MAIL_PROVIDER=http, the shop's own shape)", () => {
  it('posts JSON with a bearer key and base64 attachments, and keeps a redacted copy in the outbox', async () => {
    const api = fakeApi();
    const mailer = httpMailer(t.db, t.store, t.deps.log, {
      apiUrl: 'https://mail.example/send',
      apiKey: 'key-123',
      from: 'Prúd Eshop <eshop@prud.sk>',
      fetch: api.fetch,
    });
    const secret = 'S3cr3t-Reset-Token-value_0123456789abcdefghi';
    await mailer.send({
      to: 'jana@example.sk',
      subject: 'Zmeňte si Vaše heslo',
      text: `Link: https://prud.sk/reset-password/${secret}/Jana`,
      html: `<a href="https://prud.sk/reset-password/${secret}/Jana">x</a>`,
      attachments: [{ filename: 'faktura.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70, 255]) }],
      replyTo: 'reply@example.sk',
      secrets: [secret],
    });
    expect(api.requests).toHaveLength(1);
    const { url, init } = api.requests[0];
    expect(url).toBe('https://mail.example/send');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer key-123');
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({
      from: 'Prúd Eshop <eshop@prud.sk>',
      to: 'jana@example.sk',
      subject: 'Zmeňte si Vaše heslo',
      reply_to: 'reply@example.sk',
    });
    // The recipient gets the real link…
    expect(body.text).toContain(secret);
    expect(body.attachments).toEqual([{ filename: 'faktura.pdf', contentType: 'application/pdf', content: 'JVBERv8=' }]);
    // …staff see a copy without it.
    const [copy] = await t.db.select().from(outbox);
    expect(copy.subject).toBe('Zmeňte si Vaše heslo');
    expect(copy.text + copy.html).not.toContain(secret);
    expect(copy.text).toContain(REDACTED);
    expect(JSON.parse(copy.attachments)[0].filename).toBe('faktura.pdf');
    expect(copy.delivery).toBe('sent');
  });

  it('throws when the API refuses, so callers can log it', async () => {
    const mailer = httpMailer(t.db, t.store, t.deps.log, {
      apiUrl: 'https://mail.example/send',
      apiKey: 'k',
      from: 'x@y.sk',
      fetch: fakeApi(429).fetch,
    });
    await expect(mailer.send({ to: 'a@b.sk', subject: 'S', text: 'T' })).rejects.toThrow(/429/);
    const [copy] = await t.db.select().from(outbox).where(eq(outbox.to, 'a@b.sk'));
    expect(copy.delivery).toBe('failed');
  });
});
