import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { orders } from '../../schema';
import { cancelOrderReturningStock, type CancelResult } from './order-write';

/**
 * Staff's 'Zrušiť' (worker/services/orders/order-admin.ts): cancels as order-write.ts does (copies back to stock once, the
 * 'cancelled' notice in the same batch), but only an order not yet sent: a parcel on its way is not stock any
 * more. The guard is part of the batch, so a 'Odoslané' clicked meanwhile wins. Outcome 'cancelled' = nothing
 * happened (already cancelled, or sent); the caller reads the order to say which.
 */
export function cancelUnsentOrder(db: Db, id: number, at: string): Promise<CancelResult> {
  return cancelOrderReturningStock(db, id, at, { when: sql`${orders.isCancelled} = 0 AND ${orders.isDelivered} = 0` });
}
