import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_KEY_HEADER } from '../domain/guest-orders';
import { sha256Hex } from '../services/accounts/tokens';
import { bearer, createAccount, linkIn, loginToken, mailsTo, type TestAccount } from '../test-support/accounts';
import { insertProduct, insertTestOrder, orderBody, orderState, SLOVAK_ADDRESS, storedOrderRow } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Buying without an account (issue 30): `POST /api/orders/guest`, the private link, its revocation and the claim. */

let t: TestApp;
let admin: TestAccount;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin' });
  adminToken = await loginToken(t, admin);
});
afterAll(() => t.close());

let n = 0;
/** A fresh e-mail and address per call, so the caps of one test never meet another's orders. */
function guestBody(o: Record<string, unknown> = {}, product?: number) {
  n += 1;
  return {
    ...orderBody([{ product: product ?? 0, qty: 1 }], { shippingAddress: { ...SLOVAK_ADDRESS, address: `Guestova ${n}` } }),
    email: `Hostia.${n}@Example.sk`,
    privacy: true,
    terms: true,
    ...o,
  };
}

async function placeGuest(o: Record<string, unknown> = {}, made?: number) {
  const product = made ?? (await insertProduct(t, { name: 'Kniha pre hosťa', priceCents: 1000, stock: 5 }));
  const body = guestBody(o, product);
  return { r: await t.call('POST', '/api/orders/guest', body), body };
}

const withKey = (key: string) => ({ [ORDER_KEY_HEADER]: key });
/** A key as the shop makes them (43 base64url characters) that opens nothing. */
const WRONG_KEY = 'A'.repeat(43);

describe('placing a guest order', () => {
  it('stores the order without an account, for the e-mail given; only the hash of the key; mails the private link', async () => {
    const { r, body } = await placeGuest();
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const key: string = r.body.orderKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.body).toMatchObject({ user: { _id: null }, name: SLOVAK_ADDRESS.name, email: body.email.toLowerCase(), totalPrice: 14.5 });

    const row = await storedOrderRow(t, r.body._id);
    expect(row).toMatchObject({ userId: null, email: body.email.toLowerCase(), name: SLOVAK_ADDRESS.name, newsletterConsent: false });
    expect(row.guestKeyHash).toBe(await sha256Hex(key));

    const [mail] = await mailsTo(t, body.email.toLowerCase());
    expect(linkIn(mail.text, 'http://shop.test/order/')).toBe(`http://shop.test/order/${r.body._id}#k=${key}`);
    expect(mail.html).toContain(`http://shop.test/order/${r.body._id}#k=${key}`);
    // Nothing the shop logged carries the key.
    expect(JSON.stringify(t.logs)).not.toContain(key);
  });

  it.each([
    ['without the consents', { privacy: undefined }, /súhlas/],
    ['with a consent refused', { terms: false }, /súhlas/],
    ['with the newsletter (accounts only)', { newsletter: true }, /Odber noviniek je možný len s účtom/],
    ['without an e-mail', { email: undefined }, /e-mail/],
    ['with a broken e-mail', { email: 'nie-je-email' }, /platný e-mail/],
    ["without lines (the account order's own refusal)", { orderItems: [] }, /neobsahuje žiadne produkty/],
    ['with an unknown field', { isPaid: true }, /Neznáme pole/],
  ])('is refused %s, and nothing is written', async (_what, change, message) => {
    const product = await insertProduct(t, { stock: 5 });
    const before = await orderState(t);
    const { r } = await placeGuest(change, product);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(message);
    expect(await orderState(t)).toEqual(before);
  });

  it("keeps the spec's login path: POST /api/orders/ without a token is still 401", async () => {
    const r = await t.call('POST', '/api/orders/', guestBody());
    expect(r.status).toBe(401);
  });
});

