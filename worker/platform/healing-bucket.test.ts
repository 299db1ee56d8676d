import { describe, expect, it } from 'vitest';
import type { LocalBucket } from './local-bucket';
import { openHealingBucket, proxyGone, type OpenedBucket } from './healing-bucket';

const poisoned = () =>
  new Error(
    'Attempted to use poisoned stub. Stubs to runtime objects must be re-created after calling `Miniflare#setOptions()` or `Miniflare#dispose()`.',
  );
const fetchFailed = () => new TypeError('fetch failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) });

/** A fake emulator generation: a map of objects shared by all generations (the files on disk), and a kill switch. */
function fakeEmulators(opts: { failOpens?: number } = {}) {
  const files = new Map<string, string>();
  const made: { dead: boolean; disposed: boolean }[] = [];
  let failOpens = opts.failOpens ?? 0;
  const open = async (): Promise<OpenedBucket> => {
    if (made.length > 0 && failOpens > 0) {
      failOpens--;
      throw new Error('workerd did not start');
    }
    const gen = { dead: false, disposed: false };
    made.push(gen);
    const alive = () => {
      if (gen.dead || gen.disposed) throw poisoned();
    };
    const bucket: LocalBucket = {
      async get(key) {
        alive();
        const v = files.get(key);
        return v === undefined ? null : { body: new Response(v).body!, size: v.length };
      },
      async put(key, value) {
        alive();
        files.set(key, String(value));
        return {};
      },
      async delete(key) {
        alive();
        files.delete(key);
      },
      async list() {
        alive();
        return { objects: [...files.keys()].map((key) => ({ key })), truncated: false };
      },
    };
    return { bucket, dispose: async () => void (gen.disposed = true) };
  };
  return { files, made, open, kill: () => (made[made.length - 1].dead = true) };
}

const quiet = () => {
  const lines: string[] = [];
  return { lines, log: (_level: string, message: string) => void lines.push(message) };
};
const noSleep = async () => undefined;

describe('proxyGone', () => {
  it('knows the errors of a dead emulator, through causes', () => {
    expect(proxyGone(poisoned())).toBe(true);
    expect(proxyGone(fetchFailed())).toBe(true);
    expect(proxyGone(new Error('wrapped', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) }))).toBe(true);
  });
  it('leaves other refusals alone', () => {
    expect(proxyGone(new Error('key too long'))).toBe(false);
    expect(proxyGone(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe(false);
    expect(proxyGone('fetch failed')).toBe(false);
    expect(proxyGone(undefined)).toBe(false);
  });
});

describe('openHealingBucket', () => {
  it('reopens a dead emulator once for all callers and runs their calls again', async () => {
    const emu = fakeEmulators();
    const { lines, log } = quiet();
    const store = await openHealingBucket({ open: emu.open, log, sleep: noSleep });
    await store.bucket.put('a', 'jedna');
    emu.kill();
    const [a, b, missing] = await Promise.all([store.bucket.get('a'), store.bucket.get('a'), store.bucket.get('nic')]);
    expect(a?.size).toBe(5);
    expect(b?.size).toBe(5);
    expect(missing).toBeNull();
    expect(emu.made).toHaveLength(2);
    expect(emu.made[0].disposed).toBe(true);
    expect(lines.filter((l) => l.includes('reopening'))).toHaveLength(1);
    // The new generation serves every kind of call.
    await store.bucket.put('b', 'dva');
    await store.bucket.delete('a');
    expect((await store.bucket.list()).objects).toEqual([{ key: 'b' }]);
  });

  it('retries the reopening with the given pauses and heals when one attempt works', async () => {
    const emu = fakeEmulators({ failOpens: 2 });
    const pauses: number[] = [];
    const store = await openHealingBucket({
      open: emu.open,
      log: quiet().log,
      backoffMs: [0, 10, 20, 30],
      sleep: async (ms) => void pauses.push(ms),
    });
    emu.kill();
    await store.bucket.put('k', 'v');
    expect(emu.files.get('k')).toBe('v');
    // dispose wait races a sleep of its own; the attempts' pauses follow in order.
    expect(pauses.filter((p) => p < 1000)).toEqual([0, 10, 20]);
  });

  it('gives up after the last attempt, tells onUnrecoverable, and tries again on a later call', async () => {
    const emu = fakeEmulators({ failOpens: 3 });
    const gaveUp: unknown[] = [];
    const store = await openHealingBucket({
      open: emu.open,
      log: quiet().log,
      backoffMs: [0, 0],
      sleep: noSleep,
      onUnrecoverable: (e) => gaveUp.push(e),
    });
    emu.kill();
    await expect(store.bucket.get('x')).rejects.toThrow('workerd did not start');
    expect(gaveUp).toHaveLength(1);
    expect(await store.bucket.get('x')).toBeNull();
    expect(emu.made).toHaveLength(2);
  });

  it('passes other errors on without reopening', async () => {
    const emu = fakeEmulators();
    let opens = 0;
    const open = async (): Promise<OpenedBucket> => {
      opens++;
      const inner = await emu.open();
      // A bucket whose get refuses for a reason of its own.
      return { ...inner, bucket: { ...inner.bucket, get: () => Promise.reject(new Error('key too long')) } };
    };
    const store = await openHealingBucket({ open, log: quiet().log, sleep: noSleep });
    await expect(store.bucket.get('x')).rejects.toThrow('key too long');
    expect(opens).toBe(1);
  });

  it('does not reopen after dispose', async () => {
    const emu = fakeEmulators();
    const store = await openHealingBucket({ open: emu.open, log: quiet().log, sleep: noSleep });
    await store.dispose();
    await expect(store.bucket.get('x')).rejects.toThrow('poisoned stub');
    expect(emu.made).toHaveLength(1);
  });
});
