import { useState } from 'react';
import { BANK_TRANSFER, CARD, ORDER_MESSAGES, type ApiOrder } from '~/worker/domain/orders';
import { formatDate } from '~/site/lib/format';
import { ORDERLIST_PATH, PROFILE_PATH } from '~/site/lib/paths';
import { mayOpen } from '~/site/lib/staff-screens';
import { Alert } from '~/site/components/ui/form';
import { useAction } from '~/site/components/ui/use-action';
import { useConfirm } from '~/site/components/ui/Dialog';
import { CANCEL_CONFIRM, PAID_CONFIRM, cancelQuestion, paidQuestion, type OrderAction } from '../../lib/orders/order-list-view';
import { markOrder } from '../../lib/orders/orders-api';
import { useSendOrderDialog } from '../../components/orders/SendOrderDialog';
import { UnpaidTermPanel } from './UnpaidTermPanel';
import { PacketaPacketPanel } from './PacketaPacketPanel';
import { downloadInvoice, resendConfirmation, takePlacedOrder } from '../../lib/orders/order-api';
import { CardPaymentButton } from './CardPaymentButton';
import { awaitsPayment, formatIban } from '../../lib/orders/order-view';
import { OrderSheet, OrderUnavailable } from './OrderSheet';
import { orderKeyFor } from '../../lib/orders/guest-key';
import { GuestLinkAdmin, GuestOrderPanel } from './GuestOrderPanel';
import { PayBySquareBlock } from './PayBySquareBlock';
import { useOrder } from './use-order';
import { ORDER_PAGE_TITLES } from './page-titles';

const MAIL_FAILED = 'E-mail s faktúrou sa nepodarilo odoslať';

/** What the admin sees of the confirmation e-mail (the customer gets the resend button either way). */
function MailState({ order }: { order: ApiOrder }) {
  const m = order.confirmationEmail;
  if (m.status === 'failed')
    return (
      <div className="order-mail-state" role="alert">
        <p className="acct-alert acct-alert--error">
          {MAIL_FAILED} (pokusov: {m.attempts}).
        </p>
      </div>
    );
  return (
    <p className="acct-hint order-mail-state">
      {m.status === 'sent' ? `E-mail s faktúrou odoslaný ${formatDate(m.sentAt, true)}.` : 'E-mail s faktúrou čaká na odoslanie.'}
    </p>
  );
}

/**
 * `/order/{id}`: the order for its owner or an admin (403/404 → the server's message). Customer: invoice PDF,
 * confirmation e-mail again, card payment for an unpaid card order, the PAY by square QR for an unpaid bank
 * transfer (abroad, where the postage comes later, the account and variable symbol as text). Admin (not an
 * assistant): mark paid, mark sent, cancel before it is sent (each asks first, as the staff order list does, saying
 * which mail the customer gets), and the e-mail state. `iban`: the publisher's
 * account (site facts, passed by the page).
 */
