import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { DELIVERY_MESSAGES, DELIVERY_METHOD_TEXT } from '~/worker/domain/delivery';
import { eurosToCents } from '~/worker/domain/money';
import { CARD, PAYMENT_METHOD_TEXT, type ApiOrder, type PaymentMethod } from '~/worker/domain/orders';
import { CART_PATH, orderHref } from '~/site/lib/paths';
import { Alert, Loading, useOnce } from '~/site/components/ui/form';
import { $cartItems, clearCart } from '../../stores/cart';
import { blockedLines } from '../../lib/cart/cart-ops';
import { refreshCart } from './cart-sync';
import { changeText, type LineChange } from '../../lib/cart/cart-view';
import { cartTotals } from '../../lib/cart/cart-totals';
import { notePlacedOrder, placeOrder, startCardPayment } from '../../lib/orders/order-api';
import { DeliveryMethodBlock } from '../../components/orders/DeliveryParts';
import { AddressBlock, LinesList, Sums } from '../../components/orders/OrderParts';
import { shownLines } from '../../lib/orders/order-view';
import { completeAddress, consentError, orderRequest, validPayment } from './checkout-ops';
import { $discountCode, $paymentMethod, $shippingAddress } from './checkout-store';
import { $deliveryChoice } from './delivery-choice-store';
import { quoteRequest } from './cart-sums';
import { useQuote } from './quote-api';
import { useCheckoutGuard } from './use-checkout-guard';
import { $userInfo } from '~/site/stores/user';
import { GuestEmailLine } from '../../components/checkout/GuestCheckoutEntry';
import { $guestEmail } from '../../stores/guest-checkout';
import { placeAsGuest } from './guest-api';
import { DiscountCodeField } from './DiscountCodeField';
import { StepFrame } from './StepFrame';
import { PLACE_ORDER_TITLE } from './checkout-ops';

interface Consent {
  text: string;
  link?: string;
  linkText?: string;
}

export interface PlaceOrderProps {
  /** site-facts `orders.checkoutConsents`: data processing, trade rules (both required), newsletter. */
  privacy: Consent;
  terms: Consent;
  newsletter: Consent;
  /** site-facts `orders.placeOrderButton` ('Záväzne objednať': the law wants the duty to pay in the label). */
  submitLabel: string;
  /** The publisher's address, where a personal pickup is collected (site facts). */
  pickupAddress?: string;
}

function ConsentBox({
  id,
  consent,
  checked,
  onChange,
}: {
  id: string;
  consent: Consent;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="acct-check checkout-consent">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{consent.text}</label>
      {consent.link && (
        <a className="checkout-consent-link" href={consent.link} target="_blank" rel="noopener">
          {consent.linkText}
          <span className="sr-only"> (otvorí sa v novom okne)</span>
        </a>
      )}
    </div>
  );
}

/**
 * A card order goes straight on to the card payment (Stripe Checkout, or the local test checkout), as the order
 * page's 'Platba Stripe' would. False when that could not start: the order page then offers the button.
 */
async function openCardPayment(order: ApiOrder): Promise<boolean> {
  try {
    await startCardPayment(order);
    return true;
  } catch {
    return false;
  }
}

/**
 * `/placeorder`: the whole order once more (delivery method and point, address, payment, lines with today's prices,
 * totals from the server's quote: postage, COD fee; issue 30), the consents (the newsletter's unticked), and the binding submit. `POST /api/orders/`; on success the
 * cart is emptied and the buyer lands on the order page, or for a card order straight on the card payment; a
 * refusal (e.g. the stock ran out meanwhile) shows the server's reason and keeps the cart.
 */
