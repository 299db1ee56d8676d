import { fill, popGraphicsState, pushGraphicsState, rectangle, setFillingRgbColor } from 'pdf-lib';
import { deliveryLines } from '../delivery/delivery-text';
import type { InvoiceFonts, InvoiceRenderer } from '../../deps';
import { dueDateChangeNote, orderInvoiceDueDate } from '../../domain/invoice-dates';
import { slovakDate } from '../../domain/slovak-date';
import { eurosToCents, formatEur } from '../../domain/money';
import { PAYMENT_METHOD_TEXT, type ApiOrder } from '../../domain/orders';
import { offersPayBySquare, payBySquare, QR_QUIET_ZONE, qrMatrix, qrRuns } from '../../domain/pay-by-square';
import { siteFacts } from '../../domain/site-facts';
import { A4, ACCENT, FlowDocument, MARGIN, MUTED, type TextStyle } from './pdf-layout';

/**
 * The invoice of an order ('Faktúra - Daňový doklad'), numbered by the order number and dated by the order, so
 * every download and every e-mail carries the same document. It doubles as the delivery note.
 */

const ORG = siteFacts.organization;
const INVOICE = siteFacts.orders;

export function invoiceFilename(orderNumber: string): string {
  return `faktura-${orderNumber}.pdf`;
}

/** The items table: name wraps in its column, the figures are right-aligned at these edges. */
const COL = { name: MARGIN, nameWidth: 215, qty: 320, unit: 395, discount: 450, total: A4[0] - MARGIN };
const HEAD: TextStyle = { size: 8.5, bold: true, color: MUTED };
const CELL: TextStyle = { size: 9.5 };
const SMALL: TextStyle = { size: 8, color: MUTED };
const LABEL: TextStyle = { size: 9, bold: true, color: MUTED };

/** `1250` cents → `12,50 €`. */
const eur = (cents: number) => formatEur(cents);

/**
 * `deps.renderInvoice` rendering on the calling thread: on Workers, in tests, and inside the Node pool's threads
 * (worker/adapters/invoice-pool-node.ts loads this module there and calls this).
 */
export function invoiceRenderer(fonts: () => Promise<InvoiceFonts>): InvoiceRenderer {
  return (order) => renderInvoicePdf({ invoiceFonts: fonts }, order);
}

/**
 * The invoice's bytes. CPU-heavy (tens of ms: subset fonts, the PAY by square code), so the app never calls this
 * on its request thread: `deps.renderInvoice` (a worker-thread pool on Node) does, through invoice-file.ts.
 */
export async function renderInvoicePdf(deps: { invoiceFonts: () => Promise<InvoiceFonts> }, order: ApiOrder): Promise<Uint8Array> {
  let inTable = false;
  const flow = await FlowDocument.create(await deps.invoiceFonts(), (f) => {
    if (f.pages.length === 1) return;
    f.drawLine(`${INVOICE.invoiceTitle} ${order.orderNumber} (pokračovanie)`, MARGIN, SMALL);
    f.gap(24);
    if (inTable) tableHead(f);
  });
  const { doc } = flow;
  doc.setTitle(`${INVOICE.invoiceTitle} ${order.orderNumber}`);
  doc.setAuthor(`${ORG.legalName}, ${ORG.legalForm.toLowerCase()}`);
  doc.setLanguage('sk-SK');
  doc.setCreator(siteFacts.site.name);
  doc.setProducer(siteFacts.site.name);
  // Dated by the order, so the same order always gives the same file.
  doc.setCreationDate(new Date(order.createdAt));
  doc.setModificationDate(new Date(order.createdAt));

  header(flow, order);
  parties(flow, order);
  flow.gap(14);
  inTable = true;
  tableHead(flow);
  for (const item of order.orderItems) itemRow(flow, item);
  inTable = false;
  totals(flow, order);
  if (offersPayBySquare(order)) qrBlock(flow, order);
  footers(flow);
  return doc.save();
}

