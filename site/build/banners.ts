/**
 * What a home banner says and where it leads, from its title alone: the spec's Banner has no link or subtitle field
 * (bannerTitle, image, category), so staff steer both through the title they type.
 * - Text: the part before ' – ' is the banner's heading, the rest its subtitle ('Nové knihy 2024 – Najnovšie
 *   tituly…'), written as HTML over the artwork (the image carries no text, which would shrink to 7 px on a phone).
 * - Link: the site page whose menu label the title names ('Slová života' → /words-of-life, 'Čitáreň' → /library,
 *   'Knihy 2024' or 'Nové knihy 2024' → /new-books/2024); the longest matching label wins. No match: no link.
 * Pure (build time only): site/build/banners.test.ts.
 */
import { NEW_BOOK_YEARS } from '~/worker/domain/site-facts';
import { eshopLinks, give2Links, infoLinks, libraryLink, newBooksLinks, podcastLinks, videoLink, type NavLink } from './site';

export interface BannerText {
  heading: string;
  subtitle: string;
}

export function bannerText(title: string): BannerText {
  const [heading, ...rest] = title.trim().split(/\s+[–—]\s+/);
  return { heading: heading ?? '', subtitle: rest.join(' – ') };
}

/** Lower case without diacritics, words separated by single spaces: 'Slová  života' → 'slova zivota'. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Every page of the menu (the e-shop's alphabetical list is not a banner's topic). */
const TARGETS: NavLink[] = [...newBooksLinks, ...podcastLinks, videoLink, libraryLink, ...eshopLinks.slice(1), ...give2Links, ...infoLinks];

const byLength = TARGETS.map((l) => ({ words: plain(l.label), href: l.href })).sort((a, b) => b.words.length - a.words.length);

export function bannerLink(title: string): string | null {
  const words = ` ${plain(bannerText(title).heading)} `;
  const match = byLength.find((t) => t.words && words.includes(` ${t.words} `));
  if (match) return match.href;
  // 'Novinky 2020', 'Nové tituly 2019': a year of the Nové menu next to a word of newness.
  const year = NEW_BOOK_YEARS.find((y) => words.includes(` ${y} `));
  return year && / nov/.test(words) ? newBooksLinks[NEW_BOOK_YEARS.indexOf(year)].href : null;
}
