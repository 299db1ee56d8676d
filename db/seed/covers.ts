/**
 * Generated artwork for the demo catalogue: book covers (274×379) and the small "ukážka" images of the
 * reading room (250×250). Everything is drawn here as SVG — no copied cover art.
 */
import type { Rng } from './prng';
import { SANS, SERIF, escapeXml, mix, svgOpen, wrapWords } from './svg';

const COVER_WIDTH = 274;
const COVER_HEIGHT = 379;
const EXCERPT_SIZE = 250;

interface Palette {
  bg: string;
  accent: string;
  text: string;
}

/** One palette per product category, so a shelf of covers reads by colour. */
const PALETTES: Record<string, Palette> = {
  'božia-ekonómia': { bg: '#1f3a5f', accent: '#d4a84b', text: '#fbf6ea' },
  brožúry: { bg: '#52613a', accent: '#efd9a7', text: '#fdfbf3' },
  cirkev: { bg: '#6d1f2a', accent: '#e9c46a', text: '#fff8ec' },
  duch: { bg: '#2a4d69', accent: '#a8dadc', text: '#f4fbfc' },
  evanjelium: { bg: '#8a1b1f', accent: '#f4d35e', text: '#fff9ef' },
  'kresťanská-prax': { bg: '#3d5a40', accent: '#e0c097', text: '#fbf7ef' },
  'kresťanská-služba': { bg: '#4a3f6b', accent: '#e3bfa8', text: '#faf6ff' },
  kristus: { bg: '#7a4e1d', accent: '#f2e3c6', text: '#fffaf0' },
  letáky: { bg: '#b5553a', accent: '#fff1d6', text: '#fffaf3' },
  mládež: { bg: '#0f6f7c', accent: '#ffd166', text: '#f2fdff' },
  'štúdium-a-výklad-biblie': { bg: '#23395b', accent: '#c9a227', text: '#fbf6ea' },
  'trojjediný-boh': { bg: '#40304f', accent: '#e5c07b', text: '#fbf5ff' },
  život: { bg: '#2d6a4f', accent: '#b7e4c7', text: '#f6fff9' },
  životopisné: { bg: '#4f4a45', accent: '#e8d5b5', text: '#fffaf2' },
};
const FALLBACK: Palette = { bg: '#34495e', accent: '#e2c275', text: '#fbf6ea' };

function paletteOf(category: string): Palette {
  return PALETTES[category] ?? FALLBACK;
}

export interface CoverInput {
  name: string;
  author: string;
  category: string;
  language: string;
}

/** Picks the largest font size at which the text fits `maxHeight` (about 0.5 em a character in serif). */
function fitText(text: string, width: number, maxHeight: number, sizes: number[]): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrapWords(text, Math.floor(width / (size * 0.52)));
    if (lines.length * size * 1.2 <= maxHeight) return { size, lines };
  }
  const size = sizes[sizes.length - 1];
  return { size, lines: wrapWords(text, Math.floor(width / (size * 0.52))) };
}

/** Three quiet ornaments; which one a cover gets is chosen by the seeded PRNG. */
function ornament(variant: number, p: Palette): string {
  const a = p.accent;
  if (variant === 0) {
    return [60, 90, 120, 150]
      .map((r, i) => `<circle cx="250" cy="30" r="${r}" fill="none" stroke="${a}" stroke-opacity="${0.28 - i * 0.05}" stroke-width="1.2"/>`)
      .join('');
  }
  if (variant === 1) {
    let lines = '';
    for (let x = -120; x < 300; x += 14) lines += `<line x1="${x}" y1="0" x2="${x + 70}" y2="70" stroke="${a}" stroke-opacity="0.18"/>`;
    return `${lines}<line x1="0" y1="70" x2="274" y2="70" stroke="${a}" stroke-opacity="0.5"/>`;
  }
  return (
    `<path d="M0 64 C 70 30, 140 98, 274 50 L274 0 L0 0 Z" fill="${a}" fill-opacity="0.14"/>` +
    `<path d="M0 80 C 80 44, 150 110, 274 66" fill="none" stroke="${a}" stroke-opacity="0.45"/>`
  );
}

function tspans(lines: string[], x: number, firstBaseline: number, lineHeight: number): string {
  return lines.map((l, i) => `<tspan x="${x}" y="${(firstBaseline + i * lineHeight).toFixed(1)}">${escapeXml(l)}</tspan>`).join('');
}

