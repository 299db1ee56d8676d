import { describe, expect, it } from 'vitest';
import { WORDS_OF_LIFE_TOPICS } from '~/worker/domain/site-facts';
import { drivePreviewUrl, recordingsLabel, topicSlug, topicsWithAudio, videoItems, youtubeId } from './media';

describe('media pages', () => {
  it('sorts video titles the Slovak way and drops rows without a usable id', () => {
    const items = videoItems([
      { videoTitle: 'Čo je Božia ekonómia?', code: 'aaaaaaaaaaa' },
      { videoTitle: 'Cirkev ako Kristovo Telo', code: 'https://www.youtube.com/watch?v=bbbbbbbbbbb&t=3' },
      { videoTitle: 'Chvála', code: 'https://youtu.be/ccccccccccc' },
      { videoTitle: 'Hora', code: 'https://www.youtube.com/embed/ddddddddddd' },
      { videoTitle: 'Zlé', code: 'javascript:alert(1)' },
      { videoTitle: 'Iné', code: 'https://example.com/watch?v=eeeeeeeeeee' },
    ]);
    expect(items.map((v) => v.title)).toEqual(['Cirkev ako Kristovo Telo', 'Čo je Božia ekonómia?', 'Hora', 'Chvála']);
    expect(items.map((v) => v.id)).toEqual(['bbbbbbbbbbb', 'aaaaaaaaaaa', 'ddddddddddd', 'ccccccccccc']);
    expect(youtubeId(' aaaaaaaaaaa ')).toBe('aaaaaaaaaaa');
    expect(youtubeId('short')).toBeNull();
  });

  it('embeds only Google Drive files, always as preview links', () => {
    expect(drivePreviewUrl('https://drive.google.com/file/d/1abc_-X/preview')).toBe('https://drive.google.com/file/d/1abc_-X/preview');
    expect(drivePreviewUrl('https://drive.google.com/file/d/1abc/view?usp=sharing')).toBe('https://drive.google.com/file/d/1abc/preview');
    expect(drivePreviewUrl('http://drive.google.com/file/d/1abc/preview')).toBeNull();
    expect(drivePreviewUrl('https://evil.example/file/d/1abc/preview')).toBeNull();
    expect(drivePreviewUrl('javascript:alert(1)')).toBeNull();
  });

  it('makes 33 distinct topic slugs and keeps empty topics', () => {
    const slugs = WORDS_OF_LIFE_TOPICS.map(topicSlug);
    expect(new Set(slugs).size).toBe(33);
    expect(topicSlug('Božie evanjelium')).toBe('bozie-evanjelium');
    expect(topicSlug('Štruktúra Božieho evanjelia')).toBe('struktura-bozieho-evanjelia');
    const topics = topicsWithAudio(['Spasenie', 'Svedomie'], [
      { audioTitle: 'Spasenie 1', mp3file: 'https://drive.google.com/file/d/1a/preview', subcategory: 'Spasenie' },
    ]);
    expect(topics.map((t) => t.items.length)).toEqual([1, 0]);
  });

  it('counts recordings in Slovak', () => {
    expect([0, 1, 2, 4, 5, 21].map(recordingsLabel)).toEqual(['0 nahrávok', '1 nahrávka', '2 nahrávky', '4 nahrávky', '5 nahrávok', '21 nahrávok']);
  });
});
