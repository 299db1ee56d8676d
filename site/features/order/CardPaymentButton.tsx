import type { ApiOrder } from '~/worker/domain/orders';
import type { useAction } from '~/site/components/ui/use-action';
import { startCardPayment } from '../../lib/orders/order-api';

type Action = Pick<ReturnType<typeof useAction>, 'run' | 'busyProps'>;

/** 'Platba Stripe': pays an order that still awaits its card payment (the order page, the failed payment's page). */
export function CardPaymentButton({ order, action }: { order: ApiOrder; action: Action }) {
  return (
    <button
      type="button"
      className="acct-btn acct-btn--primary"
      {...action.busyProps('stripe')}
      onClick={() => action.run('stripe', () => startCardPayment(order))}
    >
      Platba Stripe
    </button>
  );
}
