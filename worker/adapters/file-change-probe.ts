import { statSync } from 'node:fs';

/**
 * Whether a local SQLite file may have been written since the last call: the size, mtime and inode of its
 * write-ahead log (in WAL mode, which migrateDb sets and the file keeps, every commit appends to it), or of the
 * file itself when there is no log. One stat call (a few µs), no database call, so the catalogue cache can ask on
 * every read (worker/adapters/catalogue-version.ts). A false alarm only costs one read of the version; `null` for a
 * database that is not a local file (a remote libSQL URL), which only the poll can watch.
 */
export function sqliteFileChangeProbe(databaseUrl: string): (() => boolean) | null {
  if (!databaseUrl.startsWith('file:')) return null;
  const path = databaseUrl.slice('file:'.length).split('?')[0];
  if (!path || path === ':memory:') return null;
  let last = '';
  const wal = `${path}-wal`;
  const mark = () => {
    const st = statSync(wal, { throwIfNoEntry: false }) ?? statSync(path, { throwIfNoEntry: false });
    return st ? `${st.size}:${st.mtimeMs}:${st.ino}` : '-';
  };
  return () => {
    const now = mark();
    if (now === last) return false;
    last = now;
    return true;
  };
}
