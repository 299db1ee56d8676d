import { slovakDate } from '../../domain/slovak-date';
import { eurosToCents, formatEur } from '../../domain/money';
import { parcelTrackingUrl, type NoticeKind } from '../../domain/order-notices';
import { deliveryLines } from '../delivery/delivery-text';
import { CARD, CASH_ON_DELIVERY, type ApiOrder } from '../../domain/orders';
import { siteFacts } from '../../domain/site-facts';
import { escapeHtml, layout, orderMailReason, reasonText, SIGNATURE_TEXT, type MailContent } from '../mail/mail-templates';

/**
 * The customer's e-mails about what staff did with the order, in Slovak, as plain text and HTML from the same
 * paragraphs: the payment received (bank transfer, cash), the order sent (with the Slovenská pošta tracking link
 * when staff gave a parcel number), the order cancelled; and the scheduled job's reminder to pay and its cancel of
 * an order left unpaid; the receipt of a card payment the webhook recorded. Each links to the order page.
 */

const SUBJECTS = siteFacts.emails.subjects;
const ORG = siteFacts.organization;

/** A paragraph: plain-text lines, each with its HTML (escaped unless it carries a link built here). */
type Line = string | { text: string; html: string };
type Paragraph = Line[];

const textOf = (l: Line) => (typeof l === 'string' ? l : l.text);
const htmlOf = (l: Line) => (typeof l === 'string' ? escapeHtml(l) : l.html);

function mail(subject: string, paragraphs: Paragraph[], orderUrl: string, orderNumber: string): MailContent {
  const link = ['Stav objednávky nájdete tu:', orderUrl];
  const reason = orderMailReason(orderNumber);
  return {
    subject,
    text: `${[...paragraphs.map((p) => p.map(textOf).join('\n')), link.join('\n')].join('\n\n')}\n\n${SIGNATURE_TEXT}\n${reasonText(reason)}`,
    html: layout(
      paragraphs.map((p) => p.map(htmlOf).join('<br>')),
      { label: 'Zobraziť objednávku', url: orderUrl },
      reason,
    ),
  };
}

const greeting = (o: ApiOrder): Paragraph => [`Dobrý deň, ${o.shippingAddress.name || o.name},`];
const total = (o: ApiOrder) => formatEur(eurosToCents(o.totalPrice));
const questions: Paragraph = [`Ak máte otázky, napíšte nám na ${ORG.shopEmail} alebo zavolajte na ${ORG.shopPhone}.`];

/** 'Platbu sme prijali': staff marked a bank transfer or cash order paid. */
export function orderPaidNoticeMail(o: ApiOrder, p: { orderUrl: string }): MailContent {
  const on = o.paidAt ? ` ${slovakDate(o.paidAt)}` : '';
  // Cash is often marked paid after the courier brought the money: then the parcel is with the customer already.
  const next = o.isDelivered ? 'Ďakujeme!' : 'Ďakujeme! Objednávku Vám odošleme čo najskôr.';
  return mail(
    `Platbu za objednávku ${o.orderNumber} sme prijali`,
    [greeting(o), [`platbu ${total(o)} za objednávku č. ${o.orderNumber} sme prijali${on}. ${next}`]],
    p.orderUrl,
    o.orderNumber,
  );
}

/** 'Objednávka zaplatená': the webhook recorded the card payment (stripe-webhook.ts, the 'card-paid' notice). */
export function orderCardPaidNoticeMail(o: ApiOrder, p: { orderUrl: string }): MailContent {
  return mail(
    SUBJECTS.paid,
    [
      greeting(o),
      [`platbu kartou ${total(o)} za objednávku č. ${o.orderNumber} sme prijali. Ďakujeme! Objednávku Vám odošleme čo najskôr.`],
    ],
    p.orderUrl,
    o.orderNumber,
  );
}

/** 'Odoslané': the order is on its way; with a parcel number, where to follow it. */
export function orderSentNoticeMail(o: ApiOrder, p: { orderUrl: string }): MailContent {
  const on = o.deliveredAt ? ` ${slovakDate(o.deliveredAt)}` : '';
  // Personal pickup (issue 30): nothing travels; 'Odoslané' tells the customer the books wait for them.
  if (o.delivery.method === 'pickup') {
    const [, where] = deliveryLines(o);
    return mail(
      SUBJECTS.delivered.replace('{orderNumber}', o.orderNumber),
      [greeting(o), [`Vaša objednávka č. ${o.orderNumber} je pripravená na osobné prevzatie: ${where}.`]],
      p.orderUrl,
      o.orderNumber,
    );
  }
  const paragraphs: Paragraph[] = [greeting(o), [`Vašu objednávku č. ${o.orderNumber} sme${on} odoslali.`]];
  if (o.delivery.pickupPoint)
    paragraphs.push([`Výdajné miesto Packety: ${o.delivery.pickupPoint.name}, ${o.delivery.pickupPoint.address}`]);
  if (o.parcelNumber) {
    // Packeta's parcels are followed on Packeta's page (`delivery.trackingUrl`), the post's on Slovenská pošta's.
    const [url, site] = o.delivery.trackingUrl
      ? [o.delivery.trackingUrl, 'Packety']
      : [parcelTrackingUrl(o.parcelNumber), 'Slovenskej pošty'];
    paragraphs.push([
      `Číslo zásielky: ${o.parcelNumber}`,
      {
        text: `Zásielku môžete sledovať na stránke ${site}: ${url}`,
        html: `Zásielku môžete sledovať na <a href="${escapeHtml(url)}" style="color:#b3001b">stránke ${site}</a>.`,
      },
    ]);
  }
  if (o.paymentMethod === CASH_ON_DELIVERY && !o.isPaid) paragraphs.push([`Pri prevzatí zaplatíte ${total(o)} (dobierka).`]);
  return mail(SUBJECTS.delivered.replace('{orderNumber}', o.orderNumber), paragraphs, p.orderUrl, o.orderNumber);
}

