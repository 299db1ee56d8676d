import type { AssetFetcher } from '../deps';

/** Names the content: equal pages get equal tags, whatever host serves them (with or without an ETag). */
async function hashOf(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A pre-rendered page taken apart by `parse`, and a tag that changes whenever the page does (its content's hash). */
export interface HeldTemplate<T> {
  value: T;
  tag: string;
}

/**
 * A pre-rendered page that the server fills per request, read through the static host (`deps.assets`) and parsed
 * once per process or isolate. Each use asks the host again with the held ETag: a 304 costs a lookup (in memory
 * on Node, a local binding call on Workers) and keeps the parsed copy; a new build (the publisher's swap of dist/
 * on Node) brings a 200 and is parsed anew. Asked in identity coding: the host would otherwise pick brotli or gzip
 * from the header it is given.
 */
export function pageTemplate<T>(path: string, parse: (html: string) => T) {
  const held = new WeakMap<AssetFetcher, HeldTemplate<T> & { etag: string | null }>();
  return async (assets: AssetFetcher, request: Request): Promise<HeldTemplate<T> | null> => {
    const last = held.get(assets);
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    if (last?.etag) headers['if-none-match'] = last.etag;
    const res = await assets.fetch(path, new Request(request.url, { method: 'GET', headers }));
    if (!res) return null;
    if (res.status === 304 && last) return last;
    if (res.status !== 200) throw new Error(`page template ${path}: status ${res.status}`);
    const coding = res.headers.get('content-encoding');
    if (coding && coding !== 'identity') throw new Error(`page template ${path}: came ${coding}-coded`);
    const html = await res.text();
    const tag = `${path}#${await hashOf(html)}`;
    // A host without ETags sends the page each time: parsed again only when it changed.
    const next = { value: last?.tag === tag ? last.value : parse(html), etag: res.headers.get('etag'), tag };
    held.set(assets, next);
    return next;
  };
}
