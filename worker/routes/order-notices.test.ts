import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNotices, orders, outbox } from '../../db/schema';
import { PARCEL_MESSAGES } from '../domain/order-notices';
import { bearer, createAccount, htmlText, loginToken, mailsTo, testClock, type TestAccount } from '../test-support/accounts';
import { placeTestOrder, storedOrderRow } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * `PUT /api/orders/:id/paid`, `/deliver` (with an optional parcel number) and `/cancell` tell the customer by
 * e-mail, once per order and kind; read back from the outbox and the `order_notices` rows the server stored.
 */

let t: TestApp;
const clock = testClock(new Date('2026-05-04T08:00:00Z'));
let jana: TestAccount;
let janaToken: string;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  jana = await createAccount(t, { name: 'Jana' });
  janaToken = await loginToken(t, jana);
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
});
afterAll(() => t.close());

const put = (id: number, action: string, body?: unknown, headers: Record<string, string> = admin) =>
  t.call('PUT', `/api/orders/${id}/${action}`, body, headers);
const noticesOf = (id: number) => t.db.select().from(orderNotices).where(eq(orderNotices.orderId, id)).orderBy(asc(orderNotices.id));
/** Jana's mails about order `orderNumber` other than its confirmation (subject 'Vaša objednávka {n}'). */
const noticeMails = async (orderNumber: string) =>
  (await mailsTo(t, jana.email)).filter((m) => m.text.includes(orderNumber) && m.subject !== `Vaša objednávka ${orderNumber}`);

async function newOrder() {
  const id = await placeTestOrder(t, janaToken);
  return { id, orderNumber: (await storedOrderRow(t, id)).orderNumber };
}

describe('PUT /api/orders/:id/paid', () => {
  it("mails the customer 'Platbu sme prijali' once, with the order number and its page; again sends nothing", async () => {
    const { id, orderNumber } = await newOrder();
    clock.set(new Date('2026-05-05T09:30:00Z'));
    expect(await put(id, 'paid')).toMatchObject({ status: 200, body: { isPaid: true, parcelNumber: '' } });

    const mails = await noticeMails(orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: jana.email, subject: `Platbu za objednávku ${orderNumber} sme prijali` });
    expect(mails[0].text).toContain(
      `platbu 14,50\u00a0€ za objednávku č. ${orderNumber} sme prijali 5. 5. 2026. Ďakujeme! Objednávku Vám odošleme čo najskôr.`,
    );
    expect(mails[0].text).toContain(`http://shop.test/order/${id}\n`);
    expect(mails[0].html).toContain(`href="http://shop.test/order/${id}"`);
    expect(await noticesOf(id)).toEqual([
      expect.objectContaining({ kind: 'paid', status: 'sent', attempts: 1, error: null, sentAt: '2026-05-05T09:30:00.000Z' }),
    ]);

    clock.set(new Date('2026-05-06T09:30:00Z'));
    expect(await put(id, 'paid')).toMatchObject({ status: 200, body: { isPaid: true, paidAt: '2026-05-05T09:30:00.000Z' } });
    expect(await noticeMails(orderNumber)).toHaveLength(1);
    expect(await noticesOf(id)).toHaveLength(1);
  });

  it('five admins clicking at once: one mail', async () => {
    const { id, orderNumber } = await newOrder();
    const answers = await Promise.all(Array.from({ length: 5 }, () => put(id, 'paid')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await noticeMails(orderNumber)).toHaveLength(1);
    expect(await noticesOf(id)).toHaveLength(1);
  });
});

