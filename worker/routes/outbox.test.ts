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
  it('shows a stored e-mail, marked as only stored (no provider), its attachments as links only the staff can open', async () => {
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
      delivery: 'outbox',
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
    await t.db.insert(outbox).values({ to: 'objekt@example.sk', subject: 'Nie zoznam', text: 'x', attachments: '{"filename":"a.pdf"}' });
    expect(await newest()).toMatchObject({ to: 'objekt@example.sk', attachments: [] });
  });

  it("logs a mail kept in the outbox as stored, NOT sent (never as 'mail to …'), and the page says the shop sends none", async () => {
    await t.deps.mailer.send({ to: 'neodoslany@example.sk', subject: 'Potvrďte registráciu', text: 'x' });
    expect(t.logs).toContainEqual({
      level: 'info',
      message: 'mail stored in the outbox, NOT sent to neodoslany@example.sk: Potvrďte registráciu',
      data: undefined,
    });
    expect(t.logs.some((l) => l.message.startsWith('mail to '))).toBe(false);
    const page = (await t.call('GET', '/api/outbox?pageSize=1', undefined, bearer(adminToken))).body;
    expect(page).toMatchObject({ mailDelivery: 'outbox', mails: [{ to: 'neodoslany@example.sk', delivery: 'outbox' }] });
  });

  it('a mail stored before delivery was kept, or with a mark this version does not know, says nothing about it (null)', async () => {
    await t.db.insert(outbox).values({ to: 'davny@example.sk', subject: 'Dávny e-mail', text: 'x' });
    expect(await newest()).toMatchObject({ to: 'davny@example.sk', delivery: null });
    await t.db.insert(outbox).values({ to: 'cudzi@example.sk', subject: 'Cudzí stav', text: 'x', delivery: 'bounced' });
    expect(await newest()).toMatchObject({ to: 'cudzi@example.sk', delivery: null });
  });
});
