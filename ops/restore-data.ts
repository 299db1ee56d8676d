import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { openNodeDb } from '../db/client-node';
import { integrityCheck, tableCounts } from '../db/queries/operations/backup';
import { openLocalBucket } from '../worker/platform/local-bucket';
import { runningServer } from '../worker/platform/server-lock';
import { localData, move, OpsRefusal, stampOf, withCompanions, type LocalData } from './local-data';
import { readManifest, verifyFiles, type Manifest } from './manifest';
import { importUploads } from './uploads-copy';

export interface RestoreOptions {
  dataDir: string;
  databaseUrl: string;
  /** The backup folder (`backups/2026-11-26T08-15-00Z`). */
  from: string;
  now: Date;
}

/**
 * `npm run restore <folder>`: brings a backup back into a stopped shop. Nothing is changed until the backup is
 * shown whole (the manifest's sizes and sums, SQLite's integrity check, the counted rows) and staged beside the
 * data; then the current database, uploads and secrets are moved aside to `<dataDir>/replaced-<time>/` (never
 * deleted: a restore of the wrong folder is undone by moving them back) and the staged copy takes their place.
 */
export async function restoreBackup(o: RestoreOptions): Promise<{ replaced: string; manifest: Manifest }> {
  const data = localData(o);
  const running = runningServer(data.dataDir);
  if (running) throw new OpsRefusal(`Obchod beží (proces ${running.pid}, ${running.url}): zastavte ho a spustite obnovu znova.`);
  const from = resolve(o.from);
  const manifest = readManifest(from);
  await verifyFiles(from, manifest);

  const stamp = stampOf(o.now);
  const staging = join(data.dataDir, `.restore-${stamp}`);
  const replaced = join(data.dataDir, `replaced-${stamp}`);
  for (const f of [staging, replaced]) if (existsSync(f)) throw new OpsRefusal(`${f} už existuje: obnova nič neprepíše.`);
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    await stage(from, manifest, staging);
  } catch (err) {
    // Only the staged copy goes: the shop's data has not been touched.
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  swap(data, staging, replaced, manifest);
  rmSync(staging, { recursive: true, force: true });
  return { replaced, manifest };
}

/** The backup copied beside the data: database checked and counted, uploads put into a fresh emulated bucket. */
async function stage(from: string, manifest: Manifest, staging: string): Promise<void> {
  const dbCopy = join(staging, 'prud.db');
  copyFileSync(join(from, manifest.database.file), dbCopy);
  const db = openNodeDb(`file:${dbCopy}`);
  try {
    const integrity = await integrityCheck(db);
    if (integrity !== 'ok') throw new OpsRefusal(`Databáza v zálohe je poškodená (${integrity.slice(0, 200)}): nič sa neobnovilo.`);
    const counts = await tableCounts(db);
    if (JSON.stringify(counts) !== JSON.stringify(manifest.database.counts)) {
      throw new OpsRefusal(`Databáza v zálohe nemá počty z manifestu (${JSON.stringify(counts)}): nič sa neobnovilo.`);
    }
  } finally {
    db.$client.close();
  }
  const uploads = await openLocalBucket(staging);
  try {
    await importUploads(uploads.bucket, from, manifest.uploads.files);
  } finally {
    await uploads.dispose();
  }
  for (const s of manifest.secrets) {
    mkdirSync(join(staging, 'secrets'), { recursive: true });
    copyFileSync(join(from, s.file), join(staging, 'secrets', basename(s.file)));
  }
}

/** Current data aside, staged data in: renames within the data folder, so each step is quick and whole. */
function swap(data: LocalData, staging: string, replaced: string, manifest: Manifest): void {
  mkdirSync(replaced, { mode: 0o700 });
  const secretNames = manifest.secrets.map((s) => basename(s.file));
  try {
    for (const f of withCompanions(data.dbFile)) move(f, join(replaced, basename(f)));
    move(data.uploadsDir, join(replaced, 'r2'));
    for (const name of secretNames) move(join(data.dataDir, name), join(replaced, name));
    for (const f of withCompanions(join(staging, 'prud.db'))) move(f, f.replace(join(staging, 'prud.db'), data.dbFile));
    move(join(staging, 'r2'), data.uploadsDir);
    for (const name of secretNames) move(join(staging, 'secrets', name), join(data.dataDir, name));
  } catch (err) {
    throw new OpsRefusal(
      `Obnova sa zastavila uprostred výmeny (${String(err)}). Pôvodné dáta sú v ${replaced}, obnovované v ${staging}: presuňte ich ručne.`,
    );
  }
}
