import type { PickupPoint } from '~/worker/domain/delivery';

/**
 * How an order travels, as the last checkout step and the order pages show it (issue 30): the method, the Packeta
 * point (name and address) or, for personal pickup, where to collect it when the page knows the address.
 */
export function DeliveryMethodBlock({ label, point, pickupAddress }: { label: string; point: PickupPoint | null; pickupAddress?: string }) {
  return (
    <div className="order-delivery-method">
      <p className="order-delivery-line">
        <span className="order-label">Spôsob doručenia:</span> {label}
      </p>
      {point && (
        <p className="order-point">
          <span className="order-label">Výdajné miesto:</span> <strong className="order-point-name">{point.name}</strong>
          {point.address && (
            <>
              <br />
              <span className="order-point-address">{point.address}</span>
            </>
          )}
        </p>
      )}
      {pickupAddress && (
        <p className="order-point">
          <span className="order-label">Adresa na prevzatie:</span> {pickupAddress}
        </p>
      )}
    </div>
  );
}
