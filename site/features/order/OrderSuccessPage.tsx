import { useEffect, useState } from 'react';
import { CARD, paidText } from '~/worker/domain/orders';
import { formatDate } from '~/site/lib/format';
import { orderHref } from '~/site/lib/paths';
import { useLoad } from '~/site/lib/use-load';
import { Alert, Loading } from '~/site/components/ui/form';
import { NewOrderButton } from './NewOrderButton';
import { readCardAttempt } from '../../lib/orders/order-api';
import { OrderSheet } from './OrderSheet';
import { useOrder } from './use-order';
import { ORDER_PAGE_TITLES } from './page-titles';

/** How long the page waits for the payment provider's confirmation (the webhook): about 30 s, once a second. */
const POLL_MS = 1000;
const POLL_TRIES = 30;

type Wait = 'waiting' | 'paid' | 'timeout';

/**
 * `/order/{id}/stripe-success/{init}`: where the card page sends the buyer back. It only reads: the route's
 * init value must be the order's current one (`GET /init-payment`; otherwise 'Error'), then the page waits for
 * the server to learn of the payment (the webhook marks the order paid) and shows the order.
 */
export default function OrderSuccessPage() {
  const { reader, path, state, reload } = useOrder();
  const [wait, setWait] = useState<Wait>('waiting');
  const attempt = useLoad((signal) => readCardAttempt(path!.id, signal), reader && Boolean(path?.init));
  const matches = Boolean(attempt.data?.initPaymentId) && attempt.data?.initPaymentId === path?.init;
  const [reads, setReads] = useState(0);

  // Until the webhook marks the order paid: read it at once, then again each second, POLL_TRIES reads at most.
  const paidNow = state.kind === 'ready' && state.order.isPaid;
  useEffect(() => {
    if (!matches || wait !== 'waiting' || state.kind === 'loading') return;
    if (paidNow) return setWait('paid');
    if (reads >= POLL_TRIES) return setWait('timeout');
    const timer = setTimeout(() => void reload().then(() => setReads((n) => n + 1)), reads === 0 ? 0 : POLL_MS);
    return () => clearTimeout(timer);
  }, [matches, wait, state.kind, paidNow, reads, reload]);

  if (!path?.init) return <ErrorBox message="Error" />;
  if (attempt.error) return <ErrorBox message={attempt.error} id={path.id} />;
  if (attempt.data && !matches)
    return <ErrorBox message="Error" detail="Tento odkaz nepatrí k poslednej platbe objednávky." id={path.id} />;
  if (state.kind === 'error') return <ErrorBox message={state.message} />;
  if (state.kind === 'loading' || !attempt.data) return <Loading>Overujeme platbu…</Loading>;

  const order = state.order;
  const paid = order.isPaid;
  return (
    <OrderSheet
      order={order}
      top={
        paid ? (
          <Alert kind="success">Ďakujeme, platba prebehla úspešne.</Alert>
        ) : wait === 'timeout' ? (
          <Alert kind="info">
            <p>
              Potvrdenie platby zatiaľ neprišlo. Ak Vám banka platbu strhla, objednávka sa označí ako zaplatená o chvíľu; stav nájdete na{' '}
              <a href={orderHref(order._id)}>stránke objednávky</a>.
            </p>
          </Alert>
        ) : (
          <p className="acct-loading" role="status">
            Čakáme na potvrdenie platby…
          </p>
        )
      }
      paidLine={
        paid ? (
          <p className="order-state order-state--ok">
            {paidText(CARD, attempt.data.testCheckout)}
            {order.paidAt && <span className="order-state-date"> {formatDate(order.paidAt)}</span>}
          </p>
        ) : (
          <p className="order-state order-state--no">Nezaplatené</p>
        )
      }
      actions={
        <div className="order-actions">
          <NewOrderButton />
          <a className="acct-btn acct-btn--outline" href={orderHref(order._id)}>
            Detail objednávky
          </a>
        </div>
      }
    />
  );
}

function ErrorBox({ message, detail, id }: { message: string; detail?: string; id?: number }) {
  return (
    <div className="acct-card">
      <h1>{ORDER_PAGE_TITLES.success}</h1>
      <Alert kind="error">
        <p>{message}</p>
        {detail && <p>{detail}</p>}
      </Alert>
      {id !== undefined && (
        <p>
          <a href={orderHref(id)}>Zobraziť objednávku</a>
        </p>
      )}
    </div>
  );
}
