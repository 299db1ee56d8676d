import type { OrderRow } from '~/db/queries/orders/order-read';
import { formatEur } from '../../domain/money';
import { siteFacts } from '../../domain/site-facts';
import { escapeHtml, type MailContent } from '../mail/mail-templates';

/**
 * The shop's notice of a failed card payment. (The customer's receipt of a card payment is the 'card-paid' notice,
 * order-notice-mails.ts.)
 */

const SUBJECTS = siteFacts.emails.subjects;
const SITE = siteFacts.site;

function html(paragraphs: string[]): string {
  return `<!doctype html>
<html lang="sk"><head><meta charset="utf-8"></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">
<p style="font-size:20px;font-weight:bold;color:#b3001b">${escapeHtml(SITE.name)}</p>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</body></html>`;
}

/** To the shop when a customer's card payment failed (once per attempt), so staff can help or offer a transfer. */
export function paymentFailedShopMail(order: OrderRow, orderUrl: string): MailContent {
  const subject = SUBJECTS.failedPayment.replace('{orderNumber}', order.orderNumber);
  const total = formatEur(order.totalCents);
  return {
    subject,
    text: `Platba kartou za objednávku ${order.orderNumber} zlyhala.\n\nZákazník: ${order.name} <${order.email}>\nSuma: ${total}\nObjednávka: ${orderUrl}\n`,
    html: html([
      `Platba kartou za objednávku <strong>${escapeHtml(order.orderNumber)}</strong> zlyhala.`,
      `Zákazník: ${escapeHtml(order.name)} &lt;${escapeHtml(order.email)}&gt;<br>Suma: ${escapeHtml(total)}`,
      `<a href="${escapeHtml(orderUrl)}" style="color:#b3001b">Objednávka ${escapeHtml(order.orderNumber)}</a>`,
    ]),
  };
}
