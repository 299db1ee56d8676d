import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { ORDER_MESSAGES } from '../domain/orders';
import { unknownFieldsMessage } from '../domain/strict-object';
import { bearer, createAccount, loginToken, testClock, type TestAccount } from '../test-support/accounts';
import { CZECH_ADDRESS, SLOVAK_ADDRESS, insertProduct, orderBody, orderState } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** `POST /api/orders/` refusals: each is a 4xx `{ message }` in Slovak and writes nothing at all. */

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
const PSC_FIVE_DIGITS = 'PSČ: na Slovensku a v Česku má päť číslic, napríklad 010 01.';
const PHONE_MESSAGE = 'Telefón: zadajte 6 až 15 číslic (medzery a + na začiatku sú povolené).';

describe('refusals write nothing: no order, no line, no counter, no stock change', () => {
  let book: number;
  let rare: number;
  beforeAll(async () => {
    book = await insertProduct(t, { name: 'Dostupná kniha', stock: 5 });
    rare = await insertProduct(t, { name: 'Vzácna kniha', stock: 2 });
  });

  const line = () => [{ product: book, qty: 1 }];
  const cases: [string, () => unknown, number, string][] = [
    ['an unknown product id', () => orderBody([{ product: 99_999_999, qty: 1 }]), 400, ORDER_MESSAGES.unknownProduct(99_999_999)],
    [
      'a known and an unknown product',
      () => orderBody([...line(), { product: 88_888_888, qty: 1 }]),
      400,
      ORDER_MESSAGES.unknownProduct(88_888_888),
    ],
    ['a product id that is not a number', () => orderBody([{ product: 'abc', qty: 1 } as never]), 400, 'Neplatné ID produktu.'],
    ['a product id of 0', () => orderBody([{ product: 0, qty: 1 }]), 400, 'Neplatné ID produktu.'],
    ['more than in stock', () => orderBody([{ product: rare, qty: 3 }]), 409, ORDER_MESSAGES.overStock('Vzácna kniha', 2)],
    [
      'a fine line and a line over stock',
      () => orderBody([...line(), { product: rare, qty: 5 }]),
      409,
      ORDER_MESSAGES.overStock('Vzácna kniha', 2),
    ],
    ['qty 0', () => orderBody([{ product: book, qty: 0 }]), 400, ORDER_MESSAGES.badQty],
    ['qty -1', () => orderBody([{ product: book, qty: -1 }]), 400, ORDER_MESSAGES.badQty],
    ['qty 1.5', () => orderBody([{ product: book, qty: 1.5 }]), 400, ORDER_MESSAGES.badQty],
    // A string of digits is read as that number (order-address-rules.test.ts); any other text stays refused.
    ...['2.5', 'x', '', ' 2', '2 ', '1e2', '-1', '0', '+2', '0x10', '１'].map((qty): [string, () => unknown, number, string] => [
      `qty ${JSON.stringify(qty)} (text)`,
      () => orderBody([{ product: book, qty: qty as never }]),
      400,
      ORDER_MESSAGES.badQty,
    ]),
    ['qty missing', () => orderBody([{ product: book } as never]), 400, ORDER_MESSAGES.badQty],
    ['the same title twice', () => orderBody([...line(), { product: book, qty: 2 }]), 400, ORDER_MESSAGES.duplicateLine],
    ['no items', () => orderBody([]), 400, ORDER_MESSAGES.empty],
    ['items missing', () => ({ shippingAddress: SLOVAK_ADDRESS, paymentMethod: 'Prevodom vopred' }), 400, ORDER_MESSAGES.empty],
    ['items not a list', () => orderBody('všetko' as never), 400, ORDER_MESSAGES.empty],
    [
      'no name',
      () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, name: '  ' } }),
      400,
      'Vyplňte prosím pole Meno a priezvisko.',
    ],
    [
      'no street address',
      () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, address: undefined } }),
      400,
      'Vyplňte prosím pole Adresa.',
    ],
    ['no city', () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, city: '' } }), 400, 'Vyplňte prosím pole Mesto.'],
    [
      'no postal code',
      () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, postalCode: undefined } }),
      400,
      'Vyplňte prosím pole PSČ.',
    ],
    ['PSČ "abc" in Slovakia', () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, postalCode: 'abc' } }), 400, PSC_FIVE_DIGITS],
    [
      'PSČ of four digits in Slovakia',
      () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, postalCode: '8110' } }),
      400,
      PSC_FIVE_DIGITS,
    ],
    [
      'PSČ with the space in the wrong place',
      () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, postalCode: '81 101' } }),
      400,
      PSC_FIVE_DIGITS,
    ],
    ['PSČ "abc" in Czechia', () => orderBody(line(), { shippingAddress: { ...CZECH_ADDRESS, postalCode: 'abc' } }), 400, PSC_FIVE_DIGITS],
    [
      'PSČ of six digits for "CZ"',
      () => orderBody(line(), { shippingAddress: { ...CZECH_ADDRESS, country: 'CZ', postalCode: '110 001' } }),
      400,
      PSC_FIVE_DIGITS,
    ],
    [
      'PSČ of symbols abroad',
      () => orderBody(line(), { shippingAddress: { ...CZECH_ADDRESS, country: 'Rakúsko', postalCode: '#?!' } }),
      400,
      'PSČ: zadajte 2 až 12 písmen alebo číslic (medzera a pomlčka sú povolené).',
    ],
    [
      'billing PSČ "abc" in Slovakia',
      () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, billingName: 'Firma s. r. o.', billingPostalCode: 'abc' } }),
      400,
      'Fakturačné PSČ: na Slovensku a v Česku má päť číslic, napríklad 010 01.',
    ],
    ['phone "abc"', () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, phone: 'abc' } }), 400, PHONE_MESSAGE],
    ['phone too short', () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, phone: '12 34' } }), 400, PHONE_MESSAGE],
    [
      'phone too long',
      () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, phone: '+421 900 123 456 789 0' } }),
      400,
      PHONE_MESSAGE,
    ],
    ['phone with + inside', () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, phone: '0900+123456' } }), 400, PHONE_MESSAGE],
    ['no shipping address at all', () => orderBody(line(), { shippingAddress: undefined }), 400, 'Vyplňte prosím doručovaciu adresu.'],
    [
      'an address that is text',
      () => orderBody(line(), { shippingAddress: 'Hlavná 12, Bratislava' }),
      400,
      'Vyplňte prosím doručovaciu adresu.',
    ],
    ['a line that is a number', () => orderBody([book as never]), 400, 'Neplatná položka objednávky.'],
    ['a newsletter consent that is text', () => orderBody(line(), { newsletter: 'áno' }), 400, 'Súhlas s odberom noviniek: áno alebo nie.'],
    [
      'no country',
      () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, country: undefined } }),
      400,
      ORDER_MESSAGES.countryMissing,
    ],
    [
      'an empty country',
      () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, country: ' ' } }),
      400,
      ORDER_MESSAGES.countryMissing,
    ],
    [
      'the placeholder "Uveďte štát"',
      () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, country: 'Uveďte štát' } }),
      400,
      ORDER_MESSAGES.countryMissing,
    ],
    [
      'the placeholder "Vyberte štát"',
      () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, country: 'Vyberte štát' } }),
      400,
      ORDER_MESSAGES.countryMissing,
    ],
    [
      'cash abroad',
      () => orderBody(line(), { shippingAddress: CZECH_ADDRESS, paymentMethod: 'Hotovosť' }),
      400,
      ORDER_MESSAGES.paymentNotAllowedAbroad,
    ],
    [
      'card abroad',
      () => orderBody(line(), { shippingAddress: CZECH_ADDRESS, paymentMethod: 'Stripe' }),
      400,
      ORDER_MESSAGES.paymentNotAllowedAbroad,
    ],
    ['an unknown payment method', () => orderBody(line(), { paymentMethod: 'Bitcoin' }), 400, ORDER_MESSAGES.unknownPaymentMethod],
    ['a payment method in other letters', () => orderBody(line(), { paymentMethod: 'hotovost' }), 400, ORDER_MESSAGES.unknownPaymentMethod],
    ['no payment method', () => orderBody(line(), { paymentMethod: undefined }), 400, ORDER_MESSAGES.paymentMissing],
    ['malformed JSON', () => '{"orderItems": [', 400, 'Telo požiadavky nie je platný JSON.'],
    ['a JSON array instead of an order', () => [line()], 400, 'Neplatná objednávka.'],
    ['JSON null', () => 'null', 400, 'Neplatná objednávka.'],
    // Fields no client sends are refused by name (the spec's client's extra fields are accepted: order-placement.test.ts).
    ['a flag nobody may set (isPaid)', () => orderBody(line(), { isPaid: true }), 400, unknownFieldsMessage(['isPaid'])],
    [
      'an unknown field on a line',
      () => orderBody([{ product: book, qty: 1, unitPriceCents: 1 } as never]),
      400,
      unknownFieldsMessage(['orderItems.0.unitPriceCents']),
    ],
    [
      'an unknown field in the address',
      () => orderBody(line(), { shippingAddress: { ...SLOVAK_ADDRESS, street: 'Hlavná' } }),
      400,
      unknownFieldsMessage(['shippingAddress.street']),
    ],
  ];

  it.each(cases)('%s', async (_label, body, status, message) => {
    const before = await orderState(t);
    const r = await place(body());
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    expect(r.body).toEqual({ message });
    expect(await orderState(t)).toEqual(before);
  });

  it('a visitor (401) and a broken token (401) place nothing', async () => {
    const before = await orderState(t);
    expect(await t.call('POST', '/api/orders/', orderBody(line()))).toMatchObject({
      status: 401,
      body: { message: AUTH_MESSAGES.noToken },
    });
    expect(await place(orderBody(line()), `${token}x`)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenFailed } });
    expect(await orderState(t)).toEqual(before);
  });

  it('a sold-out title answers that it is sold out', async () => {
    const gone = await insertProduct(t, { name: 'Vypredaná kniha', stock: 0 });
    const r = await place(orderBody([{ product: gone, qty: 1 }]));
    expect(r).toMatchObject({
      status: 409,
      body: { message: 'Titul „Vypredaná kniha“ je medzitým vypredaný. Odstráňte ho prosím z košíka.' },
    });
  });
});
