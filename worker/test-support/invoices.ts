import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { nodeInvoiceFonts } from '../adapters/fonts-node';
import type { ApiOrder, ApiOrderItem } from '../domain/orders';
import { renderInvoicePdf } from '../services/invoices/invoice-pdf';

/**
 * Invoice and order-document helpers: an order as the API shows it (the input of the invoice and the e-mails),
 * and PDFs rendered to files and read back with poppler as a reader would (text, layout, fonts, a QR code).
 */

export function apiOrderItem(o: Partial<ApiOrderItem> = {}): ApiOrderItem {
  return { product: '1', name: 'Normálny kresťanský život', qty: 2, image: '', price: 12.5, listPrice: 12.5, discount: 0, ...o };
}

/** A domestic, unpaid bank-transfer order of two titles (33,95 € + 4,50 € postage), placed 5 March 2026. */
export function apiOrder(o: Partial<ApiOrder> = {}, address: Partial<ApiOrder['shippingAddress']> = {}): ApiOrder {
  const orderItems = o.orderItems ?? [
    apiOrderItem(),
    apiOrderItem({ product: '2', name: 'Ťažké časy a Božia ľúbosť', qty: 1, price: 8.95, listPrice: 9.9, discount: 10 }),
  ];
  return {
    _id: '7',
    orderNumber: '20260007W',
    user: { _id: '3', name: 'Ľubica Šťastná', email: 'lubica@example.sk' },
    name: 'Ľubica Šťastná',
    email: 'lubica@example.sk',
    orderItems,
    shippingAddress: {
      name: 'Ľubica Šťastná',
      address: 'Čerešňová 7',
      city: 'Žilina',
      postalCode: '010 01',
      country: 'Slovensko',
      phone: '+421 900 111 222',
      note: '',
      billingName: '',
      billingAddress: '',
      billingCity: '',
      billingPostalCode: '',
      billingCountry: '',
      billingICO: '',
      billingDIC: '',
      ...address,
    },
    paymentMethod: 'Prevodom vopred',
    itemsPrice: 33.95,
    shippingPrice: 4.5,
    shippingLater: false,
    taxPrice: 0,
    totalPrice: 38.45,
    discounts: orderItems.map((i) => ({ product: i.product, discount: i.discount })),
    isPaid: false,
    paidAt: null,
    isDelivered: false,
    deliveredAt: null,
    isCancelled: false,
    cancelledAt: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    variableSymbol: '20260007',
    newsletter: false,
    confirmationEmail: { status: 'pending', sentAt: null, attempts: 0 },
    paymentFailedAt: null,
    parcelNumber: '',
    payUntil: '2026-03-19T10:00:00.000Z',
    remindedAt: null,
    cancelReason: '',
    dueDate: '2026-03-19T10:00:00.000Z',
    dueDateChange: null,
    delivery: { method: 'post', label: 'Slovenská pošta na adresu', pickupPoint: null, weightGrams: 900, trackingUrl: null },
    discountCode: '',
    discountPrice: 0,
    codFeePrice: 0,
    ...o,
  };
}

/** One run of text as poppler reads it: position and size in points (top-down), font weight and colour. */
export interface TextRun {
  text: string;
  top: number;
  left: number;
  width: number;
  height: number;
  size: number;
  bold: boolean;
  color: string;
}

/** One word as `pdftotext -bbox` places it, in points from the top left; `size` is the font size it was set in. */
export interface PdfWord {
  word: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  size: number;
}

/** A DejaVu Sans word box is this many times its font size high. */
const BOX_PER_POINT = 1.16406;

/**
 * A folder of rendered invoices: `render` writes the PDF and reads it back; call `remove` in `afterAll`.
 */
