import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.test-support';
import { forgetCheckout } from './purchase-reset';
import { CART_KEY, DELIVERY_CHOICE_KEY, DISCOUNT_CODE_KEY, PAYMENT_METHOD_KEY, SHIPPING_ADDRESS_KEY, USER_INFO_KEY } from './storage-keys';

describe('forgetCheckout', () => {
  it("removes the checkout's address, delivery, payment method and code, and keeps the login and the cart", () => {
    const storage = memoryStorage({
      [SHIPPING_ADDRESS_KEY]: '{"city":"Nitra"}',
      [DELIVERY_CHOICE_KEY]: '{"method":"courier","pickupPoint":null}',
      [PAYMENT_METHOD_KEY]: '"card"',
      [DISCOUNT_CODE_KEY]: '"LETO"',
      [USER_INFO_KEY]: '{"token":"t"}',
      [CART_KEY]: '[]',
    });
    forgetCheckout(storage);
    expect(storage.dump()).toEqual({ [USER_INFO_KEY]: '{"token":"t"}', [CART_KEY]: '[]' });
  });
});
