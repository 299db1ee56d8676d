import { afterAll, describe, expect, it } from 'vitest';
import { payBySquare } from '../../domain/pay-by-square';
import {
  apiOrder as order,
  apiOrderItem as item,
  invoiceFiles,
  overlappingWords,
  phraseWords,
  type PdfWord,
} from '../../test-support/invoices';

/**
 * How the invoice reads on paper: nothing printed over anything else, sections set apart, notices that stand out,
 * long text that wraps and flows onto the next page. Measured on the words poppler finds in the PDF.
 */

const pdfs = invoiceFiles();
afterAll(pdfs.remove);
const { render, readQr, horizontalRules } = pdfs;

const ACCENT_RED = '#b2001b';
const MUTED_GREY = '#666666';
const PAGE_HEIGHT = 841.89;

const first = (words: PdfWord[], word: string) => {
  const found = words.find((w) => w.word === word);
  if (!found) throw new Error(`no "${word}" among ${JSON.stringify(words.map((w) => w.word))}`);
  return found;
};
/** Free room between the box of `upper` and the box of `lower`, in points. */
const space = (upper: PdfWord, lower: PdfWord) => lower.yMin - upper.yMax;

describe('invoice layout', () => {
  it('prints nothing over anything else, whatever the state of the order', async () => {
    const cases = [
      order(),
      order({ isPaid: true, paidAt: null }),
      order({ isCancelled: true, cancelledAt: null }),
      order({ shippingLater: true, shippingPrice: 0, totalPrice: 33.95 }, { country: 'Česko', city: 'Brno', postalCode: '602 00' }),
      order({ shippingPrice: 0, totalPrice: 33.95 }),
      order({
        orderItems: [
          item({ name: 'Zľavnený titul', qty: 1, price: 8.95, listPrice: 9.9, discount: 10 }),
          item({ product: '2', name: 'Ďalší titul' }),
        ],
      }),
      order({}, { note: 'Prosím doručiť poobede.', billingName: 'Čitáreň s. r. o.', billingICO: '12345678' }),
      order(
        { email: 'velmi.dlha.adresa.zakaznika.ktora.sa.nezmesti@priklad-dlhej-domeny.example.sk' },
        {
          billingName: 'Spoločenstvo čitateľov kresťanskej literatúry v Dolnom Kubíne, občianske združenie',
          address: 'Ulica Slobody a nezávislosti Slovenskej republiky 1234/56',
        },
      ),
      order({
        orderItems: Array.from({ length: 40 }, (_, i) =>
          item({ product: String(i + 1), name: `Titul číslo ${i + 1}`, discount: i % 2 ? 10 : 0 }),
        ),
      }),
    ];
    for (const o of cases) {
      const { words, pages } = await render(o);
      const which = JSON.stringify({ ...o, orderItems: o.orderItems.length });
      for (let n = 1; n <= pages; n++) {
        const all = words(n);
        expect(overlappingWords(all), which).toEqual([]);
        const footerTop = first(all, 'Strana').yMin;
        for (const w of all) {
          expect(w.xMin, which).toBeGreaterThanOrEqual(50 - 0.5);
          expect(w.xMax, which).toBeLessThanOrEqual(595.28 - 50 + 0.5);
          if (w.yMin < footerTop - 1) expect(w.yMax, which).toBeLessThan(footerTop - 5); // clear of the footer
        }
      }
    }
  });

  it('paid without a date says "áno"; a cancellation stands out in bold red, set apart below the facts', async () => {
    expect((await render(order({ isPaid: true, paidAt: null }))).layout).toMatch(/Uhradené: +áno/);
    const cancelled = await render(order({ isCancelled: true, cancelledAt: null }));
    expect(cancelled.run('Objednávka bola zrušená.')).toMatchObject({ bold: true, color: ACCENT_RED });
    const words = cancelled.words();
    const rowGap = space(first(words, 'Variabilný'), first(words, 'Spôsob'));
    expect(space(first(words, 'Spôsob'), first(words, 'Objednávka'))).toBeGreaterThan(rowGap + 3);
  });

  it('shows the phone, or nothing, and no e-mail line for an order without one', async () => {
    const full = await render(order());
    expect(full.text).toContain('Tel.: +421 900 111 222');
    const bare = await render(order({ email: '' }, { phone: '' }));
    expect(bare.text).not.toContain('Tel.:');
    expect(bare.text).not.toContain('@example.sk');
    // The buyer column ends with the country.
    const buyer = bare.words().filter((w) => w.xMin >= 300 && w.yMin < first(bare.words(), 'Položka').yMin);
    expect(buyer.at(-1)!.word).toBe('Slovensko');
  });

  it('leaves a blank line before the billing block, and sets the note apart under its label, a little smaller', async () => {
    const { words: pageWords, run } = await render(order({}, { billingName: 'Čitáreň s. r. o.', note: 'Prosím doručiť poobede.' }));
    const words = pageWords();
    const step = first(words, 'Čerešňová').yMin - first(words, 'Ľubica').yMin;
    const phone = first(words, 'Tel.:');
    const billingLabel = first(words, 'Fakturačné');
    expect(billingLabel.yMin - phone.yMin).toBeGreaterThan(1.5 * step);
    expect(words.filter((w) => w.xMin >= 300 && w.yMin > phone.yMin + 1 && w.yMin < billingLabel.yMin - 1)).toEqual([]);

    expect(run('Poznámka')).toMatchObject({ bold: true, color: MUTED_GREY });
    const label = first(words, 'Poznámka');
    const lastAddressRow = words.filter((w) => w.yMin < label.yMin).at(-1)!;
    expect(lastAddressRow.word).toBe('o.'); // … "Čitáreň s. r. o.", the last line of the buyer column
    expect(label.yMin - lastAddressRow.yMin).toBeGreaterThan(step + 6);
    // A label row is as high as the tallest line beside it (here: none, so a plain line).
    expect(first(words, 'Čitáreň').yMin - billingLabel.yMin).toBeGreaterThan(13);
    for (const w of phraseWords(words, 'Prosím doručiť poobede.')) expect(w.size).toBe(9.5);
  });

  it('flows a long note onto the next page, line by line, all of it', async () => {
    const note = Array.from({ length: 700 }, (_, i) => `slovo${i + 1}`).join(' ');
    const { pages, page, words } = await render(order({}, { note }));
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(page(2)).toContain('20260007W (pokračovanie)');
    const seen: number[] = [];
    for (let n = 1; n <= pages; n++) {
      const noteWords = words(n).filter((w) => /^slovo\d+$/.test(w.word));
      for (const w of noteWords) expect(w.yMax).toBeLessThan(PAGE_HEIGHT - 50); // above the footer
      for (const [i, w] of noteWords.entries()) if (i) expect(w.yMin).toBeGreaterThanOrEqual(noteWords[i - 1].yMin - 0.5); // downwards
      seen.push(...noteWords.map((w) => Number(w.word.slice(5))));
    }
    expect(seen).toEqual(Array.from({ length: 700 }, (_, i) => i + 1));
    // The table starts after the note, its head printed once.
    const last = words(pages);
    expect(last.filter((w) => w.word === 'Položka')).toHaveLength(1);
    expect(first(last, 'Položka').yMin).toBeGreaterThan(last.filter((w) => /^slovo\d+$/.test(w.word)).at(-1)!.yMin);
    for (let n = 1; n < pages; n++) expect(words(n).some((w) => w.word === 'Položka')).toBe(false);
  });

  it('continues the address columns on the next page when they do not fit', async () => {
    const billingName = Array.from({ length: 500 }, (_, i) => `firma${i + 1}`).join(' ');
    const { pages, words } = await render(order({}, { billingName }));
    expect(pages).toBeGreaterThanOrEqual(2);
    const seen: number[] = [];
    for (let n = 1; n <= pages; n++)
      seen.push(
        ...words(n)
          .filter((w) => /^firma\d+$/.test(w.word))
          .map((w) => Number(w.word.slice(5))),
      );
    expect(seen).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  });

  it('a page break after the items repeats no table head, and the continuation line stands clear of the QR block', async () => {
    // 16 lines fill page 1 up to the totals; the PAY by square block needs a page of its own.
    const many = Array.from({ length: 16 }, (_, i) => item({ product: String(i + 1), name: `Titul číslo ${i + 1}`, qty: 1 }));
    const o = order({ orderItems: many, itemsPrice: 200, totalPrice: 204.5 });
    const { pages, page, words, file } = await render(o);
    expect(pages).toBe(2);
    expect(page(1)).toContain('Titul číslo 16');
    expect(page(1)).toContain('Celkom k úhrade');
    expect(page(2)).not.toContain('Položka');
    expect(page(2)).not.toContain('Titul');
    expect(readQr(file, 2)).toBe(payBySquare(o).payload);
    const second = words(2);
    expect(space(first(second, '(pokračovanie)'), first(second, 'Zaplaťte'))).toBeGreaterThan(15);
  });

  it('free postage at home reads "zdarma" and the total is to pay', async () => {
    const { layout, text } = await render(order({ shippingPrice: 0, totalPrice: 33.95 }));
    expect(layout).toMatch(/Poštovné +zdarma/);
    expect(layout).toMatch(/Celkom k úhrade +33,95 €/);
    expect(text).not.toContain('dodatočne');
  });

  it('abroad: the postage notice is in red, a little smaller, set apart below the totals', async () => {
    const { words: pageWords, runs } = await render(
      order({ shippingLater: true, shippingPrice: 0, totalPrice: 33.95 }, { country: 'Česko' }),
    );
    const words = pageWords();
    const notice = phraseWords(words, 'Poštovné bude oznámené dodatočne: po odoslaní');
    for (const w of notice) expect(w.size).toBe(9.5);
    expect(runs().find((r) => r.text.startsWith('Poštovné bude oznámené dodatočne:'))).toMatchObject({ color: ACCENT_RED, bold: false });
    const rowGap = space(first(words, 'Produkty'), words.filter((w) => w.word === 'Poštovné')[0]);
    expect(space(first(words, 'Celkom'), notice[0])).toBeGreaterThan(rowGap + 4);
  });

  it('cuts a word longer than the name column into as few pieces as fit, starting level with the figures', async () => {
    const long = `Zborník-${Array.from({ length: 40 }, (_, i) => String(i).padStart(2, '0')).join('')}`;
    const { words: pageWords } = await render(order({ orderItems: [item({ name: long, qty: 3 })] }));
    const words = pageWords();
    const qty = words.find((w) => w.word === '3' && w.xMin > 300)!;
    const pieces = words.filter((w) => w.xMin < 60 && w.yMin >= qty.yMin - 0.5 && w.yMin < first(words, 'Produkty').yMin);
    expect(pieces.map((w) => w.word).join('')).toBe(long);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces[0].yMin).toBeCloseTo(qty.yMin, 1);
    for (const w of pieces) expect(w.xMax).toBeLessThanOrEqual(265);
    for (const w of pieces.slice(0, -1)) expect(w.xMax).toBeGreaterThan(265 - 8); // full lines: not one more digit fits
  });

  it('sets the invoice number on the title’s baseline, ending at the right margin', async () => {
    const words = (await render(order())).words();
    /** DejaVu Sans reaches 0.236 em below the baseline. */
    const baseline = (w: PdfWord) => w.yMax - 0.236 * w.size;
    const title = first(words, 'Faktúra');
    const number = first(words, '20260007W');
    expect(title.size).toBe(18);
    expect(number.size).toBe(11);
    expect(baseline(number)).toBeCloseTo(baseline(title), 1);
    expect(number.xMax).toBeCloseTo(595.28 - 50, 1);
  });

  it('sets the sections apart: header, parties, items, totals, the QR block', async () => {
    const words = (await render(order())).words();
    expect(space(first(words, 'platby:'), first(words, 'Dodávateľ'))).toBeGreaterThan(20);
    expect(space(first(words, 'eshop@prud.sk,'), first(words, 'Položka'))).toBeGreaterThan(10);
    expect(space(first(words, 'eshop@prud.sk,'), first(words, 'Položka'))).toBeLessThan(20); // no stray blank row
    expect(space(first(words, 'Položka'), first(words, 'Normálny'))).toBeGreaterThan(5);
    expect(space(first(words, 'Produkty'), words.filter((w) => w.word === 'Poštovné')[0])).toBeGreaterThan(2);
    expect(space(first(words, 'bežná'), first(words, 'Produkty'))).toBeGreaterThan(12);
    expect(space(first(words, 'Celkom'), first(words, 'Zaplaťte'))).toBeGreaterThan(20);
  });

  it('greys the labels of the totals and sets the total to pay in bold black', async () => {
    const { run } = await render(order());
    for (const label of ['Produkty', 'Poštovné']) expect(run(label)).toMatchObject({ bold: false, color: MUTED_GREY });
    expect(run('Celkom k úhrade')).toMatchObject({ bold: true, color: '#212121' });
  });

  it('draws thin rules under the header, under the table head and above the totals, nowhere else', async () => {
    const { words: pageWords, file } = await render(order());
    const words = pageWords();
    const rules = horizontalRules(file);
    expect(rules).toHaveLength(3);
    const between = (y: number, upper: PdfWord, lower: PdfWord) => y > upper.yMax && y < lower.yMin;
    expect(between(rules[0], first(words, 'platby:'), first(words, 'Dodávateľ'))).toBe(true);
    expect(between(rules[1], first(words, 'Položka'), first(words, 'Normálny'))).toBe(true);
    expect(between(rules[2], first(words, 'bežná'), first(words, 'Produkty'))).toBe(true);
  });
});
