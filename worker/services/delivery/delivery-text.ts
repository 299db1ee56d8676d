import type { ApiOrder } from '../../domain/orders';
import { siteFacts } from '../../domain/site-facts';

/**
 * How an order travels, in the words the confirmation mail and the invoice print (issue 30): the method, then the
 * Packeta point's name and address, or the publisher's address for personal pickup. The pages say the same from
 * the same `ApiOrder.delivery` (site/features/order).
 */
export function deliveryLines(o: Pick<ApiOrder, 'delivery'>): string[] {
  const d = o.delivery;
  if (d.pickupPoint) return [d.label, d.pickupPoint.name, d.pickupPoint.address].filter(Boolean);
  if (d.method === 'pickup') return [d.label, `${siteFacts.organization.legalName}, ${siteFacts.organization.address}`];
  return [d.label];
}
