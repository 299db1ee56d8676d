import { afterEach, describe, expect, it, vi } from 'vitest';
import signedIn, { USER_CHANGE_EVENT, USER_INFO_KEY } from './client-signed-in';
import * as session from './session';

/** A browser window as far as the directive uses it: storage, events and idle callbacks. */
function fakeWindow(stored: Record<string, string> = {}) {
  const listeners = new Map<string, Set<() => void>>();
  const idle: (() => void)[] = [];
  const win = {
    localStorage: { getItem: (k: string) => stored[k] ?? null },
    addEventListener: (type: string, fn: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(fn)),
    removeEventListener: (type: string, fn: () => void) => listeners.get(type)?.delete(fn),
    requestIdleCallback: (fn: () => void) => idle.push(fn),
  };
  vi.stubGlobal('window', win);
  for (const [k, v] of Object.entries(win)) vi.stubGlobal(k, v);
  return {
    stored,
    fire: (type: string) => {
      for (const fn of [...(listeners.get(type) ?? [])]) fn();
    },
    listening: (type: string) => listeners.get(type)?.size ?? 0,
    idle: () => {
      for (const fn of idle.splice(0)) fn();
    },
  };
}

/** The directive on an island; `loads` counts how often it fetched the island's code. */
function island() {
  const hydrated = vi.fn();
  const load = vi.fn(async () => hydrated);
  signedIn(load, { name: 'signedin', value: '' }, {} as HTMLElement);
  return { load, hydrated };
}

afterEach(() => vi.unstubAllGlobals());

describe('client:signedin', () => {
  it('uses the keys of site/lib/session.ts', () => {
    expect(USER_INFO_KEY).toBe(session.USER_INFO_KEY);
    expect(USER_CHANGE_EVENT).toBe(session.USER_CHANGE_EVENT);
  });

  it('never loads the island for a visitor who stays a visitor', () => {
    const w = fakeWindow();
    const { load } = island();
    w.idle();
    w.fire('storage');
    w.fire(USER_CHANGE_EVENT);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads it when the browser is idle for someone signed in', async () => {
    const w = fakeWindow({ userInfo: '{"token":"t"}' });
    const { load, hydrated } = island();
    expect(load).not.toHaveBeenCalled();
    w.idle();
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads it once when the visitor signs in, here or in another tab, and stops listening', async () => {
    const w = fakeWindow();
    const { load, hydrated } = island();
    w.stored.userInfo = '{"token":"t"}';
    w.fire(USER_CHANGE_EVENT);
    w.fire('storage');
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(w.listening(USER_CHANGE_EVENT) + w.listening('storage')).toBe(0);
  });
});
