import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, createAccount, loginToken, mailsTo, testClock, type TestAccount } from '../test-support/accounts';
import {
  CZECH_ADDRESS,
  SLOVAK_ADDRESS,
  TAMPERED,
  counterOf,
  insertProduct,
  orderBody,
  orderState,
  stockOfProduct,
  storedOrder,
} from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** `POST /api/orders/`: the server prices every order from the database and takes the stock; mail comes after. */

let t: TestApp;
let jana: TestAccount;
let token: string;
const clock = testClock(new Date('2026-03-01T10:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  jana = await createAccount(t, { name: 'Jana Účtová' });
  token = await loginToken(t, jana);
});
afterAll(() => t.close());

const place = (body: unknown, tok = token, path = '/api/orders/') => t.call('POST', path, body, bearer(tok));

describe('placing an order: the server prices it from the database', () => {
  it('bank transfer in Slovakia: tampered prices, totals, name and e-mail are ignored; stock and counter taken', async () => {
    const plain = await insertProduct(t, { name: 'Normálny kresťanský život', priceCents: 1250, stock: 5 });
    const onSale = await insertProduct(t, { name: 'Život viery', priceCents: 990, discount: 10, stock: 4 });
    const counterBefore = (await counterOf(t, 2026)) ?? 0;

    const r = await place(
      orderBody(
        [
          // A cart item as the spec's client keeps it (section 3): all but product and qty is ignored.
          { product: plain, qty: 2, price: 0.01, name: 'Lacná kniha', image: '/x.jpg', countInStock: 99, discount: 90 } as never,
          { product: String(onSale), qty: 1, price: 0.01 } as never,
        ],
        { ...TAMPERED, paymentMethod: 'Prevodom vopred' },
      ),
    );

    expect(r.status, JSON.stringify(r.body)).toBe(201);
    // 2 × 12,50 + 1 × 8,95 (9,90 − 10 % rounded up to 5 cents) = 33,95; postage 4,50 in Slovakia under 100 €.
    expect(r.body).toMatchObject({
      orderNumber: `2026${String(counterBefore + 1).padStart(4, '0')}W`,
      name: 'Jana Účtová',
      email: jana.email,
      _id: expect.stringMatching(/^[1-9]\d*$/),
      user: { _id: String(jana.id), name: 'Jana Účtová', email: jana.email },
      paymentMethod: 'Prevodom vopred',
      itemsPrice: 33.95,
      shippingPrice: 4.5,
      shippingLater: false,
      taxPrice: 0,
      totalPrice: 38.45,
      isPaid: false,
      isDelivered: false,
      isCancelled: false,
      createdAt: '2026-03-01T10:00:00.000Z',
      discounts: [
        { product: String(plain), discount: 0 },
        { product: String(onSale), discount: 10 },
      ],
    });
    expect(r.body.orderItems).toEqual([
      {
        product: String(plain),
        name: 'Normálny kresťanský život',
        qty: 2,
        image: '/images/test.jpg',
        price: 12.5,
        listPrice: 12.5,
        discount: 0,
      },
      { product: String(onSale), name: 'Život viery', qty: 1, image: '/images/test.jpg', price: 8.95, listPrice: 9.9, discount: 10 },
    ]);

    const { order, items } = await storedOrder(t, r.body._id);
    expect(order).toMatchObject({
      userId: jana.id,
      name: 'Jana Účtová',
      email: jana.email,
      shipName: SLOVAK_ADDRESS.name,
      shipAddress: 'Hlavná 12',
      shipCity: 'Bratislava',
      shipPostalCode: '811 01',
      shipCountry: 'Slovensko',
      paymentMethod: 'Prevodom vopred',
      itemsCents: 3395,
      shippingCents: 450,
      taxCents: 0,
      totalCents: 3845,
      isPaid: false,
      paidAt: null,
      newsletterConsent: false,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(
      items.map(({ productId, name, qty, unitPriceCents, listPriceCents, discount }) => ({
        productId,
        name,
        qty,
        unitPriceCents,
        listPriceCents,
        discount,
      })),
    ).toEqual([
      { productId: plain, name: 'Normálny kresťanský život', qty: 2, unitPriceCents: 1250, listPriceCents: 1250, discount: 0 },
      { productId: onSale, name: 'Život viery', qty: 1, unitPriceCents: 895, listPriceCents: 990, discount: 10 },
    ]);
    expect(await stockOfProduct(t, plain)).toBe(3);
    expect(await stockOfProduct(t, onSale)).toBe(3);
    expect(await counterOf(t, 2026)).toBe(counterBefore + 1);
  });

  it('cash on delivery in Slovakia: above 100 € of items the postage is free (blanks around the method dropped)', async () => {
    const book = await insertProduct(t, { priceCents: 2550, stock: 4 });
    const r = await place(orderBody([{ product: book, qty: 4 }], { paymentMethod: ' Hotovosť  ' }));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const { order, items } = await storedOrder(t, r.body._id);
    expect(order).toMatchObject({
      paymentMethod: 'Hotovosť',
      itemsCents: 10_200,
      shippingCents: 0,
      totalCents: 10_200,
      shipCountry: 'Slovensko',
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ productId: book, qty: 4, unitPriceCents: 2550 });
    expect(await stockOfProduct(t, book)).toBe(0);
  });

  it('card (Stripe) in Slovakia: exactly 100,00 € of items still pays postage', async () => {
    const book = await insertProduct(t, { priceCents: 5000, stock: 2 });
    const r = await place(orderBody([{ product: book, qty: 2 }], { paymentMethod: 'Stripe', totalPrice: 100 }));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ paymentMethod: 'Stripe', itemsPrice: 100, shippingPrice: 4.5, totalPrice: 104.5 });
    const { order } = await storedOrder(t, r.body._id);
    expect(order).toMatchObject({ paymentMethod: 'Stripe', itemsCents: 10_000, shippingCents: 450, totalCents: 10_450, isPaid: false });
    expect(await stockOfProduct(t, book)).toBe(0);
  });

  it('bank transfer abroad: the post to Czechia priced by its band (issue 30: never "announced later"), billing address kept', async () => {
    const book = await insertProduct(t, { priceCents: 1500, stock: 2 });
    const address = {
      ...CZECH_ADDRESS,
      phone: '+420 777 000 111',
      note: 'Prosím zvoniť.',
      billingName: 'Firma s.r.o.',
      billingICO: '12345678',
    };
    const r = await place(orderBody([{ product: book, qty: 1 }], { shippingAddress: address }));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    // A product without a weight counts 400 g, plus 100 g of packaging: the post's first Czech band, 11,90 €.
    expect(r.body).toMatchObject({
      paymentMethod: 'Prevodom vopred',
      itemsPrice: 15,
      shippingPrice: 11.9,
      shippingLater: false,
      totalPrice: 26.9,
    });
    expect(r.body.delivery).toEqual({
      method: 'post',
      label: 'Slovenská pošta na adresu',
      pickupPoint: null,
      weightGrams: 500,
      trackingUrl: null,
    });
    const { order } = await storedOrder(t, r.body._id);
    expect(order).toMatchObject({
      shipCountry: 'Česko',
      phone: '+420 777 000 111',
      note: 'Prosím zvoniť.',
      billingName: 'Firma s.r.o.',
      billingIco: '12345678',
      itemsCents: 1500,
      shippingCents: 1190,
      totalCents: 2690,
      shippingLater: false,
      deliveryMethod: 'post',
      weightGrams: 500,
    });
    expect(await stockOfProduct(t, book)).toBe(1);
  });

  it.each(['SK', 'slovakia', '  Slovenská   republika ', 'SR'])(
    'stores the spelling %j of Slovakia as Slovensko (cash allowed)',
    async (country) => {
      const book = await insertProduct(t, { stock: 1 });
      const r = await place(
        orderBody([{ product: book, qty: 1 }], { shippingAddress: { ...SLOVAK_ADDRESS, country }, paymentMethod: 'Hotovosť' }),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect((await storedOrder(t, r.body._id)).order.shipCountry).toBe('Slovensko');
      expect(r.body.shippingAddress.country).toBe('Slovensko');
    },
  );

  it('answers the same at /api/orders without the trailing slash', async () => {
    const book = await insertProduct(t, { stock: 1 });
    const r = await place(orderBody([{ product: book, qty: 1 }]), token, '/api/orders');
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await stockOfProduct(t, book)).toBe(0);
  });

  it('with the newsletter consent subscribes the account (and clears an earlier opt-out); without, leaves it', async () => {
    await t.db.update(users).set({ isSubscribed: false, isUnsubscribed: true }).where(eq(users.id, jana.id));
    const book = await insertProduct(t, { stock: 2 });
    const without = await place(orderBody([{ product: book, qty: 1 }], { newsletter: false }));
    expect(without.status).toBe(201);
    let [account] = await t.db.select().from(users).where(eq(users.id, jana.id));
    expect(account).toMatchObject({ isSubscribed: false, isUnsubscribed: true });

    const withConsent = await place(orderBody([{ product: book, qty: 1 }], { newsletter: true }));
    expect(withConsent.status).toBe(201);
    [account] = await t.db.select().from(users).where(eq(users.id, jana.id));
    expect(account).toMatchObject({ isSubscribed: true, isUnsubscribed: false });
    expect((await storedOrder(t, withConsent.body._id)).order.newsletterConsent).toBe(true);
  });
});

