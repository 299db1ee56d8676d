import type { CatalogueVersion } from '../deps';

/**
 * The catalogue version as the database keeps it (migration 0005: triggers on products, reviews, audio, videos
 * and banners move it in the same transaction as the write, whoever writes).
 */
type ReadVersion = () => Promise<number>;

/**
 * Workers: isolates share no memory, and any of them (or the seed, or a script) may have written, so every cached
 * read asks the database first: one read of a one-row table by its primary key, instead of the route's two to
 * four queries. A short TTL on an in-isolate copy would be cheaper but could serve a stale answer after a write,
 * which the cache must never do. Nothing to do after a write: the triggers already moved the version.
 */
export function databaseCatalogueVersion(read: ReadVersion): CatalogueVersion {
  return { current: read, afterWrite: () => undefined };
}

export interface ProcessCatalogueVersion extends CatalogueVersion {
  /** Stops the poll (tests, shutdown). */
  stop(): void;
}

/**
 * Node: one process serves every request, so the version lives in memory and a cached read costs no database
 * call at all. After each API request that may have written (any method but GET/HEAD), the database's version is
 * read again before the answer leaves, so a client that saw its write succeed never reads the old catalogue;
 * requests that write nothing of the catalogue (logins, the visit counter) leave the version where it is.
 * Writes made outside this process (a seed or script run against the live file, a second server on the same
 * database) are seen by a poll every `pollMs` (0: no poll), so they show within that time.
 *
 * What the cache keys by is a local generation that moves whenever the database's number is seen to differ
 * (forward or, after a reset of the database, backward): a reset can never bring old answers back.
 */
export function processCatalogueVersion(read: ReadVersion, opts: { pollMs: number; onError?: (err: unknown) => void }): ProcessCatalogueVersion {
  let seen: number | undefined;
  let generation = 0;
  let first: Promise<void> | undefined;
  const refresh = async () => {
    try {
      const v = await read();
      if (v !== seen) {
        seen = v;
        generation++;
      }
    } catch (err) {
      // Unknown state: a new generation is always safe (only a cache miss more).
      seen = undefined;
      generation++;
      opts.onError?.(err);
    }
  };
  const timer = opts.pollMs > 0 ? setInterval(() => void refresh(), opts.pollMs) : undefined;
  // Never keeps the process alive on its own.
  (timer as { unref?: () => void } | undefined)?.unref?.();
  return {
    current() {
      if (seen !== undefined) return generation;
      first ??= refresh().finally(() => (first = undefined));
      return first.then(() => generation);
    },
    afterWrite: refresh,
    stop: () => clearInterval(timer),
  };
}
