/** The staff's calls of `/api/orders/:id/packeta-packet` (worker/routes/packeta-packet.ts), typed by worker/domain. */
import type { ApiOrder } from '~/worker/domain/orders';
import type { ApiPacketaPacketState } from '~/worker/domain/packeta';
import { authGet, authSend } from '~/site/stores/user';

const path = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/packeta-packet`;

/** Whether the order offers 'Vytvoriť zásielku v Packete' (hidden without the shop's Packeta password), and its packet. */
export const readPacketaPacket = (orderId: string, signal?: AbortSignal) => authGet<ApiPacketaPacketState>(path(orderId), { signal });

/** Creates the packet; answers the order, its parcel number now Packeta's barcode. */
export const createPacketaPacket = (orderId: string) => authSend<ApiOrder>(path(orderId), { method: 'POST' });
