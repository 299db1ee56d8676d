import { slovakDate } from '../../domain/slovak-date';
import { eurosToCents, formatEur } from '../../domain/money';
import { BANK_TRANSFER, CARD, CASH_ON_DELIVERY, type ApiOrder } from '../../domain/orders';
import { offersPayBySquare } from '../../domain/pay-by-square';
import { siteFacts } from '../../domain/site-facts';
import { deliveryLines } from '../delivery/delivery-text';
import { escapeHtml, layout, orderMailReason, reasonText, SIGNATURE_TEXT, type MailContent } from '../mail/mail-templates';

/**
 * The order e-mails in Slovak, as plain text and HTML built from the same blocks: the confirmation to the
 * customer (the PDF invoice is attached by the caller) and the shop's urgent notice of an order abroad. Every
 * value that came from a person is HTML-escaped; links are built by the caller from the server's base URL.
 */

const SUBJECTS = siteFacts.emails.subjects;
const ORG = siteFacts.organization;

/** One paragraph: its lines as plain text, and the same lines for HTML (escaped here). */
type Block = string[];

const eur = (euros: number) => formatEur(eurosToCents(euros));
const toText = (blocks: Block[]) => blocks.map((b) => b.join('\n')).join('\n\n');
const toHtml = (blocks: Block[]) => blocks.map((b) => b.map(escapeHtml).join('<br>'));

function itemsBlock(o: ApiOrder): Block {
  return [
    'Objednané tituly:',
    ...o.orderItems.map((i) => {
      const discount = i.discount > 0 ? ` (zľava ${i.discount} %)` : '';
      return `${i.qty} × ${i.name}${discount} – ${eur(i.price)} = ${formatEur(eurosToCents(i.price) * i.qty)}`;
    }),
  ];
}

function postageText(o: ApiOrder): string {
  if (o.shippingLater && o.shippingPrice === 0) return 'bude oznámené dodatočne';
  return o.shippingPrice === 0 ? 'zdarma' : eur(o.shippingPrice);
}

function totalsBlock(o: ApiOrder): Block {
  const later = o.shippingLater && o.shippingPrice === 0;
  return [
    `Produkty: ${eur(o.itemsPrice)}`,
    // The discount code the order was priced with (issue 30), right under what it was taken off.
    ...(o.discountPrice > 0 ? [`Zľavový kód ${o.discountCode}: −${eur(o.discountPrice)}`] : []),
    `Poštovné: ${postageText(o)}`,
    ...(o.codFeePrice > 0 ? [`Poplatok za dobierku: ${eur(o.codFeePrice)}`] : []),
    `${later ? 'Celkom bez poštovného' : 'Celkom'}: ${eur(o.totalPrice)}`,
  ];
}

function addressBlocks(o: ApiOrder): Block[] {
  const a = o.shippingAddress;
  const delivery = ['Adresa doručenia:', a.name, a.address, `${a.postalCode} ${a.city}`, a.country];
  if (a.phone) delivery.push(`Telefón: ${a.phone}`);
  if (a.note) delivery.push(`Poznámka: ${a.note}`);
  const billing = [
    a.billingName,
    a.billingAddress,
    `${a.billingPostalCode} ${a.billingCity}`.trim(),
    a.billingCountry,
    a.billingICO && `IČO: ${a.billingICO}`,
    a.billingDIC && `DIČ: ${a.billingDIC}`,
  ].filter(Boolean);
  return billing.length ? [delivery, ['Fakturačné údaje:', ...billing]] : [delivery];
}

