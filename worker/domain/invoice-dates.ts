/**
 * Dates on the invoice and in the order e-mail. They read as every date in the shop does (`5. 3. 2026`, on the
 * Bratislava calendar): the formatter is worker/domain/slovak-date.ts; here only the due date.
 */
import { calendarDay, parseTimestamp, showDay, slovakDate } from './slovak-date';

/**
 * The due date: the billing date plus one calendar month (site-facts `orders.invoiceDueDate`); a day the next
 * month lacks becomes its last day (31 January → 28/29 February).
 */
export function invoiceDueDate(issuedIso: string): string {
  const issued = parseTimestamp(issuedIso);
  if (!issued) return '';
  const d = calendarDay(issued);
  const year = d.month === 12 ? d.year + 1 : d.year;
  const month = d.month === 12 ? 1 : d.month + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return showDay({ year, month, day: Math.min(d.day, lastDay) });
}

/**
 * The due date an order's invoice prints: the order's own due time where it has one (`dueDate`, fixed when it
 * was placed, so a later change of the shop's term does not change an issued invoice; a bank transfer or card
 * order is cancelled when it passes, so the invoice must not promise a later day), whether paid by now or not;
 * else one calendar month (cash on delivery, a transfer from abroad waiting for its postage).
 */
export function orderInvoiceDueDate(order: { createdAt: string; dueDate: string | null }): string {
  return order.dueDate ? slovakDate(order.dueDate) : invoiceDueDate(order.createdAt);
}

/**
 * An extension reissues the invoice under the same number and issue date with this note (README: 'An order keeps
 * the terms it was placed under'); '' when the due date never moved.
 */
export function dueDateChangeNote(order: { dueDate: string | null; dueDateChange: { from: string; at: string } | null }): string {
  const c = order.dueDateChange;
  if (!c || !order.dueDate) return '';
  return `Zmena dátumu splatnosti z ${slovakDate(c.from)} na ${slovakDate(order.dueDate)} dňa ${slovakDate(c.at)}.`;
}