export default function PlaceOrderPage(props: PlaceOrderProps) {
  const allowed = useCheckoutGuard('placeorder');
  const items = useStore($cartItems);
  const saved = useStore($shippingAddress);
  const savedMethod = useStore($paymentMethod);
  const delivery = useStore($deliveryChoice);
  const code = useStore($discountCode);
  // Buying without an account (issue 30): the e-mail given at the login step, while nobody is signed in.
  const user = useStore($userInfo);
  const guestEmail = useStore($guestEmail);
  const guest = user ? null : guestEmail;
  const [changes, setChanges] = useState<Map<number, LineChange>>(new Map());
  const [privacy, setPrivacy] = useState(false);
  const [terms, setTerms] = useState(false);
  // Consent is given, never assumed (GDPR recital 32, CJEU C-673/17 Planet49): the box starts unticked, a
  // departure from spec.md's "defaults on".
  const [newsletter, setNewsletter] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [placed, setPlaced] = useState<'order' | 'card' | null>(null);

  // Today's prices and stock, so the summary is what the server will charge.
  useOnce(() => {
    refreshCart()
      .then(setChanges)
      .catch(() => undefined);
  });

  const address = completeAddress(saved);
  const method = address ? validPayment(savedMethod, address.country, delivery) : null;
  // The figures are the server's (issue 30): postage for the method and weight, the COD fee, the total.
  const quoted = useQuote(
    quoteRequest(items, address?.country ?? '', { deliveryMethod: delivery?.method, paymentMethod: method, discountCode: code }),
    allowed && Boolean(address && delivery && method) && placed === null,
  );
  if (placed === 'card') return <Loading>Objednávka je prijatá, otvárame platbu kartou…</Loading>;
  if (placed) return <Loading>Objednávka je prijatá, otvárame ju…</Loading>;
  if (!allowed || !address || !method || !delivery) return <StepFrame title={PLACE_ORDER_TITLE} frame="placeorder" />;

  const totals = cartTotals(items, address.country);
  const lines = shownLines(items, totals.lines, (x) => ({ key: String(x.product), productId: String(x.product) }));
  const quote = quoted.quote;
  // Staff may have switched the method off meanwhile, or the cart grew too heavy for it: back to the choice.
  const notOffered = quote !== null && quote.deliveryMethod !== delivery.method;
  const cartBlocked = blockedLines(items).length > 0 || items.length === 0;
  const blocked = cartBlocked || notOffered;
  const figures = quote && {
    itemsCents: eurosToCents(quote.itemsPrice),
    shippingCents: eurosToCents(quote.shippingPrice),
    shippingLater: false,
    codFeeCents: eurosToCents(quote.codFeePrice),
    discountCents: eurosToCents(quote.discountPrice),
    discountCode: quote.discountCode,
    totalCents: eurosToCents(quote.totalPrice),
  };

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const problem = consentError({ privacy, terms });
    if (problem) {
      setError(problem);
      document.getElementById('consent-privacy')?.focus();
      return;
    }
    setError('');
    setBusy(true);
    try {
      const body = {
        ...orderRequest(items, address!, method as PaymentMethod, newsletter && !guest, delivery),
        ...(code ? { discountCode: code } : {}),
      };
      const order = guest ? await placeAsGuest(body, guest) : await placeOrder(body);
      // The order exists: whatever the method, the cart has done its job.
      const card = order.paymentMethod === CARD;
      setPlaced(card ? 'card' : 'order');
      clearCart();
      // The code went with this order (the server counted its use): the next cart starts without it.
      $discountCode.set('');
      if (card && (await openCardPayment(order))) return;
      setPlaced('order');
      notePlacedOrder(order._id);
      location.assign(orderHref(order._id));
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
      refreshCart()
        .then(setChanges)
        .catch(() => undefined);
    }
  }

  return (
    <div className="placeorder">
      <h1>{PLACE_ORDER_TITLE}</h1>
      <div className="placeorder-grid">
        <div className="placeorder-details">
          <section className="order-section" aria-labelledby="po-address">
            <h2 id="po-address">Doručenie</h2>
            {guest && <GuestEmailLine email={guest} />}
            <DeliveryMethodBlock
              label={DELIVERY_METHOD_TEXT[delivery.method].label}
              point={delivery.pickupPoint}
              pickupAddress={delivery.method === 'pickup' ? props.pickupAddress : undefined}
            />
            <AddressBlock address={address} />
            <a className="checkout-edit" href="/shipping">
              Zmeniť doručenie
            </a>
          </section>
          <section className="order-section" aria-labelledby="po-method">
            <h2 id="po-method">Spôsob platby</h2>
            <p className="order-method">{PAYMENT_METHOD_TEXT[method].label}</p>
            <p className="acct-hint">{PAYMENT_METHOD_TEXT[method].hint}</p>
            <a className="checkout-edit" href="/payment">
              Zmeniť spôsob platby
            </a>
          </section>
          <section className="order-section" aria-labelledby="po-items">
            <h2 id="po-items">Položky</h2>
            {changes.size > 0 && (
              <div className="cart-change cart-change--info" role="status">
                <p>Od pridania do košíka sa niečo zmenilo:</p>
                <ul>
                  {items
                    .filter((x) => changes.has(x.product))
                    .map((x) => (
                      <li key={x.product}>
                        {x.name}: {changeText(changes.get(x.product)!)}
                      </li>
                    ))}
                </ul>
              </div>
            )}
            <LinesList lines={lines} />
          </section>
        </div>
        <aside className="placeorder-summary" aria-labelledby="po-summary">
          <h2 id="po-summary">Súhrn</h2>
          {figures ? (
            <Sums figures={figures} />
          ) : quoted.error ? (
            <Alert kind="error">{quoted.error}</Alert>
          ) : (
            <Loading>Počítame poštovné…</Loading>
          )}
          {/* The code from the cart, to change or remove here (or one typed now); the quote above prices it. */}
          <DiscountCodeField
            items={items}
            country={address.country}
            deliveryMethod={delivery.method}
            paymentMethod={method}
            id="placeorder-discount-code"
          />
          <div id="placeorder-error">{error && <Alert kind="error">{error}</Alert>}</div>
          {notOffered && !cartBlocked ? (
            <Alert kind="error">
              <p>
                {DELIVERY_MESSAGES.notOffered(quote.country)} <a href="/shipping">Zmeniť doručenie</a>
              </p>
            </Alert>
          ) : blocked ? (
            <Alert kind="error">
              <p>
                V košíku je titul, ktorý už nemáme. <a href={CART_PATH}>Upravte prosím košík.</a>
              </p>
            </Alert>
          ) : (
            <form onSubmit={submit} noValidate>
              <fieldset className="checkout-consents">
                <legend>Súhlasy</legend>
                <ConsentBox id="consent-privacy" consent={props.privacy} checked={privacy} onChange={setPrivacy} />
                <ConsentBox id="consent-terms" consent={props.terms} checked={terms} onChange={setTerms} />
                {/* The newsletter is for accounts (issue 30): a guest can subscribe once they have one. */}
                {!guest && <ConsentBox id="consent-newsletter" consent={props.newsletter} checked={newsletter} onChange={setNewsletter} />}
              </fieldset>
              <button type="submit" className="acct-btn acct-btn--primary" disabled={busy} aria-busy={busy || undefined}>
                {props.submitLabel}
              </button>
              {busy && (
                <p className="acct-loading" role="status">
                  Odosielame objednávku…
                </p>
              )}
            </form>
          )}
          <p className="checkout-back-row">
            <a className="checkout-back" href="/payment">
              ← Späť na platbu
            </a>
          </p>
        </aside>
      </div>
    </div>
  );
}
