import { createReadStream } from 'node:fs';
import { posix } from 'node:path';
import { Readable } from 'node:stream';
import type { AssetFetcher } from '../deps';
import { pickCoding } from './content-encoding';
import { indexDist, patchDistIndex, type DistEntry, type DistIndex, type DistIndexOptions, type Representation } from './dist-index';

/** The URL path as an index key: decoded, NFC (file names are), `.`/`..` resolved; null when it cannot be one. */
function keyOf(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath).normalize('NFC');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  // posix.normalize resolves `..` against the leading `/`, so no key can point above the served folder; and only
  // files found in it at index time are ever answered.
  const key = posix.normalize(decoded.startsWith('/') ? decoded : `/${decoded}`);
  return key.startsWith('/') ? key : null;
}

/**
 * ETags: strong, a hash of the file's identity bytes, with `-br` / `-gz` appended for the compressed
 * representations: RFC 9110 (8.8.1) requires a strong ETag to change with the bytes, and the variants differ in
 * bytes. `If-None-Match` is compared on the hash without the suffix (the weak comparison the RFC prescribes for it,
 * extended to the coding): a client holding the gzip form of a file whose content is unchanged may keep it, even if
 * it would now get brotli. Hashes are hex, so a suffix can never be part of one.
 */
function etagOf(entry: DistEntry, coding: 'br' | 'gzip' | null): string {
  return `"${entry.etag}${coding === 'br' ? '-br' : coding === 'gzip' ? '-gz' : ''}"`;
}

function notModified(request: Request, entry: DistEntry): boolean {
  const inm = request.headers.get('if-none-match');
  if (inm !== null) {
    return inm.split(',').some((tag) => {
      const t = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
      return t === '*' || t.replace(/-(br|gz)$/, '') === entry.etag;
    });
  }
  const ims = request.headers.get('if-modified-since');
  const since = ims ? Date.parse(ims) : NaN;
  return Number.isFinite(since) && Math.floor(entry.mtime.getTime() / 1000) * 1000 <= since;
}

function bodyOf(rep: Representation): BodyInit {
  return rep.bytes ?? (Readable.toWeb(createReadStream(rep.path)) as unknown as ReadableStream);
}

function answer(entry: DistEntry, key: string, request: Request, conditional: boolean): Response {
  const wanted = entry.br || entry.gzip ? pickCoding(request.headers.get('accept-encoding')) : null;
  const coding = wanted && entry[wanted] ? wanted : null;
  const rep = coding ? entry[coding]! : entry.identity;
  const headers: Record<string, string> = {
    etag: etagOf(entry, coding),
    'last-modified': entry.mtime.toUTCString(),
    'cache-control': key.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  };
  // Only files that have a compressed form answer differently per Accept-Encoding.
  if (entry.br || entry.gzip) headers.vary = 'Accept-Encoding';
  const method = request.method.toUpperCase();
  if (conditional && (method === 'GET' || method === 'HEAD') && notModified(request, entry)) {
    return new Response(null, { status: 304, headers });
  }
  headers['content-type'] = entry.type;
  headers['content-length'] = String(rep.size);
  if (coding) headers['content-encoding'] = coding;
  return new Response(bodyOf(rep), { headers });
}

/**
 * Serves Astro's dist/ folder on Node the way Workers Static Assets does: `/x` and `/x/` both find
 * `x/index.html`; hashed files under /_astro/ are cached for a year, pages revalidate (ETag → 304).
 * Answers come from an in-memory index of the served folder (dist-index.ts), built once per folder: `getRoot` is
 * read per request and a different folder (the publisher's atomic swap) is indexed on its first request, so no
 * request touches the file system, except files too big to keep in memory, which are streamed. Clients that accept
 * brotli or gzip get the `.br` / `.gz` written at build time (worker/platform/precompress.ts).
 */
export function distAssets(
  getRoot: () => string,
  options: DistIndexOptions = {},
  /** The publisher's changed-pages publishes: files rewritten in place in a served root (patchDistIndex). */
  onPatched?: (listener: (root: string, files: readonly string[]) => Promise<void>) => void,
): AssetFetcher {
  let current: { root: string; index: Promise<DistIndex | null> } | null = null;
  onPatched?.(async (root, files) => {
    if (current?.root !== root) return;
    const index = await current.index.catch(() => null);
    if (index) await patchDistIndex(index, root, files);
  });
  return {
    async fetch(urlPath, request) {
      const root = getRoot();
      if (current?.root !== root) current = { root, index: indexDist(root, options) };
      const indexing = current;
      const index = await indexing.index.catch(() => null);
      // A folder that is missing (or failed to read) is looked at again on the next request rather than cached.
      if (!index) {
        if (current === indexing) current = null;
        return null;
      }
      const key = keyOf(urlPath);
      const entry = key === null ? undefined : index.get(key);
      if (!entry || key === null) return null;
      // The 404 page is answered under other URLs with status 404 (worker/routes/site.ts): never as a 304.
      return answer(entry, key, request, key !== '/404.html');
    },
  };
}
