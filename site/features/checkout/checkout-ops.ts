import { centsToEuros } from '~/worker/domain/money';
import {
  allowedPaymentMethods,
  isPaymentMethod,
  ORDER_MESSAGES,
  shippingAddressSchema,
  type PaymentMethod,
  type ShippingAddress,
} from '~/worker/domain/orders';
import { DOMESTIC_COUNTRY, isDomestic } from '~/worker/domain/pricing';
import { CART_PATH, CHECKOUT_ENTRY, loginUrlFor } from '~/site/lib/paths';
import { blockedLines, type CartItem } from '../../lib/cart/cart-ops';
import { cartTotals } from '../../lib/cart/cart-totals';
import { choiceFrom, type DeliveryChoice } from './delivery-ops';

/**
 * The checkout's rules as the browser applies them (pure, unit-tested): the shipping form checked with the very
 * schema the server uses, the payment methods a country allows, the consents, the order request, and which
 * step a buyer may open. Slovak messages come from worker/domain/orders.ts.
 */

const ADDRESS_KEYS = ['name', 'address', 'city', 'postalCode', 'country', 'phone', 'note'] as const;
const BILLING_KEYS = [
  'billingName',
  'billingAddress',
  'billingCity',
  'billingPostalCode',
  'billingCountry',
  'billingICO',
  'billingDIC',
] as const;
export type ShippingKey = (typeof ADDRESS_KEYS)[number] | (typeof BILLING_KEYS)[number];
/** What the shipping form holds: every field as typed. */
export type ShippingForm = Record<ShippingKey, string>;

export function emptyShippingForm(): ShippingForm {
  const form = Object.fromEntries([...ADDRESS_KEYS, ...BILLING_KEYS].map((k) => [k, ''])) as ShippingForm;
  form.country = DOMESTIC_COUNTRY;
  return form;
}

/** A saved address (localStorage can hold anything) back into the form; billing shown when any of it is filled. */
export function formFromSaved(saved: unknown): { form: ShippingForm; withBilling: boolean } {
  const form = emptyShippingForm();
  if (saved && typeof saved === 'object') {
    for (const k of [...ADDRESS_KEYS, ...BILLING_KEYS]) {
      const v = (saved as Record<string, unknown>)[k];
      if (typeof v === 'string') form[k] = v;
    }
  }
  return { form, withBilling: BILLING_KEYS.some((k) => form[k].trim() !== '') };
}

/** Each wrong field's own Slovak message (the first problem of that field). */
export type ShippingErrors = Partial<Record<ShippingKey, string>>;
export type ShippingCheck =
  | { ok: true; address: ShippingAddress }
  | { ok: false; errors: ShippingErrors; first: ShippingKey | null; message: string };

/**
 * The form through `shippingAddressSchema` (the server's schema): the normalised address (Slovakia's spellings
 * → 'Slovensko', spaces tidied) or EVERY wrong field with its own message, so the buyer fixes them in one go.
 * `first` is the first wrong field in the form's order (it gets the focus); `message` the first problem, for a
 * problem that belongs to no field. Without the billing box ticked, billing fields are not sent.
 */
export function validateShipping(form: ShippingForm, withBilling: boolean): ShippingCheck {
  const input: Record<string, string> = { ...form };
  if (!withBilling) for (const k of BILLING_KEYS) input[k] = '';
  const parsed = shippingAddressSchema.safeParse(input);
  if (parsed.success) return { ok: true, address: parsed.data };
  // In the form's order (the schema reports the PSČ, checked against the country, after the other fields).
  const errors: ShippingErrors = {};
  for (const key of [...ADDRESS_KEYS, ...BILLING_KEYS]) {
    const issue = parsed.error.issues.find((i) => i.path[0] === key);
    if (issue) errors[key] = issue.message;
  }
  const first = (Object.keys(errors)[0] as ShippingKey | undefined) ?? null;
  return { ok: false, errors, first, message: parsed.error.issues[0]?.message ?? ORDER_MESSAGES.countryMissing };
}

/** A stored address that is complete by the server's rules, or null (the buyer goes back to the form). */
export function completeAddress(saved: unknown): ShippingAddress | null {
  const parsed = shippingAddressSchema.safeParse(saved);
  return parsed.success ? parsed.data : null;
}

