import type { BodyEncoder, CatalogueCacheDeps } from '../deps';

/** One stored answer: its identity bytes, their hash, and its compressed forms as they get made. */
export interface CachedAnswer {
  key: string;
  type: string;
  etag: string;
  identity: Uint8Array<ArrayBuffer>;
  /** Made on first demand, once per coding (a promise, so that 32 clients arriving together share one). */
  codings: Partial<Record<'br' | 'gzip', Promise<Uint8Array<ArrayBuffer>>>>;
  /** Bytes counted against the budget (identity plus the compressed forms made so far). */
  size: number;
}

/** Default bounds: a few hundred keys cover every page and popular search; 32 MB holds `/all` of 10,000 titles. */
const DEFAULT_MAX_ENTRIES = 500;
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

async function hashHex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  // WebCrypto: the same on Node and Workers.
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.subarray(0, 10), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The bounded memory behind worker/http/catalogue-cache.ts: least recently used first out, by count and by
 * bytes, so random keywords cannot exhaust memory. Keys carry the version; when a read brings a version other than
 * the last one, every entry is dropped at once (none of them can be asked for again).
 */
export class CatalogueStore {
  readonly encoder?: BodyEncoder;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  private version: number | undefined;

  constructor(deps: CatalogueCacheDeps) {
    this.encoder = deps.encoder;
    this.maxEntries = deps.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.maxBytes = deps.maxBytes ?? DEFAULT_MAX_BYTES;
  }

  /** Entries and bytes held (for tests and the bench). */
  get stats() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(version: number, key: string): CachedAnswer | undefined {
    if (version !== this.version) {
      this.entries.clear();
      this.bytes = 0;
      this.version = version;
      return undefined;
    }
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used goes last in the Map's order.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /**
   * Reads a route's answer made under `version` (consuming it) and keeps it unless the version moved on while
   * the route ran or the answer alone would take more than a quarter of the budget. Returned either way: the
   * caller answers from it.
   */
  async put(version: number, key: string, res: Response): Promise<CachedAnswer> {
    const identity = new Uint8Array(await res.arrayBuffer());
    const answer: CachedAnswer = {
      key,
      type: res.headers.get('content-type') ?? 'application/json',
      etag: await hashHex(identity),
      identity,
      codings: {},
      size: identity.length,
    };
    // A later version was seen meanwhile: this answer may predate a write, and nobody will ask for it again.
    if (version !== this.version || answer.size > this.maxBytes / 4) return answer;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.size;
    this.entries.delete(key);
    this.entries.set(key, answer);
    this.bytes += answer.size;
    this.evict();
    return answer;
  }

  /** The answer compressed in `coding`, made once and kept with it (counted against the budget). */
  encoded(answer: CachedAnswer, coding: 'br' | 'gzip'): Promise<Uint8Array<ArrayBuffer>> {
    const encoder = this.encoder;
    if (!encoder) return Promise.resolve(answer.identity);
    let made = answer.codings[coding];
    if (!made) {
      made = encoder.encode(answer.identity, coding);
      answer.codings[coding] = made;
      made.then(
        (bytes) => {
          // Only while the answer is still held (it may have been evicted or dropped with its version).
          if (this.entries.get(answer.key) === answer) {
            answer.size += bytes.length;
            this.bytes += bytes.length;
            this.evict();
          }
        },
        () => delete answer.codings[coding],
      );
    }
    return made;
  }

  private evict() {
    for (const [key, value] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= value.size;
    }
  }
}
