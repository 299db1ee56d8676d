import { describe, expect, it } from 'vitest';
import { WORDS_OF_LIFE_TOPICS } from '~/worker/domain/site-facts';
import {
  audioFormOf,
  BANNER_CATEGORIES,
  bannerCategoryLabel,
  bannerFormOf,
  bannerSizeWarning,
  byTitle,
  checkAudio,
  checkBanner,
  checkVideo,
  CUSTOM_CHOICE,
  LIFE_STUDY,
  mediaEditHref,
  mediaIdFromPath,
  mediaListHref,
  orDash,
  percentOf,
  selectValue,
  subcategoryOptions,
  uploadOutcome,
  UPLOAD_FAILED,
  videoFormOf,
  withCategory,
} from './media-view';

describe('media screens: paths', () => {
  it('builds and reads the edit and list addresses', () => {
    expect(mediaEditHref('audio', 7)).toBe('/admin/audio/7/edit');
    expect(mediaEditHref('banner', 3)).toBe('/admin/banner/3/edit');
    expect(mediaIdFromPath('video', '/admin/video/12/edit')).toBe(12);
    expect(mediaIdFromPath('video', '/admin/video/12/edit/')).toBe(12);
    expect(mediaListHref('video', 1)).toBe('/admin/video');
    expect(mediaListHref('audio', 3)).toBe('/admin/audio?pageNumber=3');
  });

  it('refuses other kinds and anything that is not a positive id', () => {
    for (const p of [
      '/admin/audio/12/edit',
      '/admin/video/0/edit',
      '/admin/video/abc/edit',
      '/admin/video/-1/edit',
      '/admin/video/1.5/edit',
      '/shell/admin/video-edit/',
    ]) {
      expect(mediaIdFromPath('video', p)).toBeNull();
    }
  });
});

describe('audio form', () => {
  it('offers the topics, or only Štúdium života for that category', () => {
    expect(subcategoryOptions('Slová života', WORDS_OF_LIFE_TOPICS)).toEqual(WORDS_OF_LIFE_TOPICS);
    expect(WORDS_OF_LIFE_TOPICS.length).toBe(33);
    expect(subcategoryOptions(LIFE_STUDY, WORDS_OF_LIFE_TOPICS)).toEqual([LIFE_STUDY]);
  });

  it('shows a stored unknown value as the free-text choice', () => {
    expect(selectValue('', ['a'])).toBe('');
    expect(selectValue('a', ['a'])).toBe('a');
    expect(selectValue('iné', ['a'])).toBe(CUSTOM_CHOICE);
  });

  it('fixes the subcategory for Štúdium života and frees it again when the category changes', () => {
    const f = audioFormOf({ audioTitle: 'A', mp3file: '', category: 'Slová života', subcategory: WORDS_OF_LIFE_TOPICS[0] });
    const life = withCategory(f, LIFE_STUDY);
    expect(life.subcategory).toBe(LIFE_STUDY);
    expect(withCategory(life, 'Slová života').subcategory).toBe('');
    expect(withCategory(f, 'Vlastná').subcategory).toBe(WORDS_OF_LIFE_TOPICS[0]);
  });

  it('checks with the server schema: empty fields pass, a quoted link is refused in Slovak', () => {
    expect(checkAudio(audioFormOf({}))).toEqual({ ok: true, body: { audioTitle: '', mp3file: '', category: '', subcategory: '' } });
    const ok = checkAudio({
      audioTitle: '  Boh  ',
      mp3file: 'https://drive.google.com/file/d/x/preview',
      category: 'Slová života',
      subcategory: 'Viera',
    });
    expect(ok).toMatchObject({ ok: true, body: { audioTitle: 'Boh' } });
    const bad = checkAudio({ audioTitle: 'a', mp3file: '"https://drive.google.com/x"', category: '', subcategory: '' });
    expect(bad).toMatchObject({ ok: false });
    expect(!bad.ok && bad.message).toMatch(/úvodzovky/);
  });
});

describe('video form', () => {
  it('stores a pasted YouTube address as its 11-character code', () => {
    expect(checkVideo({ videoTitle: 'V', code: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5' })).toEqual({
      ok: true,
      body: { videoTitle: 'V', code: 'dQw4w9WgXcQ' },
    });
    expect(checkVideo(videoFormOf({ videoTitle: 'V', code: 'youtu.be/dQw4w9WgXcQ' }))).toMatchObject({
      ok: true,
      body: { code: 'dQw4w9WgXcQ' },
    });
    expect(checkVideo({ videoTitle: 'V', code: 'krátky' })).toMatchObject({ ok: false });
  });

  it('sorts titles as Slovak readers do', () => {
    const rows = [{ t: 'Život' }, { t: 'Čas' }, { t: 'Boh' }, { t: 'Cesta' }];
    expect(byTitle(rows, (r) => r.t).map((r) => r.t)).toEqual(['Boh', 'Cesta', 'Čas', 'Život']);
  });
});

describe('banner form and upload', () => {
  it('accepts only upload paths', () => {
    expect(checkBanner(bannerFormOf({ bannerTitle: 'B', image: '/uploads/img/ab.png', category: 'x' }))).toMatchObject({ ok: true });
    expect(checkBanner({ bannerTitle: 'B', image: 'https://evil.example/x.png', category: '' })).toMatchObject({ ok: false });
  });

  it('warns, never refuses, when the size is not 1296×382', () => {
    expect(bannerSizeWarning(1296, 382)).toBeNull();
    expect(bannerSizeWarning(1, 1)).toMatch(/1×1 px.*1296×382 px/);
  });

  it('turns bytes into whole percent', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(300, 200)).toBe(100);
  });

  it('reads the upload answer: the path, or the server message, or a general one', () => {
    expect(uploadOutcome(201, '"/uploads/img/3f.png"')).toEqual({ ok: true, path: '/uploads/img/3f.png' });
    expect(uploadOutcome(415, '{"message":"Nahrať možno len obrázok"}')).toEqual({ ok: false, message: 'Nahrať možno len obrázok' });
    expect(uploadOutcome(502, '<html>')).toEqual({ ok: false, message: UPLOAD_FAILED });
    expect(uploadOutcome(201, '{"x":1}')).toEqual({ ok: false, message: UPLOAD_FAILED });
  });

  it('shows a dash for empty cells', () => {
    expect(orDash('')).toBe('—');
    expect(orDash('a')).toBe('a');
  });
});

describe('banner categories', () => {
  it("reads the stored 'home' in Slovak and leaves any other typed value as it is", () => {
    expect(BANNER_CATEGORIES).toEqual(['home']);
    expect(bannerCategoryLabel('home')).toBe('Domovská stránka');
    expect(bannerCategoryLabel('Úvod')).toBe('Úvod');
    expect(bannerCategoryLabel('')).toBe('—');
  });
});
