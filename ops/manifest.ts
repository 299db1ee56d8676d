import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { OpsRefusal } from './local-data';

/** `manifest.json` of a backup folder: what it holds, with sizes and SHA-256 sums a restore checks first. */
export const MANIFEST_FILE = 'manifest.json';

const fileEntry = z.object({ file: z.string(), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
const counts = z.object({
  orders: z.number(),
  orderItems: z.number(),
  users: z.number(),
  products: z.number(),
  reviews: z.number(),
  outbox: z.number(),
});
const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: fileEntry.extend({ counts, migrations: z.number() }),
  uploads: z.object({
    count: z.number(),
    bytes: z.number(),
    files: z.array(fileEntry.extend({ key: z.string(), contentType: z.string() })),
  }),
  secrets: z.array(fileEntry),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type FileEntry = z.infer<typeof fileEntry>;
export type UploadEntry = Manifest['uploads']['files'][number];

/** The SHA-256 of a file, read as a stream (an upload may be large). */
async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A file of the backup folder, named relative to it, with its size and sum. */
export async function fileEntryOf(folder: string, file: string): Promise<FileEntry> {
  const path = join(folder, file);
  return { file, bytes: statSync(path).size, sha256: await sha256File(path) };
}

/** The manifest of a backup folder; a folder without one (or a partial backup) is refused. */
export function readManifest(folder: string): Manifest {
  const path = join(folder, MANIFEST_FILE);
  if (!existsSync(path)) throw new OpsRefusal(`V ${folder} nie je ${MANIFEST_FILE}: to nie je (celá) záloha.`);
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new OpsRefusal(`${MANIFEST_FILE} v ${folder} nemá známy tvar (formát 1).`);
  return parsed.data;
}

/** Every file the manifest names is there, whole: same size, same SHA-256. Lists all that differ. */
export async function verifyFiles(folder: string, manifest: Manifest): Promise<void> {
  const entries: FileEntry[] = [manifest.database, ...manifest.uploads.files, ...manifest.secrets];
  const problems: string[] = [];
  for (const e of entries) {
    const path = join(folder, e.file);
    if (!existsSync(path)) problems.push(`chýba ${e.file}`);
    else if (statSync(path).size !== e.bytes || (await sha256File(path)) !== e.sha256) problems.push(`${e.file} sa líši od zálohy`);
  }
  if (manifest.uploads.files.length !== manifest.uploads.count) problems.push('počet súborov nesedí s manifestom');
  if (problems.length) throw new OpsRefusal(`Záloha ${folder} nie je celá, nič sa neobnovilo: ${problems.slice(0, 10).join(', ')}.`);
}
