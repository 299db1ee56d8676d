import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginToken(t, await createAccount(t, { role: 'admin' }));
});
afterAll(() => t.close());

const newest = async () => (await t.call('GET', '/api/outbox?pageSize=1', undefined, bearer(adminToken))).body.mails[0];

describe('GET /api/outbox (admin)', () => {
  it('shows a stored e-mail as sent, its attachments as links only the staff can open', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 faktúra');
    await t.deps.mailer.send({
      to: 'kupujuci@example.sk',
      subject: 'Vaša objednávka 20260001W',
      text: 'Text objednávky',
      html: '<p>HTML objednávky</p>',
      attachments: [{ filename: 'faktura-20260001W.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const mail = await newest();
    expect(mail).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      to: 'kupujuci@example.sk',
      subject: 'Vaša objednávka 20260001W',
      text: 'Text objednávky',
      html: '<p>HTML objednávky</p>',
      attachments: [{ filename: 'faktura-20260001W.pdf', contentType: 'application/pdf', url: `/api/outbox/${mail._id}/attachments/0` }],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await t.app.request(mail.attachments[0].url)).status).toBe(401);
    const file = await t.app.request(mail.attachments[0].url, { headers: bearer(adminToken) });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
  });

  it('shows an e-mail whose attachment list cannot be read as one without attachments', async () => {
    await t.db.insert(outbox).values({ to: 'stary@example.sk', subject: 'Starý e-mail', text: 'x', attachments: 'nie je JSON' });
    expect(await newest()).toMatchObject({ to: 'stary@example.sk', subject: 'Starý e-mail', attachments: [] });
  });
});
