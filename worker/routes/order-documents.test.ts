import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode } from 'bysquare/pay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { ORDER_MESSAGES } from '../domain/orders';
import { PAY_BY_SQUARE_UNAVAILABLE } from '../domain/pay-by-square';
import { ORDER_OWNER_ONLY } from '../services/orders/order-view';
import { bearer, createAccount, loginToken, mailCount, mailsTo, testClock, type TestAccount } from '../test-support/accounts';
import { insertOrderRow, storedOrderRow } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { RESEND_TOO_OFTEN } from './order-documents';

const dir = mkdtempSync(join(tmpdir(), 'prud-docs-'));
const clock = testClock(new Date('2026-03-05T10:00:00.000Z'));
let t: TestApp;
let jana: TestAccount;
let peter: TestAccount;
let admin: TestAccount;
let assistant: TestAccount;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  [jana, peter, admin, assistant] = await Promise.all([
    createAccount(t),
    createAccount(t),
    createAccount(t, { role: 'admin' }),
    createAccount(t, { role: 'assistant' }),
  ]);
  for (const a of [jana, peter, admin, assistant]) token[a.email] = await loginToken(t, a);
});
afterAll(() => {
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

const as = (a: TestAccount) => bearer(token[a.email]);

let pdfs = 0;
function pdfText(bytes: Uint8Array): string {
  const file = join(dir, `doc-${++pdfs}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' });
}

describe('GET /api/orders/:id/pay-by-square', () => {
  it('answers the owner the payment of an unpaid bank transfer: data, a payload banks decode, an SVG', async () => {
    const o = await insertOrderRow(t, jana.id);
    const r = await t.call('GET', `/api/orders/${o.id}/pay-by-square`, undefined, as(jana));
    expect(r.status).toBe(200);
    const vs = o.orderNumber.replace('W', '');
    expect(r.body).toMatchObject({
      iban: 'SK3811000000002620753192',
      amount: 38.45,
      currency: 'EUR',
      variableSymbol: vs,
      beneficiary: 'Prúd',
    });
    expect(decode(r.body.payload).payments[0]).toMatchObject({
      amount: 38.45,
      variableSymbol: vs,
      bankAccounts: [{ iban: 'SK3811000000002620753192' }],
    });
    expect(r.body.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
  });

  it('answers an admin too; another customer 403, an assistant 403, a visitor 401', async () => {
    const o = await insertOrderRow(t, jana.id);
    const path = `/api/orders/${o.id}/pay-by-square`;
    expect((await t.call('GET', path, undefined, as(admin))).status).toBe(200);
    expect(await t.call('GET', path, undefined, as(peter))).toMatchObject({ status: 403, body: { message: ORDER_OWNER_ONLY } });
    expect(await t.call('GET', path, undefined, as(assistant))).toMatchObject({ status: 403, body: { message: ORDER_OWNER_ONLY } });
    expect(await t.call('GET', path)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.noToken } });
  });

  it('is 404 with a Slovak message for cash, card, paid, cancelled and (from before issue 30) abroad-postage-later orders', async () => {
    const orders = [
      await insertOrderRow(t, jana.id, { paymentMethod: 'Hotovosť' }),
      await insertOrderRow(t, jana.id, { paymentMethod: 'Stripe' }),
      await insertOrderRow(t, jana.id, { isPaid: true, paidAt: '2026-03-05T11:00:00.000Z' }),
      await insertOrderRow(t, jana.id, { isCancelled: true, cancelledAt: '2026-03-05T11:00:00.000Z' }),
      await insertOrderRow(t, jana.id, { shipCountry: 'Česko', shippingCents: 0, shippingLater: true }),
    ];
    for (const o of orders) {
      expect(await t.call('GET', `/api/orders/${o.id}/pay-by-square`, undefined, as(jana))).toMatchObject({
        status: 404,
        body: { message: PAY_BY_SQUARE_UNAVAILABLE },
      });
    }
  });

  it('is 404 for an order that does not exist or an id that is not a number', async () => {
    for (const id of ['999999', 'abc', '0', '1e3', '99999999999999999999']) {
      expect(await t.call('GET', `/api/orders/${id}/pay-by-square`, undefined, as(jana))).toMatchObject({
        status: 404,
        body: { message: ORDER_MESSAGES.notFound },
      });
    }
  });
});

describe('GET /api/orders/:id/invoice', () => {
  async function download(id: number, who?: TestAccount) {
    return t.app.request(`/api/orders/${id}/invoice`, { headers: who ? as(who) : {} });
  }

  it('gives the owner the PDF invoice as a private download', async () => {
    const o = await insertOrderRow(t, jana.id, { billingName: 'Čitáreň Ďaleko s. r. o.', billingIco: '12345678' });
    const res = await download(o.id, jana);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="faktura-${o.orderNumber}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const expected of [
      `Číslo faktúry: ${o.orderNumber}`,
      'Ľubica Šťastná',
      'SK38 1100 0000 0026 2075 3192',
      'Čitáreň Ďaleko s. r. o.',
      'IČO: 12345678',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives an admin any invoice; another customer 403, a visitor 401, an unknown order 404', async () => {
    const o = await insertOrderRow(t, jana.id);
    expect((await download(o.id, admin)).status).toBe(200);
    const other = await download(o.id, peter);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: ORDER_OWNER_ONLY });
    const visitor = await download(o.id);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ message: AUTH_MESSAGES.noToken });
    expect((await download(999_999, jana)).status).toBe(404);
  });
});

describe('PUT /api/orders/:id/resend-confirmation', () => {
  it('sends the confirmation again with the PDF invoice (the outbox refers to the kept invoice), and marks the order', async () => {
    const o = await insertOrderRow(t, jana.id, { mailStatus: 'failed', mailAttempts: 1, mailError: 'timeout' });
    const r = await t.call('PUT', `/api/orders/${o.id}/resend-confirmation`, undefined, as(jana));
    expect(r).toMatchObject({ status: 200, body: { message: ORDER_MESSAGES.confirmationSent } });

    const [mail] = await mailsTo(t, o.email);
    expect(mail.subject).toBe(`Vaša objednávka ${o.orderNumber}`);
    const [attachment] = JSON.parse(mail.attachments);
    expect(attachment.filename).toBe(`faktura-${o.orderNumber}.pdf`);
    // No second copy: the outbox names the invoice the shop keeps (invoices/{order}/{signature}.pdf).
    expect(attachment.key).toMatch(new RegExp(`^invoices/${o.id}/[0-9a-f]{40}\\.pdf$`));
    const stored = await t.store.get(attachment.key);
    expect(stored?.contentType).toBe('application/pdf');
    expect(pdfText(stored!.body as Uint8Array)).toContain(`Číslo faktúry: ${o.orderNumber}`);
    // Not public: /uploads never serves it, and only staff read the outbox's attachments.
    expect((await t.app.request(`/uploads/${attachment.key}`)).status).toBe(404);

    expect(await storedOrderRow(t, o.id)).toEqual({
      ...o,
      mailStatus: 'sent',
      mailSentAt: clock.now().toISOString(),
      mailAttempts: 2,
      mailError: null,
    });
  });

  it('lets an admin resend any order; another customer gets 403, a visitor 401, and nothing is sent or written', async () => {
    const o = await insertOrderRow(t, jana.id);
    const path = `/api/orders/${o.id}/resend-confirmation`;
    const before = await mailCount(t);
    expect(await t.call('PUT', path, undefined, as(peter))).toMatchObject({ status: 403, body: { message: ORDER_OWNER_ONLY } });
    expect(await t.call('PUT', path, undefined, as(assistant))).toMatchObject({ status: 403, body: { message: ORDER_OWNER_ONLY } });
    expect(await t.call('PUT', path)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.noToken } });
    expect(await mailCount(t)).toBe(before);
    expect(await storedOrderRow(t, o.id)).toEqual(o);

    expect(await t.call('PUT', path, undefined, as(admin))).toMatchObject({
      status: 200,
      body: { message: ORDER_MESSAGES.confirmationSent },
    });
    expect(await mailsTo(t, o.email)).toHaveLength(1);
    expect((await storedOrderRow(t, o.id)).mailStatus).toBe('sent');
  });

  it('refuses a cancelled order (409) without sending or writing anything', async () => {
    const o = await insertOrderRow(t, jana.id, { isCancelled: true, cancelledAt: '2026-03-05T11:00:00.000Z' });
    const before = await mailCount(t);
    expect(await t.call('PUT', `/api/orders/${o.id}/resend-confirmation`, undefined, as(jana))).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.cancelledNoChange },
    });
    expect(await mailCount(t)).toBe(before);
    expect(await storedOrderRow(t, o.id)).toEqual(o);
  });

  it('is 404 for an unknown order', async () => {
    expect(await t.call('PUT', '/api/orders/999999/resend-confirmation', undefined, as(jana))).toMatchObject({
      status: 404,
      body: { message: ORDER_MESSAGES.notFound },
    });
  });
});

describe('resend with the production rate limit', () => {
  it('allows a few resends a minute per account, then 429 in Slovak without sending; other accounts are not affected', async () => {
    const limited = await createTestApp({ now: clock.now, rateLimits: 'production' });
    try {
      const [owner, other] = await Promise.all([createAccount(limited), createAccount(limited)]);
      const [ownerToken, otherToken] = [await loginToken(limited, owner), await loginToken(limited, other)];
      const mine = await insertOrderRow(limited, owner.id);
      const theirs = await insertOrderRow(limited, other.id);
      const resend = (id: number, tok: string) => limited.call('PUT', `/api/orders/${id}/resend-confirmation`, undefined, bearer(tok));

      for (let i = 0; i < 3; i++) expect((await resend(mine.id, ownerToken)).status).toBe(200);
      const refused = await resend(mine.id, ownerToken);
      expect(refused).toMatchObject({ status: 429, body: { message: RESEND_TOO_OFTEN } });
      expect(await mailsTo(limited, mine.email)).toHaveLength(3);
      expect((await storedOrderRow(limited, mine.id)).mailAttempts).toBe(3);

      expect((await resend(theirs.id, otherToken)).status).toBe(200);
      clock.advance(60_000);
      expect((await resend(mine.id, ownerToken)).status).toBe(200);
    } finally {
      limited.close();
    }
  });
});

describe('resend when the mailer is down', () => {
  it('answers 502 with a Slovak message, records the failure; the order is otherwise untouched', async () => {
    const down = await createTestApp({
      now: clock.now,
      mailer: {
        async send() {
          throw new Error('mail API answered 503: service unavailable');
        },
      },
    });
    try {
      const owner = await createAccount(down);
      const o = await insertOrderRow(down, owner.id);
      const r = await down.call('PUT', `/api/orders/${o.id}/resend-confirmation`, undefined, bearer(await loginToken(down, owner)));
      expect(r).toMatchObject({ status: 502, body: { message: ORDER_MESSAGES.confirmationFailed } });
      expect(await storedOrderRow(down, o.id)).toEqual({
        ...o,
        mailStatus: 'failed',
        mailAttempts: 1,
        mailError: expect.stringContaining('503'),
      });
      expect(await mailCount(down)).toBe(0);
    } finally {
      down.close();
    }
  });
});