export function invoiceFiles() {
  const dir = mkdtempSync(join(tmpdir(), 'prud-invoice-'));
  let files = 0;
  const poppler = (tool: string, args: string[]) => execFileSync(`/usr/bin/${tool}`, args, { encoding: 'utf8' });

  /** Text runs of page `n` (pdftohtml at 72 dpi: points). */
  function runs(file: string, n = 1): TextRun[] {
    const xml = poppler('pdftohtml', ['-xml', '-i', '-zoom', '1', '-f', String(n), '-l', String(n), '-stdout', file]);
    const fonts = new Map<string, { size: number; color: string }>();
    for (const m of xml.matchAll(/<fontspec id="(\d+)" size="([\d.-]+)" family="[^"]*" color="([^"]*)"\/>/g)) {
      fonts.set(m[1], { size: Number(m[2]), color: m[3] });
    }
    return [...xml.matchAll(/<text top="([\d.-]+)" left="([\d.-]+)" width="([\d.-]+)" height="([\d.-]+)" font="(\d+)">(.*?)<\/text>/g)].map(
      (m) => ({
        text: m[6]
          .replace(/<\/?b>/g, '')
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"'),
        top: Number(m[1]),
        left: Number(m[2]),
        width: Number(m[3]),
        height: Number(m[4]),
        ...fonts.get(m[5])!,
        bold: m[6].startsWith('<b>'),
      }),
    );
  }

  /** Words of page `n`, with exact positions (pdftotext -bbox). */
  function words(file: string, n = 1): PdfWord[] {
    const html = poppler('pdftotext', ['-bbox', '-f', String(n), '-l', String(n), file, '-']);
    return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
      word: m[5]
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"'),
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
      size: Math.round(((Number(m[4]) - Number(m[2])) / BOX_PER_POINT) * 10) / 10,
    }));
  }

  async function render(order: ApiOrder) {
    const bytes = await renderInvoicePdf({ invoiceFonts: nodeInvoiceFonts }, order);
    const file = join(dir, `invoice-${++files}.pdf`);
    writeFileSync(file, bytes);
    const text = (...args: string[]) => poppler('pdftotext', [...args, file, '-']);
    const pages = Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', [file]))![1]);
    return {
      bytes,
      file,
      text: text(),
      layout: text('-layout'),
      page: (n: number) => text('-f', String(n), '-l', String(n)),
      pages,
      runs: (n = 1) => runs(file, n),
      words: (n = 1) => words(file, n),
      /** The one run on page `n` whose text is `text` (fails the test if there is none or several). */
      run(text: string, n = 1): TextRun {
        const found = runs(file, n).filter((r) => r.text === text);
        if (found.length !== 1)
          throw new Error(`${found.length} runs "${text}" on page ${n}: ${JSON.stringify(runs(file, n).map((r) => r.text))}`);
        return found[0];
      },
    };
  }

  /** Renders page `n` at 150 dpi in grey and looks for a QR code on it, as a phone would. */
  function readQr(file: string, n = 1): string | undefined {
    const prefix = join(dir, `page-${++files}`);
    execFileSync('/usr/bin/pdftoppm', ['-gray', '-r', '150', '-f', String(n), '-l', String(n), '-singlefile', file, prefix]);
    const pgm = readFileSync(`${prefix}.pgm`);
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
    const [width, height] = [Number(header[1]), Number(header[2])];
    const grey = pgm.subarray(header[0].length);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) rgba.set([grey[i], grey[i], grey[i], 255], i * 4);
    return jsQR(rgba, width, height)?.data;
  }

  /** Page `n` rendered at 144 dpi in grey: `grey(x, y)` (0 black … 255 white) at a point from the top left. */
  function pagePixels(file: string, n = 1) {
    const prefix = join(dir, `page-${++files}`);
    execFileSync('/usr/bin/pdftoppm', ['-gray', '-r', '144', '-f', String(n), '-l', String(n), '-singlefile', file, prefix]);
    const pgm = readFileSync(`${prefix}.pgm`);
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
    const [width, height] = [Number(header[1]), Number(header[2])];
    const data = pgm.subarray(header[0].length);
    return { width: width / 2, height: height / 2, grey: (x: number, y: number) => data[Math.round(y * 2) * width + Math.round(x * 2)] };
  }

  /**
   * Where page `n` has a thin line across the text width (50–545 pt): the heights, in points from the top, of
   * the pixel rows (rendered at 144 dpi in grey) that are inked all the way across.
   */
  function horizontalRules(file: string, n = 1): number[] {
    const prefix = join(dir, `page-${++files}`);
    execFileSync('/usr/bin/pdftoppm', ['-gray', '-r', '144', '-f', String(n), '-l', String(n), '-singlefile', file, prefix]);
    const pgm = readFileSync(`${prefix}.pgm`);
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
    const [width, height] = [Number(header[1]), Number(header[2])];
    const grey = pgm.subarray(header[0].length);
    const rows: number[] = [];
    for (let y = 0; y < height; y++) {
      let inked = true;
      for (let x = 51 * 2; x <= 544 * 2 && inked; x++) inked = grey[y * width + x] < 250;
      if (inked && !rows.includes(y - 1)) rows.push(y);
    }
    return rows.map((y) => y / 2);
  }

  return { dir, render, readQr, horizontalRules, pagePixels, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Pairs of words whose boxes cover each other (by more than half a point): text a reader cannot make out. */
export function overlappingWords(words: PdfWord[]): string[] {
  const clash = (a: PdfWord, b: PdfWord) =>
    a.xMin < b.xMax - 0.5 && b.xMin < a.xMax - 0.5 && a.yMin < b.yMax - 0.5 && b.yMin < a.yMax - 0.5;
  const found: string[] = [];
  for (const [i, a] of words.entries()) for (const b of words.slice(i + 1)) if (clash(a, b)) found.push(`"${a.word}" × "${b.word}"`);
  return found;
}

/** The words of `words` that spell `phrase` in a row (the first such run); throws when it is not there. */
export function phraseWords(words: PdfWord[], phrase: string): PdfWord[] {
  const parts = phrase.split(' ');
  for (let i = 0; i + parts.length <= words.length; i++) {
    if (parts.every((p, k) => words[i + k].word === p)) return words.slice(i, i + parts.length);
  }
  throw new Error(`no "${phrase}" among ${JSON.stringify(words.map((w) => w.word))}`);
}
