import { parcelTrackingUrl } from '~/worker/domain/order-notices';
import type { ApiOrder } from '~/worker/domain/orders';

/**
 * Under 'Odoslané': the parcel number staff gave when sending the order, and where Slovenská pošta shows the
 * parcel on its way (the same link as in the customer's e-mail). Nothing before the order is sent or without one.
 */
export function ParcelLine({ order }: { order: Pick<ApiOrder, 'isDelivered' | 'parcelNumber'> }) {
  if (!order.isDelivered || !order.parcelNumber) return null;
  return (
    <p className="order-parcel">
      <span className="order-label">Číslo zásielky:</span> <span className="order-parcel-number">{order.parcelNumber}</span>
      <br />
      <a href={parcelTrackingUrl(order.parcelNumber)}>Sledovať zásielku na stránke Slovenskej pošty</a>
    </p>
  );
}
