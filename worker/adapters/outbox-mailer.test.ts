import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7 ${text}`);

describe('outbox mailer attachments', () => {
  it('stores each attachment under outbox/<random uuid>/<filename>: no key can be guessed from another', async () => {
    await t.deps.mailer.send({ to: 'a@example.sk', subject: 'Faktúra', text: 'x', attachments: [{ filename: 'faktura-20260001W.pdf', contentType: 'application/pdf', content: pdf('a') }] });
    await t.deps.mailer.send({ to: 'b@example.sk', subject: 'Faktúra', text: 'x', attachments: [{ filename: 'faktura-20260001W.pdf', contentType: 'application/pdf', content: pdf('b') }] });
    const [a] = JSON.parse((await mailsTo(t, 'a@example.sk'))[0].attachments);
    const [b] = JSON.parse((await mailsTo(t, 'b@example.sk'))[0].attachments);
    expect(a.key).toMatch(new RegExp(`^outbox/${UUID}/faktura-20260001W\\.pdf$`));
    expect(b.key).toMatch(new RegExp(`^outbox/${UUID}/faktura-20260001W\\.pdf$`));
    expect(a.key).not.toBe(b.key);
    expect(new TextDecoder().decode((await t.store.get(a.key))!.body as Uint8Array)).toBe('%PDF-1.7 a');
    expect(new TextDecoder().decode((await t.store.get(b.key))!.body as Uint8Array)).toBe('%PDF-1.7 b');
  });

  it('is served under /uploads/<key> by exactly that key', async () => {
    const [a] = JSON.parse((await mailsTo(t, 'a@example.sk'))[0].attachments);
    const res = await t.app.request(`/uploads/${a.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect((await t.app.request('/uploads/outbox/faktura-20260001W.pdf')).status).toBe(404);
  });

  it('keeps a file name safe in a key and a URL, and the original name for the reader', async () => {
    await t.deps.mailer.send({ to: 'c@example.sk', subject: 's', text: 'x', attachments: [{ filename: '../Faktúra č. 1?...pdf', contentType: 'application/pdf', content: pdf('c') }] });
    const [c] = JSON.parse((await mailsTo(t, 'c@example.sk'))[0].attachments);
    expect(c.filename).toBe('../Faktúra č. 1?...pdf');
    expect(c.key).toMatch(new RegExp(`^outbox/${UUID}/[A-Za-z0-9._-]+$`));
    expect(c.key).not.toContain('..');
    expect((await t.app.request(`/uploads/${c.key}`)).status).toBe(200);
  });
});
