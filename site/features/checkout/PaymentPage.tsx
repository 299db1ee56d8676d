import { useState, type SubmitEvent } from 'react';
import { formatEuros } from '~/worker/domain/money';
import {
  allowedPaymentMethods,
  CARD,
  CASH_ON_DELIVERY,
  isPaymentMethod,
  PAYMENT_METHOD_TEXT,
  type PaymentMethod,
} from '~/worker/domain/orders';
import { PAYMENT_MESSAGES } from '~/worker/domain/payments';
import { isDomestic } from '~/worker/domain/pricing';
import { Alert } from '~/site/components/ui/form';
import { useLoad } from '~/site/lib/use-load';
import { authConfig } from '~/site/lib/shop-config-api';
import { CheckoutActions } from './CheckoutActions';
import { StepFrame } from './StepFrame';
import { $cartItems } from '../../stores/cart';
import { completeAddress, paymentError, validPayment } from './checkout-ops';
import { $paymentMethod, $shippingAddress } from './checkout-store';
import { $deliveryChoice } from './delivery-choice-store';
import { quoteRequest } from './cart-sums';
import { useQuote } from './quote-api';
import { useCheckoutGuard } from './use-checkout-guard';

/** A payment method's line under its label: cash at personal pickup is no cash on delivery; a COD fee is named. */
function methodHint(m: PaymentMethod, pickup: boolean, codFee: number): string {
  if (m !== CASH_ON_DELIVERY) return PAYMENT_METHOD_TEXT[m].hint;
  if (pickup) return 'Zaplatíte v hotovosti pri osobnom prevzatí, bez poplatku.';
  return codFee > 0 ? `${PAYMENT_METHOD_TEXT[m].hint} Poplatok za dobierku ${formatEuros(codFee)}.` : PAYMENT_METHOD_TEXT[m].hint;
}

/**
 * `/payment`: the methods the server's quote allows for the delivery country and method (`allowedPaymentMethods`:
 * abroad only a bank transfer, with the reason; personal pickup no card; the COD fee named when staff set one). The choice is saved in localStorage `paymentMethod`; then the summary. A shop that takes no
 * cards (`cardPayment: false` in `/api/auth/config`: no Stripe keys on a public address) shows the card switched
 * off, with the reason.
 */
export default function PaymentPage() {
  const allowed = useCheckoutGuard('payment');
  const [country] = useState(() => completeAddress($shippingAddress.get())?.country ?? '');
  const [delivery] = useState(() => $deliveryChoice.get());
  const [method, setMethod] = useState<string | null>(() => validPayment($paymentMethod.get(), country, delivery));
  const [error, setError] = useState('');
  const cardOff = useLoad(authConfig).data?.cardPayment === false;
  const abroad = !isDomestic(country);
  const pickup = delivery?.method === 'pickup';
  // The server's word on the methods for the country and delivery; asked with cash on delivery where it may apply,
  // so that its fee (staff's setting) is known before the buyer chooses.
  const cod = !abroad && !pickup ? CASH_ON_DELIVERY : null;
  const quoted = useQuote(
    quoteRequest($cartItems.get(), country, { deliveryMethod: delivery?.method, paymentMethod: cod }),
    allowed && Boolean(delivery),
  );

  if (!allowed) return <StepFrame title="Platba" />;

  // Until the quote answers (or if it cannot), the same rule from worker/domain/orders.ts.
  const methods = (quoted.quote?.paymentMethods ?? allowedPaymentMethods(country, delivery?.method)).filter(isPaymentMethod);
  const codFee = quoted.quote?.codFeePrice ?? 0;

  function submit(e: SubmitEvent) {
    e.preventDefault();
    const problem = method === CARD && cardOff ? PAYMENT_MESSAGES.cardUnavailable : paymentError(method, country, delivery);
    if (problem) {
      setError(problem);
      document.getElementById('pay-0')?.focus();
      return;
    }
    $paymentMethod.set(method as PaymentMethod);
    location.assign('/placeorder');
  }

  return (
    <div className="checkout-card">
      <h1>Platba</h1>
      <div id="payment-error">{error && <Alert kind="error">{error}</Alert>}</div>
      <form onSubmit={submit} noValidate>
        <fieldset className="checkout-methods" aria-describedby={error ? 'payment-error' : abroad ? 'payment-abroad' : undefined}>
          <legend>Spôsob platby</legend>
          {abroad && (
            <p className="checkout-note" id="payment-abroad">
              Zásielky do zahraničia ({country}) posielame po platbe prevodom vopred. Platba v hotovosti a kartou je možná len na Slovensku.
            </p>
          )}
          {methods.map((m, i) => (
            <div key={m} className="checkout-method">
              <input
                id={`pay-${i}`}
                type="radio"
                name="paymentMethod"
                value={m}
                checked={method === m}
                disabled={m === CARD && cardOff}
                onChange={() => {
                  setMethod(isPaymentMethod(m) ? m : null);
                  setError('');
                }}
                aria-describedby={`pay-${i}-hint`}
              />
              <label htmlFor={`pay-${i}`}>{PAYMENT_METHOD_TEXT[m].label}</label>
              <p className="acct-hint" id={`pay-${i}-hint`}>
                {m === CARD && cardOff ? PAYMENT_MESSAGES.cardUnavailable : methodHint(m, pickup, codFee)}
              </p>
            </div>
          ))}
        </fieldset>
        <CheckoutActions back="/shipping" backLabel="← Späť na doručenie" />
      </form>
    </div>
  );
}
