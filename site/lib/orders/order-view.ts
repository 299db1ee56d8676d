import { eurosToCents, formatEuros } from '~/worker/domain/money';
import { ORDER_STATUS_TEXT, type ApiOrder, type PayBySquare } from '~/worker/domain/orders';
import { priceLines, type PricedLine } from '~/worker/domain/pricing';
import { formatDate } from '~/site/lib/format';

/**
 * How an order reads on its pages (order detail, card success and failure): lines, state words, the PAY by
 * square description and the card-payment request. Pure: unit-tested.
 */

/** One item line as the pages show it: qty × unit price = line total, with the discount that applied. */
export interface ShownLine {
  key: string;
  /** Text (an id as the API answers it, or the cart's number as text); null: the product was deleted since. */
  productId: string | null;
  name: string;
  image: string;
  qty: number;
  unitCents: number;
  lineCents: number;
  discount: number;
}

/** Items (an order's or the cart's) beside their lines priced by `priceLines`, in the same order, as the pages show them. */
export function shownLines<T extends { name: string; image: string; qty: number; discount: number }>(
  items: readonly T[],
  priced: readonly Pick<PricedLine, 'unitCents' | 'lineCents'>[],
  ids: (item: T, i: number) => Pick<ShownLine, 'key' | 'productId'>,
): ShownLine[] {
  return items.map((it, i) => ({
    ...ids(it, i),
    name: it.name,
    image: it.image,
    qty: it.qty,
    unitCents: priced[i].unitCents,
    lineCents: priced[i].lineCents,
    discount: it.discount,
  }));
}

/** An order's lines with their totals by `priceLines` (the stored unit prices are what was charged). */
export function orderLines(order: Pick<ApiOrder, 'orderItems'>): ShownLine[] {
  // Keyed by position: a deleted product leaves `product: null`, and the rule only needs a unit price.
  const products = new Map(
    order.orderItems.map((it, i) => {
      const cents = eurosToCents(it.price);
      return [i + 1, { name: it.name, image: it.image, priceCents: cents, discount: 0, discountedPriceCents: cents }] as const;
    }),
  );
  const priced = priceLines(
    order.orderItems.map((it, i) => ({ productId: i + 1, qty: it.qty })),
    products,
  );
  return shownLines(order.orderItems, priced.lines, (it, i) => ({ key: `${i}-${it.product ?? 'x'}`, productId: it.product }));
}

/**
 * What the customer reads about the term of an unpaid order (worker/domain/unpaid-orders.ts): until when to pay,
 * while it is open; why it was cancelled, when the shop did it because the term ran out. Null otherwise.
 */
export function termText(o: Pick<ApiOrder, 'isPaid' | 'isCancelled' | 'isDelivered' | 'payUntil' | 'cancelReason'>): string | null {
  if (o.isCancelled)
    return o.cancelReason === 'unpaid' && o.payUntil ? `Objednávku sme zrušili, lebo nebola zaplatená do ${formatDate(o.payUntil)}.` : null;
  if (o.isPaid || o.isDelivered || !o.payUntil) return null;
  return `Zaplaťte prosím do ${formatDate(o.payUntil)}. Potom objednávku zrušíme a knihy vrátime do predaja.`;
}

/** 'Odoslané 5. 3. 2026' or 'Neodoslané'. */
export function deliveryText(o: Pick<ApiOrder, 'isDelivered' | 'deliveredAt'>): string {
  return o.isDelivered ? `${ORDER_STATUS_TEXT.delivered} ${formatDate(o.deliveredAt)}`.trim() : ORDER_STATUS_TEXT.notDelivered;
}

/** 'Zaplatené 5. 3. 2026' or 'Nezaplatené'. */
export function paidText(o: Pick<ApiOrder, 'isPaid' | 'paidAt'>): string {
  return o.isPaid ? `${ORDER_STATUS_TEXT.paid} ${formatDate(o.paidAt)}`.trim() : ORDER_STATUS_TEXT.unpaid;
}

/** An unpaid, not cancelled order of `method` (what the QR block and the card button need). */
export function awaitsPayment(o: Pick<ApiOrder, 'isPaid' | 'isCancelled' | 'paymentMethod'>, method: ApiOrder['paymentMethod']): boolean {
  return !o.isPaid && !o.isCancelled && o.paymentMethod === method;
}

/** `SK3811000000002620753192` → `SK38 1100 0000 0026 2075 3192` (how people read and type an IBAN). */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** What a screen reader says for the QR image: the same data a banking app reads from it. */
export function payBySquareLabel(p: Pick<PayBySquare, 'iban' | 'amount' | 'variableSymbol'>): string {
  return `PAY by square: IBAN ${formatIban(p.iban)}, suma ${formatEuros(p.amount)}, VS ${p.variableSymbol}`;
}

/**
 * `POST /api/create-stripe-checkout-session` as spec section 7 has it. The server builds the payment from the
 * stored order; only `initPaymentId` counts, the rest is there for the spec's shape.
 */
export function stripeSessionRequest(order: ApiOrder, initPaymentId: string, origin: string) {
  return {
    userName: order.name,
    email: order.email,
    products: order.orderItems.map((it) => ({ name: it.name, qty: it.qty, price: it.price })),
    url: origin,
    initPaymentId,
    shippingPrice: order.shippingPrice,
  };
}

/** `/order/{id}`, `/order/{id}/stripe-success/{init}`, `/order/{id}/stripe-fail` → the parts, or null. */
export function parseOrderPath(pathname: string): { id: number; init?: string } | null {
  const m = /^\/order\/(\d{1,15})(?:\/stripe-success\/([^/]+)|\/stripe-fail)?\/?$/.exec(pathname);
  if (!m) return null;
  let init: string | undefined;
  if (m[2] !== undefined) {
    try {
      init = decodeURIComponent(m[2]);
    } catch {
      init = m[2];
    }
  }
  return init === undefined ? { id: Number(m[1]) } : { id: Number(m[1]), init };
}

/** The file name of the downloaded invoice. */
export function invoiceFileName(orderNumber: string): string {
  return `faktura-${orderNumber}.pdf`;
}
