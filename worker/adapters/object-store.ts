import type { ObjectStore } from '../deps';

/** Minimal shape of an R2 bucket binding (real R2, or wrangler's getPlatformProxy emulation on Node). */
export interface R2Like {
  get(key: string): Promise<{ body: ReadableStream; size: number; httpMetadata?: { contentType?: string } } | null>;
  put(key: string, value: ArrayBuffer | Uint8Array | string, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  delete(key: string): Promise<void>;
}

export function r2Store(bucket: R2Like): ObjectStore {
  return {
    async get(key) {
      const obj = await bucket.get(key);
      if (!obj) return null;
      return { body: obj.body, size: obj.size, contentType: obj.httpMetadata?.contentType ?? 'application/octet-stream' };
    },
    async put(key, body, contentType) {
      await bucket.put(key, body, { httpMetadata: { contentType } });
    },
    async delete(key) {
      await bucket.delete(key);
    },
  };
}

/** In-memory store for tests. */
export function memoryStore(): ObjectStore & { keys(): string[] } {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>();
  return {
    async get(key) {
      const f = files.get(key);
      return f ? { body: f.bytes, size: f.bytes.byteLength, contentType: f.contentType } : null;
    },
    async put(key, body, contentType) {
      const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body);
      files.set(key, { bytes, contentType });
    },
    async delete(key) {
      files.delete(key);
    },
    keys: () => [...files.keys()],
  };
}
