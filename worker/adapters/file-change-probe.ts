import { statSync } from 'node:fs';

/**
 * Whether a local SQLite file may have been written since the last call: the size and mtime of the file and of its
 * write-ahead log (every commit appends to it). Two stat calls, no database call, so the catalogue cache can ask on
 * every read (worker/adapters/catalogue-version.ts). A false alarm only costs one read of the version; `null` for a
 * database that is not a local file (a remote libSQL URL), which only the poll can watch.
 */
export function sqliteFileChangeProbe(databaseUrl: string): (() => boolean) | null {
  if (!databaseUrl.startsWith('file:')) return null;
  const path = databaseUrl.slice('file:'.length).split('?')[0];
  if (!path || path === ':memory:') return null;
  let last = '';
  const mark = (p: string) => {
    const st = statSync(p, { throwIfNoEntry: false });
    return st ? `${st.size}:${st.mtimeMs}:${st.ino}` : '-';
  };
  return () => {
    const now = `${mark(path)}|${mark(`${path}-wal`)}`;
    if (now === last) return false;
    last = now;
    return true;
  };
}
