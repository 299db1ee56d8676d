import { describe, expect, it } from 'vitest';
import { GUEST_MESSAGES, guestOrderPath, guestOrderSchema } from './guest-orders';

/** The guest order's body: the account order's shape (one set of refusals, at their own fields) plus the guest's. */

const ORDER = {
  orderItems: [{ product: 7, qty: 1 }],
  shippingAddress: { name: 'Hana Hosťová', address: 'Hlavná 1', city: 'Nitra', postalCode: '949 01', country: 'Slovensko' },
  paymentMethod: 'Prevodom vopred',
};
const GUEST = { email: 'Hana@Example.sk', privacy: true, terms: true };

describe('guestOrderSchema', () => {
  it('reads the account order (with what it learns later: delivery, a code) and the e-mail in lower case; not the consents', () => {
    const r = guestOrderSchema.safeParse({ ...ORDER, ...GUEST });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      orderItems: [{ product: 7, qty: 1 }],
      shippingAddress: expect.objectContaining({ name: 'Hana Hosťová', postalCode: '949 01' }),
      paymentMethod: 'Prevodom vopred',
      newsletter: false,
      email: 'hana@example.sk',
    });
    expect(r.data).not.toHaveProperty('privacy');
    expect(r.data).not.toHaveProperty('terms');
  });

  it('refuses a wrong field of the order at its own path, as the account order does', () => {
    const r = guestOrderSchema.safeParse({ ...ORDER, shippingAddress: { ...ORDER.shippingAddress, postalCode: '9490' }, ...GUEST });
    expect(r.success).toBe(false);
    expect(r.error!.issues).toEqual([expect.objectContaining({ code: 'custom', path: ['shippingAddress', 'postalCode'] })]);
  });

  it('refuses the newsletter at its field: it is for accounts', () => {
    const r = guestOrderSchema.safeParse({ ...ORDER, ...GUEST, newsletter: true });
    expect(r.error!.issues).toEqual([{ code: 'custom', path: ['newsletter'], message: GUEST_MESSAGES.noNewsletter }]);
  });

  it.each([{ privacy: false }, { terms: undefined }])('refuses a missing consent %o', (change) => {
    const r = guestOrderSchema.safeParse({ ...ORDER, ...GUEST, ...change });
    expect(r.error!.issues[0].message).toBe(GUEST_MESSAGES.consentsMissing);
  });
});

it('guestOrderPath puts the key in the fragment', () => {
  expect(guestOrderPath('https://prud.sk/order/12', 'abc')).toBe('https://prud.sk/order/12#k=abc');
});
