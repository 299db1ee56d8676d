import { afterEach, describe, expect, it, vi } from 'vitest';
import used, { LOGIN_WITH_TARGET, neededAtOnce, USE_EVENTS, type UsedAtOnce } from './client-used';

/** A Storage holding `entries` (or one that throws, as a browser that blocks storage does). */
function storage(entries: Record<string, string> | 'blocked'): Storage {
  if (entries === 'blocked') {
    return {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
  }
  return { getItem: (k: string) => entries[k] ?? null } as unknown as Storage;
}

function browser({
  search = '',
  pathname = '/login/',
  local = {},
  tab = {},
}: {
  search?: string;
  pathname?: string;
  local?: Record<string, string> | 'blocked';
  tab?: Record<string, string> | 'blocked';
}) {
  vi.stubGlobal('location', { search, pathname });
  vi.stubGlobal('localStorage', storage(local));
  vi.stubGlobal('sessionStorage', storage(tab));
  vi.stubGlobal('document', { activeElement: null, referrer: '' });
}

/** The island element as far as the directive uses it: its listeners, and what holds focus. */
function island(value: UsedAtOnce | '' = '') {
  const listeners = new Map<string, () => void>();
  const element = {
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
    contains: () => false,
  };
  const hydrated = vi.fn();
  const load = vi.fn(async () => hydrated);
  // Astro types the value as a string; an object given in the page arrives as that object (JSON in the island's opts).
  used(load, { name: 'used', value: value as unknown as string }, element as unknown as HTMLElement);
  return { load, hydrated, listeners };
}

afterEach(() => vi.unstubAllGlobals());

describe('client:used', () => {
  it('loads nothing while the visitor only looks', () => {
    browser({});
    const { load, listeners } = island({ params: ['code'], stored: ['userInfo'] });
    expect(load).not.toHaveBeenCalled();
    expect([...listeners.keys()]).toEqual([...USE_EVENTS]);
  });

  it('hydrates once on the first use of the island and stops listening', async () => {
    browser({});
    const { load, hydrated, listeners } = island();
    listeners.get('focusin')!();
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1));
    expect(listeners.size).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once when the page must act on load, and listens to nothing', async () => {
    browser({ search: '?code=abc' });
    const { hydrated, listeners } = island({ params: ['code'] });
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1));
    expect(listeners.size).toBe(0);
  });
});

describe('neededAtOnce', () => {
  it('reads a parameter by name, or by name and decoded value', () => {
    const at = { search: '?redirect=%2Fshipping', pathname: '/login/' };
    browser({});
    expect(neededAtOnce({ params: ['redirect'] }, at)).toBe(true);
    expect(neededAtOnce({ params: ['redirect=/shipping'] }, at)).toBe(true);
    expect(neededAtOnce({ params: ['redirect=/cart'] }, at)).toBe(false);
    expect(neededAtOnce({ params: ['code'] }, at)).toBe(false);
  });

  it('reads the stored keys of both storages, and a blocked storage holds nothing', () => {
    const at = { search: '', pathname: '/login/' };
    browser({ local: { userInfo: '{}' } });
    expect(neededAtOnce({ stored: ['userInfo'] }, at)).toBe(true);
    expect(neededAtOnce({ tab: ['userInfo'] }, at)).toBe(false);
    browser({ tab: { sessionExpired: '7' } });
    expect(neededAtOnce({ tab: ['sessionExpired'] }, at)).toBe(true);
    browser({ local: 'blocked', tab: 'blocked' });
    expect(neededAtOnce({ stored: ['userInfo'], tab: ['sessionExpired'] }, at)).toBe(false);
  });

  it('matches the path: a malformed reset link hydrates at once, a well-formed one waits', () => {
    browser({});
    const malformed = { path: '^(?!/reset-password/[^/]+/[^/]+/[^/]+/\\d+/[^/]+/?$)' };
    expect(neededAtOnce(malformed, { search: '', pathname: '/reset-password/t/Jana/jana%40example.sk/7/gen' })).toBe(false);
    expect(neededAtOnce(malformed, { search: '', pathname: '/reset-password/t/Jana/jana%40example.sk/x/gen' })).toBe(true);
    expect(neededAtOnce({ path: '^/login/profile' }, { search: '', pathname: '/login/profile' })).toBe(true);
  });

  it('matches the fragment: the profile back from a Google re-confirmation hydrates at once', () => {
    browser({});
    const answer = { hash: '(^|[#&])zrusit-ucet(-chyba)?=' };
    expect(neededAtOnce(answer, { search: '', pathname: '/profile', hash: '#zrusit-ucet=abc' })).toBe(true);
    expect(neededAtOnce(answer, { search: '', pathname: '/profile', hash: '#zrusit-ucet-chyba=denied' })).toBe(true);
    expect(neededAtOnce(answer, { search: '', pathname: '/profile', hash: '' })).toBe(false);
    expect(neededAtOnce(answer, { search: '?zrusit-ucet=abc', pathname: '/profile' })).toBe(false);
  });

  it('matches the page the visitor came from', () => {
    browser({});
    const fromLogin = { referrer: LOGIN_WITH_TARGET };
    const at = { search: '', pathname: '/register/' };
    expect(neededAtOnce(fromLogin, at, 'http://shop.test/login?redirect=%2Fshipping')).toBe(true);
    expect(neededAtOnce(fromLogin, at, 'http://shop.test/login')).toBe(false);
    expect(neededAtOnce(fromLogin, at, '')).toBe(false);
  });
});
