import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNotices, products, stockAlerts } from '~/db/schema';
import type { MailMessage } from '../../deps';
import { UNSUBSCRIBE_FOOTER_TEXT } from './engagement-mail';
import { bearer, createAccount, loginToken, mailsTo, type TestAccount } from '../../test-support/accounts';
import { appWithSwitchableMailer } from '../../test-support/mailers';
import { insertProduct, placeTestOrder, storedOrderRow } from '../../test-support/orders';
import type { TestApp } from '../../test-support/test-app';
import { deliverOrderNotice } from '../orders/order-notices';
import { sendBackInStockMails } from '../stock-alerts/stock-alerts';

/**
 * Issue 29: a mail says why its reader gets it. Service mails (the order's confirmation and notices, the card
 * receipt, back in stock, the account's mails) reach a subscriber without the newsletter's footer or its
 * List-Unsubscribe headers, and an order's mails name the order; newsletters keep both. Read from the stored
 * outbox rows and, for the headers (the outbox keeps none), from what the mailer was given.
 */

let t: TestApp;
let delivered: MailMessage[];
let reader: TestAccount;
let readerToken: string;
let admin: Record<string, string>;
beforeAll(async () => {
  const s = await appWithSwitchableMailer();
  t = s.app;
  delivered = s.state.delivered;
  reader = await createAccount(t, { isSubscribed: true, name: 'Odberateľka' });
  readerToken = await loginToken(t, reader);
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
});
afterAll(() => t.close());

const UNSUBSCRIBE = 'http://shop.test/unsubscribe/';
const headersOf = (subject: string) => delivered.filter((m) => m.to === reader.email && m.subject === subject).map((m) => m.headers);

/** The reader's stored mail with this subject: exactly one, with no newsletter footer and no headers given. */
async function serviceMail(subject: string) {
  const rows = (await mailsTo(t, reader.email)).filter((m) => m.subject === subject);
  expect(rows, subject).toHaveLength(1);
  const [row] = rows;
  for (const part of [row.text, row.html ?? '']) {
    expect(part).not.toContain(UNSUBSCRIBE_FOOTER_TEXT);
    expect(part).not.toContain(UNSUBSCRIBE);
  }
  expect(headersOf(subject)).toEqual([undefined]);
  return row;
}

describe('service mails to a subscriber', () => {
  it('of an order (confirmation, paid, sent, cancelled, reminder, expired, extended, card receipt): no footer, no headers; they name the order', async () => {
    const id = await placeTestOrder(t, readerToken);
    const { orderNumber } = await storedOrderRow(t, id);
    expect((await t.call('PUT', `/api/orders/${id}/paid`, undefined, admin)).status).toBe(200);
    expect((await t.call('PUT', `/api/orders/${id}/deliver`, { parcelNumber: '' }, admin)).status).toBe(200);
    const other = await placeTestOrder(t, readerToken);
    const otherNumber = (await storedOrderRow(t, other)).orderNumber;
    expect((await t.call('PUT', `/api/orders/${other}/cancell`, undefined, admin)).status).toBe(200);
    // The job's and the webhook's kinds, owed as rows and sent the one way every notice is.
    const third = await placeTestOrder(t, readerToken);
    const thirdNumber = (await storedOrderRow(t, third)).orderNumber;
    const rows = await t.db
      .insert(orderNotices)
      .values((['reminder', 'expired', 'extended', 'card-paid'] as const).map((kind) => ({ orderId: third, kind })))
      .returning();
    for (const row of rows) expect(await deliverOrderNotice(t.deps, row.id)).toMatchObject({ status: 'sent' });

    const why = (n: string) => `Tento e-mail dostávate k objednávke č. ${n} v obchode Prúd života.`;
    for (const [subject, n] of [
      [`Vaša objednávka ${orderNumber}`, orderNumber],
      [`Platbu za objednávku ${orderNumber} sme prijali`, orderNumber],
      [`Vaša objednávka ${orderNumber} bola odoslaná`, orderNumber],
      [`Vaša objednávka ${otherNumber} bola zrušená`, otherNumber],
      [`Objednávka ${thirdNumber} čaká na platbu`, thirdNumber],
      [`Objednávka ${thirdNumber} bola zrušená – nebola zaplatená`, thirdNumber],
      ['Objednávka zaplatená', thirdNumber],
    ]) {
      const mail = await serviceMail(subject);
      expect(mail.text).toContain(why(n));
      expect(mail.html).toContain(why(n));
    }
    const extended = (await mailsTo(t, reader.email)).filter((m) =>
      m.subject.startsWith(`Objednávka ${thirdNumber}: nový dátum splatnosti`),
    );
    expect(extended.map((m) => [m.text.includes(why(thirdNumber)), m.text.includes(UNSUBSCRIBE)])).toEqual([[true, false]]);
  });

  it('back in stock: no footer, no headers; it names the book the reader asked about', async () => {
    const productId = await insertProduct(t, { name: 'Kniha na čakanie', stock: 0 });
    await t.db.insert(stockAlerts).values({ productId, userId: reader.id });
    await t.db.update(products).set({ countInStock: 3 }).where(eq(products.id, productId));
    expect(await sendBackInStockMails(t.deps, [productId])).toBe(1);
    const mail = await serviceMail('Kniha „Kniha na čakanie“ je znova na sklade');
    const why = 'Tento e-mail dostávate, lebo ste na stránke knihy „Kniha na čakanie“ požiadali o upozornenie, keď bude znova na sklade.';
    for (const line of [
      'kniha „Kniha na čakanie“, na ktorú ste čakali, je znova na sklade.',
      'Tento e-mail sme Vám poslali raz. Ďalší už nepríde.',
      why,
    ]) {
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(line);
    }
    expect(mail.text).toMatch(/^Dobrý deň, Odberateľka,\n\n/);
    expect(mail.html).toContain('Dobrý deň, Odberateľka,');
    expect(mail.html).toContain(`href="http://shop.test/product/${productId}"`);
  });

  it('of the account (password reset): no footer, no headers', async () => {
    expect((await t.call('POST', '/api/auth/forgot-password', { email: reader.email })).status).toBeLessThan(300);
    await serviceMail('Zmeňte si Vaše heslo');
  });
});

describe('a newsletter', () => {
  it('keeps the footer and the one-click List-Unsubscribe headers', async () => {
    expect((await t.call('POST', '/api/newsletters', { subject: 'Jesenné novinky', text: 'Vyšli nové knihy.' }, admin)).status).toBe(202);
    const [row, ...more] = (await mailsTo(t, reader.email)).filter((m) => m.subject === 'Jesenné novinky');
    expect(more).toEqual([]);
    expect(row.text).toContain(UNSUBSCRIBE_FOOTER_TEXT);
    expect(row.text).toContain(UNSUBSCRIBE);
    expect(row.html).toContain(UNSUBSCRIBE);
    const [headers] = headersOf('Jesenné novinky');
    expect(headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/shop\.test\/unsubscribe\/.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
