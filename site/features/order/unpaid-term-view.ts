import type { ApiOrder } from '~/worker/domain/orders';
import { extendedDueAt } from '~/worker/domain/unpaid-orders';
import { formatDate } from '~/site/lib/format';

/** What the staff order page asks before an extension of the due time (UnpaidTermPanel.tsx). */

/** '1 deň', '3 dni', '7 dní'. */
export function dayCount(n: number): string {
  if (n === 1) return '1 deň';
  return n >= 2 && n <= 4 ? `${n} dni` : `${n} dní`;
}

/** The extension's question: the new date (as the server will compute it now), the mail and the invoice. */
export function extendQuestion(order: Pick<ApiOrder, 'orderNumber' | 'email' | 'payUntil'>, days: number, now = new Date()): string {
  const to = formatDate(extendedDueAt(order.payUntil ?? now.toISOString(), now, days), true);
  return (
    `Predĺžiť splatnosť objednávky ${order.orderNumber} o ${dayCount(days)}, do ${to}? ` +
    `Zákazníkovi pošleme e-mail s novým dátumom splatnosti (${order.email}) a faktúru vystavíme znova pod tým istým číslom s poznámkou o zmene.`
  );
}
