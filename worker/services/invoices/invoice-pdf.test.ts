import { execFileSync } from 'node:child_process';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiOrder } from '../../domain/orders';
import { payBySquare } from '../../domain/pay-by-square';
import { apiOrder as order, apiOrderItem as item, invoiceFiles } from '../../test-support/invoices';
import { invoiceFilename } from './invoice-pdf';

const pdfs = invoiceFiles();
afterAll(pdfs.remove);
const { render, readQr } = pdfs;

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
      '19. 3. 2026', // due date: the bank transfer's term (payUntil)
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
    expect((await render(order({ isCancelled: true, cancelledAt: '2026-03-07T09:00:00.000Z' }))).text).toContain(
      'Objednávka bola zrušená 7. 3. 2026.',
    );
  });

  it('abroad: says postage is announced later, and offers no code for an amount that is not yet final', async () => {
    const { text, file } = await render(
      order({ shippingPrice: 0, shippingLater: true, totalPrice: 33.95 }, { country: 'Česko', city: 'Brno', postalCode: '602 00' }),
    );
    expect(text).toContain('Poštovné bude oznámené dodatočne');
    expect(text).toContain('Celkom bez poštovného');
    expect(text).toContain('Česko');
    expect(text).not.toContain('PAY by square');
    expect(readQr(file)).toBeUndefined();
    // Once the shop has set the postage, the invoice shows it and the total to pay.
    const set = await render(
      order({ shippingPrice: 6.5, shippingLater: true, totalPrice: 40.45 }, { country: 'Česko', city: 'Brno', postalCode: '602 00' }),
    );
    expect(set.layout).toMatch(/Poštovné +6,50 €/);
    expect(set.layout).toMatch(/Celkom k úhrade +40,45 €/);
    expect(set.text).not.toContain('dodatočne');
  });

  it('issue 30: the delivery method, the Packeta point or the pickup place, and the COD fee as a row', async () => {
    const post = await render(order());
    expect(post.layout).toMatch(/Spôsob doručenia: +Slovenská pošta na adresu/);
    const point = await render(
      order({
        paymentMethod: 'Hotovosť',
        codFeePrice: 1.2,
        totalPrice: 39.65,
        delivery: {
          method: 'packeta-point',
          label: 'Packeta – výdajné miesto alebo Z-BOX',
          pickupPoint: { id: '10001', name: 'Bratislava, Obchodná 1', address: 'Obchodná 1, 811 06 Bratislava' },
          weightGrams: 800,
          trackingUrl: null,
        },
      }),
    );
    expect(point.layout).toMatch(/Spôsob doručenia: +Packeta – výdajné miesto alebo Z-BOX/);
    expect(point.layout).toMatch(/Výdajné miesto: +Bratislava, Obchodná 1, Obchodná 1, 811 06 Bratislava/);
    expect(point.layout).toMatch(/Poplatok za dobierku +1,20 €/);
    expect(point.layout).toMatch(/Celkom k úhrade +39,65 €/);
    const pickup = await render(
      order({
        delivery: { method: 'pickup', label: 'Osobné prevzatie v Bratislave', pickupPoint: null, weightGrams: 800, trackingUrl: null },
      }),
    );
    expect(pickup.layout).toMatch(/Miesto prevzatia: +Prúd, Špieszova 5, 841 04 Bratislava/);
    expect(pickup.text).not.toContain('Poplatok za dobierku');
  });

  it('issue 30: a discount code as a row between the products and the postage', async () => {
    const coded = await render(order({ discountCode: 'ADVENT', discountPrice: 5.09, totalPrice: 33.36 }));
    expect(coded.layout).toMatch(/Produkty +33,95 €\s+Zľavový kód ADVENT +–5,09 €\s+Poštovné +4,50 €/);
    expect(coded.layout).toMatch(/Celkom k úhrade +33,36 €/);
    expect((await render(order())).text).not.toContain('Zľavový kód');
  });

  it('prints the optional billing block: company, its address, IČO and DIČ', async () => {
    const { text } = await render(
      order(
        {},
        {
          billingName: 'Čitáreň Ďaleko s. r. o.',
          billingAddress: 'Ľanová 3',
          billingPostalCode: '811 01',
          billingCity: 'Bratislava',
          billingCountry: 'Slovensko',
          billingICO: '12345678',
          billingDIC: '2020123456',
          note: 'Prosím doručiť poobede.',
        },
      ),
    );
    for (const expected of [
      'Fakturačné údaje',
      'Čitáreň Ďaleko s. r. o.',
      'Ľanová 3',
      '811 01 Bratislava',
      'IČO: 12345678',
      'DIČ: 2020123456',
      'Prosím doručiť poobede.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('wraps a long item name inside its column instead of running into the figures or off the page', async () => {
    const long = `Štúdium života ${Array.from({ length: 30 }, (_, i) => `slovo${i}`).join(' ')} koniec`;
    const { words: pageWords, text } = await render(order({ orderItems: [item({ name: long, qty: 3 })] }));
    const words = pageWords();
    const nameWords = words.filter((w) => /^slovo\d+$|^koniec$/.test(w.word));
    expect(nameWords).toHaveLength(31);
    expect(new Set(nameWords.map((w) => Math.round(w.yMin))).size).toBeGreaterThan(2); // several lines
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
    expect(text).toContain('Ján ? Nový meno ??'); // what the fonts cannot draw shows as '?'
    expect(text).toContain('Ulica 5');
  });

  it('describes itself: title, author, Slovak, dated by the order, so the same order always gives the same file', async () => {
    const { file, bytes } = await render(order());
    const info = execFileSync('/usr/bin/pdfinfo', ['-isodates', file], { encoding: 'utf8' });
    expect(info).toMatch(/^Title: +Faktúra - Daňový doklad 20260007W$/m);
    expect(info).toMatch(/^Author: +Prúd, občianske združenie$/m);
    expect(info).toMatch(/^Creator: +Prúd života$/m);
    expect(info).toMatch(/^Producer: +Prúd života$/m);
    expect(info).toMatch(/^CreationDate: +2026-03-05T10:00:00(Z|\+00)/m);
    expect(info).toMatch(/^ModDate: +2026-03-05T10:00:00(Z|\+00)/m);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(String(doc.catalog.get(PDFName.of('Lang')))).toBe('(sk-SK)');
    expect((await render(order())).bytes).toEqual(bytes);
  });

  it('prints only the billing lines given, no note label without a note, and a withdrawn payment method as stored', async () => {
    const { text, layout, words } = await render(
      order(
        { paymentMethod: 'PayPal' as ApiOrder['paymentMethod'], orderItems: [item({ qty: 1 })], itemsPrice: 12.5, totalPrice: 17 },
        { billingName: 'Čitáreň s. r. o.', billingCity: 'Bratislava' },
      ),
    );
    expect(layout).toMatch(/Spôsob platby: +PayPal/);
    expect(text).not.toContain('Poznámka');
    expect(text).not.toContain('bežná cena');
    expect(layout).toMatch(/Normálny kresťanský život +1 +12,50 € +– +12,50 €/);
    const all = words();
    const tableTop = all.find((w) => w.word === 'Položka')!.yMin;
    const buyer = all.filter((w) => w.xMin >= 300 && w.yMin < tableTop);
    expect(buyer.slice(buyer.findIndex((w) => w.word === 'Fakturačné')).map((w) => w.word)).toEqual([
      'Fakturačné',
      'údaje',
      'Čitáreň',
      's.',
      'r.',
      'o.',
      'Bratislava',
    ]);
    // The city line starts at the column's edge, as the others do.
    expect(buyer.find((w) => w.word === 'Bratislava')!.xMin).toBeCloseTo(buyer.find((w) => w.word === 'Čitáreň')!.xMin, 1);
  });
});
