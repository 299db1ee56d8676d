import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { PLAYER_KEY } from '~/site/lib/storage-keys';
import { startPageSwaps, stopPageSwaps } from './page-swap';
import type { Recording } from './recording';

/**
 * What the player's tests (./player*.test.ts, happy-dom) share: two recordings, the player's parts, and a page a
 * browser would lay out. Not shipped: only those tests import it. Each test file mocks './page-swap' itself
 * (vitest hoists vi.mock per file); the router's functions imported here are that file's mocks.
 */

export const spasenie: Recording = {
  title: 'Spasenie 1',
  topic: 'Spasenie',
  fileId: '1a_B-c',
  place: '/words-of-life?tema=spasenie#nahravka-7',
};
export const studium: Recording = { title: 'Štúdium života 12', topic: '', fileId: '9zZ', place: '/life-study#nahravka-12' };

export const players = () => document.querySelectorAll<HTMLElement>('[data-player]');
export const player = () => document.querySelector<HTMLElement>('[data-player]')!;
export const part = <T extends HTMLElement = HTMLElement>(name: string) => player().querySelector<T>(`[data-player-${name}]`)!;
/** Drive's player in the player's box (none until the reader asks, after a full load). */
export const frame = () => part('box').querySelector('iframe');
export const stored = () => JSON.parse(sessionStorage.getItem(PLAYER_KEY) ?? 'null') as unknown;
export const playerHeight = () => document.documentElement.style.getPropertyValue('--player-h');

/** The browser refuses one of storage's methods (a blocked site, a private mode that throws); the rest still work. */
export const block = (method: 'getItem' | 'setItem' | 'removeItem') => {
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

/**
 * Registers the hooks of a player test file: each test starts on a page with the content landmark, nothing kept
 * and the router's mocks cleared. `resized` holds the callbacks of the player's ResizeObservers (this test's).
 */
export function playerPerTest(): { resized: (() => void)[] } {
  // happy-dom lays nothing out: the player is 200 px high open, 48 px collapsed, as a browser would measure it.
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
  const resized: (() => void)[] = [];

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
    resized.length = 0;
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

  return { resized };
}
