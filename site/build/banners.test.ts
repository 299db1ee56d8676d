import { describe, expect, it } from 'vitest';
import { bannerLink, bannerText } from './banners';

describe('home banners: text and link from the title', () => {
  it('splits the heading from the subtitle at a dash with spaces', () => {
    expect(bannerText('Nové knihy 2024 – Najnovšie tituly Watchmana Neeho a Witnessa Leeho')).toEqual({
      heading: 'Nové knihy 2024',
      subtitle: 'Najnovšie tituly Watchmana Neeho a Witnessa Leeho',
    });
    expect(bannerText('  Čitáreň  ')).toEqual({ heading: 'Čitáreň', subtitle: '' });
    // A hyphen inside a word is no separator; several dashes keep the rest together.
    expect(bannerText('Kresťan-študent — časť 1 – úvod')).toEqual({ heading: 'Kresťan-študent', subtitle: 'časť 1 – úvod' });
  });

  it('links the page whose menu label the heading names, diacritics and case aside', () => {
    expect(bannerLink('Nové knihy 2024 – Najnovšie tituly')).toBe('/new-books/2024');
    expect(bannerLink('KNIHY 2019')).toBe('/new-books/2019');
    expect(bannerLink('Slova zivota – Zvukové posolstvá')).toBe('/words-of-life');
    expect(bannerLink('Čitáreň – Ukážky z našich kníh')).toBe('/library');
    expect(bannerLink('Video z konferencie')).toBe('/video');
    expect(bannerLink('Darujte 2%')).toBe('/give2');
    expect(bannerLink('Watchman Nee')).toBe('/watchman-nee');
  });

  it('prefers the longest label: "Štúdium života" is the podcast, not the e-shop category "Život"', () => {
    expect(bannerLink('Štúdium života')).toBe('/life-study');
    expect(bannerLink('Život v duchu')).toBe('/eshop/život');
  });

  it('takes a year of the Nové menu only with a word of newness, and only a listed year', () => {
    expect(bannerLink('Novinky 2020')).toBe('/new-books/2020');
    expect(bannerLink('Konferencia 2020')).toBeNull();
    expect(bannerLink('Nové knihy 2031')).toBeNull();
  });

  it('looks at the heading only, and whole words only', () => {
    expect(bannerLink('Letný tábor – video a fotky')).toBeNull();
    expect(bannerLink('Videonávod')).toBeNull();
    expect(bannerLink('')).toBeNull();
  });
});
