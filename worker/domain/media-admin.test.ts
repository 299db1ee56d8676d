import { describe, expect, it } from 'vitest';
import { audioUpdateSchema, bannerUpdateSchema, videoUpdateSchema, youtubeCode } from './media-admin';
import { refusalOf } from '../test-support/schemas';

const CODE_MESSAGE = 'Kód videa má 11 znakov (písmená, číslice, - a _) – nájdete ho v adrese YouTube za „v=“.';

describe('media admin bodies', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['v=dQw4w9WgXcQ', 'v=dQw4w9WgXcQ'],
    [' kratky ', 'kratky'],
  ])('youtubeCode(%j) = %j', (input, code) => {
    expect(youtubeCode(input)).toBe(code);
  });

  it('stores a pasted address as its code and refuses anything else in Slovak', () => {
    expect(videoUpdateSchema.parse({ videoTitle: 'Kázeň', code: ' https://youtu.be/dQw4w9WgXcQ ' })).toEqual({
      videoTitle: 'Kázeň',
      code: 'dQw4w9WgXcQ',
    });
    expect(videoUpdateSchema.parse({ videoTitle: 'Kázeň', code: '' }).code).toBe('');
    expect(refusalOf(videoUpdateSchema.safeParse({ videoTitle: 'Kázeň', code: 'kratky' }))).toBe(CODE_MESSAGE);
  });

  it('takes a Google-drive link only as one https address', () => {
    const body = (mp3file: string) => ({ audioTitle: 'Slovo', mp3file, category: 'Slová života', subcategory: '' });
    expect(audioUpdateSchema.parse(body('https://drive.google.com/file/d/1/view')).mp3file).toBe('https://drive.google.com/file/d/1/view');
    for (const bad of ['x https://drive.google.com/a', 'https://drive.google.com/a b', 'https://a"b', 'http://drive.google.com/a']) {
      expect(refusalOf(audioUpdateSchema.safeParse(body(bad))), bad).toBe(
        'Linka z Google drive musí začínať https:// a nesmie obsahovať úvodzovky ani medzery.',
      );
    }
  });

  it('takes a banner image only as an upload path', () => {
    const body = (image: string) => ({ bannerTitle: 'Knihy 2024', image, category: '' });
    expect(bannerUpdateSchema.parse(body('/uploads/banner-1.webp')).image).toBe('/uploads/banner-1.webp');
    for (const bad of ['x/uploads/a.png', '/uploads/a.png"', '/images/a.png']) {
      expect(refusalOf(bannerUpdateSchema.safeParse(body(bad))), bad).toBe('Obrázok nahrajte tlačidlom „Nahrať“ (cesta začína /uploads/).');
    }
  });
});