export default function OrderPage({ iban, pickupAddress }: { iban: string; pickupAddress?: string }) {
  const { user, state, reload, setOrder } = useOrder();
  const { message, run, busyProps } = useAction();
  const [justPlaced] = useState(() => takePlacedOrder());
  const [sendDialog, askParcel] = useSendOrderDialog();
  const [confirmDialog, confirm] = useConfirm();

  if (state.kind !== 'ready')
    return (
      <OrderUnavailable state={state} title={ORDER_PAGE_TITLES.order}>
        <p>
          <a href={PROFILE_PATH}>Moje objednávky</a>
        </p>
      </OrderUnavailable>
    );

  const order = state.order;
  // The order's staff part is for whoever may open the staff order list: admins (the assistant flag restricts even them).
  const isAdmin = mayOpen(user, ORDERLIST_PATH);

  /** An admin flag: the server answers the updated order. */
  const adminAction =
    (action: OrderAction, done: string, parcelNumber = '') =>
    async () => {
      setOrder(await markOrder(order._id, action, parcelNumber));
      return done;
    };

  const actions = (
    <div className="order-actions">
      <div aria-live="polite">{message && <Alert kind={message.kind}>{message.text}</Alert>}</div>
      <button
        type="button"
        className="acct-btn acct-btn--outline"
        {...busyProps('invoice')}
        onClick={() => run('invoice', () => downloadInvoice(order))}
      >
        Stiahnuť faktúru (PDF)
      </button>
      {/* A guest's link opens the order, not its resend (that one is the account's or the staff's). */}
      {user && (
        <button
          type="button"
          className="acct-btn acct-btn--outline"
          {...busyProps('resend')}
          onClick={() =>
            run('resend', async () => {
              const res = await resendConfirmation(order._id);
              await reload();
              return res?.message || ORDER_MESSAGES.confirmationSent;
            })
          }
        >
          Poslať potvrdzujúci e-mail s faktúrou
        </button>
      )}
      {isAdmin && (
        <section className="order-admin" aria-labelledby="order-admin-heading">
          <h3 id="order-admin-heading">Správa objednávky</h3>
          <MailState order={order} />
          <UnpaidTermPanel order={order} action={{ run, busyProps }} onChange={setOrder} />
          <PacketaPacketPanel order={order} action={{ run, busyProps }} onChange={setOrder} />
          <GuestLinkAdmin order={order} action={{ run, busyProps }} />
          {!order.isCancelled && !order.isPaid && (
            <button
              type="button"
              className="acct-btn acct-btn--outline"
              {...busyProps('paid')}
              onClick={async () => {
                if (await confirm(paidQuestion(order.orderNumber), PAID_CONFIRM))
                  void run('paid', adminAction('paid', ORDER_MESSAGES.paid));
              }}
            >
              Označiť ako zaplatené
            </button>
          )}
          {!order.isCancelled && !order.isDelivered && (
            <button
              type="button"
              className="acct-btn acct-btn--outline"
              {...busyProps('deliver')}
              onClick={async () => {
                // As in the admin list: the optional parcel number first (the customer's mail links its tracking).
                const parcelNumber = await askParcel(order.orderNumber);
                if (parcelNumber !== null) void run('deliver', adminAction('deliver', ORDER_MESSAGES.delivered, parcelNumber));
              }}
            >
              Označiť ako odoslané
            </button>
          )}
          {/* A sent order is on its way: it is no longer cancelled here (the server refuses it too). */}
          {!order.isCancelled && !order.isDelivered && (
            <button
              type="button"
              className="acct-btn acct-btn--danger"
              {...busyProps('cancel')}
              onClick={async () => {
                if (await confirm(cancelQuestion(order), CANCEL_CONFIRM))
                  void run('cancel', adminAction('cancell', ORDER_MESSAGES.cancelled));
              }}
            >
              Zrušiť objednávku
            </button>
          )}
          {sendDialog}
          {confirmDialog}
        </section>
      )}
    </div>
  );

  // Only the buyer pays (the server refuses anyone else, admins included): the account, or a guest's key (issue 30).
  const buyer = order.user._id === null ? orderKeyFor(order._id) !== null : order.user._id === user?._id;
  const payByCard = awaitsPayment(order, CARD) && buyer && (
    <div className="order-cta">
      <p>Objednávku ešte treba zaplatiť kartou. Platba prebehne na zabezpečenej stránke Stripe.</p>
      <CardPaymentButton order={order} action={{ run, busyProps }} />
    </div>
  );

  return (
    <OrderSheet
      order={order}
      pickupAddress={pickupAddress}
      top={
        <>
          {justPlaced && <Alert kind="success">Ďakujeme za objednávku! Potvrdenie s faktúrou sme Vám poslali e-mailom.</Alert>}
          {payByCard}
          <GuestOrderPanel order={order} user={user} onClaimed={setOrder} />
        </>
      }
      payment={
        awaitsPayment(order, BANK_TRANSFER) &&
        (order.shippingLater ? (
          <p className="checkout-note">
            Poštovné do zahraničia Vám oznámime e-mailom. Celú sumu potom pošlite na účet{' '}
            <span className="pbs-mono">{formatIban(iban)}</span> s variabilným symbolom{' '}
            <strong className="pbs-mono">{order.variableSymbol}</strong>.
          </p>
        ) : (
          <PayBySquareBlock orderId={order._id} total={order.totalPrice} />
        ))
      }
      actions={actions}
    />
  );
}
