import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeInvoiceFonts } from '../adapters/fonts-node';
import type { ApiOrder, ApiOrderItem } from '../domain/orders';
import { payBySquare } from '../domain/pay-by-square';
import { invoiceFilename, renderInvoicePdf } from './invoice-pdf';

const dir = mkdtempSync(join(tmpdir(), 'prud-invoice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const deps = { invoiceFonts: nodeInvoiceFonts };

let files = 0;
async function render(order: ApiOrder) {
  const bytes = await renderInvoicePdf(deps, order);
  const file = join(dir, `invoice-${++files}.pdf`);
  writeFileSync(file, bytes);
  const text = (...args: string[]) => execFileSync('/usr/bin/pdftotext', [...args, file, '-'], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('/usr/bin/pdfinfo', [file], { encoding: 'utf8' }))![1]);
  return { bytes, file, text: text(), layout: text('-layout'), page: (n: number) => text('-f', String(n), '-l', String(n)), pages };
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

function item(o: Partial<ApiOrderItem> = {}): ApiOrderItem {
  return { product: '1', name: 'Normálny kresťanský život', qty: 2, image: '', price: 12.5, listPrice: 12.5, discount: 0, ...o };
}

function order(o: Partial<ApiOrder> = {}, address: Partial<ApiOrder['shippingAddress']> = {}): ApiOrder {
  const orderItems = o.orderItems ?? [item(), item({ product: '2', name: 'Ťažké časy a Božia ľúbosť', qty: 1, price: 8.95, listPrice: 9.9, discount: 10 })];
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
    ...o,
  };
}

describe('renderInvoicePdf', () => {
  it('names the file after the order number', () => {
    expect(invoiceFilename('20260007W')).toBe('faktura-20260007W.pdf');
  });

  it('writes an extractable Slovak invoice: title, number, dates, supplier, buyer, items, totals, footer', async () => {
    const { bytes, text, pages } = await render(order());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(pages).toBe(1);
    for (const expected of [
      'Faktúra - Daňový doklad',
      'Číslo faktúry: 20260007W',
      '5. 3. 2026', // issue date
      '5. 4. 2026', // due date: one month later
      '20260007', // variable symbol
      'Bankovým prevodom',
      'Prúd, občianske združenie',
      'Špieszova 5, 84104, Bratislava, Slovensko',
      'IČO: 36076589',
      'DIČ: 2022028173',
      'MVSR VUS/1-900/90-26215-1',
      'SK38 1100 0000 0026 2075 3192',
      'Ľubica Šťastná',
      'Čerešňová 7',
      '010 01 Žilina',
      'Normálny kresťanský život',
      'Ťažké časy a Božia ľúbosť',
      '25,00 €', // 2 × 12,50 €
      '10 %',
      'bežná cena 9,90 €',
      '33,95 €',
      '4,50 €',
      'Celkom k úhrade',
      '38,45 €',
      'Faktúra zároveň slúži ako dodací list',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Fakturačné údaje');
  });

  it('draws the PAY by square code of an unpaid bank transfer, and a phone camera reads it', async () => {
    const o = order();
    const { text, file } = await render(o);
    expect(text).toContain('Zaplaťte cez PAY by square');
    expect(text).toContain('Suma: 38,45 €');
    expect(readQr(file)).toBe(payBySquare(o).payload);
  });

  it('draws no code once paid, for cash and card, or when cancelled', async () => {
    for (const o of [
      order({ isPaid: true, paidAt: '2026-03-06T09:00:00.000Z' }),
      order({ paymentMethod: 'Hotovosť' }),
      order({ paymentMethod: 'Stripe' }),
      order({ isCancelled: true, cancelledAt: '2026-03-07T09:00:00.000Z' }),
    ]) {
      const { text, file } = await render(o);
      expect(text).not.toContain('PAY by square');
      expect(readQr(file)).toBeUndefined();
    }
    expect((await render(order({ isPaid: true, paidAt: '2026-03-06T09:00:00.000Z' }))).layout).toMatch(/Uhradené: +6\. 3\. 2026/);
    expect((await render(order({ paymentMethod: 'Hotovosť' }))).text).toContain('Na dobierku');
    expect((await render(order({ paymentMethod: 'Stripe' }))).text).toContain('Kartou (Stripe)');
    expect((await render(order({ isCancelled: true, cancelledAt: '2026-03-07T09:00:00.000Z' }))).text).toContain('Objednávka bola zrušená 7. 3. 2026.');
  });

  it('abroad: says postage is announced later, and offers no code for an amount that is not yet final', async () => {
    const { text, file } = await render(order({ shippingPrice: 0, shippingLater: true, totalPrice: 33.95 }, { country: 'Česko', city: 'Brno', postalCode: '602 00' }));
    expect(text).toContain('Poštovné bude oznámené dodatočne');
    expect(text).toContain('Celkom bez poštovného');
    expect(text).toContain('Česko');
    expect(text).not.toContain('PAY by square');
    expect(readQr(file)).toBeUndefined();
  });

  it('prints the optional billing block: company, its address, IČO and DIČ', async () => {
    const { text } = await render(
      order({}, {
        billingName: 'Čitáreň Ďaleko s. r. o.',
        billingAddress: 'Ľanová 3',
        billingPostalCode: '811 01',
        billingCity: 'Bratislava',
        billingCountry: 'Slovensko',
        billingICO: '12345678',
        billingDIC: '2020123456',
        note: 'Prosím doručiť poobede.',
      }),
    );
    for (const expected of ['Fakturačné údaje', 'Čitáreň Ďaleko s. r. o.', 'Ľanová 3', '811 01 Bratislava', 'IČO: 12345678', 'DIČ: 2020123456', 'Prosím doručiť poobede.']) {
      expect(text).toContain(expected);
    }
  });

  it('wraps a long item name inside its column instead of running into the figures or off the page', async () => {
    const long = 'Štúdium života ' + Array.from({ length: 30 }, (_, i) => `slovo${i}`).join(' ') + ' koniec';
    const { file, text } = await render(order({ orderItems: [item({ name: long, qty: 3 })] }));
    const html = execFileSync('/usr/bin/pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    const words = [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((m) => ({
      xMin: Number(m[1]),
      y: Number(m[2]),
      xMax: Number(m[3]),
      word: m[4],
    }));
    const nameWords = words.filter((w) => /^slovo\d+$|^koniec$/.test(w.word));
    expect(nameWords).toHaveLength(31);
    expect(new Set(nameWords.map((w) => Math.round(w.y))).size).toBeGreaterThan(2); // several lines
    for (const w of nameWords) expect(w.xMax).toBeLessThan(270); // the name column ends before "Počet"
    for (const w of words) expect(w.xMax).toBeLessThanOrEqual(595.28 - 49);
    expect(text).toContain('37,50 €'); // 3 × 12,50 €
  });

  it('flows many items onto further pages, repeating the table head and numbering the pages', async () => {
    const many = Array.from({ length: 70 }, (_, i) => item({ product: String(i + 1), name: `Titul číslo ${i + 1}`, qty: 1 }));
    const { pages, page, text } = await render(order({ orderItems: many, itemsPrice: 875, shippingPrice: 0, totalPrice: 875 }));
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(page(1)).toContain('Titul číslo 1\n');
    expect(page(pages)).toContain('Titul číslo 70');
    expect(page(pages)).toContain('875,00 €');
    expect(page(2)).toContain('20260007W (pokračovanie)');
    expect(page(2)).toContain('Položka');
    for (let n = 1; n <= pages; n++) {
      expect(page(n)).toContain(`Strana ${n} / ${pages}`);
      expect(page(n)).toContain('Faktúra zároveň slúži ako dodací list');
    }
    for (let i = 1; i <= 70; i++) expect(text).toContain(`Titul číslo ${i}\n`);
  });

  it('survives whatever a person typed: emoji, control characters, scripts the font lacks', async () => {
    const { text } = await render(order({}, { name: 'Ján 📚 Nový\u0007\tmeno 山田', address: 'Ulica\n5' }));
    expect(text).toContain('Ján');
    expect(text).toContain('Nový meno');
    expect(text).toContain('Ulica 5');
  });
});