describe('the confirmation e-mail comes after the order is committed', () => {
  it('mails the account (not the e-mail a client sent) once the order is stored', async () => {
    const book = await insertProduct(t, { stock: 1 });
    const before = (await mailsTo(t, jana.email)).length;
    const r = await place(orderBody([{ product: book, qty: 1 }], TAMPERED));
    expect(r.status).toBe(201);
    expect((await mailsTo(t, jana.email)).length).toBe(before + 1);
    expect(await mailsTo(t, 'iny@example.sk')).toEqual([]);
  });

  it('a mailer that fails changes nothing about the answer: 201 and the order stored', async () => {
    const broken = await createTestApp({
      mailer: {
        async send() {
          throw new Error('e-mail API unreachable');
        },
      },
    });
    try {
      const buyer = await createAccount(broken);
      const book = await insertProduct(broken, { stock: 2 });
      const r = await broken.call('POST', '/api/orders/', orderBody([{ product: book, qty: 2 }]), bearer(await loginToken(broken, buyer)));
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const state = await orderState(broken);
      expect(state.orders.map((o) => String(o.id))).toEqual([r.body._id]);
      expect(state.stock.find((p) => p.id === book)?.countInStock).toBe(0);
      expect(state.orders[0].mailStatus).toBe('failed');
    } finally {
      await broken.close();
    }
  });

  it('answers before the confirmation e-mail is delivered (a slow mail API never holds up the buyer)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    const sent: string[] = [];
    const slow = await createTestApp({
      mailer: {
        async send(m) {
          await gate;
          sent.push(m.subject);
        },
      },
    });
    try {
      const buyer = await createAccount(slow);
      const book = await insertProduct(slow, { stock: 1 });
      const token = await loginToken(slow, buyer);
      const res = await slow.app.request('/api/orders/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(token) },
        body: JSON.stringify(orderBody([{ product: book, qty: 1 }])),
      });
      expect(res.status).toBe(201);
      const { _id, orderNumber } = (await res.json()) as { _id: string; orderNumber: string };
      expect(sent).toEqual([]);
      expect((await orderState(slow)).orders.find((o) => String(o.id) === _id)?.mailStatus).toBe('pending');
      release();
      await slow.settle();
      expect(sent).toEqual([`Vaša objednávka ${orderNumber}`]);
      expect((await orderState(slow)).orders.find((o) => String(o.id) === _id)?.mailStatus).toBe('sent');
    } finally {
      release();
      await slow.close();
    }
  });
});
