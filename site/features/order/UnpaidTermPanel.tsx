import { useState } from 'react';
import type { ApiOrder } from '~/worker/domain/orders';
import { TERM_BOUNDS, UNPAID_MESSAGES } from '~/worker/domain/unpaid-orders';
import { formatDate } from '~/site/lib/format';
import { useConfirm } from '~/site/components/ui/Dialog';
import { extendOrder } from '../../lib/orders/orders-api';
import { extendQuestion } from './unpaid-term-view';
import type { ButtonAction } from '~/site/components/ui/use-action';

/** The order page's `useAction` (site/components/ui/use-action.ts): one action at a time, its outcome above. */
interface Action {
  run: (key: string, action: ButtonAction) => Promise<void>;
  busyProps: (key: string) => { disabled: boolean; 'aria-busy': true | undefined };
}

/**
 * What the scheduled job did with an unpaid order and what it will do (worker/services/orders/unpaid-orders.ts), in the
 * admin part of the order page: the reminder sent, the automatic cancel and the due time it went by, the due time
 * of an open order and the extension of it (by whole days, from the due time or from now if it passed). The
 * extension asks first: it mails the customer the new date and reissues the invoice with a note of the change.
 */
export function UnpaidTermPanel({ order, action, onChange }: { order: ApiOrder; action: Action; onChange: (o: ApiOrder) => void }) {
  const [days, setDays] = useState('7');
  const [confirmDialog, confirm] = useConfirm();
  const open = !order.isCancelled && !order.isPaid && !order.isDelivered;
  const lines: string[] = [];
  if (order.cancelReason === 'unpaid') lines.push(`Zrušená automaticky: nezaplatená do ${formatDate(order.payUntil, true)}.`);
  if (order.remindedAt) lines.push(`Pripomenutie odoslané ${formatDate(order.remindedAt, true)}.`);
  if (open && order.payUntil) lines.push(`Splatnosť: ${formatDate(order.payUntil, true)} (potom sa objednávka automaticky zruší).`);
  if (!lines.length) return null;

  const extend = async () => {
    const updated = await extendOrder(order._id, Number(days));
    onChange(updated);
    return UNPAID_MESSAGES.extended(formatDate(updated.payUntil, true));
  };
  const askThenExtend = async () => {
    const n = Number(days);
    // Days out of bounds go to the server unasked: its message says what is allowed.
    const valid = Number.isInteger(n) && n >= TERM_BOUNDS.days.min && n <= TERM_BOUNDS.days.max;
    if (valid && !(await confirm(extendQuestion(order, n), 'Predĺžiť a poslať e-mail'))) return;
    await action.run('extend', extend);
  };
  return (
    <div className="order-term">
      {lines.map((l) => (
        <p key={l} className="acct-hint order-term-line">
          {l}
        </p>
      ))}
      {open && order.payUntil && (
        <form
          className="order-term-extend"
          onSubmit={(e) => {
            e.preventDefault();
            void askThenExtend();
          }}
        >
          <label htmlFor="extend-days">Predĺžiť splatnosť o (dni)</label>
          <input
            id="extend-days"
            type="number"
            inputMode="numeric"
            min={TERM_BOUNDS.days.min}
            max={TERM_BOUNDS.days.max}
            step={1}
            required
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
          <button type="submit" className="acct-btn acct-btn--outline" {...action.busyProps('extend')}>
            Predĺžiť splatnosť
          </button>
        </form>
      )}
      {confirmDialog}
    </div>
  );
}
