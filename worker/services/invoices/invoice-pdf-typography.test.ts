import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { apiOrder as order, invoiceFiles, phraseWords, type PdfWord } from '../../test-support/invoices';

/**
 * How the invoice is set: what is bold, grey or red, figures right-aligned under their headings, the PAY by square
 * block beside its code, blank margins, embedded fonts. Read back with poppler.
 */

const pdfs = invoiceFiles();
afterAll(pdfs.remove);
const { render, pagePixels } = pdfs;

const RED = '#b2001b';
const GREY = '#666666';
const INK = '#212121';
const first = (words: PdfWord[], word: string) => words.find((w) => w.word === word)!;

describe('invoice typography', () => {
  it('sets the title, the number, the facts, the parties and the totals in their weights and colours', async () => {
    const { run, words: pageWords, text } = await render(order());
    expect(run('Faktúra - Daňový doklad')).toMatchObject({ bold: true, color: RED, size: 18 });
    expect(run('Číslo faktúry: 20260007W')).toMatchObject({ bold: true, color: INK });
    for (const label of ['Dátum vystavenia:', 'Dátum splatnosti:', 'Variabilný symbol:', 'Spôsob platby:'])
      expect(run(label)).toMatchObject({ bold: false, color: GREY });
    for (const value of ['5. 3. 2026', '19. 3. 2026', 'Bankovým prevodom']) expect(run(value)).toMatchObject({ bold: true, color: INK });
    expect(run('Prúd, občianske združenie')).toMatchObject({ bold: true });
    expect(run('Ľubica Šťastná')).toMatchObject({ bold: true });
    expect(run('Čerešňová 7')).toMatchObject({ bold: false });
    expect(run('lubica@example.sk')).toMatchObject({ bold: false });
    expect(text).not.toContain('Uhradené');
    expect(text).not.toContain('zrušená');
    expect(text.match(/IBAN: SK38 1100 0000 0026 2075 3192/g)).toHaveLength(2); // supplier and PAY by square

    const words = pageWords();
    const facts = ['vystavenia:', 'splatnosti:'].map((w) => first(words, w));
    for (const w of facts) expect(w.size).toBe(9.5);
    expect(first(words, '2026').size).toBe(9.5);
    expect(facts[1].yMin - facts[0].yMin).toBeCloseTo(9.5 * 1.35, 1); // rows 1.35 × the type size
  });

  it('right-aligns each figure under its heading, and ends the total labels before the figures', async () => {
    const { words: pageWords, layout } = await render(order());
    const words = pageWords();
    const heading = (w: string) => first(words, w).xMax;
    const row = words.filter((w) => Math.abs(w.yMin - first(words, 'Normálny').yMin) < 1 && w.xMin > 270);
    expect(row.map((w) => w.word)).toEqual(['2', '12,50', '€', '–', '25,00', '€']);
    expect(row[0].xMax).toBeCloseTo(heading('Počet'), 1);
    expect(row[2].xMax).toBeCloseTo(heading('Cena/ks'), 1);
    expect(row[3].xMax).toBeCloseTo(heading('Zľava'), 1);
    expect(row[5].xMax).toBeCloseTo(heading('Spolu'), 1);
    expect(first(words, 'Produkty').xMax).toBeLessThan(heading('Zľava'));
    expect(layout).toMatch(/Položka +Počet +Cena\/ks +Zľava +Spolu/);
  });

  it('abroad: the postage row says it is announced later', async () => {
    const { layout } = await render(order({ shippingLater: true, shippingPrice: 0, totalPrice: 33.95 }, { country: 'Česko' }));
    expect(layout).toMatch(/Poštovné +bude oznámené dodatočne\n/);
  });

  it('sets the PAY by square block beside the code, top-aligned with it, each line in its style', async () => {
    const { run, runs, words: pageWords, file } = await render(order());
    expect(run('Zaplaťte cez PAY by square')).toMatchObject({ bold: true, size: 11 });
    expect(run('Naskenujte QR kód v aplikácii svojej banky.')).toMatchObject({ bold: false, color: GREY });
    expect(run('Suma: 38,45 €')).toMatchObject({ bold: true, color: INK });
    const footerTop = first(pageWords(), 'Strana').yMin;
    const block = runs()
      .filter((r) => r.left > 150 && r.top > first(pageWords(), 'Zaplaťte').yMin - 2 && r.top < footerTop - 5)
      .map((r) => r.text);
    expect(block).toEqual([
      'Zaplaťte cez PAY by square',
      'Naskenujte QR kód v aplikácii svojej banky.',
      'IBAN: SK38 1100 0000 0026 2075 3192',
      'Variabilný symbol: 20260007',
      'Suma: 38,45 €',
      'Príjemca: Prúd',
    ]);
    const words = pageWords();
    for (const w of ['Naskenujte', 'IBAN:', 'symbol:', 'Suma:', 'Príjemca:'])
      expect(words.filter((x) => x.word === w).at(-1)!.size).toBe(9.5);
    const lines = ['Naskenujte', 'Suma:', 'Príjemca:'].map((w) => words.filter((x) => x.word === w).at(-1)!);
    expect(lines[2].yMin - lines[1].yMin).toBeGreaterThan(9.5 * 1.35 + 1); // a little air between the lines

    // The code's top row lines up with the heading beside it; the margins stay blank.
    const heading = first(words, 'Zaplaťte');
    const px = pagePixels(file);
    let codeTop = heading.yMin - 20;
    while (codeTop < heading.yMax + 20 && ![...Array(60).keys()].some((i) => px.grey(55 + i, codeTop) < 128)) codeTop += 0.5;
    expect(Math.abs(codeTop - heading.yMin)).toBeLessThan(2);
    for (let y = 0; y < px.height - 1; y += 0.5) {
      for (const x of [2, 20, 40, 48, 548, 570, 593]) expect(px.grey(x, y), `${x},${y}`).toBeGreaterThan(250);
    }
  });

  it('embeds both fonts, only the letters it uses: the invoice stays small', async () => {
    const { file, bytes } = await render(order());
    const fonts = execFileSync('/usr/bin/pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
    expect(fonts.map((l) => l.split(/\s+/)[0].replace(/-\d+$/, '')).sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    for (const line of fonts) expect(line).toMatch(/ yes +\S+ +yes +\d+ +0$/); // embedded, Unicode map
    // The two font files alone are 94 kB (60 kB compressed); the whole invoice with their subsets is far less.
    expect(bytes.length).toBeLessThan(30_000);
  });

  it('prints words a person typed with several spaces between them one space apart', async () => {
    const words = (await render(order({}, { address: 'Čerešňová    7' }))).words();
    const single = phraseWords(words, '010 01 Žilina');
    const [street, number] = phraseWords(words, 'Čerešňová 7');
    expect(number.xMin - street.xMax).toBeCloseTo(single[2].xMin - single[1].xMax, 1);
  });
});
