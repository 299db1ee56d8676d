import { persistentAtom } from '@nanostores/persistent';
import { DELIVERY_CHOICE_KEY, DISCOUNT_CODE_KEY, PAYMENT_METHOD_KEY, SHIPPING_ADDRESS_KEY } from '~/site/lib/storage-keys';
import type { ShippingForm } from './checkout-ops';
import type { DeliveryMethodId } from '~/worker/domain/delivery-methods';
import { methodOf } from './cart-sums';

/**
 * The checkout in progress, kept in localStorage next to the cart (spec section 3 "Local browser storage"):
 * `shippingAddress` (JSON object, as saved by the shipping step: normalised by the server's schema) and
 * `paymentMethod` (a JSON string, e.g. "Prevodom vopred"). Logout removes both (site/lib/session.ts).
 */

function decodeAddress(text: string): Partial<ShippingForm> | null {
  try {
    const v = JSON.parse(text);
    if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
    return Object.fromEntries(Object.entries(v).filter(([, x]) => typeof x === 'string')) as Partial<ShippingForm>;
  } catch {
    return null;
  }
}

function decodeMethod(text: string): string | null {
  try {
    const v = JSON.parse(text);
    return typeof v === 'string' ? v : null;
  } catch {
    // An older client stored the bare word.
    return text || null;
  }
}

export const $shippingAddress = persistentAtom<Partial<ShippingForm> | null>(SHIPPING_ADDRESS_KEY, null, {
  encode: (v) => (v ? JSON.stringify(v) : undefined),
  decode: decodeAddress,
});

export const $paymentMethod = persistentAtom<string | null>(PAYMENT_METHOD_KEY, null, {
  encode: (v) => (v ? JSON.stringify(v) : undefined),
  decode: decodeMethod,
});

/**
 * The stored delivery choice's method alone, read as the page needs it: the cart drawn before React
 * (./cart-light.ts) asks the quote with it and carries no zod; `$deliveryChoice` (./delivery-choice-store.ts) reads
 * the point too. Both by methodOf's rule.
 */
export function storedDeliveryMethod(): DeliveryMethodId | null {
  try {
    return methodOf(JSON.parse(localStorage.getItem(DELIVERY_CHOICE_KEY) ?? 'null'));
  } catch {
    return null; // storage blocked, or not JSON: no choice
  }
}

/** `discountCode`: the code the server accepted for this cart ('' none; anything not a string reads as none). */
export const $discountCode = persistentAtom<string>(DISCOUNT_CODE_KEY, '', {
  encode: (v: string) => (v ? JSON.stringify(v) : undefined),
  decode: (text: string) => decodeMethod(text) ?? '',
});
