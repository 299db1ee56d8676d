// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_KEY } from '~/site/lib/storage-keys';
import { bootPlayer } from './player-boot';
import { restorePlayer } from './player';

vi.mock('./player', () => ({ restorePlayer: vi.fn() }));

/** Until the player, loaded only when something plays, was asked to come back (or a few turns, for nothing). */
async function restored() {
  for (let turn = 0; turn < 20 && !vi.mocked(restorePlayer).mock.calls.length; turn++) await new Promise((r) => setImmediate(r));
  return vi.mocked(restorePlayer).mock.calls.length;
}

beforeEach(() => {
  vi.mocked(restorePlayer).mockClear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('every page, on load', () => {
  it('brings the player back when a recording was playing', async () => {
    sessionStorage.setItem(PLAYER_KEY, '{"recording":{}}');
    bootPlayer();
    expect(await restored()).toBe(1);
  });

  it('loads nothing when nothing was playing', async () => {
    bootPlayer();
    sessionStorage.setItem(PLAYER_KEY, '');
    bootPlayer();
    expect(await restored()).toBe(0);
  });

  it('loads nothing when the browser keeps nothing (storage blocked)', async () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => bootPlayer()).not.toThrow();
    expect(await restored()).toBe(0);
  });
});
