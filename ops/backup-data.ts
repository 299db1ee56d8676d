import { copyFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { openNodeDb } from '../db/client-node';
import { appliedMigrations, tableCounts, vacuumInto } from '../db/queries/operations/backup';
import { openLocalBucket } from '../worker/platform/local-bucket';
import { localData, OpsRefusal, stampOf } from './local-data';
import { fileEntryOf, MANIFEST_FILE, type Manifest } from './manifest';
import { exportUploads } from './uploads-copy';

const DATABASE_FILE = 'prud.db';

export interface BackupOptions {
  dataDir: string;
  databaseUrl: string;
  /** The folder the dated backup folder is made in (`backups/` by default). */
  outDir: string;
  now: Date;
}

/**
 * `npm run backup`: the database (a `VACUUM INTO` snapshot, taken while the shop keeps running), then the uploads
 * and the local secrets, into `<outDir>/<time>/` with a manifest. Written under `<time>.partial/` and renamed when
 * complete, so a folder without `.partial` is always a whole backup; an existing folder is never written into.
 * The database comes first: an upload it names exists when the uploads are read (uploads are never changed, only
 * added or removed), so the copy misses nothing the database refers to but what was deleted meanwhile.
 */
export async function createBackup(o: BackupOptions): Promise<{ folder: string; manifest: Manifest }> {
  const data = localData(o);
  if (!existsSync(data.dbFile)) throw new OpsRefusal(`Databáza ${data.dbFile} neexistuje: nie je čo zálohovať.`);
  const folder = resolve(o.outDir, stampOf(o.now));
  const partial = `${folder}.partial`;
  for (const f of [folder, partial]) if (existsSync(f)) throw new OpsRefusal(`${f} už existuje: záloha nič neprepíše.`);
  mkdirSync(resolve(o.outDir), { recursive: true });
  // Personal data and password hashes: readable by the shop's user alone.
  mkdirSync(partial, { mode: 0o700 });

  const db = openNodeDb(`file:${data.dbFile}`);
  try {
    await vacuumInto(db, join(partial, DATABASE_FILE));
  } finally {
    db.$client.close();
  }
  const copy = openNodeDb(`file:${join(partial, DATABASE_FILE)}`);
  let counts: Manifest['database']['counts'];
  let migrations: number;
  try {
    [counts, migrations] = await Promise.all([tableCounts(copy), appliedMigrations(copy)]);
  } finally {
    copy.$client.close();
  }

  const uploads = existsSync(data.uploadsDir) ? await exportAll(data.dataDir, partial) : [];
  const secrets = [];
  for (const path of data.secretFiles.filter((f) => existsSync(f))) {
    mkdirSync(join(partial, 'secrets'), { recursive: true, mode: 0o700 });
    copyFileSync(path, join(partial, 'secrets', basename(path)));
    secrets.push(await fileEntryOf(partial, `secrets/${basename(path)}`));
  }

  const manifest: Manifest = {
    format: 1,
    createdAt: o.now.toISOString(),
    database: { ...(await fileEntryOf(partial, DATABASE_FILE)), counts, migrations },
    uploads: { count: uploads.length, bytes: uploads.reduce((sum, u) => sum + u.bytes, 0), files: uploads },
    secrets,
  };
  writeFileSync(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  renameSync(partial, folder);
  return { folder, manifest };
}

async function exportAll(dataDir: string, folder: string) {
  const uploads = await openLocalBucket(dataDir);
  try {
    return await exportUploads(uploads.bucket, folder);
  } finally {
    await uploads.dispose();
  }
}
