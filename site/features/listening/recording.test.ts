import { describe, expect, it } from 'vitest';
import { recordingAnchor, recordingPlace, toRecording } from './recording';

const good = { title: 'Spasenie 1', topic: 'Spasenie', fileId: '1a_B-c', place: '/words-of-life?tema=spasenie#nahravka-7' };

describe('a recording the player keeps', () => {
  it('has a place in the listening room', () => {
    expect(recordingAnchor(7)).toBe('nahravka-7');
    expect(recordingPlace('/words-of-life', 7, 'spasenie')).toBe('/words-of-life?tema=spasenie#nahravka-7');
    expect(recordingPlace('/words-of-life', 7)).toBe('/words-of-life#nahravka-7');
    expect(recordingPlace('/life-study', 12)).toBe('/life-study#nahravka-12');
  });

  it('is read back field by field', () => {
    expect(toRecording(good)).toEqual(good);
    expect(toRecording({ ...good, title: '  Spasenie 1 ', topic: undefined })).toEqual({ ...good, topic: '' });
    expect(toRecording({ ...good, topic: ' Spasenie ' })?.topic).toBe('Spasenie');
    expect(toRecording({ ...good, title: 'x'.repeat(300) })?.title).toHaveLength(300);
    expect(toRecording({ ...good, place: '/life-study#nahravka-12' })?.place).toBe('/life-study#nahravka-12');
    expect(toRecording({ ...good, place: '/life-study' })?.place).toBe('/life-study');
  });

  it('refuses what could not be one', () => {
    expect(toRecording(null)).toBeNull();
    expect(toRecording('x')).toBeNull();
    expect(toRecording({ ...good, title: '  ' })).toBeNull();
    expect(toRecording({ ...good, title: 'x'.repeat(301) })).toBeNull();
    expect(toRecording({ ...good, topic: 5 })).toEqual({ ...good, topic: '' });
    expect(toRecording({ ...good, fileId: '' })).toBeNull();
    expect(toRecording({ ...good, fileId: '1a/../x' })).toBeNull();
    expect(toRecording({ ...good, fileId: 7 })).toBeNull();
    // The player links back there: never another origin, never another page.
    expect(toRecording({ ...good, place: 'https://evil.example/words-of-life' })).toBeNull();
    expect(toRecording({ ...good, place: '//evil.example/words-of-life' })).toBeNull();
    expect(toRecording({ ...good, place: '/cart' })).toBeNull();
    expect(toRecording({ ...good, place: 'javascript:alert(1)' })).toBeNull();
    expect(toRecording({ ...good, place: '/words-of-life#a b' })).toBeNull();
  });
});
