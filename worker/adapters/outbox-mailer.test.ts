import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, loginToken, mailsTo } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { OUTBOX_MESSAGES } from '../services/mail/outbox';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
  customer = bearer(await loginToken(t, await createAccount(t)));
});
afterAll(() => t.close());

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7 ${text}`);
/** The staff's view of the newest mail to `to`, as GET /api/outbox answers it. */
async function listedMailTo(to: string) {
  const { mails } = (await t.call('GET', '/api/outbox?pageSize=50', undefined, admin)).body;
  return mails.find((m: { to: string }) => m.to === to);
}

describe('outbox mailer attachments', () => {
  it('stores each attachment under outbox/<random uuid>/<filename>: no key can be guessed from another', async () => {
    await t.deps.mailer.send({
      to: 'a@example.sk',
      subject: 'Faktúra',
      text: 'x',
      attachments: [{ filename: 'faktura-20260001W.pdf', contentType: 'application/pdf', content: pdf('a') }],
    });
    await t.deps.mailer.send({
      to: 'b@example.sk',
      subject: 'Faktúra',
      text: 'x',
      attachments: [{ filename: 'faktura-20260001W.pdf', contentType: 'application/pdf', content: pdf('b') }],
    });
    const [a] = JSON.parse((await mailsTo(t, 'a@example.sk'))[0].attachments);
    const [b] = JSON.parse((await mailsTo(t, 'b@example.sk'))[0].attachments);
    expect(a.key).toMatch(new RegExp(`^outbox/${UUID}/faktura-20260001W\\.pdf$`));
    expect(b.key).toMatch(new RegExp(`^outbox/${UUID}/faktura-20260001W\\.pdf$`));
    expect(a.key).not.toBe(b.key);
    expect(new TextDecoder().decode((await t.store.get(a.key))!.body as Uint8Array)).toBe('%PDF-1.7 a');
    expect(new TextDecoder().decode((await t.store.get(b.key))!.body as Uint8Array)).toBe('%PDF-1.7 b');
  });

  it('are read by staff only, through GET /api/outbox/:id/attachments/:n; /uploads never serves them', async () => {
    const [a] = JSON.parse((await mailsTo(t, 'a@example.sk'))[0].attachments);
    const listed = await listedMailTo('a@example.sk');
    const url = listed.attachments[0].url as string;
    expect(url).toBe(`/api/outbox/${listed._id}/attachments/0`);

    const res = await t.app.request(url, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="faktura-20260001W.pdf"; filename*=UTF-8''faktura-20260001W.pdf`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(new TextDecoder().decode(await res.arrayBuffer())).toBe('%PDF-1.7 a');

    expect((await t.call('GET', url)).status).toBe(401);
    expect((await t.call('GET', url, undefined, customer)).status).toBe(403);
    expect((await t.app.request(`/uploads/${a.key}`)).status).toBe(404);
    expect((await t.app.request(`/uploads/${a.key}`, { headers: admin })).status).toBe(404);
    expect(await t.call('GET', `/api/outbox/${listed._id}/attachments/1`, undefined, admin)).toMatchObject({
      status: 404,
      body: { message: OUTBOX_MESSAGES.attachmentNotFound },
    });
    expect((await t.call('GET', `/api/outbox/999999/attachments/0`, undefined, admin)).status).toBe(404);
    expect((await t.call('GET', `/api/outbox/${listed._id}/attachments/x`, undefined, admin)).status).toBe(400);
  });

  it('keeps a file name safe in a key, and the original name for the reader', async () => {
    await t.deps.mailer.send({
      to: 'c@example.sk',
      subject: 's',
      text: 'x',
      attachments: [{ filename: '../Faktúra č. 1?...pdf', contentType: 'application/pdf', content: pdf('c') }],
    });
    const [c] = JSON.parse((await mailsTo(t, 'c@example.sk'))[0].attachments);
    expect(c.filename).toBe('../Faktúra č. 1?...pdf');
    expect(c.key).toMatch(new RegExp(`^outbox/${UUID}/[A-Za-z0-9._-]+$`));
    expect(c.key).not.toContain('..');
    const res = await t.app.request((await listedMailTo('c@example.sk')).attachments[0].url, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="../Faktura c. 1?...pdf"; filename*=UTF-8''..%2FFakt%C3%BAra%20%C4%8D.%201%3F...pdf`,
    );
  });

  it('refers to a file the shop keeps anyway (storeKey: the kept invoice) instead of storing a second copy', async () => {
    await t.store.put('invoices/7/kept.pdf', pdf('kept'), 'application/pdf');
    const before = t.store.keys();
    await t.deps.mailer.send({
      to: 'd@example.sk',
      subject: 'Faktúra',
      text: 'x',
      attachments: [{ filename: 'faktura-7.pdf', contentType: 'application/pdf', content: pdf('kept'), storeKey: 'invoices/7/kept.pdf' }],
    });
    expect(t.store.keys()).toEqual(before);
    const [d] = JSON.parse((await mailsTo(t, 'd@example.sk'))[0].attachments);
    expect(d).toEqual({ filename: 'faktura-7.pdf', contentType: 'application/pdf', key: 'invoices/7/kept.pdf' });
    const res = await t.app.request((await listedMailTo('d@example.sk')).attachments[0].url, { headers: admin });
    expect(new TextDecoder().decode(await res.arrayBuffer())).toBe('%PDF-1.7 kept');
    expect((await t.app.request('/uploads/invoices/7/kept.pdf')).status).toBe(404);
  });
});