describe('the private link', () => {
  it("opens the order with the key; a wrong, malformed, missing or other order's key reveals nothing", async () => {
    const { r } = await placeGuest();
    const { r: other } = await placeGuest();
    const id = r.body._id;
    const read = await t.call('GET', `/api/orders/${id}`, undefined, withKey(r.body.orderKey));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ _id: id, email: r.body.email });

    for (const key of [WRONG_KEY, 'kratky', other.body.orderKey, '']) {
      const refused = await t.call('GET', `/api/orders/${id}`, undefined, withKey(key));
      expect(refused.status, key).toBe(404);
      expect(refused.body).toEqual({ message: 'Objednávka sa nenašla. Otvorte ju prosím odkazom z potvrdzujúceho e-mailu.' });
    }
    // An unknown order answers the same.
    expect((await t.call('GET', '/api/orders/999999', undefined, withKey(r.body.orderKey))).body).toEqual(
      (await t.call('GET', `/api/orders/${id}`, undefined, withKey(WRONG_KEY))).body,
    );
    expect((await t.call('GET', `/api/orders/${id}`)).status).toBe(401);
  });

  it("opens no account's order, whatever key is sent", async () => {
    const customer = await createAccount(t);
    const id = await insertTestOrder(t, customer.id);
    const r = await t.call('GET', `/api/orders/${id}`, undefined, withKey(WRONG_KEY));
    expect(r.status).toBe(404);
  });

  it('pays by card: a payment attempt and the test checkout page, with the key only', async () => {
    const { r } = await placeGuest({ paymentMethod: 'Stripe' });
    const id = r.body._id;
    expect((await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, withKey(WRONG_KEY))).status).toBe(404);
    expect((await t.call('PUT', `/api/orders/${id}/init-payment`)).status).toBe(401);
    expect((await storedOrderRow(t, id)).initPaymentId).toBeNull();

    const started = await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, withKey(r.body.orderKey));
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { initPaymentId } = started.body;
    expect((await storedOrderRow(t, id)).initPaymentId).toBe(initPaymentId);
    expect((await t.call('GET', `/api/orders/${id}/init-payment`, undefined, withKey(r.body.orderKey))).body).toMatchObject({
      initPaymentId,
    });

    // The attempt id alone is not enough: the session needs the key too.
    const stolen = await t.call('POST', '/api/create-stripe-checkout-session', { initPaymentId }, withKey(WRONG_KEY));
    expect(stolen.status).toBe(404);
    expect((await storedOrderRow(t, id)).stripeSessionId).toBeNull();

    const session = await t.call('POST', '/api/create-stripe-checkout-session', { initPaymentId }, withKey(r.body.orderKey));
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expect(session.body.url).toMatch(/^http:\/\/shop\.test\/test-checkout\/cs_test_local_/);
    expect((await storedOrderRow(t, id)).stripeSessionId).toBe(session.body.id);

    const paid = await t.app.request(`${new URL(session.body.url).pathname}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    await t.settle();
    expect(await storedOrderRow(t, id)).toMatchObject({ isPaid: true });
    // The key went in a header with every one of these requests: no log line carries it.
    expect(JSON.stringify(t.logs)).not.toContain(r.body.orderKey);
  });

  it('a failed card payment is noted with the key (once), and the shop is told; a wrong key notes nothing', async () => {
    const { r } = await placeGuest({ paymentMethod: 'Stripe' });
    const id = r.body._id;
    expect((await t.call('PUT', `/api/orders/${id}/failed-payment-notif`, undefined, withKey(WRONG_KEY))).status).toBe(404);
    expect((await storedOrderRow(t, id)).paymentFailedAt).toBeNull();
    const noted = await t.call('PUT', `/api/orders/${id}/failed-payment-notif`, undefined, withKey(r.body.orderKey));
    expect(noted).toMatchObject({ status: 200, body: { message: 'Zlyhanie platby sme zaznamenali.' } });
    expect((await storedOrderRow(t, id)).paymentFailedAt).toBe('2026-03-01T10:00:00.000Z');
    expect((await mailsTo(t, 'eshop@prud.test')).filter((m) => m.text.includes(r.body.orderNumber))).toHaveLength(1);
  });

  it('guests share no budget of failed payments (3 orders an hour per account): each order is its own', async () => {
    for (let i = 0; i < 4; i++) {
      const { r } = await placeGuest({ paymentMethod: 'Stripe' });
      expect((await t.call('PUT', `/api/orders/${r.body._id}/failed-payment-notif`, undefined, withKey(r.body.orderKey))).status).toBe(200);
    }
  });

  it('shows the PAY by square QR of a bank transfer with the key, and the invoice', async () => {
    const { r } = await placeGuest();
    const qr = await t.call('GET', `/api/orders/${r.body._id}/pay-by-square`, undefined, withKey(r.body.orderKey));
    expect(qr.status).toBe(200);
    expect(qr.body.amount).toBe(14.5);
    expect((await t.call('GET', `/api/orders/${r.body._id}/pay-by-square`, undefined, withKey(WRONG_KEY))).status).toBe(404);
    const pdf = await t.app.request(`/api/orders/${r.body._id}/invoice`, { headers: withKey(r.body.orderKey) });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('staff revoke the link; a resend mails a fresh one', () => {
  it('revoked: the key opens nothing; the staff resend mails a new key that does, the old stays dead', async () => {
    const { r, body } = await placeGuest();
    const id = r.body._id;
    const customer = await createAccount(t);
    expect((await t.call('DELETE', `/api/orders/${id}/guest-link`, undefined, bearer(await loginToken(t, customer)))).status).toBe(403);
    expect((await storedOrderRow(t, id)).guestKeyHash).not.toBeNull();

    const revoked = await t.call('DELETE', `/api/orders/${id}/guest-link`, undefined, bearer(adminToken));
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toMatch(/zrušený/);
    // The hash of a key nobody holds: the order stays a guest's, the old key opens nothing.
    const revokedHash = (await storedOrderRow(t, id)).guestKeyHash;
    expect(revokedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(revokedHash).not.toBe(await sha256Hex(r.body.orderKey));
    expect((await t.call('GET', `/api/orders/${id}`, undefined, withKey(r.body.orderKey))).status).toBe(404);

    const resent = await t.call('PUT', `/api/orders/${id}/resend-confirmation`, undefined, bearer(adminToken));
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const [mail] = await mailsTo(t, body.email.toLowerCase());
    const fresh = linkIn(mail.text, 'http://shop.test/order/').split('#k=')[1];
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(r.body.orderKey);
    expect((await storedOrderRow(t, id)).guestKeyHash).toBe(await sha256Hex(fresh));
    expect((await t.call('GET', `/api/orders/${id}`, undefined, withKey(fresh))).status).toBe(200);
    expect((await t.call('GET', `/api/orders/${id}`, undefined, withKey(r.body.orderKey))).status).toBe(404);
  });

  it("an account's order, or one whose account was deleted, has no link to revoke (409); unknown 404; nothing written", async () => {
    const customer = await createAccount(t);
    const id = await insertTestOrder(t, customer.id);
    const r = await t.call('DELETE', `/api/orders/${id}/guest-link`, undefined, bearer(adminToken));
    expect(r.status).toBe(409);
    expect(await storedOrderRow(t, id)).toMatchObject({ userId: customer.id, guestKeyHash: null });
    expect((await t.call('DELETE', '/api/orders/999999/guest-link', undefined, bearer(adminToken))).status).toBe(404);
    const orphan = await insertTestOrder(t, null);
    expect((await t.call('DELETE', `/api/orders/${orphan}/guest-link`, undefined, bearer(adminToken))).status).toBe(409);
    expect(await storedOrderRow(t, orphan)).toMatchObject({ userId: null, guestKeyHash: null });
    // Its confirmation links the page plainly, as before guests existed.
    await t.call('PUT', `/api/orders/${orphan}/resend-confirmation`, undefined, bearer(adminToken));
    expect(await storedOrderRow(t, orphan)).toMatchObject({ guestKeyHash: null });
  });
});

describe("the account of the order's e-mail claims it", () => {
  it("with the key: the order becomes the account's, its list shows it, the link is spent", async () => {
    const { r, body } = await placeGuest();
    const id = r.body._id;
    const owner = await createAccount(t, { email: body.email.toUpperCase() });
    const token = await loginToken(t, owner);
    const claimed = await t.call('POST', `/api/orders/${id}/claim`, { orderKey: r.body.orderKey }, bearer(token));
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body).toMatchObject({ _id: id, user: { _id: String(owner.id) }, message: 'Objednávka patrí odteraz vášmu účtu.' });
    expect(await storedOrderRow(t, id)).toMatchObject({ userId: owner.id, guestKeyHash: null });
    const list = await t.call('GET', '/api/orders/myorders', undefined, bearer(token));
    expect(list.body.map((o: { _id: string }) => o._id)).toEqual([id]);
    expect((await t.call('GET', `/api/orders/${id}`, undefined, bearer(token))).status).toBe(200);
    expect((await t.call('GET', `/api/orders/${id}`, undefined, withKey(r.body.orderKey))).status).toBe(404);
  });

  it("another account's e-mail: 403 naming the order's; a wrong key: 404; a visitor: 401; nothing written", async () => {
    const { r, body } = await placeGuest();
    const id = r.body._id;
    const other = await createAccount(t);
    const token = await loginToken(t, other);
    const refused = await t.call('POST', `/api/orders/${id}/claim`, { orderKey: r.body.orderKey }, bearer(token));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(body.email.toLowerCase());
    expect((await t.call('POST', `/api/orders/${id}/claim`, { orderKey: WRONG_KEY }, bearer(token))).status).toBe(404);
    expect((await t.call('POST', `/api/orders/${id}/claim`, { orderKey: 'x' }, bearer(token))).status).toBe(404);
    expect((await t.call('POST', `/api/orders/${id}/claim`, { orderKey: r.body.orderKey })).status).toBe(401);
    expect(await storedOrderRow(t, id)).toMatchObject({ userId: null, guestKeyHash: await sha256Hex(r.body.orderKey) });
  });
});
