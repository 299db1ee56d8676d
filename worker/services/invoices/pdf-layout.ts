import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { InvoiceFonts } from '../../deps';

/**
 * A small top-down flow layout on pdf-lib: a cursor that moves down the page, wrapped text, and a new page when
 * the next block does not fit. Text is real text in an embedded TrueType font (DejaVu Sans, subset), so every
 * Slovak letter renders and the invoice can be searched, copied and read by a screen reader.
 */

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
/** Room kept at the bottom of every page for the footer. */
const FOOTER_SPACE = 60;

const INK = rgb(0.13, 0.13, 0.13);
export const MUTED = rgb(0.4, 0.4, 0.4);
export const ACCENT = rgb(0.7, 0, 0.106);
const RULE = rgb(0.8, 0.8, 0.8);

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
}

/** Control characters would break the text operators; no-break spaces read as plain spaces when copied. */
function pdfText(s: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters cannot be drawn: they become spaces
  return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/[\u00a0\u202f\u2007]/g, ' ');
}

export class FlowDocument {
  readonly pages: PDFPage[] = [];
  y = 0;

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly onNewPage: (flow: FlowDocument) => void,
  ) {}

  static async create(fonts: InvoiceFonts, onNewPage: (flow: FlowDocument) => void = () => {}): Promise<FlowDocument> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const [regular, bold] = await Promise.all([
      doc.embedFont(fonts.regular, { subset: true }),
      doc.embedFont(fonts.bold, { subset: true }),
    ]);
    const flow = new FlowDocument(doc, regular, bold, onNewPage);
    flow.addPage();
    return flow;
  }

  /** Code points both fonts can draw (the fonts are cut down to Latin: worker/assets/fonts/README.md). */
  private drawable?: Set<number>;

  /** `pdfText`, with anything the fonts cannot draw (emoji, other scripts) shown as '?' instead of an empty box. */
  printable(text: string): string {
    // Built once per document: every width and every line asks (building it per call was a tenth of a render).
    this.drawable ??= this.commonCharacters();
    const drawable = this.drawable;
    return Array.from(pdfText(text), (ch) => (drawable.has(ch.codePointAt(0)!) ? ch : '?')).join('');
  }

  private commonCharacters(): Set<number> {
    const bold = new Set(this.bold.getCharacterSet());
    return new Set(this.regular.getCharacterSet().filter((c) => bold.has(c)));
  }

  get page(): PDFPage {
    return this.pages[this.pages.length - 1];
  }

  get contentWidth(): number {
    return A4[0] - 2 * MARGIN;
  }

  addPage(): void {
    this.pages.push(this.doc.addPage(A4));
    this.y = A4[1] - MARGIN;
    this.onNewPage(this);
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number): void {
    if (this.y - height < FOOTER_SPACE) this.addPage();
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  width(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(this.printable(text), style.size ?? 10);
  }

  /** Lines of at most `width` points; a word longer than a line is cut (IBANs, e-mail addresses, URLs). */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.printable(text).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (this.width(rest, style) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && this.width(rest.slice(0, cut), style) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  lineHeight(style: TextStyle = {}): number {
    return (style.size ?? 10) * 1.35;
  }

  /** One line at the cursor's baseline row, without moving the cursor; `align: 'right'` ends at `x`. */
  drawLine(text: string, x: number, style: TextStyle = {}, align: 'left' | 'right' = 'left', page = this.page, y = this.y): void {
    const size = style.size ?? 10;
    const clean = this.printable(text);
    const left = align === 'right' ? x - this.width(clean, style) : x;
    page.drawText(clean, { x: left, y: y - size, size, font: this.font(style), color: style.color ?? INK });
  }

  /** A wrapped paragraph at `x`, `width` wide; moves the cursor below it, breaking pages between lines. */
  paragraph(text: string, style: TextStyle = {}, x = MARGIN, width = this.contentWidth): void {
    for (const line of this.wrap(text, width, style)) {
      this.ensure(this.lineHeight(style));
      this.drawLine(line, x, style);
      this.y -= this.lineHeight(style);
    }
  }

  /** Columns of lines side by side (supplier | buyer), continued on the next page row by row if need be. */
  columns(cols: { x: number; width: number; lines: { text: string; style?: TextStyle }[] }[]): void {
    const wrapped = cols.map((c) =>
      c.lines.flatMap((l) => this.wrap(l.text, c.width, l.style).map((text) => ({ text, style: l.style ?? {} }))),
    );
    const rows = Math.max(...wrapped.map((w) => w.length));
    for (let i = 0; i < rows; i++) {
      const height = Math.max(...wrapped.map((w) => this.lineHeight(w[i]?.style)));
      this.ensure(height);
      for (const [c, w] of wrapped.entries()) if (w[i]) this.drawLine(w[i].text, cols[c].x, w[i].style);
      this.y -= height;
    }
  }

  rule(color = RULE): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.6, color });
  }

  gap(points: number): void {
    this.y -= points;
  }
}
