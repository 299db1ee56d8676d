import { parcelTrackingUrl } from '~/worker/domain/order-notices';
import type { ApiOrder } from '~/worker/domain/orders';

/**
 * Under 'Odoslané': the parcel number staff gave when sending the order, and where Slovenská pošta shows the
 * parcel on its way (the same link as in the customer's e-mail). A Packeta parcel (issue 30) links Packeta's
 * tracking as soon as the packet exists (`delivery.trackingUrl`), even before staff mark it sent. Nothing otherwise.
 */
export function ParcelLine({
  order,
}: {
  order: Pick<ApiOrder, 'isDelivered' | 'parcelNumber'> & { delivery?: Pick<ApiOrder['delivery'], 'trackingUrl'> };
}) {
  const packeta = order.delivery?.trackingUrl ?? null;
  if (!order.parcelNumber || (!order.isDelivered && !packeta)) return null;
  return (
    <p className="order-parcel">
      <span className="order-label">Číslo zásielky:</span> <span className="order-parcel-number">{order.parcelNumber}</span>
      <br />
      {packeta ? (
        <a href={packeta}>Sledovať zásielku na stránke Packety</a>
      ) : (
        <a href={parcelTrackingUrl(order.parcelNumber)}>Sledovať zásielku na stránke Slovenskej pošty</a>
      )}
    </p>
  );
}
