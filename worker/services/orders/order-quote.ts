import { productsForOrder } from '~/db/queries/orders/order-write';
import type { AppDeps } from '../../deps';
import { DELIVERY_METHOD_TEXT, needsPickupPoint, type DeliveryMethodId } from '../../domain/delivery';
import { invalid } from '../../domain/errors';
import { centsToEuros } from '../../domain/money';
import type { ApiOrderQuote, OrderQuoteInput } from '../../domain/order-quote';
import { ORDER_MESSAGES, allowedPaymentMethods } from '../../domain/orders';
import { codeDiscountCents, normalizeCountry, priceLines, type CodeTerms } from '../../domain/pricing';
import { offeredMethods, priceForDelivery, weightOf } from '../delivery/order-delivery';
import { readDelivery } from '../delivery/delivery-settings';

/**
 * `POST /api/orders/quote` (issue 30): the figures an order of this cart would get, by the very functions that
 * price the order when it is placed; nothing is written. Products not in the shop's offer are refused like the
 * order refuses them; stock is not judged here (the cart says that).
 */
/** A discount code resolved for this cart (worker/services/orders/discount-codes.ts), or a refusal thrown with its reason. */
export type CodeResolver = (text: string, itemsCents: number) => Promise<{ code: string; terms: CodeTerms }>;

export async function quoteOrder(deps: AppDeps, input: OrderQuoteInput, resolveCode?: CodeResolver): Promise<ApiOrderQuote> {
  const country = normalizeCountry(input.country || 'Slovensko');
  const lines = input.orderItems.map((l) => ({ productId: l.product, qty: l.qty }));
  if (new Set(lines.map((l) => l.productId)).size !== lines.length) throw invalid(ORDER_MESSAGES.duplicateLine);
  const products = new Map(
    (
      await productsForOrder(
        deps.db,
        lines.map((l) => l.productId),
      )
    ).map((p) => [p.id, p]),
  );
  const unknown = lines.find((l) => !products.has(l.productId));
  if (unknown) throw invalid(ORDER_MESSAGES.unknownProduct(unknown.productId));

  const settings = await readDelivery(deps);
  const weightGrams = weightOf({ lines, products });
  const { itemsCents } = priceLines(lines, products);
  const applied = input.discountCode && resolveCode ? await resolveCode(input.discountCode, itemsCents) : null;
  const goodsCents = itemsCents - codeDiscountCents(itemsCents, applied?.terms ?? null);
  const offered = offeredMethods(deps, settings, country, weightGrams, goodsCents);
  const chosen: DeliveryMethodId | null = offered.find((o) => o.method === input.deliveryMethod)?.method ?? offered[0]?.method ?? null;
  const payments = allowedPaymentMethods(country, chosen ?? undefined);
  const paymentMethod = input.paymentMethod && (payments as string[]).includes(input.paymentMethod) ? input.paymentMethod : '';

  const base = {
    country,
    weightGrams,
    methods: offered.map((o) => ({
      id: o.method,
      label: DELIVERY_METHOD_TEXT[o.method].label,
      hint: DELIVERY_METHOD_TEXT[o.method].hint,
      price: centsToEuros(o.shippingCents),
      needsPickupPoint: needsPickupPoint(o.method),
    })),
    deliveryMethod: chosen,
    paymentMethods: payments,
    discountCode: applied?.code ?? '',
    packetaWidget: deps.packeta.widget ?? null,
  };
  if (!chosen) {
    const none = {
      itemsPrice: centsToEuros(itemsCents),
      discountPrice: centsToEuros(itemsCents - goodsCents),
      shippingPrice: 0,
      codFeePrice: 0,
      taxPrice: 0,
    };
    return { ...base, ...none, totalPrice: centsToEuros(goodsCents) };
  }
  const priced = await priceForDelivery(deps, {
    lines,
    products,
    country,
    method: chosen,
    paymentMethod,
    code: applied?.terms ?? null,
    settings,
  });
  return {
    ...base,
    itemsPrice: centsToEuros(priced.itemsCents),
    discountPrice: centsToEuros(priced.discountCents),
    shippingPrice: centsToEuros(priced.shippingCents),
    codFeePrice: centsToEuros(priced.codFeeCents),
    taxPrice: centsToEuros(priced.taxCents),
    totalPrice: centsToEuros(priced.totalCents),
  };
}
