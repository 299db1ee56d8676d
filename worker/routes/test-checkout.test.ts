import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteFacts } from '../domain/site-facts';
import { bearer, createAccount, loginToken, mailsTo, type TestAccount } from '../test-support/accounts';
import { insertOrder, storedOrderRow, storedPaymentEvents } from '../test-support/card-orders';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testCheckoutView } from '../services/payments/test-checkout';
import { TEST_CHECKOUT_BANNER } from './test-checkout-page';

/** The built-in test checkout: the default configuration has no Stripe secret key. */

let t: TestApp;
let jana: TestAccount;
let janaToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  jana = await createAccount(t);
  janaToken = await loginToken(t, jana);
  adminToken = await loginToken(t, await createAccount(t, { role: 'admin' }));
});
afterAll(() => t.close());

/** Starts an attempt and a session through the API, as the order page does. */
async function checkoutOf(fields: Parameters<typeof insertOrder>[2] = {}) {
  const id = await insertOrder(t, jana.id, fields);
  const init = (await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, bearer(janaToken))).body.initPaymentId as string;
  const r = await t.call(
    'POST',
    '/api/create-stripe-checkout-session',
    { initPaymentId: init, products: [{ name: 'x', qty: 1, price: 0.01 }] },
    bearer(janaToken),
  );
  expect(r.status).toBe(200);
  return { id, init, sessionId: r.body.id as string, url: r.body.url as string };
}

const get = (path: string) => t.app.request(path);
const post = (path: string) =>
  t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });

describe('the session of the built-in test checkout', () => {
  it("points at the shop's own test checkout page and is stored on the order", async () => {
    const { id, sessionId, url } = await checkoutOf();
    expect(sessionId).toMatch(/^cs_test_local_[0-9a-f]{48}$/);
    expect(url).toBe(`http://shop.test/test-checkout/${sessionId}`);
    expect((await storedOrderRow(t, id)).stripeSessionId).toBe(sessionId);
  });
});

