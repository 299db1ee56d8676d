import { useEffect, useRef } from 'react';
import { CARD } from '~/worker/domain/orders';
import { Alert } from '~/site/components/ui/form';
import { useAction } from '~/site/components/ui/use-action';
import { NewOrderButton } from './NewOrderButton';
import { noteFailedPayment } from '../../lib/orders/order-api';
import { CardPaymentButton } from './CardPaymentButton';
import { awaitsPayment, formatIban } from '../../lib/orders/order-view';
import { OrderSheet, OrderUnavailable } from './OrderSheet';
import { useOrder } from './use-order';
import { ORDER_PAGE_TITLES } from './page-titles';

const PAYMENT_FAILED = 'Platba zlyhala!';

/**
 * `/order/{id}/stripe-fail`: the card payment was cancelled or refused. Tells the server once (it notes the
 * failure and tells the shop), shows the order with advice, and offers to try again or to pay by bank transfer.
 * `iban`: the publisher's account (site facts, passed by the page).
 */
export default function OrderFailPage({ iban }: { iban: string }) {
  const { reader, path, state } = useOrder();
  const { message, run, busyProps } = useAction();
  const reported = useRef(false);

  useEffect(() => {
    if (!reader || !path || reported.current) return;
    reported.current = true;
    // The buyer needs nothing from this call; a failure is only logged (spec section 8).
    noteFailedPayment(path.id).catch((err: Error) => console.warn('failed-payment-notif', err.message));
  }, [reader, path]);

  if (state.kind !== 'ready') return <OrderUnavailable state={state} title={ORDER_PAGE_TITLES.fail} />;

  const order = state.order;
  const top = order.isPaid ? (
    <Alert kind="success">Táto objednávka je už zaplatená, nemusíte robiť nič.</Alert>
  ) : (
    <div className="order-failed">
      <Alert kind="error">
        <p>{PAYMENT_FAILED}</p>
      </Alert>
      <div className="order-advice">
        <p>Čo môžete urobiť:</p>
        <ul>
          <li>skúsiť zaplatiť kartou ešte raz tlačidlom „Platba Stripe“,</li>
          <li>pozrieť sa do internetbankingu, či Vám banka platbu nezablokovala alebo nestrhla,</li>
          <li>
            alebo zaplatiť bankovým prevodom na účet <span className="pbs-mono">{formatIban(iban)}</span> s variabilným symbolom{' '}
            <strong className="pbs-mono">{order.variableSymbol}</strong> (číslo objednávky).
          </li>
        </ul>
        {awaitsPayment(order, CARD) && <CardPaymentButton order={order} action={{ run, busyProps }} />}
        <div aria-live="polite">{message && <Alert kind={message.kind}>{message.text}</Alert>}</div>
      </div>
    </div>
  );

  return (
    <OrderSheet
      order={order}
      top={top}
      actions={
        <div className="order-actions">
          <NewOrderButton />
        </div>
      }
    />
  );
}