/** What to do about paying, by method and state (site-facts `payment.methods[].emailLabel`). */
function paymentBlocks(o: ApiOrder, orderUrl: string): Block[] {
  const paidOn = o.paidAt ? ` ${slovakDate(o.paidAt)}` : '';
  if (o.isPaid) return [[`Platbu sme prijali${paidOn}. Ďakujeme.`]];
  if (o.paymentMethod === CASH_ON_DELIVERY) return [[`Spôsob platby: Zaplatíte pri prevzatí (na dobierku), spolu ${eur(o.totalPrice)}.`]];
  // The order's term (worker/domain/unpaid-orders.ts): an unpaid order is cancelled when it passes.
  const due = o.payUntil ? [`Objednávku prosím zaplaťte do ${slovakDate(o.payUntil)}, inak ju zrušíme a knihy vrátime do predaja.`] : [];
  if (o.paymentMethod === CARD) {
    return [[`Spôsob platby: kartou. Objednávka zatiaľ nie je zaplatená; zaplatiť ju môžete na stránke objednávky:`, orderUrl, ...due]];
  }
  if (o.paymentMethod !== BANK_TRANSFER) return [[`Spôsob platby: ${o.paymentMethod}`]];
  const account = [`IBAN: ${ORG.iban}`, `Variabilný symbol: ${o.variableSymbol}`, `Príjemca: ${ORG.legalName}`];
  if (!offersPayBySquare(o)) {
    // Abroad: the postage is not known yet, so neither is the amount to pay.
    return [
      [
        'Spôsob platby: bankovým prevodom vopred.',
        'Poštovné do zahraničia Vám oznámime e-mailom spolu s celkovou sumou na úhradu. S platbou prosím počkajte na tento e-mail.',
      ],
      ['Platbu potom pošlite na účet:', ...account],
    ];
  }
  // The amount the PAY by square code in the invoice asks for, without encoding the code (LZMA, ~15 ms of CPU).
  return [
    [
      'Spôsob platby: bankovým prevodom vopred. Prosíme, uhraďte objednávku na účet:',
      ...account.slice(0, 2),
      `Suma: ${eur(o.totalPrice)}`,
      ...account.slice(2),
    ],
    [
      'QR kód PAY by square na zaplatenie nájdete vo faktúre v prílohe aj na stránke objednávky. Objednávku odošleme po prijatí platby.',
      ...due,
    ],
  ];
}

/** The confirmation of an order, with the invoice attached (`faktura-<orderNumber>.pdf`). */
export function orderConfirmationMail(o: ApiOrder, p: { orderUrl: string }): MailContent {
  const greeting = [`Dobrý deň, ${o.shippingAddress.name || o.name},`];
  const intro = [
    `ďakujeme za Vašu objednávku č. ${o.orderNumber} zo dňa ${slovakDate(o.createdAt)}. Faktúru nájdete v prílohe tohto e-mailu.`,
  ];
  const delivery = deliveryLines(o);
  const blocks: Block[] = [
    greeting,
    intro,
    itemsBlock(o),
    totalsBlock(o),
    [`Doručenie: ${delivery[0]}`, ...delivery.slice(1)],
    ...paymentBlocks(o, p.orderUrl),
    ...addressBlocks(o),
  ];
  const link = ['Stav objednávky môžete sledovať tu:', p.orderUrl];
  const cardUnpaid = o.paymentMethod === CARD && !o.isPaid;
  return {
    subject: SUBJECTS.order.replace('{orderNumber}', o.orderNumber),
    text: `${toText([...blocks, link])}\n\n${SIGNATURE_TEXT}\n${reasonText(orderMailReason(o.orderNumber))}`,
    html: layout(
      toHtml(blocks),
      { label: cardUnpaid ? 'Zaplatiť kartou' : 'Zobraziť objednávku', url: p.orderUrl },
      orderMailReason(o.orderNumber),
    ),
  };
}

/** To the shop: an order abroad waits for someone to work out the postage and tell the customer the total. */
export function orderAbroadNoticeMail(o: ApiOrder, p: { orderUrl: string }): MailContent {
  const blocks: Block[] = [
    [
      `Objednávka ${o.orderNumber} ide do zahraničia (${o.shippingAddress.country}).`,
      `Určte prosím poštovné a oznámte zákazníkovi celkovú sumu e-mailom na ${o.email}.`,
    ],
    itemsBlock(o),
    totalsBlock(o),
    ...addressBlocks(o),
  ];
  return {
    subject: SUBJECTS.orderAbroadAdmin.replace('{orderNumber}', o.orderNumber),
    text: `${toText([...blocks, ['Objednávka:', p.orderUrl]])}\n`,
    html: layout(toHtml(blocks), { label: 'Otvoriť objednávku', url: p.orderUrl }),
  };
}
