import type { OrderRow } from '../../db/queries/order-read';
import { formatEur } from '../domain/money';
import { siteFacts } from '../domain/site-facts';
import { escapeHtml, orderMailReason, reasonText, type MailContent } from './mail-templates';

/** The two card-payment e-mails: the customer's receipt of payment and the shop's notice of a failed payment. */

const SUBJECTS = siteFacts.emails.subjects;
const SITE = siteFacts.site;
const ORG = siteFacts.organization;

function html(paragraphs: string[]): string {
  return `<!doctype html>
<html lang="sk"><head><meta charset="utf-8"></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">
<p style="font-size:20px;font-weight:bold;color:#b3001b">${escapeHtml(SITE.name)}</p>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</body></html>`;
}

/**
 * To the customer after the webhook marked the order paid: the 'card-paid' notice (order-notices.ts), recorded
 * once with the payment, so a redelivered event or a retry never mails it twice.
 */
export function orderPaidMail(order: Pick<OrderRow, 'name' | 'orderNumber' | 'totalCents'>, orderUrl: string): MailContent {
  const total = formatEur(order.totalCents);
  const reason = orderMailReason(order.orderNumber);
  return {
    subject: SUBJECTS.paid,
    text: `Dobrý deň, ${order.name},\n\nplatbu kartou ${total} za objednávku ${order.orderNumber} sme prijali. Ďakujeme! Objednávku Vám odošleme čo najskôr.\n\nDetail objednávky: ${orderUrl}\n\nS pozdravom\n${SITE.name} – ${ORG.shopEmail}, ${ORG.shopPhone}\n${reasonText(reason)}`,
    html: html([
      `Dobrý deň, ${escapeHtml(order.name)},`,
      `platbu kartou <strong>${escapeHtml(total)}</strong> za objednávku <strong>${escapeHtml(order.orderNumber)}</strong> sme prijali. Ďakujeme! Objednávku Vám odošleme čo najskôr.`,
      `<a href="${escapeHtml(orderUrl)}" style="color:#b3001b">Detail objednávky</a>`,
      `S pozdravom<br>${escapeHtml(SITE.name)} – ${escapeHtml(ORG.shopEmail)}, ${escapeHtml(ORG.shopPhone)}`,
      `<small style="color:#555">${escapeHtml(reason)}</small>`,
    ]),
  };
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
