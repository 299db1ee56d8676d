import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PageSizes,
  beginText,
  endText,
  moveText,
  setFillingRgbColor,
  setFontAndSize,
  showText,
} from 'pdf-lib';
import { FINANCE_ADMIN_URL, recipientRows, tax, type TaxForm } from './tax-forms';

/**
 * A one-page A4 PDF for a tax form: its name as title, what to do with it, the recipient's data and a pointer to
 * the official form at the finance administration. Built at build time, no font files: the standard Helvetica
 * with a custom encoding that adds the Slovak letters WinAnsi lacks (č, ď, ľ, ĺ, ň, ŕ, ť, …).
 */

/** Code points placed at byte codes 1..n through the font's /Differences (glyph names from the Adobe Glyph List). */
const EXTRA_GLYPHS: [char: string, glyph: string][] = [
  ['Č', 'Ccaron'],
  ['č', 'ccaron'],
  ['Ď', 'Dcaron'],
  ['ď', 'dcaron'],
  ['Ľ', 'Lcaron'],
  ['ľ', 'lcaron'],
  ['Ĺ', 'Lacute'],
  ['ĺ', 'lacute'],
  ['Ň', 'Ncaron'],
  ['ň', 'ncaron'],
  ['Ŕ', 'Racute'],
  ['ŕ', 'racute'],
  ['Ť', 'Tcaron'],
  ['ť', 'tcaron'],
  ['Ě', 'Ecaron'],
  ['ě', 'ecaron'],
  ['Ů', 'Uring'],
  ['ů', 'uring'],
];
const EXTRA_CODES = new Map(EXTRA_GLYPHS.map(([ch], i) => [ch, i + 1]));

/** WinAnsi bytes outside Latin-1 (0x80–0x9F) that Slovak text uses. */
const WIN_ANSI_HIGH: Record<string, number> = { Š: 0x8a, š: 0x9a, Ž: 0x8e, ž: 0x9e, '–': 0x96, '„': 0x84, '“': 0x93, '€': 0x80 };

function encode(text: string): PDFHexString {
  let hex = '';
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    const code =
      EXTRA_CODES.get(ch) ??
      WIN_ANSI_HIGH[ch] ??
      (ch === '\u00a0' ? 0x20 : cp >= 0x20 && cp <= 0xff && !(cp >= 0x7f && cp <= 0x9f) ? cp : 0x3f); // '?' for the rest
    hex += code.toString(16).padStart(2, '0');
  }
  return PDFHexString.of(hex);
}

/** Greedy word wrap by characters (Helvetica averages ~0.5 em per letter). */
function wrap(text: string, size: number, width: number): string[] {
  const max = Math.floor(width / (size * 0.53));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export async function taxFormPdf(form: TaxForm, now = new Date()): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(form.name, { showInWindowTitleBar: true });
  doc.setSubject(`Poukázanie podielu zaplatenej dane – ${tax.season}`);
  doc.setAuthor('Prúd, občianske združenie');
  doc.setCreator('prud.sk');
  doc.setProducer('prud.sk');
  doc.setLanguage('sk-SK');
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const fontDict = (bold: boolean) =>
    doc.context.register(
      doc.context.obj({
        Type: 'Font',
        Subtype: 'Type1',
        BaseFont: bold ? 'Helvetica-Bold' : 'Helvetica',
        Encoding: {
          Type: 'Encoding',
          BaseEncoding: 'WinAnsiEncoding',
          Differences: [1, ...EXTRA_GLYPHS.map(([, glyph]) => PDFName.of(glyph))],
        },
      }),
    );
  const page = doc.addPage(PageSizes.A4);
  page.node.setFontDictionary(PDFName.of('F1'), fontDict(false));
  page.node.setFontDictionary(PDFName.of('F2'), fontDict(true));

  const [pageWidth, pageHeight] = PageSizes.A4;
  const margin = 56;
  const width = pageWidth - 2 * margin;
  let y = pageHeight - margin;

  const write = (text: string, o: { size?: number; bold?: boolean; red?: boolean; gap?: number } = {}) => {
    const size = o.size ?? 10.5;
    y -= o.gap ?? 0;
    for (const line of wrap(text, size, width)) {
      y -= size * 1.45;
      page.pushOperators(
        beginText(),
        setFontAndSize(o.bold ? 'F2' : 'F1', size),
        o.red ? setFillingRgbColor(0.647, 0.098, 0.118) : setFillingRgbColor(0.13, 0.13, 0.13),
        moveText(margin, y),
        showText(encode(line)),
        endText(),
      );
    }
  };

  write('Prúd – Darujte 2 %', { size: 11, bold: true, red: true });
  write(form.name, { size: 17, bold: true, gap: 10 });
  write(`Zdaňovacie obdobie: ${tax.season.replace(/^(\d{4}) \(tax year (\d{4})\)$/, '$2 (podávate v roku $1)')}`, { gap: 4 });
  write(form.note, { gap: 14 });

  write('Údaje o prijímateľovi', { size: 12.5, bold: true, gap: 16 });
  for (const [label, value] of recipientRows) write(`${label}: ${value}`, { gap: 2 });

  write('Úradné tlačivo', { size: 12.5, bold: true, gap: 16 });
  write(
    'Tento list je pomôcka občianskeho združenia Prúd, nie úradné tlačivo. Platné tlačivá na príslušný rok vydáva ' +
      `Finančná správa Slovenskej republiky a nájdete ich na ${FINANCE_ADMIN_URL.replace('https://', '')}.`,
  );
  write('Ďakujeme, že ste si vybrali Prúd. Kontakt: eshop@prud.sk, +421 904 060 262, prud.sk', { gap: 16 });

  return doc.save({ useObjectStreams: false });
}
