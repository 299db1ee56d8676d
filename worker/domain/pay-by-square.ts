import { CurrencyCode, encode as encodePayment, PaymentOptions } from 'bysquare/pay';
import { encode as encodeQr } from 'uqr';
import type { ApiOrder, PayBySquare } from './orders';
import { BANK_TRANSFER, variableSymbol } from './orders';
import { siteFacts } from './site-facts';

/**
 * PAY by square: the Slovak banks' payment QR code (a bank app scans it and fills in the transfer). Pure: the
 * payload string comes from `bysquare`, the QR matrix from `uqr`; the order page, the e-mail and the PDF invoice
 * all draw the same matrix.
 */

/** The QR standard asks for at least 4 light modules around the symbol, or phones struggle to find it. */
export const QR_QUIET_ZONE = 4;

export const PAY_BY_SQUARE_UNAVAILABLE =
  'QR platba PAY by square je len pre nezaplatené objednávky s platbou prevodom vopred na Slovensku.';

// The answer's shape lives with the order's (orders.ts): the browser reads it there, without this module's facts.
export type { PayBySquare };

/**
 * Whether a PAY by square code may be offered: an unpaid, not cancelled bank transfer with a known total.
 * Abroad the postage is announced later, so the order's total is not yet what is owed: a code would invite
 * paying too little, and foreign bank apps do not read PAY by square anyway.
 */
export function offersPayBySquare(o: Pick<ApiOrder, 'paymentMethod' | 'isPaid' | 'isCancelled' | 'shippingLater' | 'totalPrice'>): boolean {
  return o.paymentMethod === BANK_TRANSFER && !o.isPaid && !o.isCancelled && !o.shippingLater && o.totalPrice > 0;
}

export function payBySquare(order: Pick<ApiOrder, 'orderNumber' | 'totalPrice'>): PayBySquare {
  const iban = siteFacts.organization.iban.replace(/\s+/g, '');
  const beneficiary = siteFacts.organization.legalName;
  const vs = variableSymbol(order.orderNumber);
  const note = `Objednávka ${order.orderNumber}`;
  const amount = Math.round(order.totalPrice * 100) / 100;
  // Diacritics are stripped inside the payload (bysquare's default): several bank apps reject them.
  const payload = encodePayment({
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount,
        currencyCode: CurrencyCode.EUR,
        variableSymbol: vs,
        paymentNote: note,
        beneficiary: { name: beneficiary },
        bankAccounts: [{ iban }],
      },
    ],
  });
  return { iban, amount, currency: 'EUR', variableSymbol: vs, beneficiary, note, payload, svg: qrSvg(qrMatrix(payload)) };
}

/**
 * The QR modules (true = dark), without the quiet zone. Error correction M: a printed or photographed code
 * survives a smudge, and the payload (~140 characters) still fits a small symbol.
 */
export function qrMatrix(payload: string): boolean[][] {
  return encodeQr(payload, { ecc: 'M', border: 0 }).data;
}

/** The dark modules as horizontal runs (fewer shapes to draw than one square per module): SVG and PDF use them. */
export function* qrRuns(matrix: boolean[][]): Generator<{ x: number; y: number; length: number }> {
  for (const [y, row] of matrix.entries()) {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      yield { x: start, y, length: x - start };
    }
  }
}

/**
 * One path of horizontal runs on a white square that includes the quiet zone. Units are modules, so the
 * picture scales to any size; `crispEdges` keeps neighbouring modules from showing hairline seams.
 */
export function qrSvg(matrix: boolean[][], quietZone = QR_QUIET_ZONE): string {
  const size = matrix.length + 2 * quietZone;
  let d = '';
  for (const { x, y, length } of qrRuns(matrix)) d += `M${x + quietZone} ${y + quietZone}h${length}v1h-${length}z`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`
  );
}
