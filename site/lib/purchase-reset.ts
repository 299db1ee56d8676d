import { DELIVERY_CHOICE_KEY, DISCOUNT_CODE_KEY, PAYMENT_METHOD_KEY, SHIPPING_ADDRESS_KEY } from './storage-keys';

/**
 * 'Vytvoriť novú objednávku' on the order's result pages (site/features/order) forgets the checkout's choices: the
 * address, the delivery, the payment method and the discount code. The checkout's stores (site/features/checkout/
 * checkout-store.ts) read these keys when a page loads, and the button leaves for the home page at once, so removing
 * the keys is the whole reset: the order area needs nothing of the checkout's code (no area imports another).
 */
const CHECKOUT_KEYS = [SHIPPING_ADDRESS_KEY, DELIVERY_CHOICE_KEY, PAYMENT_METHOD_KEY, DISCOUNT_CODE_KEY] as const;

export function forgetCheckout(storage: Storage = localStorage): void {
  for (const key of CHECKOUT_KEYS) storage.removeItem(key);
}
