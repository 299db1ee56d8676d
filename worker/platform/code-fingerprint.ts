import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What the site's bundle is made of: its sources, the code they import, its config and its packages. */
export const SITE_CODE = ['site', 'worker', 'db', 'content', 'astro.config.mjs', 'package.json', 'package-lock.json'];

/**
 * A digest of the names, sizes and modification times of the files `paths` holds (folders walked, dot folders and
 * node_modules left out): cheap (stat only, ~1,500 files, asked of the file system in parallel, never blocking the
 * thread that answers requests) and different after any edit. The changed-pages publisher keeps the digest its
 * renderer was bundled at; a different one (a layout edited while the server runs) makes the next publish a full
 * build, with a renderer bundled anew.
 */
export async function codeFingerprint(root: string, paths: readonly string[] = SITE_CODE): Promise<string> {
  // One line per file, in the order of sorted names (the digest does not depend on which stat answers first).
  const lines = async (rel: string): Promise<string[]> => {
    let st: Awaited<ReturnType<typeof stat>>;
    try {
      st = await stat(join(root, rel));
    } catch {
      return [];
    }
    if (!st.isDirectory()) return [`${rel}\0${st.size}\0${st.mtimeMs}\n`];
    const names = (await readdir(join(root, rel))).filter((name) => !name.startsWith('.') && name !== 'node_modules').sort();
    return (await Promise.all(names.map((name) => lines(`${rel}/${name}`)))).flat();
  };
  const hash = createHash('sha256');
  for (const line of (await Promise.all(paths.map(lines))).flat()) hash.update(line);
  return hash.digest('hex');
}
