import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_NEEDED_CLASS } from '../lib/client-needed';
import { CART_KEY, USER_CHANGE_EVENT, USER_INFO_KEY } from '../lib/storage-keys';
import { INLINE_SCRIPTS } from './csp';

/** Runs one of the pages' inline checks in a fake browser; `fire` replays an event it listens to. */
function run(code: string, { stored = {} as Record<string, string>, path = '/cart/' } = {}) {
  const classes = new Set<string>();
  const listeners = new Map<string, () => void>();
  vi.stubGlobal('localStorage', { getItem: (k: string) => stored[k] ?? null });
  vi.stubGlobal('location', { pathname: path });
  vi.stubGlobal('document', { documentElement: { classList: { add: (c: string) => classes.add(c) } } });
  vi.stubGlobal('addEventListener', (type: string, fn: () => void) => listeners.set(type, fn));
  new Function(code)();
  return { needed: () => classes.has(ISLAND_NEEDED_CLASS), stored, fire: (type: string) => listeners.get(type)?.() };
}

afterEach(() => vi.unstubAllGlobals());

describe('the cart page’s check (needCart)', () => {
  it('leaves an empty, missing or broken cart to the built page', () => {
    expect(run(INLINE_SCRIPTS.needCart).needed()).toBe(false);
    expect(run(INLINE_SCRIPTS.needCart, { stored: { [CART_KEY]: '[]' } }).needed()).toBe(false);
    expect(run(INLINE_SCRIPTS.needCart, { stored: { [CART_KEY]: '{not json' } }).needed()).toBe(false);
  });

  it('asks for the island when the cart has lines or the address adds one', () => {
    expect(run(INLINE_SCRIPTS.needCart, { stored: { [CART_KEY]: '[{"product":1}]' } }).needed()).toBe(true);
    expect(run(INLINE_SCRIPTS.needCart, { path: '/cart/12' }).needed()).toBe(true);
    expect(run(INLINE_SCRIPTS.needCart, { path: '/cart' }).needed()).toBe(false);
  });

  it('checks again when another tab changes the storage', () => {
    const page = run(INLINE_SCRIPTS.needCart);
    page.stored[CART_KEY] = '[{"product":1}]';
    page.fire('storage');
    expect(page.needed()).toBe(true);
  });
});

describe('the favourites page’s check (needSignedIn)', () => {
  it('asks for the island only for someone signed in, now or later (this tab or another)', () => {
    expect(run(INLINE_SCRIPTS.needSignedIn).needed()).toBe(false);
    expect(run(INLINE_SCRIPTS.needSignedIn, { stored: { [USER_INFO_KEY]: '{"token":"t"}' } }).needed()).toBe(true);
    for (const event of ['storage', USER_CHANGE_EVENT]) {
      const page = run(INLINE_SCRIPTS.needSignedIn);
      page.stored[USER_INFO_KEY] = '{"token":"t"}';
      page.fire(event);
      expect(page.needed()).toBe(true);
    }
  });
});

describe('the cookie bar’s class (cookieAnsweredClass)', () => {
  it('marks <html> only when an answer is stored', () => {
    for (const [cookie, answered] of [
      ['', false],
      ['a=1; prud_cookie_consent=declined', true],
      ['prud_cookie_consent=accepted', true],
      ['xprud_cookie_consent=accepted', false],
    ] as const) {
      const classes = new Set<string>();
      vi.stubGlobal('document', { cookie, documentElement: { classList: { add: (c: string) => classes.add(c) } } });
      new Function(INLINE_SCRIPTS.cookieAnsweredClass)();
      expect(classes.has('cookie-answered'), cookie).toBe(answered);
    }
  });
});
