import { describe, expect, it } from 'vitest';
import { DRAFT_MESSAGES, mediaIsComplete, productIsComplete, savedMessage, staysDraft } from './drafts';

describe('when a draft is complete', () => {
  it('a product needs a name, an author and a price above 0', () => {
    const full = { name: 'Život viery', author: 'Watchman Nee', priceCents: 1 };
    expect(productIsComplete(full)).toBe(true);
    expect(productIsComplete({ ...full, priceCents: 0 })).toBe(false);
    expect(productIsComplete({ ...full, name: '  ' })).toBe(false);
    expect(productIsComplete({ ...full, author: '' })).toBe(false);
  });

  it('media need their Drive link, YouTube code or image; blanks do not count', () => {
    expect(mediaIsComplete('audio', { mp3file: 'https://drive.google.com/file/d/a/preview' })).toBe(true);
    expect(mediaIsComplete('audio', { mp3file: ' ' })).toBe(false);
    expect(mediaIsComplete('video', { code: 'dQw4w9WgXcQ' })).toBe(true);
    expect(mediaIsComplete('video', { code: '' })).toBe(false);
    expect(mediaIsComplete('banner', { image: '/uploads/banners/a.png' })).toBe(true);
    expect(mediaIsComplete('banner', { image: '' })).toBe(false);
  });

  it('only a draft stays one, and only while incomplete: nothing makes a published record a draft again', () => {
    expect(staysDraft(true, false)).toBe(true);
    expect(staysDraft(true, true)).toBe(false);
    expect(staysDraft(false, false)).toBe(false);
    expect(staysDraft(false, true)).toBe(false);
  });
});

describe('what staff read after a save', () => {
  it("the kind's draft message when the answer is still a draft, else the usual one", () => {
    expect(savedMessage('product', { isDraft: true }, 'Produkt uložený.')).toBe(DRAFT_MESSAGES.product);
    expect(savedMessage('banner', { isDraft: true }, 'Zmeny uložené.')).toBe(DRAFT_MESSAGES.banner);
    expect(savedMessage('video', { isDraft: false }, 'Zmeny uložené.')).toBe('Zmeny uložené.');
    // An answer without the flag (an older server) reads as published.
    expect(savedMessage('audio', undefined, 'Zmeny uložené.')).toBe('Zmeny uložené.');
    expect(savedMessage('audio', { isDraft: 'true' }, 'Zmeny uložené.')).toBe('Zmeny uložené.');
  });
});
