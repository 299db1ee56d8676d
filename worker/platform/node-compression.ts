import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { pickCoding, varyOnAcceptEncoding, type Coding } from '../adapters/content-encoding';
import type { BodyEncoder } from '../deps';

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** Smaller JSON is sent as is: the saving would not pay for the work (hono/compress uses the same threshold). */
const COMPRESS_MIN_BYTES = 1024;
/** Up to this size compressing on the event loop takes well under a millisecond; bigger answers go to the pool. */
const SYNC_MAX_BYTES = 128 * 1024;

/** Brotli quality 4: the usual choice for answers made per request (≈ gzip's speed, smaller output). */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const GZIP = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(bytes: Uint8Array, coding: Coding): Buffer | Promise<Buffer> {
  if (bytes.length <= SYNC_MAX_BYTES) return coding === 'br' ? brotliCompressSync(bytes, BROTLI) : gzipSync(bytes, GZIP);
  return coding === 'br' ? brotliAsync(bytes, BROTLI) : gzipAsync(bytes, GZIP);
}

function eligible(request: Request, res: Response): boolean {
  if (request.method.toUpperCase() === 'HEAD' || !res.body) return false;
  if (!new URL(request.url).pathname.startsWith('/api/')) return false;
  if (res.status === 204 || res.status === 206 || res.status === 304) return false;
  if (res.headers.has('content-encoding') || /(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('cache-control') ?? '')) return false;
  // Already negotiated by the layer that made it (the catalogue cache sends its stored bytes, compressed once).
  if (/(^|,)\s*accept-encoding\s*(,|$)/i.test(res.headers.get('vary') ?? '')) return false;
  return /^application\/(.+\+)?json\b/i.test(res.headers.get('content-type') ?? '');
}

/**
 * JSON answers of the API above 1 KB, compressed for clients that accept brotli or gzip. Node only: Workers
 * compress on their own, and the pre-rendered files are compressed at build time (worker/adapters/dist-assets.ts).
 * It wraps the app's `fetch` instead of joining app.ts's middleware list, so that the app stays the same on both
 * platforms. JSON is built in memory by `c.json`, so reading it whole costs nothing extra.
 */
export function withJsonCompression(fetch: Fetch): Fetch {
  return async (request, env) => {
    const res = await fetch(request, env);
    if (!eligible(request, res)) return res;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    const init = { status: res.status, statusText: res.statusText, headers };
    if (bytes.length < COMPRESS_MIN_BYTES) return new Response(bytes, init);
    headers.set('vary', varyOnAcceptEncoding(headers.get('vary')));
    const coding = pickCoding(request.headers.get('accept-encoding'));
    if (!coding) return new Response(bytes, init);
    const body = await compress(bytes, coding);
    headers.set('content-encoding', coding);
    headers.set('content-length', String(body.length));
    return new Response(new Uint8Array(body), init);
  };
}

/**
 * The same compression for the catalogue cache (worker/http/catalogue-cache.ts), which keeps what it makes: each
 * cached answer is compressed once per coding and version, always off the event loop (the first clients of a new
 * version wait a little; every later one gets the stored bytes).
 */
export const nodeJsonEncoder: BodyEncoder = {
  minBytes: COMPRESS_MIN_BYTES,
  async encode(bytes, coding) {
    const out = await (coding === 'br' ? brotliAsync(bytes, BROTLI) : gzipAsync(bytes, GZIP));
    return new Uint8Array(out);
  },
};