/** 'Zrušená!': staff cancelled the order; a paid one will be refunded. */
export function orderCancelledNoticeMail(o: ApiOrder, p: { orderUrl: string }): MailContent {
  const paragraphs: Paragraph[] = [greeting(o), [`Vašu objednávku č. ${o.orderNumber} zo dňa ${slovakDate(o.createdAt)} sme zrušili.`]];
  if (o.isPaid) paragraphs.push([`Sumu ${total(o)}, ktorú ste za ňu už zaplatili, Vám vrátime.`]);
  paragraphs.push(questions);
  return mail(`Vaša objednávka ${o.orderNumber} bola zrušená`, paragraphs, p.orderUrl, o.orderNumber);
}

/** A due time as the customer reads it: the day and the hour the scheduled job goes by. */
const until = (o: ApiOrder) => slovakDate(o.payUntil, true);

/**
 * The scheduled job's reminder at half the term (unpaid-orders.ts): by bank transfer the account, variable symbol
 * and amount; by card the way to the order page, where the payment starts. Both name the due time and what
 * happens after it.
 */
function orderReminderMail(o: ApiOrder, p: { orderUrl: string }): MailContent {
  const card = o.paymentMethod === CARD;
  const howToPay: Paragraph[] = card
    ? [[`Zaplatiť ju môžete kartou na stránke objednávky (tlačidlo „Platba Stripe“) do ${until(o)}:`, p.orderUrl]]
    : [
        [
          `Prosíme, uhraďte ju do ${until(o)} na účet:`,
          `IBAN: ${ORG.iban}`,
          `Variabilný symbol: ${o.variableSymbol}`,
          `Suma: ${total(o)}`,
          `Príjemca: ${ORG.legalName}`,
        ],
        [
          'QR kód PAY by square na zaplatenie nájdete na stránke objednávky. Ak ste už zaplatili, tento e-mail prosím ignorujte: platba môže byť ešte na ceste.',
        ],
      ];
  return mail(
    `Objednávka ${o.orderNumber} čaká na platbu`,
    [
      greeting(o),
      [`za Vašu objednávku č. ${o.orderNumber} zo dňa ${slovakDate(o.createdAt)} sme zatiaľ neprijali platbu ${total(o)}.`],
      ...howToPay,
      [`Ak platbu do ${until(o)} neprijmeme, objednávku zrušíme a tituly vrátime do ponuky.`],
      questions,
    ],
    p.orderUrl,
    o.orderNumber,
  );
}

/** The scheduled job cancelled the order: nothing was paid by its due time; the copies are back on sale. */
function orderExpiredNoticeMail(o: ApiOrder, p: { orderUrl: string }): MailContent {
  return mail(
    `Objednávka ${o.orderNumber} bola zrušená – nebola zaplatená`,
    [
      greeting(o),
      [
        `Vašu objednávku č. ${o.orderNumber} zo dňa ${slovakDate(o.createdAt)} sme zrušili, pretože sme za ňu do ${until(o)} neprijali platbu.`,
      ],
      ['Ak tituly stále chcete, objednajte si ich prosím znova. Ak ste medzitým zaplatili, napíšte nám a platbu Vám vrátime.'],
      questions,
    ],
    p.orderUrl,
    o.orderNumber,
  );
}

/**
 * The admin extended the due time (unpaid-orders.ts extendOrder): the new date, and that the invoice is issued
 * again under the same number with a note of the change (README: 'An order keeps the terms it was placed under').
 */
function orderExtendedNoticeMail(o: ApiOrder, p: { orderUrl: string }): MailContent {
  return mail(
    `Objednávka ${o.orderNumber}: nový dátum splatnosti ${slovakDate(o.dueDate)}`,
    [
      greeting(o),
      [
        `splatnosť Vašej objednávky č. ${o.orderNumber} zo dňa ${slovakDate(o.createdAt)} sme predĺžili. Zaplatiť ju môžete do ${until(o)}.`,
      ],
      ['Faktúru s novým dátumom splatnosti a poznámkou o zmene nájdete na stránke objednávky; jej číslo a dátum vystavenia sa nemenia.'],
      questions,
    ],
    p.orderUrl,
    o.orderNumber,
  );
}

/** The e-mail of each notice kind. */
export const NOTICE_MAILS: Record<NoticeKind, (o: ApiOrder, p: { orderUrl: string }) => MailContent> = {
  paid: orderPaidNoticeMail,
  sent: orderSentNoticeMail,
  cancelled: orderCancelledNoticeMail,
  reminder: orderReminderMail,
  expired: orderExpiredNoticeMail,
  extended: orderExtendedNoticeMail,
  'card-paid': orderCardPaidNoticeMail,
};
