/**
 * The bibliographic details of a demo product (price, pages, binding, weight, ISBN, tags, catalogue code),
 * drawn from the seeded PRNG within ranges that fit the category. Shared by the demo seed and the
 * synthetic catalogue generator.
 */
import { siteFacts } from '../../worker/domain/site-facts';
import type { Rng } from './prng';

export const PRODUCT_CATEGORIES: string[] = siteFacts.productEditCategoryValues;

/** A natural second category, used for some titles ("category2"). */
const SECOND_CATEGORY: Record<string, string> = {
  'božia-ekonómia': 'trojjediný-boh',
  brožúry: 'evanjelium',
  cirkev: 'kresťanská-prax',
  duch: 'život',
  evanjelium: 'brožúry',
  'kresťanská-prax': 'život',
  'kresťanská-služba': 'cirkev',
  kristus: 'život',
  letáky: 'evanjelium',
  mládež: 'kresťanská-prax',
  'štúdium-a-výklad-biblie': 'kristus',
  'trojjediný-boh': 'božia-ekonómia',
  život: 'kristus',
  životopisné: 'kresťanská-služba',
};

const KEYWORDS: Record<string, string[]> = {
  'božia-ekonómia': ['Božia ekonómia', 'Boží zámer', 'udeľovanie'],
  brožúry: ['brožúra', 'noví veriaci', 'evanjelium'],
  cirkev: ['cirkev', 'Kristovo Telo', 'cirkevný život'],
  duch: ['ľudský duch', 'Duch', 'duchovný život'],
  evanjelium: ['evanjelium', 'spasenie', 'viera'],
  'kresťanská-prax': ['modlitba', 'kresťanský život', 'Božie slovo'],
  'kresťanská-služba': ['služba', 'Pánov pracovník', 'zvestovanie'],
  kristus: ['Kristus', 'prežívanie Krista', 'zjavenie'],
  letáky: ['leták', 'evanjelizácia', 'spasenie'],
  mládež: ['mládež', 'mladí ľudia', 'nasledovanie Pána'],
  'štúdium-a-výklad-biblie': ['Biblia', 'štúdium života', 'výklad'],
  'trojjediný-boh': ['trojjediný Boh', 'Trojica', 'udeľovanie'],
  život: ['život', 'rast v živote', 'znovuzrodenie'],
  životopisné: ['životopis', 'svedectvo', 'Pánov služobník'],
};

export interface Details {
  category2: string;
  priceCents: number;
  pages: number;
  binding: string;
  weight: string;
  tags: string;
  isbn: string;
  catalog: string;
}

/** ISBN-13 with a correct check digit: 978-80-<publisher 3>-<title 4>-<check>. */
function isbn13(publisher: string, titleNo: number): string {
  const title = String(titleNo % 10000).padStart(4, '0');
  const digits = `97880${publisher}${title}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return `978-80-${publisher}-${title}-${(10 - (sum % 10)) % 10}`;
}

/** A price ending in ,90 € between the bounds (cents). */
function price(rng: Rng, minEur: number, maxEur: number): number {
  return rng.int(minEur, maxEur) * 100 + 90;
}

/**
 * `serial` numbers the product within its run (for ISBN and catalogue code); `year` is the edition year.
 */
export function detailsFor(
  t: { name: string; author: string; category: string; language: string },
  year: string,
  serial: number,
  rng: Rng,
): Details {
  const c = t.category;
  const isLifeStudy = /^Št[uú]di(um|a) života/i.test(t.name);
  let pages: number;
  let priceCents: number;
  if (c === 'letáky') {
    pages = rng.pick([4, 8]);
    priceCents = rng.pick([150, 200, 250]);
  } else if (c === 'brožúry') {
    pages = rng.int(3, 9) * 8;
    priceCents = rng.pick([190, 250, 290, 350, 390, 450]);
  } else if (isLifeStudy) {
    pages = rng.int(46, 66) * 8;
    priceCents = price(rng, 14, 21);
  } else {
    pages = rng.int(10, 48) * 8;
    priceCents = price(rng, 4, 15);
  }
  const hard = c !== 'letáky' && c !== 'brožúry' && pages >= 280 && rng.next() < 0.55;
  if (hard) priceCents = Math.min(2490, priceCents + 300);
  const weight = c === 'letáky' ? '0.02' : (pages * 0.00105 + (hard ? 0.14 : 0.03)).toFixed(2);
  const keywords = rng.shuffle(KEYWORDS[c] ?? ['kniha']).slice(0, 2);
  const tags = [...new Set([...keywords, ...(t.author ? [t.author] : [])])].join(', ');
  return {
    category2: rng.next() < 0.22 ? (SECOND_CATEGORY[c] ?? '') : '',
    priceCents,
    pages,
    binding: hard ? 'pevná väzba' : 'brožovaná',
    weight,
    tags,
    isbn: isbn13(t.language === 'CZ' ? '874' : '556', 1000 + serial),
    catalog: `PZ-${year}-${String(serial).padStart(3, '0')}`,
  };
}
