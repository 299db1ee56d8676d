/**
 * The titles of the demo catalogue: the publisher's real titles (demo-titles.json) plus a few demo
 * additions for categories the list leaves thin (letáky, mládež, trojjediný-boh, životopisné), so that every
 * shop category shows at least three products.
 */
import demo from './demo-titles.json';

export interface SeedTitle {
  name: string;
  author: string;
  category: string;
  language: 'SK' | 'CZ';
  hasExcerpt: boolean;
}

/** Demo additions (not from the publisher's list); names and authors are plausible, not catalogue facts. */
const ADDITIONS: SeedTitle[] = [
  { name: 'Boh ťa hľadá', author: '', category: 'letáky', language: 'SK', hasExcerpt: false },
  { name: 'Ako prijať Krista', author: '', category: 'letáky', language: 'SK', hasExcerpt: false },
  { name: 'Dobrá správa pre teba', author: '', category: 'letáky', language: 'SK', hasExcerpt: false },
  { name: 'Kto je Ježiš?', author: '', category: 'letáky', language: 'SK', hasExcerpt: false },
  { name: 'Slovo pre mladých ľudí', author: 'Witness Lee', category: 'mládež', language: 'SK', hasExcerpt: true },
  { name: 'Mladí ľudia a cirkevný život', author: 'Witness Lee', category: 'mládež', language: 'SK', hasExcerpt: false },
  { name: 'Výcvik mladých ľudí', author: 'Witness Lee', category: 'mládež', language: 'SK', hasExcerpt: false },
  { name: 'Nasledovať Pána v mladosti', author: 'Watchman Nee', category: 'mládež', language: 'SK', hasExcerpt: true },
  {
    name: 'Trojjediný Boh ako život pre trojdielneho človeka',
    author: 'Witness Lee',
    category: 'trojjediný-boh',
    language: 'SK',
    hasExcerpt: true,
  },
  { name: 'Božské udeľovanie božskej Trojice', author: 'Witness Lee', category: 'trojjediný-boh', language: 'SK', hasExcerpt: false },
  {
    name: 'Watchman Nee – videc božského zjavenia v tomto veku',
    author: 'Witness Lee',
    category: 'životopisné',
    language: 'SK',
    hasExcerpt: false,
  },
];

export function seedTitles(): SeedTitle[] {
  const real: SeedTitle[] = demo.titles.map((t) => ({
    name: t.name,
    author: t.author ?? '',
    category: t.category,
    language: t.language === 'CZ' ? 'CZ' : 'SK',
    hasExcerpt: t.hasExcerpt,
  }));
  return [...real, ...ADDITIONS];
}