describe('PUT /api/orders/:id/deliver', () => {
  it('stores the parcel number and mails the Slovenská pošta tracking link; deliver again sends no second mail', async () => {
    const { id, orderNumber } = await newOrder();
    clock.set(new Date('2026-05-07T12:00:00Z'));
    const r = await put(id, 'deliver', { parcelNumber: ' rr 123 456 789 sk ' });
    expect(r).toMatchObject({
      status: 200,
      body: { isDelivered: true, deliveredAt: '2026-05-07T12:00:00.000Z', parcelNumber: 'RR123456789SK' },
    });
    expect((await storedOrderRow(t, id)).parcelNumber).toBe('RR123456789SK');
    // The customer reads it on their order.
    expect((await t.call('GET', `/api/orders/${id}`, undefined, bearer(janaToken))).body.parcelNumber).toBe('RR123456789SK');

    const [mail, ...more] = await noticeMails(orderNumber);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: jana.email, subject: `Vaša objednávka ${orderNumber} bola odoslaná` });
    expect(mail.text).toContain(`Vašu objednávku č. ${orderNumber} sme 7. 5. 2026 odoslali.`);
    expect(mail.text).toContain(
      'Číslo zásielky: RR123456789SK\nZásielku môžete sledovať na stránke Slovenskej pošty: https://tandt.posta.sk/zasielky/RR123456789SK\n',
    );
    expect(mail.html).toContain(
      '<a href="https://tandt.posta.sk/zasielky/RR123456789SK" style="color:#b3001b">stránke Slovenskej pošty</a>',
    );
    expect(htmlText(mail.html)).toContain('Číslo zásielky: RR123456789SK\nZásielku môžete sledovať na stránke Slovenskej pošty.');
    expect(mail.text).toContain(`http://shop.test/order/${id}`);

    clock.set(new Date('2026-05-08T12:00:00Z'));
    expect(await put(id, 'deliver', { parcelNumber: 'RR123456789SK' })).toMatchObject({
      status: 200,
      body: { deliveredAt: '2026-05-07T12:00:00.000Z' },
    });
    expect(await put(id, 'deliver')).toMatchObject({ status: 200, body: { parcelNumber: 'RR123456789SK' } });
    expect(await noticeMails(orderNumber)).toHaveLength(1);
    expect((await noticesOf(id)).map((n) => [n.kind, n.status])).toEqual([['sent', 'sent']]);
  });

  it.each([
    ['no body and no content type', undefined, {}],
    ['an empty JSON body', undefined, undefined],
    ['{}', {}, undefined],
    ['a null parcel number', { parcelNumber: null }, undefined],
    ['a blank parcel number', { parcelNumber: '   ' }, undefined],
  ])("accepts %s (the spec's clients): sent without a parcel number, the mail without a tracking link", async (_, body, headers) => {
    const { id, orderNumber } = await newOrder();
    const r = await t.app.request(`/api/orders/${id}/deliver`, {
      method: 'PUT',
      headers: { ...admin, ...(headers ?? { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(r.status).toBe(200);
    await t.settle();
    expect(await storedOrderRow(t, id)).toMatchObject({ isDelivered: true, parcelNumber: '' });
    const [mail, ...more] = await noticeMails(orderNumber);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Vaša objednávka ${orderNumber} bola odoslaná`);
    expect(mail.text).not.toContain('Číslo zásielky');
    expect(mail.text).not.toContain('tandt.posta.sk');
  });

  it.each([
    ['a dash', { parcelNumber: 'RR-123456789SK' }, PARCEL_MESSAGES.invalid],
    ['diacritics', { parcelNumber: 'ŽŽ123' }, PARCEL_MESSAGES.invalid],
    ['markup', { parcelNumber: '<b>1</b>' }, PARCEL_MESSAGES.invalid],
    ['31 characters', { parcelNumber: 'A'.repeat(31) }, PARCEL_MESSAGES.invalid],
    ['a number', { parcelNumber: 123456 }, PARCEL_MESSAGES.invalid],
    ['an unknown field', { parcel: 'RR1SK' }, 'Neznáme pole „parcel“. Pošlite len polia, ktoré táto požiadavka pozná.'],
    ['a list', [], PARCEL_MESSAGES.body],
    ['broken JSON', '{"parcelNumber":', 'Telo požiadavky nie je platný JSON.'],
  ])('refuses %s with 400 and a Slovak message, writing nothing and mailing nothing', async (_, body, message) => {
    const { id, orderNumber } = await newOrder();
    const before = await storedOrderRow(t, id);
    const mailsBefore = (await t.db.select().from(outbox)).length;
    expect(await put(id, 'deliver', body)).toMatchObject({ status: 400, body: { message } });
    expect(await storedOrderRow(t, id)).toEqual(before);
    expect(await noticesOf(id)).toEqual([]);
    expect((await t.db.select().from(outbox)).length).toBe(mailsBefore);
    expect(await noticeMails(orderNumber)).toEqual([]);
  });

  it('31 characters is too long; 30 is kept', async () => {
    const { id } = await newOrder();
    expect(await put(id, 'deliver', { parcelNumber: '7'.repeat(30) })).toMatchObject({
      status: 200,
      body: { parcelNumber: '7'.repeat(30) },
    });
  });

  it('a customer cannot mark sent even with a valid body (403), nothing written', async () => {
    const { id } = await newOrder();
    expect(await put(id, 'deliver', { parcelNumber: 'RR1SK' }, bearer(janaToken))).toMatchObject({ status: 403 });
    expect(await storedOrderRow(t, id)).toMatchObject({ isDelivered: false, parcelNumber: '' });
    expect(await noticesOf(id)).toEqual([]);
  });
});

describe('PUT /api/orders/:id/cancell', () => {
  it('mails the customer that the order is cancelled; a paid one is promised its money back', async () => {
    const unpaid = await newOrder();
    expect((await put(unpaid.id, 'cancell')).status).toBe(200);
    const [mail] = await noticeMails(unpaid.orderNumber);
    expect(mail).toMatchObject({ to: jana.email, subject: `Vaša objednávka ${unpaid.orderNumber} bola zrušená` });
    expect(mail.text).toContain(`Vašu objednávku č. ${unpaid.orderNumber} zo dňa`);
    expect(mail.text).not.toContain('vrátime');
    expect(mail.text).toContain(`http://shop.test/order/${unpaid.id}`);

    const paid = await newOrder();
    await put(paid.id, 'paid');
    expect((await put(paid.id, 'cancell')).status).toBe(200);
    const mails = await noticeMails(paid.orderNumber);
    expect(mails.map((m) => m.subject)).toEqual([
      `Vaša objednávka ${paid.orderNumber} bola zrušená`,
      `Platbu za objednávku ${paid.orderNumber} sme prijali`,
    ]);
    expect(mails[0].text).toContain('Sumu 14,50\u00a0€, ktorú ste za ňu už zaplatili, Vám vrátime.');
    expect((await noticesOf(paid.id)).map((n) => [n.kind, n.status])).toEqual([
      ['paid', 'sent'],
      ['cancelled', 'sent'],
    ]);
  });

  it('a second cancel (409) and paid/deliver on a cancelled order (409) mail nothing more', async () => {
    const { id, orderNumber } = await newOrder();
    await put(id, 'cancell');
    for (const action of ['cancell', 'paid', 'deliver']) expect((await put(id, action)).status).toBe(409);
    expect((await noticeMails(orderNumber)).map((m) => m.subject)).toEqual([`Vaša objednávka ${orderNumber} bola zrušená`]);
    expect((await noticesOf(id)).map((n) => n.kind)).toEqual(['cancelled']);
    expect((await t.db.select().from(orders).where(eq(orders.id, id)))[0]).toMatchObject({ isPaid: false, isDelivered: false });
  });
});
