import { createReadStream, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { AssetFetcher } from '../deps';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};

function fileAt(path: string): { path: string; size: number; mtime: Date } | null {
  try {
    const st = statSync(path);
    if (st.isFile()) return { path, size: st.size, mtime: st.mtime };
    if (st.isDirectory()) return fileAt(join(path, 'index.html'));
  } catch {
    /* not there */
  }
  return null;
}

/** Files up to this size are answered from memory: streaming costs more than it saves for pages and bundles. */
const SMALL_FILE = 512 * 1024;
/** Hashed bundles never change, so they are kept once read (bounded: a build's /_astro is a few MB). */
const immutableCache = new Map<string, Uint8Array<ArrayBuffer>>();
const IMMUTABLE_CACHE_MAX = 400;

async function bodyOf(file: { path: string; size: number }): Promise<BodyInit> {
  if (file.size > SMALL_FILE) return Readable.toWeb(createReadStream(file.path)) as unknown as ReadableStream;
  const hashed = file.path.includes(`${sep}_astro${sep}`);
  const cached = hashed ? immutableCache.get(file.path) : undefined;
  if (cached) return cached;
  const bytes = new Uint8Array(await readFile(file.path));
  if (hashed && immutableCache.size < IMMUTABLE_CACHE_MAX) immutableCache.set(file.path, bytes);
  return bytes;
}

/**
 * Serves Astro's dist/ folder on Node the way Workers Static Assets does: `/x` and `/x/` both find
 * `x/index.html`; hashed files under /_astro/ are cached for a year, pages revalidate.
 * `getRoot` is read per request so that a rebuild can swap the folder atomically.
 */
export function distAssets(getRoot: () => string): AssetFetcher {
  return {
    async fetch(urlPath) {
      const root = getRoot();
      let decoded: string;
      try {
        decoded = decodeURIComponent(urlPath).normalize('NFC');
      } catch {
        return null;
      }
      const full = normalize(join(root, decoded));
      if (full !== root && !full.startsWith(root + sep)) return null;
      const file = fileAt(full);
      if (!file) return null;
      const type = TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
      const immutable = decoded.startsWith('/_astro/');
      return new Response(await bodyOf(file), {
        headers: {
          'content-type': type,
          'content-length': String(file.size),
          'last-modified': file.mtime.toUTCString(),
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        },
      });
    },
  };
}
