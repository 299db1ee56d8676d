import { useState, type SubmitEvent } from 'react';
import { allowedPaymentMethods, CARD, isPaymentMethod, PAYMENT_METHOD_TEXT, type PaymentMethod } from '~/worker/domain/orders';
import { PAYMENT_MESSAGES } from '~/worker/domain/payments';
import { isDomestic } from '~/worker/domain/pricing';
import { Alert } from '~/site/components/ui/form';
import { useLoad } from '~/site/lib/use-load';
import { authConfig } from '~/site/features/account/account-api';
import { CheckoutActions } from './CheckoutActions';
import { StepFrame } from './StepFrame';
import { completeAddress, paymentError, validPayment } from './checkout-ops';
import { $paymentMethod, $shippingAddress } from './checkout-store';
import { useCheckoutGuard } from './use-checkout-guard';

/**
 * `/payment`: the methods the delivery country allows (`allowedPaymentMethods`: abroad only a bank transfer,
 * with the reason). The choice is saved in localStorage `paymentMethod`; then the summary. A shop that takes no
 * cards (`cardPayment: false` in `/api/auth/config`: no Stripe keys on a public address) shows the card switched
 * off, with the reason.
 */
export default function PaymentPage() {
  const allowed = useCheckoutGuard('payment');
  const [country] = useState(() => completeAddress($shippingAddress.get())?.country ?? '');
  const [method, setMethod] = useState<string | null>(() => validPayment($paymentMethod.get(), country));
  const [error, setError] = useState('');
  const cardOff = useLoad(authConfig).data?.cardPayment === false;

  if (!allowed) return <StepFrame title="Platba" />;

  const methods = allowedPaymentMethods(country);
  const abroad = !isDomestic(country);

  function submit(e: SubmitEvent) {
    e.preventDefault();
    const problem = method === CARD && cardOff ? PAYMENT_MESSAGES.cardUnavailable : paymentError(method, country);
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
              Zásielky do zahraničia ({country}) posielame len po platbe prevodom vopred: poštovné závisí od hmotnosti a krajiny, preto Vám
              ho spolu s celkovou sumou oznámime e-mailom. Platba v hotovosti a kartou je možná len na Slovensku.
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
                {abroad
                  ? 'Celú sumu aj s poštovným zaplatíte prevodom, keď Vám ju oznámime e-mailom.'
                  : m === CARD && cardOff
                    ? PAYMENT_MESSAGES.cardUnavailable
                    : PAYMENT_METHOD_TEXT[m].hint}
              </p>
            </div>
          ))}
        </fieldset>
        <CheckoutActions back="/shipping" backLabel="← Späť na doručenie" />
      </form>
    </div>
  );
}
