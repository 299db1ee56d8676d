import { useEffect, useState, type MouseEvent } from 'react';
import { AdminTable, breakableEmail, LoadState, OutcomeLine, type Column } from '../ui';
import { useAdminList } from '../use-admin-list';
import { markOrder, readOrders } from '~/site/lib/orders/orders-api';
import {
  ACTION_LABEL,
  CANCEL_CONFIRM,
  ORDER_FILTERS,
  PAID_CONFIRM,
  actionSuccess,
  cancelQuestion,
  filterFromSearch,
  filterHref,
  flagDate,
  money,
  orderCount,
  orderHref,
  paidQuestion,
  paymentLabel,
  deliveryLabel,
  codeLabel,
  rowActions,
  stateFlags,
  type AdminOrderRow,
  type OrderAction,
  type OrderFilter,
} from '~/site/lib/orders/order-list-view';
import { PaymentTermsForm } from './PaymentTermsForm';
import { useSendOrderDialog } from '~/site/components/orders/SendOrderDialog';

const currentFilter = () => (typeof location === 'undefined' ? ORDER_FILTERS[0] : filterFromSearch(location.search));

/** The Stav cell: a cancelled order's one red badge, or its payment and its sending, each dated or ✗ not yet. */
function StateCell({ order }: { order: AdminOrderRow }) {
  return (
    <ul className="orderlist-flags">
      {stateFlags(order).map((f) => (
        <li key={f.label} className={`admin-status admin-status--${f.kind}`}>
          {f.notYet && <span aria-hidden="true">✗ </span>}
          {f.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * `/admin/orderlist` (admins): every order, newest first, filtered by state (`?stav=`), with the quick actions
 * 'Zaplatené', 'Odoslané' and 'Zrušiť' (each asks first, saying which mail the customer gets; 'Zrušiť' only
 * before the order is sent, and for a paid order it says the money goes back). After every action the
 * list is read again and the outcome shows green, or the server's message red. The number opens the order page.
 */
export default function OrderListPage() {
  // The screen is rendered at build time: the first render (there and while hydrating) shows the first filter;
  // the address's own is read after that, before the list is (useAdminList waits for hydration too).
  const [filter, setFilter] = useState<OrderFilter>(ORDER_FILTERS[0]);
  const list = useAdminList((signal) => readOrders(filter, signal), {
    deps: [filter],
  });
  const { data: orders, busy } = list;
  const [sendDialog, askParcel] = useSendOrderDialog();

  // Back and forward move between filters without reloading the page.
  useEffect(() => {
    const onPop = () => setFilter(currentFilter());
    onPop();
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const choose = (f: OrderFilter) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    if (f === filter) return;
    history.pushState(null, '', filterHref(f));
    list.setData(null);
    list.setNotice(null);
    setFilter(f);
  };

  const act = async (o: AdminOrderRow, action: OrderAction) => {
    // 'Odoslané' asks for the optional parcel number first (the customer's e-mail links it to its tracking).
    const parcelNumber = action === 'deliver' ? await askParcel(o.orderNumber) : '';
    if (parcelNumber === null) return;
    const run = async () => {
      await markOrder(o._id, action, parcelNumber);
      return actionSuccess(action, o.orderNumber);
    };
    // 'Zaplatené' and 'Zrušiť' mail the customer and cannot be undone: they ask first, saying which mail goes out.
    const confirm =
      action === 'paid'
        ? { question: paidQuestion(o.orderNumber), label: PAID_CONFIRM }
        : action === 'cancell'
          ? { question: cancelQuestion(o), label: CANCEL_CONFIRM }
          : undefined;
    await list.act(o._id, run, { confirm, failPrefix: `${o.orderNumber}: ` });
  };

  const columns: Column<AdminOrderRow>[] = [
    // The number and, under it, the day it was placed: one column less, so that the customer's name has room.
    {
      header: 'Objednávka',
      className: 'admin-cell--nowrap',
      cell: (o) => (
        <span>
          <a href={orderHref(o)} className="orderlist-number">
            {o.orderNumber}
          </a>
          <time className="orderlist-placed" dateTime={o.createdAt}>
            {flagDate(true, o.createdAt)}
          </time>
        </span>
      ),
    },
    {
      header: 'Zákazník',
      className: 'orderlist-customer',
      cell: (o) => (
        <span>
          <span className="orderlist-name">{o.name}</span>
          <a className="orderlist-email" href={`mailto:${o.email}`} title={o.email}>
            {breakableEmail(o.email)}
          </a>
        </span>
      ),
    },
    // The sum and, under it, how it is paid: one column less, so that a row fits one line on a laptop.
    {
      header: 'Suma',
      className: 'orderlist-sum',
      cell: (o) => (
        <span>
          <span className="orderlist-money">{money(o)}</span> <span className="orderlist-method">{paymentLabel(o.paymentMethod)}</span>{' '}
          {deliveryLabel(o) && <span className="orderlist-method orderlist-delivery">{deliveryLabel(o)}</span>}
          {o.discountCode && <span className="orderlist-method orderlist-code">{codeLabel(o)}</span>}
        </span>
      ),
    },
    {
      header: 'Stav',
      className: 'orderlist-state',
      cell: (o) => <StateCell order={o} />,
    },
    {
      header: 'Akcie',
      className: 'admin-cell--actions orderlist-actions',
      cell: (o) => {
        const actions = rowActions(o);
        if (actions.length === 0) return null;
        return (
          <div className="admin-actions">
            {actions.map((a) => (
              <button
                key={a}
                type="button"
                className={`acct-btn acct-btn--small orderlist-act ${a === 'cancell' ? 'admin-btn--danger' : 'admin-btn--ok'}`}
                disabled={busy !== null}
                aria-busy={busy === o._id || undefined}
                onClick={() => act(o, a)}
              >
                {ACTION_LABEL[a]}
              </button>
            ))}
          </div>
        );
      },
    },
  ];

  return (
    <div className="admin-screen">
      <div className="orderlist-head">
        <h1>Objednávky</h1>
        <nav className="orderlist-filters" aria-label="Stav objednávok">
          <ul>
            {ORDER_FILTERS.map((f) => (
              <li key={f.slug}>
                <a href={filterHref(f)} aria-current={f === filter ? 'page' : undefined} onClick={choose(f)}>
                  {f.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <OutcomeLine notice={list.notice} />
      <LoadState loaded={!!orders} error={list.loadError} />
      {orders && orders.length > 0 && (
        <p className="admin-count orderlist-count">
          {filter.label}: {orderCount(orders.length)}, od najnovšej
        </p>
      )}
      {orders && (
        <div className="orderlist-table">
          <AdminTable
            caption={`Objednávky: ${filter.label}`}
            hideCaption
            columns={columns}
            rows={orders}
            rowKey={(o) => o._id}
            empty="Žiadne objednávky."
          />
        </div>
      )}
      <PaymentTermsForm />
      {list.dialog}
      {sendDialog}
    </div>
  );
}
