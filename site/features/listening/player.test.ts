// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"enableIframePageLoading": true, "navigation": {"disableChildFrameNavigation": true, "disableFallbackToSetURL": true}}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_KEY } from '~/site/lib/storage-keys';
import { startPageSwaps, stopPageSwaps } from './page-swap';
import { openPlayer, restorePlayer } from './player';
import { block, frame, part, player, playerHeight, playerPerTest, players, spasenie, stored, studium } from './player.test-setup';

vi.mock('./page-swap', () => ({ startPageSwaps: vi.fn(), stopPageSwaps: vi.fn() }));

const { resized } = playerPerTest();

describe("'Počúvať' opens the player at the bottom of the screen", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the recording: its title links back to its place, Drive plays it, the mp3 downloads', () => {
    openPlayer(spasenie);
    expect(players()).toHaveLength(1);
    const el = player();
    expect(el.parentElement).toBe(document.body);
    expect(el.tagName).toBe('ASIDE');
    expect(el.className).toBe('player');
    expect(el.getAttribute('aria-label')).toBe('Prehrávač nahrávok');
    expect(part('topic').textContent).toBe('Spasenie');
    expect(part('topic').hidden).toBe(false);
    expect(part('title').textContent).toBe('Spasenie 1');
    expect(part('title').getAttribute('href')).toBe('/words-of-life?tema=spasenie#nahravka-7');
    expect(frame()!.getAttribute('src')).toBe('https://drive.google.com/file/d/1a_B-c/preview');
    expect(frame()!.title).toBe('Prehrávač: Spasenie 1');
    expect(frame()!.allow).toBe('autoplay; encrypted-media');
    expect(part('download').getAttribute('href')).toBe('https://drive.google.com/uc?export=download&id=1a_B-c');
    expect(part('download').getAttribute('aria-label')).toBe('Stiahnuť mp3: Spasenie 1');
    // Announced a moment later (a live region's change, not its birth, is what screen readers read).
    expect(part('status').textContent).toBe('');
    vi.advanceTimersByTime(60);
    expect(part('status').textContent).toBe('V prehrávači: Spasenie 1');
    expect(el.classList.contains('is-collapsed')).toBe(false);
    expect(part('toggle').getAttribute('aria-expanded')).toBe('true');
    expect(part('toggle').textContent).toBe('Zbaliť');
    expect(startPageSwaps).toHaveBeenCalledTimes(1);
  });

  it("keeps the recording in the tab's sessionStorage exactly as it reads it back", () => {
    openPlayer(spasenie);
    expect(stored()).toEqual({ recording: spasenie, collapsed: false });
    player().remove();
    restorePlayer();
    expect(part('title').textContent).toBe('Spasenie 1');
  });

  it('hides an empty topic', () => {
    openPlayer(studium);
    expect(part('topic').hidden).toBe(true);
    expect(part('topic').textContent).toBe('');
  });

  it('puts another recording in the same element, expanded again, in a new frame (no step in the history)', () => {
    openPlayer(spasenie);
    const first = player();
    const firstFrame = frame();
    part('toggle').click();
    openPlayer(studium);
    expect(players()).toHaveLength(1);
    expect(player()).toBe(first);
    expect(part('title').textContent).toBe('Štúdium života 12');
    expect(part('topic').hidden).toBe(true);
    expect(frame()).not.toBe(firstFrame);
    expect(part('box').querySelectorAll('iframe')).toHaveLength(1);
    expect(frame()!.getAttribute('src')).toBe('https://drive.google.com/file/d/9zZ/preview');
    expect(frame()!.title).toBe('Prehrávač: Štúdium života 12');
    expect(first.classList.contains('is-collapsed')).toBe(false);
    expect(stored()).toEqual({ recording: studium, collapsed: false });
  });

  it('lets the same recording play on when it is opened again', () => {
    openPlayer(spasenie);
    const playing = frame()!;
    const changes: string[] = [];
    new MutationObserver((records) => changes.push(...records.map((r) => r.attributeName ?? ''))).observe(playing, { attributes: true });
    openPlayer({ ...spasenie, title: 'Spasenie 1 (znova)' });
    expect(frame()).toBe(playing);
    expect(part('title').textContent).toBe('Spasenie 1 (znova)');
    return Promise.resolve().then(() => {
      expect(changes).toEqual([]);
      expect(playing.getAttribute('src')).toBe('https://drive.google.com/file/d/1a_B-c/preview');
    });
  });

  it('still plays when the browser keeps nothing', () => {
    const real = block('setItem');
    openPlayer(spasenie);
    expect(part('title').textContent).toBe('Spasenie 1');
    expect(frame()!.getAttribute('src')).toBe('https://drive.google.com/file/d/1a_B-c/preview');
    expect(real.getItem(PLAYER_KEY)).toBeNull();
  });
});

