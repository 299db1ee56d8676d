/** The staff's calls of `/api/orders/:id/packeta-packet` (worker/routes/packeta-packet.ts), typed by the published contract. */
import { authApi } from '~/site/stores/user';

/** Whether the order offers 'Vytvoriť zásielku v Packete' (hidden without the shop's Packeta password), and its packet. */
export const readPacketaPacket = (orderId: string, signal?: AbortSignal) =>
  authApi('GET /api/orders/:id/packeta-packet', { params: { id: orderId }, signal });

/** Creates the packet; answers the order, its parcel number now Packeta's barcode. */
export const createPacketaPacket = (orderId: string) => authApi('POST /api/orders/:id/packeta-packet', { params: { id: orderId } });
