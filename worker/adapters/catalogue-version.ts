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
 * Writes made outside this process (a seed or script run against the live file, end-to-end tests that set a price
 * straight in the database, a second server on the same file) are caught by `changed`, a cheap probe asked on
 * every read (node.ts: the size and mtime of the database's WAL, one stat call, no database call): when
 * it reports a change, the version is read before answering. A poll every `pollMs` (0: none) backs it up, and is
 * all there is for a remote database.
 *
 * What the cache keys by is a local generation that moves whenever the database's number is seen to differ
 * (forward or, after a reset of the database, backward): a reset can never bring old answers back.
 */
export function processCatalogueVersion(
  read: ReadVersion,
  opts: { pollMs: number; changed?: () => boolean; onError?: (err: unknown) => void },
): ProcessCatalogueVersion {
  let seen: number | undefined;
  let generation = 0;
  /** The look-up started at the latest detected change: readers that arrive while it runs wait for it. */
  let checking: Promise<void> | undefined;
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
      // A change seen now needs a look-up started now: one already running may have read before that write.
      if (opts.changed?.() || (seen === undefined && !checking)) {
        const look: Promise<void> = refresh().finally(() => {
          if (checking === look) checking = undefined;
        });
        checking = look;
      }
      return checking ? checking.then(() => generation) : generation;
    },
    afterWrite: refresh,
    stop: () => clearInterval(timer),
  };
}
