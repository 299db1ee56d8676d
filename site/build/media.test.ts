import { describe, expect, it } from 'vitest';
import { WORDS_OF_LIFE_TOPICS } from '~/worker/domain/site-facts';
import { audioItems, recordingsLabel, topicSlug, topicsWithAudio, videoItems, youtubeId } from './media';

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

  it('makes 33 distinct topic slugs and keeps empty topics', () => {
    const slugs = WORDS_OF_LIFE_TOPICS.map(topicSlug);
    expect(new Set(slugs).size).toBe(33);
    expect(topicSlug('Božie evanjelium')).toBe('bozie-evanjelium');
    expect(topicSlug('Štruktúra Božieho evanjelia')).toBe('struktura-bozieho-evanjelia');
    const topics = topicsWithAudio(
      ['Spasenie', 'Svedomie'],
      [
        { id: 7, audioTitle: ' Spasenie 1 ', mp3file: 'https://drive.google.com/file/d/1a/preview', subcategory: 'Spasenie' },
        { id: 8, audioTitle: 'Svedomie 1', mp3file: 'https://drive.google.com/file/d/1b/view', subcategory: 'Svedomie' },
        { id: 9, audioTitle: 'Nie z Drive', mp3file: 'https://example.com/a.mp3', subcategory: 'Svedomie' },
      ],
      'Spasenie',
    );
    expect(topics.map((t) => t.items.length)).toEqual([1, 1]);
    // The default topic's place has no ?tema= (the page shows it anyway); another topic's has its slug.
    expect(topics[0].items[0]).toEqual({ id: 7, title: 'Spasenie 1', topic: 'Spasenie', fileId: '1a', place: '/words-of-life#nahravka-7' });
    expect(topics[1].items[0].place).toBe('/words-of-life?tema=svedomie#nahravka-8');
  });

  it('keeps only titled Drive recordings, each with the place it is given', () => {
    const items = audioItems(
      [
        { id: 1, audioTitle: 'Genezis 1', mp3file: 'https://drive.google.com/file/d/1x/preview', subcategory: 'Štúdium života' },
        { id: 2, audioTitle: '  ', mp3file: 'https://drive.google.com/file/d/1y/preview', subcategory: 'Štúdium života' },
        { id: 3, audioTitle: 'Genezis 2', mp3file: 'javascript:alert(1)', subcategory: 'Štúdium života' },
      ],
      (id) => `/life-study#nahravka-${id}`,
    );
    expect(items).toEqual([{ id: 1, title: 'Genezis 1', topic: 'Štúdium života', fileId: '1x', place: '/life-study#nahravka-1' }]);
  });

  it('counts recordings in Slovak', () => {
    expect([0, 1, 2, 4, 5, 21].map(recordingsLabel)).toEqual([
      '0 nahrávok',
      '1 nahrávka',
      '2 nahrávky',
      '4 nahrávky',
      '5 nahrávok',
      '21 nahrávok',
    ]);
  });
});
