import { readDeliveryJson, writeDeliveryJson } from '~/db/queries/orders/shop-settings';
import type { AppDeps } from '../../deps';
import { DELIVERY_MESSAGES, DELIVERY_METHOD_IDS, deliverySettingsFrom, type DeliverySettings } from '../../domain/delivery';

/**
 * `/api/shop-settings/delivery` (admins): the delivery methods, their countries, weight bands, free-postage
 * thresholds and the cash-on-delivery fee (worker/domain/delivery.ts). Placing an order and its quote read the
 * same settings, so a change applies to the next order; orders placed keep what they were priced with.
 */
export async function readDelivery(deps: AppDeps): Promise<DeliverySettings> {
  return deliverySettingsFrom(await readDeliveryJson(deps.db));
}

/** Why a save of the settings asks for a republish: the product feeds print each method's postage (issue 31). */
const DELIVERY_REPUBLISH_REASON = 'delivery';

/**
 * Stores the settings (validated by the route's schema), methods in the shop's order, and answers them. The
 * Heureka and Google feeds are built with the pages and carry the postage, so a save republishes them.
 */
export async function setDelivery(deps: AppDeps, settings: DeliverySettings): Promise<DeliverySettings & { message: string }> {
  const ordered: DeliverySettings = {
    methods: DELIVERY_METHOD_IDS.map((id) => settings.methods.find((m) => m.id === id)!),
    codFeeCents: settings.codFeeCents,
  };
  await writeDeliveryJson(deps.db, JSON.stringify(ordered));
  deps.publisher.request(DELIVERY_REPUBLISH_REASON, deps.waitUntil);
  return { ...(await readDelivery(deps)), message: DELIVERY_MESSAGES.saved };
}
