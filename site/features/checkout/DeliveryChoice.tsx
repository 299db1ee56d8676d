import { useState } from 'react';
import type { PickupPoint } from '~/worker/domain/delivery';
import type { ApiOrderQuote } from '~/worker/domain/order-quote';
import { Alert, Loading } from '~/site/components/ui/form';
import type { DeliveryChoice as Choice } from './delivery-ops';
import { priceText } from './cart-sums';
import { pickPoint } from './packeta-widget';

export const DELIVERY_ERROR_ID = 'ship-delivery-error';
export const POINT_BUTTON_ID = 'ship-point-button';

interface Props {
  /** The quote for the cart and the address's country (null until the first answer). */
  quote: ApiOrderQuote | null;
  loading: boolean;
  /** The quote's failure (the server's Slovak message). */
  quoteError: string;
  /** The country as the buyer typed it, for the widget and the message. */
  country: string;
  choice: Choice | null;
  onChoose: (choice: Choice) => void;
  /** Why the step cannot go on with the delivery as it is (shown under the methods). */
  error: string | null;
  /** The publisher's address, where a personal pickup is collected (site facts). */
  pickupAddress: string;
}

/** The chosen Packeta point with 'Zmeniť', or the button that opens Packeta's widget to choose one. */
function PointPicker({ point, onOpen, busy, failed }: { point: PickupPoint | null; onOpen: () => void; busy: boolean; failed: string }) {
  return (
    <div className="delivery-point">
      {point ? (
        <p className="delivery-point-chosen" aria-live="polite">
          <span className="order-label">Výdajné miesto:</span> <strong>{point.name}</strong>
          {point.address && (
            <>
              <br />
              {point.address}
            </>
          )}
        </p>
      ) : null}
      <button
        type="button"
        id={POINT_BUTTON_ID}
        className="acct-btn delivery-point-button"
        onClick={onOpen}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {point ? (
          <>
            Zmeniť<span className="sr-only"> výdajné miesto</span>
          </>
        ) : (
          'Vybrať výdajné miesto na mape'
        )}
      </button>
      {failed && <Alert kind="error">{failed}</Alert>}
    </div>
  );
}

/**
 * The shipping step's delivery methods for the address's country, each with its postage for this cart (from the
 * quote) and its hint: the Packeta point opens Packeta's own widget (its script loads only then), personal pickup
 * names the publisher's address. No method for the country: the Slovak message instead (the step then offers no
 * 'Pokračovať').
 */
export function DeliveryChoice({ quote, loading, quoteError, country, choice, onChoose, error, pickupAddress }: Props) {
  const [opening, setOpening] = useState(false);
  const [widgetFailed, setWidgetFailed] = useState('');

  async function openWidget() {
    if (!quote?.packetaWidget) return;
    setOpening(true);
    setWidgetFailed('');
    try {
      const point = await pickPoint(quote.packetaWidget, country);
      // Closed without choosing: the earlier point (if any) stays.
      if (point) onChoose({ method: 'packeta-point', pickupPoint: point });
    } catch (err) {
      setWidgetFailed((err as Error).message);
    } finally {
      setOpening(false);
      document.getElementById(POINT_BUTTON_ID)?.focus();
    }
  }

  const methods = quote?.methods ?? [];
  return (
    <fieldset
      className="checkout-methods delivery-methods"
      aria-describedby={error ? DELIVERY_ERROR_ID : undefined}
      aria-busy={loading || undefined}
    >
      <legend>Spôsob doručenia</legend>
      {!quote && loading && <Loading>Zisťujeme možnosti doručenia…</Loading>}
      {quoteError && <Alert kind="error">{quoteError}</Alert>}
      {methods.map((m) => {
        const id = `ship-method-${m.id}`;
        const checked = choice?.method === m.id;
        return (
          <div key={m.id} className="checkout-method">
            <input
              id={id}
              type="radio"
              name="deliveryMethod"
              value={m.id}
              checked={checked}
              onChange={() => onChoose({ method: m.id, pickupPoint: m.id === choice?.method ? choice.pickupPoint : null })}
              aria-describedby={`${id}-hint`}
            />
            <label htmlFor={id}>
              {m.label} <span className="delivery-price">{priceText(m.price)}</span>
            </label>
            <p className="acct-hint" id={`${id}-hint`}>
              {m.hint}
            </p>
            {checked && m.needsPickupPoint && (
              <PointPicker point={choice.pickupPoint} onOpen={openWidget} busy={opening} failed={widgetFailed} />
            )}
            {checked && m.id === 'pickup' && (
              <p className="delivery-pickup">
                <span className="order-label">Adresa na prevzatie:</span> {pickupAddress}
              </p>
            )}
          </div>
        );
      })}
      <div id={DELIVERY_ERROR_ID}>{error && <Alert kind="error">{error}</Alert>}</div>
    </fieldset>
  );
}
