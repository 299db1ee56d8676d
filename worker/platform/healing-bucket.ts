import type { AppDeps } from '../deps';
import type { LocalBucket } from './local-bucket';

/** One opened emulation of the bucket (openLocalBucket's answer). */
export interface OpenedBucket {
  bucket: LocalBucket;
  dispose(): Promise<void>;
}

export interface HealingOptions {
  open: () => Promise<OpenedBucket>;
  log: AppDeps['log'];
  /**
   * Pauses before each attempt to reopen, in ms: as many attempts as entries. Starting the emulator takes a second
   * or two; a machine short of memory or file handles may need the later, longer pauses.
   */
  backoffMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  /** Every attempt of one heal failed: this process cannot get its store back (start.ts exits for a supervisor). */
  onUnrecoverable?: (err: unknown) => void;
}

const REOPEN_BACKOFF_MS = [0, 500, 2000, 5000] as const;
/** A dead emulator's dispose() returns at once (measured: ~20 ms); one that hangs must not hold the heal. */
const DISPOSE_WAIT_MS = 5000;

const GONE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/**
 * Whether an error says the emulator itself is gone rather than refusing one call. When workerd dies, calls in
 * flight fail with undici's `fetch failed` (cause ECONNRESET/ECONNREFUSED); miniflare then restarts workerd but
 * poisons every stub handed out before, so the proxy's `env.BUCKET` answers "Attempted to use poisoned stub" for
 * good: only a new proxy has a working binding.
 */
export function proxyGone(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e instanceof Error; depth++) {
    const code = (e as { code?: unknown }).code;
    if (e.message.includes('poisoned stub') || e.message === 'fetch failed' || (typeof code === 'string' && GONE_CODES.has(code)))
      return true;
    e = e.cause;
  }
  return false;
}

/**
 * The uploads bucket on Node, kept alive: a call that fails because the emulator is gone disposes the proxy,
 * opens a new one (once for all callers that saw the same one fail: single-flight; bounded attempts with the
 * backoff above) and runs the call again on it. Calls are retried once: get, delete and put of a whole value
 * give the same result when repeated. A refusal that is not the emulator's death is passed on untouched.
 */
export async function openHealingBucket(o: HealingOptions): Promise<OpenedBucket> {
  const backoff = o.backoffMs ?? REOPEN_BACKOFF_MS;
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let current = await o.open();
  let healing: Promise<void> | null = null;
  let disposed = false;

  async function reopen(broken: OpenedBucket): Promise<void> {
    o.log('warn', 'object store stopped answering (the local R2 emulation is gone); reopening it');
    await Promise.race([broken.dispose().catch(() => undefined), sleep(DISPOSE_WAIT_MS)]);
    let lastError: unknown;
    for (const [i, pause] of backoff.entries()) {
      await sleep(pause);
      if (disposed) throw new Error('object store closed');
      try {
        current = await o.open();
        o.log('info', 'object store reopened', { attempt: i + 1 });
        return;
      } catch (err) {
        lastError = err;
        o.log('warn', 'object store reopen failed', { attempt: i + 1, error: String(err) });
      }
    }
    o.onUnrecoverable?.(lastError);
    throw lastError;
  }

  function heal(broken: OpenedBucket): Promise<void> {
    // Another caller already replaced the proxy this call used: just use the new one.
    if (current !== broken) return Promise.resolve();
    healing ??= reopen(broken).finally(() => {
      healing = null;
    });
    return healing;
  }

  async function call<T>(use: (bucket: LocalBucket) => Promise<T>): Promise<T> {
    const used = current;
    try {
      return await use(used.bucket);
    } catch (err) {
      if (disposed || !proxyGone(err)) throw err;
      await heal(used);
      return use(current.bucket);
    }
  }

  return {
    bucket: {
      get: (key) => call((b) => b.get(key)),
      put: (key, value, options) => call((b) => b.put(key, value, options)),
      delete: (key) => call((b) => b.delete(key)),
      list: (options) => call((b) => b.list(options)),
    },
    async dispose() {
      disposed = true;
      await healing?.catch(() => undefined);
      await current.dispose();
    },
  };
}
