import type { ReactNode } from 'react';
import { eurosToCents } from '~/worker/domain/money';
import { ORDER_STATUS_TEXT, PAYMENT_METHOD_TEXT, type ApiOrder } from '~/worker/domain/orders';
import { formatDate } from '~/site/lib/format';
import { Alert, Loading } from '~/site/components/ui/form';
import { AddressBlock, LinesList, Sums } from '../../components/orders/OrderParts';
import { DeliveryMethodBlock } from '../../components/orders/DeliveryParts';
import { ParcelLine } from './ParcelLine';
import { deliveryText, orderLines, paidText, termText } from '../../lib/orders/order-view';
import type { OrderState } from './use-order';

/**
 * The order pages before their order is there: reading it (under the heading where the order's will be, as the
 * page's built fallback shows it: nothing moves), or why it cannot be shown (the server's message).
 */
export function OrderUnavailable({
  state,
  title,
  children,
}: {
  state: Exclude<OrderState, { kind: 'ready' }>;
  title: string;
  children?: ReactNode;
}) {
  if (state.kind === 'loading')
    return (
      <div className="order">
        <h1>{title}</h1>
        <Loading>Načítava sa objednávka…</Loading>
      </div>
    );
  return (
    <div className="acct-card">
      <h1>{title}</h1>
      <Alert kind="error">{state.message}</Alert>
      {children}
    </div>
  );
}

interface Props {
  order: ApiOrder;
  /** 'Objednávka {number}' unless the page says otherwise. */
  heading?: ReactNode;
  /** Above the details (messages about the page's purpose: payment failed, waiting, …). */
  top?: ReactNode;
  /** In place of 'Zaplatené {date}' / 'Nezaplatené' (the card return page says 'Zaplatené kartou'). */
  paidLine?: ReactNode;
  /** Under the payment state (the PAY by square block). */
  payment?: ReactNode;
  /** Beside the summary (buttons). */
  actions?: ReactNode;
  /** The publisher's address (the page's build knows it): where a personal-pickup order is collected. */
  pickupAddress?: string;
}

/**
 * One order as its three pages show it (detail, card success, card failure): number, delivery and billing
 * address, e-mail, note, delivery and payment state, items with qty × price = total and discount, summary.
 */
export function OrderSheet({ order, heading, top, paidLine, payment, actions, pickupAddress }: Props) {
  const figures = {
    itemsCents: eurosToCents(order.itemsPrice),
    shippingCents: eurosToCents(order.shippingPrice),
    shippingLater: order.shippingLater,
    codFeeCents: eurosToCents(order.codFeePrice ?? 0),
    discountCents: eurosToCents(order.discountPrice ?? 0),
    discountCode: order.discountCode,
    totalCents: eurosToCents(order.totalPrice),
  };
  return (
    <div className="order">
      <h1>{heading ?? `Objednávka ${order.orderNumber}`}</h1>
      <p className="order-meta">Dátum objednávky: {formatDate(order.createdAt)}</p>
      {top}
      <div className="order-grid">
        <div className="order-details">
          <section className="order-section" aria-labelledby="order-delivery">
            <h2 id="order-delivery">Doručenie</h2>
            {order.delivery && (
              <DeliveryMethodBlock
                label={order.delivery.label}
                point={order.delivery.pickupPoint}
                pickupAddress={order.delivery.method === 'pickup' ? pickupAddress : undefined}
              />
            )}
            <AddressBlock address={order.shippingAddress} email={order.email} />
            <p className={`order-state ${order.isDelivered ? 'order-state--ok' : 'order-state--no'}`}>{deliveryText(order)}</p>
            <ParcelLine order={order} />
            {order.isCancelled && (
              <p className="order-state order-state--cancelled">
                {ORDER_STATUS_TEXT.cancelled}
                {order.cancelledAt && <span className="order-state-date"> {formatDate(order.cancelledAt)}</span>}
              </p>
            )}
          </section>
          <section className="order-section" aria-labelledby="order-payment">
            <h2 id="order-payment">Platba</h2>
            <p className="order-method">
              <span className="order-label">Spôsob platby:</span> {PAYMENT_METHOD_TEXT[order.paymentMethod]?.label ?? order.paymentMethod}
            </p>
            {paidLine ?? <p className={`order-state ${order.isPaid ? 'order-state--ok' : 'order-state--no'}`}>{paidText(order)}</p>}
            {termText(order) && <p className="order-term-note">{termText(order)}</p>}
            {payment}
          </section>
          <section className="order-section" aria-labelledby="order-items">
            <h2 id="order-items">Položky</h2>
            <LinesList lines={orderLines(order)} />
          </section>
        </div>
        <aside className="order-summary" aria-labelledby="order-summary-heading">
          <h2 id="order-summary-heading">Súhrn</h2>
          <Sums figures={figures} />
          {order.shippingLater && <p className="acct-hint">Poštovné do zahraničia Vám oznámime e-mailom a pripočítame na faktúre.</p>}
          {actions}
        </aside>
      </div>
    </div>
  );
}
