import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

/** A refusal of a backup or restore: the CLI prints its Slovak message alone, without a stack. */
export class OpsRefusal extends Error {}

/** Where the embedded default keeps what a backup holds (worker/platform/node.ts: settingsFromEnv, openStorage). */
export interface LocalData {
  dataDir: string;
  /** The libSQL database file (DATABASE_URL `file:…`). */
  dbFile: string;
  /** The emulated R2 bucket of the uploads (worker/platform/local-bucket.ts). */
  uploadsDir: string;
  /** The local secrets node.ts keeps when the environment gives none: the token secret signs unsubscribe links. */
  secretFiles: string[];
}

const SECRET_FILE_NAMES = ['token-secret', 'test-checkout-secret'];

export function localData(settings: { dataDir: string; databaseUrl: string }): LocalData {
  const url = settings.databaseUrl;
  if (!url.startsWith('file:') || url === 'file::memory:') {
    throw new OpsRefusal(
      `DATABASE_URL (${url.split(':')[0]}:…) nie je lokálny súbor: databázu na Turso zálohuje a obnovuje Turso (README, časť Operations).`,
    );
  }
  const dataDir = resolve(settings.dataDir);
  return {
    dataDir,
    dbFile: resolve(url.slice('file:'.length).split('?')[0]),
    uploadsDir: resolve(dataDir, 'r2'),
    secretFiles: SECRET_FILE_NAMES.map((name) => resolve(dataDir, name)),
  };
}

/** SQLite's companions of a database file in WAL mode: moved together with it, never left behind. */
export const withCompanions = (dbFile: string) => [dbFile, `${dbFile}-wal`, `${dbFile}-shm`];

/** A folder name from an instant, valid on every file system: 2026-11-26T08-15-00Z. */
export function stampOf(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
}

/** Moves a file or folder (a copy then a removal across file systems); a missing source is skipped. */
export function move(from: string, to: string): boolean {
  if (!existsSync(from)) return false;
  try {
    renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    cpSync(from, to, { recursive: true, preserveTimestamps: true });
    rmSync(from, { recursive: true });
  }
  return true;
}
