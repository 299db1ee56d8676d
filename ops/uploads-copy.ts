import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { R2Like } from '../worker/adapters/object-store';
import type { LocalBucket } from '../worker/platform/local-bucket';
import type { UploadEntry } from './manifest';

/** The uploads are plain files under this folder of a backup, at their keys, so rclone or `wrangler r2` can push them to R2. */
const UPLOADS_FOLDER = 'uploads';

/**
 * The file a key is written to. The app's keys are already safe paths (worker/http/object-key.ts); any other
 * (`..`, a backslash, a control character) is written under `_keys/` by its hash and named in the manifest.
 */
export function fileForKey(key: string): string {
  const safe =
    !key.startsWith('/') &&
    key.split('/').every((part) => part !== '' && part !== '.' && part !== '..') &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the key check refuses
    !/[\u0000-\u001f\u007f\\]/.test(key);
  return `${UPLOADS_FOLDER}/${safe ? key : `_keys/${createHash('sha256').update(key).digest('hex')}`}`;
}

/** Writes every object of the bucket into `folder`, one at a time (the bucket's pages of keys, then each body). */
export async function exportUploads(bucket: LocalBucket, folder: string): Promise<UploadEntry[]> {
  const entries: UploadEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor, limit: 1000 });
    for (const { key } of page.objects) {
      const object = await bucket.get(key);
      // Deleted between the listing and the read: it is not part of the shop any more.
      if (!object) continue;
      const file = fileForKey(key);
      const path = join(folder, file);
      mkdirSync(dirname(path), { recursive: true });
      const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
      writeFileSync(path, bytes);
      const contentType = object.httpMetadata?.contentType ?? 'application/octet-stream';
      entries.push({ key, file, contentType, bytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') });
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return entries;
}

/** Puts every file of the manifest back at its key, with its content type. */
export async function importUploads(bucket: R2Like, folder: string, entries: UploadEntry[]): Promise<void> {
  for (const e of entries) {
    await bucket.put(e.key, readFileSync(join(folder, e.file)), { httpMetadata: { contentType: e.contentType } });
  }
}