function header(f: FlowDocument, o: ApiOrder): void {
  f.drawLine(INVOICE.invoiceTitle, MARGIN, { size: 18, bold: true, color: ACCENT });
  // On the title's baseline (the title is 7 points taller).
  f.drawLine(`Číslo faktúry: ${o.orderNumber}`, A4[0] - MARGIN, { size: 11, bold: true }, 'right', f.page, f.y - 7);
  f.gap(32);
  const facts: [string, string][] = [
    ['Dátum vystavenia', slovakDate(o.createdAt)],
    ['Dátum splatnosti', orderInvoiceDueDate(o)],
    ['Variabilný symbol', o.variableSymbol],
    ['Spôsob platby', PAYMENT_METHOD_TEXT[o.paymentMethod]?.invoice ?? o.paymentMethod],
  ];
  // How it travels (issue 30): the method, then the Packeta point or the pickup address on a line of its own.
  const [method, ...where] = deliveryLines(o);
  facts.push(['Spôsob doručenia', method]);
  if (where.length) facts.push([o.delivery.pickupPoint ? 'Výdajné miesto' : 'Miesto prevzatia', where.join(', ')]);
  if (o.isPaid) facts.push(['Uhradené', o.paidAt ? slovakDate(o.paidAt) : 'áno']);
  for (const [label, value] of facts) {
    f.drawLine(`${label}:`, MARGIN, { size: 9.5, color: MUTED });
    f.drawLine(value, MARGIN + 110, { size: 9.5, bold: true });
    f.gap(f.lineHeight({ size: 9.5 }));
  }
  const change = dueDateChangeNote(o);
  if (change) {
    f.gap(4);
    f.paragraph(change, { size: 9.5, bold: true });
  }
  if (o.isCancelled) {
    f.gap(4);
    f.paragraph(`Objednávka bola zrušená${o.cancelledAt ? ` ${slovakDate(o.cancelledAt)}` : ''}.`, { size: 10, bold: true, color: ACCENT });
  }
  f.gap(14);
  f.rule();
  f.gap(12);
}

type Line = { text: string; style?: TextStyle };

function parties(f: FlowDocument, o: ApiOrder): void {
  const a = o.shippingAddress;
  const supplier: Line[] = [
    { text: 'Dodávateľ', style: LABEL },
    { text: `${ORG.legalName}, ${ORG.legalForm.toLowerCase()}`, style: { bold: true } },
    { text: ORG.addressOnInvoice },
    { text: `IČO: ${ORG.ico}` },
    { text: `DIČ: ${ORG.dic}` },
    { text: `Registrácia: ${ORG.registration}` },
    { text: `IBAN: ${ORG.iban}` },
    { text: `${ORG.shopEmail}, ${ORG.shopPhone}` },
  ];
  const buyer: Line[] = [
    { text: 'Odberateľ – adresa doručenia', style: LABEL },
    { text: a.name, style: { bold: true } },
    { text: a.address },
    { text: `${a.postalCode} ${a.city}` },
    { text: a.country },
    ...(o.email ? [{ text: o.email }] : []),
    ...(a.phone ? [{ text: `Tel.: ${a.phone}` }] : []),
  ];
  const billing = (
    [
      a.billingName ? { text: a.billingName, style: { bold: true } } : null,
      a.billingAddress ? { text: a.billingAddress } : null,
      a.billingPostalCode || a.billingCity ? { text: `${a.billingPostalCode} ${a.billingCity}`.trim() } : null,
      a.billingCountry ? { text: a.billingCountry } : null,
      a.billingICO ? { text: `IČO: ${a.billingICO}` } : null,
      a.billingDIC ? { text: `DIČ: ${a.billingDIC}` } : null,
    ] as (Line | null)[]
  ).filter((l): l is Line => l !== null);
  if (billing.length) buyer.push({ text: ' ' }, { text: 'Fakturačné údaje', style: LABEL }, ...billing);
  f.columns([
    { x: MARGIN, width: 235, lines: supplier },
    { x: MARGIN + 255, width: f.contentWidth - 255, lines: buyer },
  ]);
  if (a.note) {
    f.gap(8);
    f.paragraph('Poznámka', LABEL);
    f.paragraph(a.note, { size: 9.5 });
  }
}

function tableHead(f: FlowDocument): void {
  f.ensure(40);
  f.drawLine('Položka', COL.name, HEAD);
  f.drawLine('Počet', COL.qty, HEAD, 'right');
  f.drawLine('Cena/ks', COL.unit, HEAD, 'right');
  f.drawLine('Zľava', COL.discount, HEAD, 'right');
  f.drawLine('Spolu', COL.total, HEAD, 'right');
  f.gap(f.lineHeight(HEAD) + 2);
  f.rule();
  f.gap(5);
}

function itemRow(f: FlowDocument, item: ApiOrder['orderItems'][number]): void {
  const unitCents = eurosToCents(item.price);
  const lines = f.wrap(item.name, COL.nameWidth, CELL);
  const listNote = item.discount > 0 ? `bežná cena ${eur(eurosToCents(item.listPrice))}` : '';
  const height = lines.length * f.lineHeight(CELL) + (listNote ? f.lineHeight(SMALL) : 0) + 5;
  f.ensure(height);
  f.drawLine(String(item.qty), COL.qty, CELL, 'right');
  f.drawLine(eur(unitCents), COL.unit, CELL, 'right');
  f.drawLine(item.discount > 0 ? `${item.discount} %` : '–', COL.discount, CELL, 'right');
  f.drawLine(eur(unitCents * item.qty), COL.total, CELL, 'right');
  for (const line of lines) {
    f.drawLine(line, COL.name, CELL);
    f.gap(f.lineHeight(CELL));
  }
  if (listNote) {
    f.drawLine(listNote, COL.name, SMALL);
    f.gap(f.lineHeight(SMALL));
  }
  f.gap(5);
}

