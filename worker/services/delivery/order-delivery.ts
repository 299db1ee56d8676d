import type { ProductForOrder } from '~/db/queries/orders/order-write';
import type { AppDeps } from '../../deps';
import {
  COUNTRY_NAMES,
  DELIVERY_MESSAGES,
  countryCodeOf,
  needsPickupPoint,
  parcelGrams,
  rateFor,
  type DeliveryMethodId,
  type DeliverySettings,
  type PickupPoint,
} from '../../domain/delivery';
import { invalid, unavailable } from '../../domain/errors';
import { CASH_ON_DELIVERY } from '../../domain/orders';
import { PacketaError } from '../../domain/packeta';
import { deliveryOptions, priceOrder, type CodeTerms, type DeliveryPricing } from '../../domain/pricing';
import { readDelivery } from './delivery-settings';

/**
 * The delivery side of pricing an order (issue 30), shared by placing it and by its quote, so both say the same:
 * the parcel's weight from the products, the methods offered for the country (staff's settings; the Packeta point
 * only while the shop has Packeta's widget key), and the chosen method's postage, COD fee and total. Placing an
 * order also checks the chosen Packeta point with Packeta itself (`checkedPoint`).
 */

export interface DeliveryRequest {
  lines: readonly { productId: number; qty: number }[];
  products: ReadonlyMap<number, ProductForOrder>;
  country: string;
  method: DeliveryMethodId;
  paymentMethod: string;
  code: CodeTerms | null;
  /** The settings when the caller read them already (the quote lists the methods first): one read a request. */
  settings?: DeliverySettings;
}

/** The methods offered for this parcel and country, cheapest-first as the shop lists them (settings' order). */
export function offeredMethods(deps: AppDeps, settings: DeliverySettings, country: string, weightGrams: number, goodsCents: number) {
  return deliveryOptions(settings, country, weightGrams, goodsCents).filter((o) => o.method !== 'packeta-point' || deps.packeta.widget);
}

export function weightOf(req: Pick<DeliveryRequest, 'lines' | 'products'>): number {
  // Every line's product was loaded (the callers refuse unknown products first).
  return parcelGrams(req.lines.map((l) => ({ weight: req.products.get(l.productId)!.weight, qty: l.qty })));
}

/** What `priceOrder` needs of the delivery, for the method asked for (its rate null when not offered). */
async function deliveryPricing(deps: AppDeps, req: DeliveryRequest): Promise<DeliveryPricing> {
  const settings = req.settings ?? (await readDelivery(deps));
  const offered = req.method !== 'packeta-point' || deps.packeta.widget !== undefined;
  return {
    method: req.method,
    rate: offered ? rateFor(settings, req.method, req.country) : null,
    weightGrams: weightOf(req),
    cashOnDelivery: req.paymentMethod === CASH_ON_DELIVERY,
    settings,
  };
}

/**
 * Prices the order for its delivery, or refuses it with the Slovak reason: the method does not serve the country
 * (or the shop delivers nowhere there), or the parcel is heavier than the method's last band.
 */
export async function priceForDelivery(deps: AppDeps, req: DeliveryRequest) {
  const delivery = await deliveryPricing(deps, req);
  const priced = priceOrder(req.lines, req.products, delivery, req.code);
  if (priced.shippingCents !== null) return { ...priced, shippingCents: priced.shippingCents, delivery };
  const countryName = countryLabel(req.country);
  if (delivery.rate) throw invalid(DELIVERY_MESSAGES.tooHeavy);
  const any = offeredMethods(deps, delivery.settings, req.country, delivery.weightGrams, priced.itemsCents - priced.discountCents);
  throw invalid(any.length ? DELIVERY_MESSAGES.notOffered(countryName) : DELIVERY_MESSAGES.noMethod(countryName));
}

function countryLabel(country: string): string {
  const code = countryCodeOf(country);
  return code ? COUNTRY_NAMES[code] : country;
}

/**
 * The Packeta point the order will carry, as Packeta lists it now (name and address from Packeta, not from the
 * browser): required for 'packeta-point', in the address's country, still open. Other methods carry none.
 */
export async function checkedPoint(
  deps: AppDeps,
  method: DeliveryMethodId,
  country: string,
  asked: PickupPoint | undefined,
): Promise<PickupPoint | null> {
  if (!needsPickupPoint(method)) return null;
  if (!asked) throw invalid(DELIVERY_MESSAGES.pointMissing);
  let point: Awaited<ReturnType<AppDeps['packeta']['checkPoint']>>;
  try {
    point = await deps.packeta.checkPoint(asked.id);
  } catch (err) {
    if (err instanceof PacketaError && err.failure !== 'fault') throw unavailable(DELIVERY_MESSAGES.pointUnavailable);
    throw err;
  }
  if (!point) throw invalid(DELIVERY_MESSAGES.pointRefused);
  const code = countryCodeOf(country);
  if (code && point.country !== code) throw invalid(DELIVERY_MESSAGES.pointOtherCountry(countryLabel(country)));
  return { id: point.id, name: point.name, address: point.address };
}