/** The front cover of a book: title (and subtitle after " – ") centred, author and the publisher's mark below. */
export function coverSvg(p: CoverInput, rng: Rng): string {
  const pal = paletteOf(p.category);
  const [main, ...rest] = p.name.split(' – ');
  const sub = rest.join(' – ');
  const title = fitText(main, 214, sub ? 130 : 180, [30, 27, 24, 21, 18, 16, 14]);
  const subSize = Math.max(12, Math.round(title.size * 0.6));
  const subLines = sub ? wrapWords(sub, Math.floor(214 / (subSize * 0.5))) : [];
  const titleH = title.lines.length * title.size * 1.2;
  const subH = subLines.length ? 14 + subLines.length * subSize * 1.3 : 0;
  const top = 178 - (titleH + subH) / 2;
  const titleBase = top + title.size * 0.9;
  const ruleY = top + titleH + 6;
  // Titles without an author (leaflets) leave the line empty; the publisher's mark below still signs them.
  const author = p.author;
  const authorSize = author.length > 22 ? 10 : 11.5;
  const bottom = mix(pal.bg, '#000000', 0.35);
  return [
    svgOpen(COVER_WIDTH, COVER_HEIGHT, author ? `${p.name} – ${author}` : p.name),
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${mix(pal.bg, '#ffffff', 0.08)}"/>`,
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>`,
    ornament(rng.int(0, 2), pal),
    `<rect x="14" y="14" width="246" height="351" rx="3" fill="none" stroke="${pal.accent}" stroke-opacity="0.55"/>`,
    p.language === 'CZ' ? `<text x="28" y="36" font-family="${SANS}" font-size="10" letter-spacing="2" fill="${pal.accent}">CZ</text>` : '',
    `<text text-anchor="middle" font-family="${SERIF}" font-size="${title.size}" font-weight="bold" fill="${pal.text}">`,
    tspans(title.lines, 137, titleBase, title.size * 1.2),
    '</text>',
    subLines.length
      ? `<text text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="${subSize}" fill="${pal.accent}">` +
        tspans(subLines, 137, ruleY + 14 + subSize, subSize * 1.3) +
        '</text>'
      : '',
    `<line x1="117" y1="${ruleY.toFixed(1)}" x2="157" y2="${ruleY.toFixed(1)}" stroke="${pal.accent}" stroke-width="1.5"/>`,
    author
      ? `<text x="137" y="306" text-anchor="middle" font-family="${SANS}" font-size="${authorSize}" letter-spacing="2" fill="${pal.accent}">` +
        `${escapeXml(author.toUpperCase())}</text>`
      : '',
    // The publisher's mark: a small stream ("prúd") above its name.
    `<path d="M117 331 q5 -5 10 0 t10 0 t10 0 t10 0" fill="none" stroke="${pal.text}" stroke-opacity="0.7" stroke-width="1.3"/>`,
    `<text x="137" y="350" text-anchor="middle" font-family="${SANS}" font-size="9" letter-spacing="4" fill="${pal.text}" fill-opacity="0.8">PRÚD</text>`,
    '</svg>',
  ].join('');
}

/** The reading-room image of an excerpt: a page with the title and a few lines of "text". */
export function excerptSvg(p: CoverInput, rng: Rng): string {
  const pal = paletteOf(p.category);
  const title = fitText(p.name, 170, 62, [17, 15, 13, 11]);
  let lines = '';
  const firstLineY = 88 + title.lines.length * title.size * 1.2;
  for (let y = firstLineY, i = 0; y < 222; y += 13, i++) {
    const w = i % 5 === 4 ? rng.int(60, 120) : rng.int(150, 186);
    lines += `<rect x="32" y="${y}" width="${w}" height="4" rx="2" fill="${pal.bg}" fill-opacity="0.22"/>`;
  }
  return [
    svgOpen(EXCERPT_SIZE, EXCERPT_SIZE, `Ukážka – ${p.name}`),
    `<rect width="250" height="250" fill="${mix(pal.accent, '#ffffff', 0.75)}"/>`,
    `<rect x="16" y="12" width="218" height="226" fill="#fffdf7" stroke="${pal.bg}" stroke-opacity="0.25"/>`,
    `<text x="222" y="70" text-anchor="end" font-family="${SERIF}" font-size="64" fill="${pal.bg}" fill-opacity="0.12">„</text>`,
    `<text x="32" y="40" font-family="${SANS}" font-size="10" letter-spacing="3" fill="${pal.bg}">UKÁŽKA</text>`,
    `<line x1="32" y1="48" x2="72" y2="48" stroke="${pal.bg}" stroke-width="1.5"/>`,
    `<text font-family="${SERIF}" font-size="${title.size}" font-weight="bold" fill="${mix(pal.bg, '#000000', 0.2)}">`,
    tspans(title.lines, 32, 70 + title.size * 0.2, title.size * 1.2),
    '</text>',
    lines,
    '</svg>',
  ].join('');
}