describe('its height', () => {
  it('is kept in --player-h on <html>, measured again when it resizes, 0 once closed', () => {
    openPlayer(spasenie);
    expect(playerHeight()).toBe('200px');
    part('toggle').click();
    expect(playerHeight()).toBe('48px');
    document.documentElement.style.removeProperty('--player-h');
    expect(resized).toHaveLength(1);
    resized[0]();
    expect(playerHeight()).toBe('48px');
    part('close').click();
    expect(playerHeight()).toBe('0px');
  });

  it('counts the gap below it too (wider screens lift it off the bottom)', () => {
    openPlayer(spasenie);
    player().style.marginBottom = '16px';
    resized[0]();
    expect(playerHeight()).toBe('216px');
  });
});

describe("'Zbaliť' and 'Rozbaliť'", () => {
  it('fold the player to its bar and open it again, and remember which', () => {
    openPlayer(spasenie);
    part('toggle').click();
    expect(player().classList.contains('is-collapsed')).toBe(true);
    expect(part('toggle').getAttribute('aria-expanded')).toBe('false');
    expect(part('toggle').textContent).toBe('Rozbaliť');
    // Out of the keyboard's way while folded; the frame stays and plays on.
    expect(part('box').inert).toBe(true);
    expect(frame()).not.toBeNull();
    expect(stored()).toEqual({ recording: spasenie, collapsed: true });
    part('toggle').click();
    expect(part('box').inert).toBe(false);
    expect(player().classList.contains('is-collapsed')).toBe(false);
    expect(part('toggle').getAttribute('aria-expanded')).toBe('true');
    expect(part('toggle').textContent).toBe('Zbaliť');
    expect(stored()).toEqual({ recording: spasenie, collapsed: false });
  });

  it('store nothing when nothing is kept (storage cleared meanwhile)', () => {
    openPlayer(spasenie);
    sessionStorage.removeItem(PLAYER_KEY);
    part('toggle').click();
    expect(player().classList.contains('is-collapsed')).toBe(true);
    expect(sessionStorage.getItem(PLAYER_KEY)).toBeNull();
  });
});

describe("'Zavrieť'", () => {
  it('removes the player, forgets the recording and lets links load pages fully again', () => {
    openPlayer(spasenie);
    part('close').click();
    expect(players()).toHaveLength(0);
    expect(sessionStorage.getItem(PLAYER_KEY)).toBeNull();
    expect(stopPageSwaps).toHaveBeenCalledTimes(1);
  });

  it('moves the focus to the content when it was in the player', () => {
    openPlayer(spasenie);
    const main = document.getElementById('obsah')!;
    const focus = vi.spyOn(main, 'focus');
    part('close').focus();
    part('close').click();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(main);
  });

  it('leaves the focus where it was outside the player', () => {
    openPlayer(spasenie);
    const main = document.getElementById('obsah')!;
    const focus = vi.spyOn(main, 'focus');
    document.getElementById('inde')!.focus();
    part('close').click();
    expect(focus).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('inde');
  });

  it('closes with the focus in it on a page without the content landmark', () => {
    document.getElementById('obsah')!.remove();
    openPlayer(spasenie);
    part('close').focus();
    part('close').click();
    expect(players()).toHaveLength(0);
    expect(stopPageSwaps).toHaveBeenCalledTimes(1);
  });

  it('closes even when the browser keeps nothing', () => {
    openPlayer(spasenie);
    block('removeItem');
    part('close').click();
    expect(players()).toHaveLength(0);
    expect(stopPageSwaps).toHaveBeenCalledTimes(1);
  });
});
