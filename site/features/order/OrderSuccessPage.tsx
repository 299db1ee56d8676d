import { useEffect, useState } from 'react';
import { formatDate } from '~/site/lib/format';
import { Alert, Loading } from '~/site/components/ui/form';
import { authGet } from '~/site/stores/user';
import { NewOrderButton } from './NewOrderButton';
import { OrderSheet } from './OrderSheet';
import { useOrder } from './use-order';

/** How long the page waits for the payment provider's confirmation (the webhook): about 30 s, once a second. */
export const POLL_MS = 1000;
export const POLL_TRIES = 30;

type Check = { kind: 'checking' } | { kind: 'ok' } | { kind: 'mismatch' } | { kind: 'error'; message: string };
type Wait = 'waiting' | 'paid' | 'timeout';

/**
 * `/order/{id}/stripe-success/{init}`: where the card page sends the buyer back. It only reads: the route's
 * init value must be the order's current one (`GET /init-payment`; otherwise 'Error'), then the page waits for
 * the server to learn of the payment (the webhook marks the order paid) and shows the order.
 */
export default function OrderSuccessPage() {
  const { user, path, state, reload } = useOrder();
  const [check, setCheck] = useState<Check>({ kind: 'checking' });
  const [wait, setWait] = useState<Wait>('waiting');
  const signedIn = Boolean(user);

  useEffect(() => {
    if (!signedIn || !path?.init) return;
    const ctrl = new AbortController();
    authGet<{ initPaymentId: string | null }>(`/api/orders/${path.id}/init-payment`, { signal: ctrl.signal })
      .then((r) => setCheck(r?.initPaymentId && r.initPaymentId === path.init ? { kind: 'ok' } : { kind: 'mismatch' }))
      .catch((err: Error) => err.name !== 'AbortError' && setCheck({ kind: 'error', message: err.message }));
    return () => ctrl.abort();
  }, [signedIn, path]);

  useEffect(() => {
    if (check.kind !== 'ok') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const tick = async () => {
      const order = await reload();
      if (stopped) return;
      if (order?.isPaid) return setWait('paid');
      if (++tries >= POLL_TRIES) return setWait('timeout');
      timer = setTimeout(tick, POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [check.kind, reload]);

  if (!path?.init) return <ErrorBox message="Error" />;
  if (check.kind === 'mismatch') return <ErrorBox message="Error" detail="Tento odkaz nepatrí k poslednej platbe objednávky." id={path.id} />;
  if (check.kind === 'error') return <ErrorBox message={check.message} id={path.id} />;
  if (state.kind === 'error') return <ErrorBox message={state.message} />;
  if (state.kind === 'loading' || check.kind === 'checking') return <Loading>Overujeme platbu…</Loading>;

  const order = state.order;
  const paid = order.isPaid;
  return (
    <OrderSheet
      order={order}
      heading={`Objednávka ${order.orderNumber}`}
      top={
        paid ? (
          <Alert kind="success">Ďakujeme, platba prebehla úspešne.</Alert>
        ) : wait === 'timeout' ? (
          <Alert kind="info">
            <p>
              Potvrdenie platby zatiaľ neprišlo. Ak Vám banka platbu strhla, objednávka sa označí ako zaplatená o chvíľu; stav nájdete na{' '}
              <a href={`/order/${order._id}`}>stránke objednávky</a>.
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
            Zaplatené Stripe{order.paidAt && <span className="order-state-date"> {formatDate(order.paidAt)}</span>}
          </p>
        ) : (
          <p className="order-state order-state--no">Nezaplatené</p>
        )
      }
      actions={
        <div className="order-actions">
          <NewOrderButton />
          <a className="acct-btn acct-btn--outline" href={`/order/${order._id}`}>
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
      <h1>Platba</h1>
      <Alert kind="error">
        <p>{message}</p>
        {detail && <p>{detail}</p>}
      </Alert>
      {id !== undefined && (
        <p>
          <a href={`/order/${id}`}>Zobraziť objednávku</a>
        </p>
      )}
    </div>
  );
}
