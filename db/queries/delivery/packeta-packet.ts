import { and, eq, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { orders } from '../../schema';

/**
 * The Packeta packet of an order (issue 30, worker/services/delivery/packeta-packet.ts). Staff's click first CLAIMS the
 * order's `packeta_packet_id` (`claim:<ISO time>`) in one conditional write, so two clicks (two tabs, two staff)
 * can never both ask Packeta for a packet; Packeta's answer then replaces the claim with the packet id and the
 * barcode becomes the parcel number, or its refusal gives the claim back ('' again, nothing stored).
 */

const PACKET_CLAIM_PREFIX = 'claim:';

/** Whether a stored `packeta_packet_id` is a claim in progress, not Packeta's packet. */
export function isPacketClaim(stored: string): boolean {
  return stored.startsWith(PACKET_CLAIM_PREFIX);
}

/**
 * Claims the order for one packet creation: true when this call got it. A claim older than `staleBefore` (a
 * process that died between Packeta's call and the write) may be taken over; a packet id never.
 */
export async function claimPacketaPacket(db: Db, id: number, at: string, staleBefore: string): Promise<string | null> {
  const claim = `${PACKET_CLAIM_PREFIX}${at}`;
  const result = await db
    .update(orders)
    .set({ packetaPacketId: claim })
    .where(
      and(
        eq(orders.id, id),
        or(
          eq(orders.packetaPacketId, ''),
          and(like(orders.packetaPacketId, `${PACKET_CLAIM_PREFIX}%`), lt(orders.packetaPacketId, `${PACKET_CLAIM_PREFIX}${staleBefore}`)),
        ),
      ),
    );
  return result.rowsAffected > 0 ? claim : null;
}

/** Packeta's packet for the claimed order: its id stored, its barcode the parcel number. False if the claim was lost. */
export async function storePacketaPacket(db: Db, id: number, claim: string, packet: { id: string; barcode: string }): Promise<boolean> {
  const result = await db
    .update(orders)
    .set({ packetaPacketId: packet.id, parcelNumber: packet.barcode })
    .where(and(eq(orders.id, id), eq(orders.packetaPacketId, claim)));
  return result.rowsAffected > 0;
}

/** Packeta refused or did not answer: the claim is given back, the order as it was. */
export async function releasePacketaClaim(db: Db, id: number, claim: string): Promise<void> {
  await db
    .update(orders)
    .set({ packetaPacketId: sql`''` })
    .where(and(eq(orders.id, id), eq(orders.packetaPacketId, claim)));
}
