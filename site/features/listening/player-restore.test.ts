// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"enableIframePageLoading": true, "navigation": {"disableChildFrameNavigation": true, "disableFallbackToSetURL": true}}}
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_KEY } from '~/site/lib/storage-keys';
import { startPageSwaps, stopPageSwaps } from './page-swap';
import { openPlayer, restorePlayer } from './player';
import type { Recording } from './recording';

vi.mock('./page-swap', () => ({ startPageSwaps: vi.fn(), stopPageSwaps: vi.fn() }));

const spasenie: Recording = { title: 'Spasenie 1', topic: 'Spasenie', fileId: '1a_B-c', place: '/words-of-life?tema=spasenie#nahravka-7' };
const studium: Recording = { title: 'Štúdium života 12', topic: '', fileId: '9zZ', place: '/life-study#nahravka-12' };

const players = () => document.querySelectorAll<HTMLElement>('[data-player]');
const player = () => document.querySelector<HTMLElement>('[data-player]')!;
const part = <T extends HTMLElement = HTMLElement>(name: string) => player().querySelector<T>(`[data-player-${name}]`)!;
/** Drive's player in the player's box (none until the reader asks, after a full load). */
const frame = () => part('box').querySelector('iframe');
const stored = () => JSON.parse(sessionStorage.getItem(PLAYER_KEY) ?? 'null') as unknown;
/** The browser refuses one of storage's methods (a blocked site, a private mode that throws); the rest still work. */
const block = (method: 'getItem' | 'setItem' | 'removeItem') => {
  const real = sessionStorage;
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => real.getItem(key),
    setItem: (key: string, value: string) => real.setItem(key, value),
    removeItem: (key: string) => real.removeItem(key),
    [method]: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
  });
  return real;
};
const playerHeight = () => document.documentElement.style.getPropertyValue('--player-h');

// happy-dom lays nothing out: the player is 200 px high open, 48 px collapsed, as a browser would measure it.
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
let resized: (() => void)[] = [];

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.matches('[data-player]') ? (this.classList.contains('is-collapsed') ? 48 : 200) : 0;
    },
  });
});
afterAll(() => Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight));

beforeEach(() => {
  document.body.innerHTML = '<main id="obsah" tabindex="-1"><button id="inde">Inde</button></main>';
  document.documentElement.style.removeProperty('--player-h');
  sessionStorage.clear();
  resized = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly cb: () => void) {}
      observe(el: Element) {
        if (el.matches('[data-player]')) resized.push(this.cb);
      }
      disconnect() {}
    },
  );
  vi.mocked(startPageSwaps).mockClear();
  vi.mocked(stopPageSwaps).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
    for (const value of [null, 'null', '"x"', '{}', JSON.stringify({ recording: { ...spasenie, place: 'https://evil.example/' } }), '{"recording":']) {
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
