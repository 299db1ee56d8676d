import { getOrderWithItems } from '~/db/queries/orders/order-read';
import { claimPacketaPacket, isPacketClaim, releasePacketaClaim, storePacketaPacket } from '~/db/queries/delivery/packeta-packet';
import type { AppDeps } from '../../deps';
import { countryCodeOf, isDeliveryMethod, isPacketaMethod } from '../../domain/delivery';
import { conflict, notFound, switchedOff, unavailable } from '../../domain/errors';
import { CASH_ON_DELIVERY, ORDER_MESSAGES, type ApiOrder } from '../../domain/orders';
import {
  PACKETA_HOME_CARRIERS,
  PACKETA_MESSAGES,
  PacketaError,
  packetaPhone,
  packetaTrackingUrl,
  splitRecipientName,
  splitStreet,
  type ApiPacketaPacketState,
  type PacketaPacketRequest,
} from '../../domain/packeta';
import { toApiOrder } from '../orders/order-view';

/**
 * Staff create an order's Packeta packet ('Vytvoriť zásielku v Packete', issue 30): built from the stored order,
 * sent through `deps.packeta`, its barcode stored as the order's parcel number. One packet per order, whoever
 * clicks (a claim in the database first: db/queries/delivery/packeta-packet.ts). The routes check the caller (admins).
 */

type StoredOrder = NonNullable<Awaited<ReturnType<typeof getOrderWithItems>>>['order'];

/** A claim older than this is a process that died after its call: the next click may try again. */
const CLAIM_STALE_MS = 2 * 60 * 1000;

const travelsWithPacketa = (o: StoredOrder) => !o.isCancelled && isDeliveryMethod(o.deliveryMethod) && isPacketaMethod(o.deliveryMethod);
const packetOf = (o: StoredOrder) => (o.packetaPacketId && !isPacketClaim(o.packetaPacketId) ? o.packetaPacketId : '');

/** `GET /api/orders/:id/packeta-packet`: whether the action is offered for this order, and the packet once made. */
export async function packetaPacketState(deps: AppDeps, id: number): Promise<ApiPacketaPacketState> {
  const found = await getOrderWithItems(deps.db, id);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  const o = found.order;
  const packetId = packetOf(o);
  return {
    available: deps.packeta.canCreatePackets,
    packetaDelivery: travelsWithPacketa(o),
    pending: isPacketClaim(o.packetaPacketId),
    packet: packetId ? { id: packetId, barcode: o.parcelNumber, trackingUrl: packetaTrackingUrl(o.parcelNumber) } : null,
  };
}

/**
 * The packet as Packeta's `PacketAttributes` want it, from the order as placed: the recipient on the delivery
 * address, value = the order's total, cash on delivery = the total when it is paid in cash and not paid yet,
 * the weight the postage was priced by; a point's id, or for home delivery Packeta's carrier of the country with
 * the address.
 */
function packetRequestOf(o: StoredOrder): PacketaPacketRequest {
  const codCents = o.paymentMethod === CASH_ON_DELIVERY && !o.isPaid ? o.totalCents : 0;
  const base = {
    number: o.orderNumber,
    ...splitRecipientName(o.shipName || o.name),
    email: o.email,
    phone: packetaPhone(o.phone),
    valueCents: o.totalCents,
    codCents,
    weightGrams: o.weightGrams,
  };
  if (o.deliveryMethod === 'packeta-point') return { ...base, addressId: o.pickupPointId };
  const carrier = PACKETA_HOME_CARRIERS[String(countryCodeOf(o.shipCountry))];
  if (!carrier) throw conflict(PACKETA_MESSAGES.noHomeCarrier(o.shipCountry));
  return { ...base, addressId: carrier, home: { ...splitStreet(o.shipAddress), city: o.shipCity.trim(), zip: o.shipPostalCode.trim() } };
}

/**
 * `POST /api/orders/:id/packeta-packet`: creates the packet once and answers the order (its parcel number now
 * Packeta's barcode). Not configured: 503; no Packeta delivery, cancelled, made already or being made: 409;
 * Packeta's refusal (its reason in the message) or silence: 502, and nothing is stored.
 */
export async function createPacketaPacket(deps: AppDeps, id: number): Promise<ApiOrder> {
  if (!deps.packeta.canCreatePackets) throw switchedOff(PACKETA_MESSAGES.notConfigured);
  const found = await getOrderWithItems(deps.db, id);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  const o = found.order;
  if (o.isCancelled) throw conflict(PACKETA_MESSAGES.cancelled);
  if (!travelsWithPacketa(o)) throw conflict(PACKETA_MESSAGES.notPacketa);
  const request = packetRequestOf(o);

  const now = deps.now();
  const claim = await claimPacketaPacket(deps.db, id, now.toISOString(), new Date(now.getTime() - CLAIM_STALE_MS).toISOString());
  if (!claim) {
    // Made already (the claim's condition needs no packet id), or another click is making it now.
    const again = await getOrderWithItems(deps.db, id);
    throw conflict(again && packetOf(again.order) ? PACKETA_MESSAGES.exists(again.order.parcelNumber) : PACKETA_MESSAGES.pending);
  }
  let packet: Awaited<ReturnType<AppDeps['packeta']['createPacket']>>;
  try {
    packet = await deps.packeta.createPacket(request);
  } catch (err) {
    await releasePacketaClaim(deps.db, id, claim);
    throw err instanceof PacketaError ? refusalOf(deps, id, err) : err;
  }
  if (!(await storePacketaPacket(deps.db, id, claim, packet))) {
    // Only a claim taken over as stale can be lost: Packeta has two packets then, which staff must know.
    deps.log('error', 'Packeta packet created but its claim was lost', { orderId: id, packetId: packet.id });
    throw conflict(PACKETA_MESSAGES.duplicate(packet.barcode));
  }
  deps.log('info', 'Packeta packet created', { orderId: id, packetId: packet.id });
  const stored = await getOrderWithItems(deps.db, id);
  if (!stored) throw notFound(ORDER_MESSAGES.notFound);
  return toApiOrder(stored);
}

function refusalOf(deps: AppDeps, id: number, err: PacketaError): Error {
  deps.log('warn', 'Packeta refused the packet', { orderId: id, failure: err.failure, fault: err.fault, reason: err.reason });
  if (err.failure === 'fault') return unavailable(PACKETA_MESSAGES.refused(err.reason));
  if (err.failure === 'not-configured') return switchedOff(PACKETA_MESSAGES.notConfigured);
  return unavailable(PACKETA_MESSAGES.unreachable);
}
