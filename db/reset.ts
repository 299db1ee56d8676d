/**
 * `npm run db:reset`: removes the local database (DATABASE_URL, default file:.data/prud.db, with its -wal
 * and -shm files) and the emulated R2 bucket (.data/r2), so the next start migrates and seeds afresh.
 * Remote (Turso) databases are never touched.
 */
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const url = process.env.DATABASE_URL ?? `file:${dataDir}/prud.db`;
const removed: string[] = [];

function remove(path: string): void {
  if (!existsSync(path)) return;
  rmSync(path, { recursive: true, force: true });
  removed.push(path);
}

if (url.startsWith('file:')) {
  const file = resolve(url.slice('file:'.length).split('?')[0]);
  for (const suffix of ['', '-wal', '-shm']) remove(file + suffix);
} else {
  console.log(`DATABASE_URL is not a local file (${url.split(':')[0]}:…); the database was left alone.`);
}
remove(resolve(dataDir, 'r2'));

console.log(removed.length ? `Removed:\n${removed.map((p) => `  ${p}`).join('\n')}` : 'Nothing to remove.');