/** The stored method when it is one the country (and the delivery method: pickup takes no card) allows, else null. */
export function validPayment(method: unknown, country: string, delivery?: DeliveryChoice | null): PaymentMethod | null {
  return typeof method === 'string' && isPaymentMethod(method) && allowedPaymentMethods(country, delivery?.method).includes(method)
    ? method
    : null;
}

/** The payment step's check: a method must be chosen (and be allowed for the country). */
export function paymentError(method: string | null, country: string, delivery?: DeliveryChoice | null): string | null {
  if (!method) return ORDER_MESSAGES.paymentMissing;
  if (!isPaymentMethod(method)) return ORDER_MESSAGES.unknownPaymentMethod;
  if (!validPayment(method, country, delivery)) {
    return delivery?.method === 'pickup' && isDomestic(country)
      ? ORDER_MESSAGES.paymentNotAllowedForPickup
      : ORDER_MESSAGES.paymentNotAllowedAbroad;
  }
  return null;
}

/** Both required consents (data processing, trade rules) or the spec's message. */
export function consentError(c: { privacy: boolean; terms: boolean }): string | null {
  return c.privacy && c.terms ? null : ORDER_MESSAGES.consentsMissing;
}

/**
 * The body of `POST /api/orders/` as spec section 7 has it. The figures are the ones the buyer saw; the server
 * ignores them and prices the order itself.
 */
export function orderRequest(
  items: readonly CartItem[],
  address: ShippingAddress,
  paymentMethod: PaymentMethod,
  newsletter: boolean,
  delivery: DeliveryChoice | null = null,
) {
  const t = cartTotals(items, address.country);
  return {
    // Issue 30: how it travels and, for a Packeta point, which one (the server checks it with Packeta again).
    ...(delivery ? { deliveryMethod: delivery.method, ...(delivery.pickupPoint ? { pickupPoint: delivery.pickupPoint } : {}) } : {}),
    orderItems: items.map((x) => ({ product: x.product, qty: x.qty, name: x.name, image: x.image, price: x.price })),
    shippingAddress: address,
    paymentMethod,
    itemsPrice: centsToEuros(t.itemsCents),
    shippingPrice: centsToEuros(t.shippingCents),
    taxPrice: centsToEuros(t.taxCents),
    totalPrice: centsToEuros(t.totalCents),
    newsletter,
  };
}

export type CheckoutStep = 'login' | 'shipping' | 'payment' | 'placeorder';

/** The steps bar (spec: Prihlásenie, Doručenie, Platba, Objednať). */
/** The last step's heading (the page's built fallback shows it too). */
export const PLACE_ORDER_TITLE = 'Zhrnutie objednávky';

export const CHECKOUT_STEPS: { step: CheckoutStep; label: string; href: string }[] = [
  { step: 'login', label: 'Prihlásenie', href: CHECKOUT_ENTRY },
  { step: 'shipping', label: 'Doručenie', href: '/shipping' },
  { step: 'payment', label: 'Platba', href: '/payment' },
  { step: 'placeorder', label: 'Objednať', href: '/placeorder' },
];

export interface CheckoutState {
  signedIn: boolean;
  items: readonly CartItem[];
  address: unknown;
  /** The stored delivery choice (localStorage `deliveryChoice`). */
  delivery?: unknown;
  paymentMethod: unknown;
}

/**
 * Where a buyer who opens `page` must go instead, or null to stay: a visitor to the login page (which brings
 * them back), an empty cart or one with sold-out lines to the cart, and a missing earlier step to that step.
 */
export function checkoutRedirect(page: Exclude<CheckoutStep, 'login'>, s: CheckoutState): string | null {
  if (!s.signedIn) return loginUrlFor(`/${page}`);
  if (s.items.length === 0 || blockedLines(s.items).length > 0) return CART_PATH;
  if (page === 'shipping') return null;
  const address = completeAddress(s.address);
  const delivery = choiceFrom(s.delivery);
  if (!address || !delivery) return '/shipping';
  if (page === 'payment') return null;
  return validPayment(s.paymentMethod, address.country, delivery) ? null : '/payment';
}