function totals(f: FlowDocument, o: ApiOrder): void {
  const postageLater = o.shippingLater && o.shippingPrice === 0;
  const postage = postageLater ? 'bude oznámené dodatočne' : o.shippingPrice === 0 ? 'zdarma' : eur(eurosToCents(o.shippingPrice));
  const rows: [string, string, TextStyle][] = [
    ['Produkty', eur(eurosToCents(o.itemsPrice)), { size: 10 }],
    // A discount code's deduction (issue 30) between the goods and the postage, as the order page shows it; the
    // invoice's fonts have no minus sign (U+2212), so an en dash stands for it.
    ...(o.discountPrice > 0
      ? ([[`Zľavový kód ${o.discountCode}`, `–${eur(eurosToCents(o.discountPrice))}`, { size: 10 }]] as [string, string, TextStyle][])
      : []),
    ['Poštovné', postage, { size: 10 }],
    ...(o.codFeePrice > 0
      ? ([['Poplatok za dobierku', eur(eurosToCents(o.codFeePrice)), { size: 10 }]] as [string, string, TextStyle][])
      : []),
    [postageLater ? 'Celkom bez poštovného' : 'Celkom k úhrade', eur(eurosToCents(o.totalPrice)), { size: 12, bold: true }],
  ];
  // The labels end left of the widest figure ('bude oznámené dodatočne' is wider than the figures' column).
  const labelEdge = Math.min(COL.discount - 10, ...rows.map(([, value, style]) => COL.total - f.width(value, style) - 12));
  f.ensure(90);
  f.rule();
  f.gap(8);
  for (const [label, value, style] of rows) {
    f.drawLine(label, labelEdge, { ...style, color: style.bold ? undefined : MUTED }, 'right');
    f.drawLine(value, COL.total, style, 'right');
    f.gap(f.lineHeight(style) + 2);
  }
  if (postageLater) {
    f.gap(6);
    f.paragraph('Poštovné bude oznámené dodatočne: po odoslaní Vám ho spolu s celkovou sumou oznámime e-mailom.', {
      size: 9.5,
      color: ACCENT,
    });
  }
  f.gap(16);
}

/** The PAY by square code drawn as vector squares (sharp at any zoom and in print), with the same data as text. */
function qrBlock(f: FlowDocument, o: ApiOrder): void {
  const pay = payBySquare(o);
  const matrix = qrMatrix(pay.payload);
  const module = 2.6;
  const side = (matrix.length + 2 * QR_QUIET_ZONE) * module;
  f.ensure(side + 10);
  const top = f.y;
  const left = MARGIN;
  // One path of all the runs, filled once: drawRectangle per run (400 of them) cost more than the rest of the page.
  const runs = [...qrRuns(matrix)].map((run) =>
    rectangle(left + (run.x + QR_QUIET_ZONE) * module, top - (run.y + QR_QUIET_ZONE + 1) * module, run.length * module, module),
  );
  f.page.pushOperators(pushGraphicsState(), setFillingRgbColor(0, 0, 0), ...runs, fill(), popGraphicsState());
  const textX = left + side + 16;
  const lines: [string, TextStyle][] = [
    ['Zaplaťte cez PAY by square', { size: 11, bold: true }],
    ['Naskenujte QR kód v aplikácii svojej banky.', { size: 9.5, color: MUTED }],
    [`IBAN: ${ORG.iban}`, { size: 9.5 }],
    [`Variabilný symbol: ${pay.variableSymbol}`, { size: 9.5 }],
    [`Suma: ${eur(eurosToCents(pay.amount))}`, { size: 9.5, bold: true }],
    [`Príjemca: ${pay.beneficiary}`, { size: 9.5 }],
  ];
  let y = top - QR_QUIET_ZONE * module;
  for (const [text, style] of lines) {
    f.drawLine(text, textX, style, 'left', f.page, y);
    y -= f.lineHeight(style) + 2;
  }
  f.y = top - side - 10;
}

function footers(f: FlowDocument): void {
  const total = f.pages.length;
  f.pages.forEach((page, i) => {
    f.drawLine(INVOICE.invoiceFooter, MARGIN, SMALL, 'left', page, 40);
    f.drawLine(`Strana ${i + 1} / ${total}`, A4[0] - MARGIN, SMALL, 'right', page, 40);
  });
}
