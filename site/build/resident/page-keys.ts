import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * What a build wrote, path by path: the cacheKey of the data each page showed (null for pages without one, whose
 * bytes are compared instead) and its file. The full build writes it; the resident renderer starts from it and
 * writes it again after each round, so the next round compares with what is served.
 */
interface PageEntry {
  key: string | null;
  file: string;
}
export type PageKeys = Record<string, PageEntry>;

export function readPageKeys(file: string): PageKeys {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PageKeys;
  } catch {
    return {};
  }
}

/** Written whole to a temporary name and renamed: a reader never sees half a file. */
export function writePageKeys(file: string, keys: PageKeys): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(keys));
  renameSync(tmp, file);
}