describe('GET /test-checkout/:sessionId', () => {
  it('shows a marked test page with the order number and the STORED total, and two plain forms', async () => {
    const { id, sessionId } = await checkoutOf();
    const res = await get(`/test-checkout/${sessionId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<html lang="sk">');
    expect(html).toMatch(/<title>[^<]*Testovacia platba[^<]*<\/title>/);
    expect(html).toContain(TEST_CHECKOUT_BANNER);
    expect(html).toContain((await storedOrderRow(t, id)).orderNumber);
    expect(html).toContain('38,45\u00a0€');
    expect(html).toContain('Poštovné');
    expect(html).not.toContain('0,01');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(
      `<form method="post" action="/test-checkout/${sessionId}/pay"><button type="submit" class="pay">Zaplatiť</button></form>`,
    );
    expect(html).toContain(
      `<form method="post" action="/test-checkout/${sessionId}/cancel"><button type="submit" class="cancel">Zrušiť</button></form>`,
    );
    expect(html).toContain('#b3001b');
  });

  it('for a cancelled order: says so, links back to the shop and offers no buttons', async () => {
    const { id, sessionId } = await checkoutOf();
    await t.call('PUT', `/api/orders/${id}/cancell`, undefined, bearer(adminToken));
    expect((await storedOrderRow(t, id)).isCancelled).toBe(true);
    const html = await (await get(`/test-checkout/${sessionId}`)).text();
    expect(html).toContain('Objednávka je zrušená, zaplatiť ju už nemožno.');
    expect(html).toContain(`<a href="http://shop.test/order/${id}/stripe-fail">Späť do obchodu</a>`);
    expect(html).not.toContain('</button>');
    expect(await testCheckoutView(t.deps, sessionId)).toMatchObject({ state: 'cancelled', sessionId });
  });

  it('lists no payment lines when the stored lines do not add up to the total (nothing it could charge)', async () => {
    const sessionId = 'cs_test_local_inconsistent_total';
    await insertOrder(t, jana.id, { totalCents: 9999, initPaymentId: 'attempt-inconsistent', stripeSessionId: sessionId });
    const res = await get(`/test-checkout/${sessionId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('99,99\u00a0€');
    expect(html).toMatch(/<tbody>\s*<\/tbody>/);
    expect((await testCheckoutView(t.deps, sessionId))?.lines).toEqual([]);
  });

  it('answers a Slovak 404 page for an unknown session', async () => {
    for (const path of ['/test-checkout/cs_test_local_nope', '/test-checkout/anything']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<html lang="sk">');
      expect(html).toContain('Platba sa nenašla');
    }
  });

  it('is gone once a new attempt replaced the session', async () => {
    const { id, sessionId } = await checkoutOf();
    await t.call('PUT', `/api/orders/${id}/init-payment`, undefined, bearer(janaToken));
    expect((await get(`/test-checkout/${sessionId}`)).status).toBe(404);
    expect((await post(`/test-checkout/${sessionId}/pay`)).status).toBe(404);
    expect((await storedOrderRow(t, id)).isPaid).toBe(false);
  });
});

describe('POST /test-checkout/:sessionId/pay and /cancel', () => {
  it("'Zaplatiť' marks the order paid through the signed webhook path and redirects to the success page", async () => {
    const { id, init, sessionId } = await checkoutOf();
    const res = await post(`/test-checkout/${sessionId}/pay`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://shop.test/order/${id}/stripe-success/${init}`);
    expect(await storedOrderRow(t, id)).toMatchObject({ isPaid: true, paidAt: expect.stringMatching(/^\d{4}-/) });
    // It went through the webhook handler: the (signed) event is recorded and the customer got the paid mail.
    expect((await storedPaymentEvents(t)).some((e) => e.id.startsWith('evt_test_local_') && e.type === 'checkout.session.completed')).toBe(
      true,
    );
    const paidMails = (await mailsTo(t, 'jana.novakova@example.sk')).filter((m) => m.subject === siteFacts.emails.subjects.paid);
    expect(paidMails.length).toBeGreaterThanOrEqual(1);

    // Pressing it again (back button): still the success page, no second payment, no second mail.
    const paidAt = (await storedOrderRow(t, id)).paidAt;
    const again = await post(`/test-checkout/${sessionId}/pay`);
    expect(again.headers.get('location')).toBe(`http://shop.test/order/${id}/stripe-success/${init}`);
    expect((await storedOrderRow(t, id)).paidAt).toBe(paidAt);
    expect((await mailsTo(t, 'jana.novakova@example.sk')).filter((m) => m.subject === siteFacts.emails.subjects.paid).length).toBe(
      paidMails.length,
    );

    // The page now says it is paid and offers no buttons.
    const html = await (await get(`/test-checkout/${sessionId}`)).text();
    expect(html).toContain('Objednávka už je zaplatená.');
    expect(html).not.toContain('Zaplatiť</button>');
  });

  it("'Zrušiť' redirects to the failure page and changes nothing", async () => {
    const { id, sessionId } = await checkoutOf();
    const res = await post(`/test-checkout/${sessionId}/cancel`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://shop.test/order/${id}/stripe-fail`);
    expect(await storedOrderRow(t, id)).toMatchObject({ isPaid: false, paidAt: null, isCancelled: false });
  });

  it("serves only its own sessions: not a real Stripe session's id, not one without an attempt, no id over 200 characters", async () => {
    const stored = async (sessionId: string, initPaymentId: string | null = `init-${sessionId.length}-${sessionId.slice(-6)}`) => (
      await insertOrder(t, jana.id, { initPaymentId, stripeSessionId: sessionId }), sessionId
    );
    const longest = await stored(`cs_test_local_${'a'.repeat(200 - 14)}`);
    expect(longest).toHaveLength(200);
    expect((await get(`/test-checkout/${longest}`)).status).toBe(200);
    for (const sessionId of [
      await stored('cs_test_a1b2c3d4e5f6'),
      await stored(`cs_test_local_${'b'.repeat(201 - 14)}`),
      await stored('cs_test_local_no_attempt', null),
    ]) {
      expect((await get(`/test-checkout/${sessionId}`)).status, sessionId).toBe(404);
      expect((await post(`/test-checkout/${sessionId}/pay`)).status, sessionId).toBe(404);
      expect((await post(`/test-checkout/${sessionId}/cancel`)).status, sessionId).toBe(404);
    }
  });

  it('answers 404 for an unknown session', async () => {
    expect((await post('/test-checkout/cs_test_local_nope/pay')).status).toBe(404);
    expect((await post('/test-checkout/cs_test_local_nope/cancel')).status).toBe(404);
  });
});

describe('with a Stripe secret key', () => {
  it.each([false, true])(
    'the test checkout does not exist (404), even for a session id it would have known (switch on: %s)',
    async (testCheckout) => {
      const keyed = await createTestApp({ config: { stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', testCheckout } } });
      try {
        const id = await insertOrder(keyed, null, { initPaymentId: 'init-1', stripeSessionId: 'cs_test_local_0123' });
        for (const res of [
          await keyed.app.request('/test-checkout/cs_test_local_0123'),
          await keyed.app.request('/test-checkout/cs_test_local_0123/pay', { method: 'POST' }),
          await keyed.app.request('/test-checkout/cs_test_local_0123/cancel', { method: 'POST' }),
        ])
          expect(res.status).toBe(404);
        expect((await storedOrderRow(keyed, id)).isPaid).toBe(false);
      } finally {
        keyed.close();
      }
    },
  );
});
