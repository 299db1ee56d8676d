// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"enableIframePageLoading": true, "navigation": {"disableChildFrameNavigation": true, "disableFallbackToSetURL": true}}}
import { describe, expect, it, vi } from 'vitest';
import { PLAYER_KEY } from '~/site/lib/storage-keys';
import { startPageSwaps } from './page-swap';
import { openPlayer, restorePlayer } from './player';
import { block, frame, part, player, playerPerTest, players, spasenie, stored, studium } from './player.test-setup';

vi.mock('./page-swap', () => ({ startPageSwaps: vi.fn(), stopPageSwaps: vi.fn() }));

playerPerTest();

describe('after a full load', () => {
  it("loads Drive's player only when the reader asks, then gives it the focus", () => {
    sessionStorage.setItem(PLAYER_KEY, JSON.stringify({ recording: spasenie, collapsed: false }));
    restorePlayer();
    expect(frame()).toBeNull();
    const resume = part('box').querySelector('button')!;
    expect(resume.textContent).toBe('Pokračovať v počúvaní');
    expect(resume.type).toBe('button');
    expect(resume.className).toBe('player-resume');
    resume.click();
    expect(part('box').querySelector('button')).toBeNull();
    expect(frame()!.getAttribute('src')).toBe('https://drive.google.com/file/d/1a_B-c/preview');
    expect(frame()!.title).toBe('Prehrávač: Spasenie 1');
    expect(document.activeElement).toBe(frame());
    // 'Počúvať' on the same recording now keeps that frame.
    const playing = frame();
    openPlayer(spasenie);
    expect(frame()).toBe(playing);
  });

  it("gives way to 'Počúvať' before the reader asked: the chosen recording plays at once", () => {
    sessionStorage.setItem(PLAYER_KEY, JSON.stringify({ recording: spasenie, collapsed: false }));
    restorePlayer();
    openPlayer(spasenie);
    expect(part('box').querySelector('button')).toBeNull();
    expect(frame()!.getAttribute('src')).toBe('https://drive.google.com/file/d/1a_B-c/preview');
  });

  it('shows the recording kept, folded as it was, without announcing it', () => {
    sessionStorage.setItem(PLAYER_KEY, JSON.stringify({ recording: spasenie, collapsed: true }));
    restorePlayer();
    expect(players()).toHaveLength(1);
    expect(part('title').textContent).toBe('Spasenie 1');
    expect(player().classList.contains('is-collapsed')).toBe(true);
    expect(part('toggle').textContent).toBe('Rozbaliť');
    expect(part('status').textContent).toBe('');
    expect(startPageSwaps).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual({ recording: spasenie, collapsed: true });
  });

  it('is shown open unless it was folded (collapsed exactly true)', () => {
    sessionStorage.setItem(PLAYER_KEY, JSON.stringify({ recording: spasenie, collapsed: 'true' }));
    restorePlayer();
    expect(player().classList.contains('is-collapsed')).toBe(false);
  });

  it('is idempotent: the player shown stays as it is', () => {
    sessionStorage.setItem(PLAYER_KEY, JSON.stringify({ recording: spasenie, collapsed: false }));
    restorePlayer();
    const first = player();
    sessionStorage.setItem(PLAYER_KEY, JSON.stringify({ recording: studium, collapsed: true }));
    restorePlayer();
    expect(players()).toHaveLength(1);
    expect(player()).toBe(first);
    expect(part('title').textContent).toBe('Spasenie 1');
    expect(first.classList.contains('is-collapsed')).toBe(false);
    expect(startPageSwaps).toHaveBeenCalledTimes(1);
  });

  it('ignores nothing kept, a foreign value, broken JSON and blocked storage', () => {
    for (const value of [
      null,
      'null',
      '"x"',
      '{}',
      JSON.stringify({ recording: { ...spasenie, place: 'https://evil.example/' } }),
      '{"recording":',
    ]) {
      sessionStorage.clear();
      if (value !== null) sessionStorage.setItem(PLAYER_KEY, value);
      restorePlayer();
      expect(players(), String(value)).toHaveLength(0);
    }
    sessionStorage.setItem(PLAYER_KEY, JSON.stringify({ recording: spasenie, collapsed: false }));
    block('getItem');
    restorePlayer();
    expect(players()).toHaveLength(0);
    expect(startPageSwaps).not.toHaveBeenCalled();
  });
});
