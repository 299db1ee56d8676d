import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the site's bundle is made of: its sources, the code they import, its config and its packages. */
export const SITE_CODE = ['site', 'worker', 'db', 'content', 'astro.config.mjs', 'package.json', 'package-lock.json'];

/**
 * A digest of the names, sizes and modification times of the files `paths` holds (folders walked, dot folders and
 * node_modules left out): cheap (stat only, ~1,500 files) and different after any edit. The changed-pages
 * publisher keeps the digest its renderer was bundled at; a different one (a layout edited while the server runs)
 * makes the next publish a full build, with a renderer bundled anew.
 */
export function codeFingerprint(root: string, paths: readonly string[] = SITE_CODE): string {
  const hash = createHash('sha256');
  const visit = (rel: string) => {
    let st: ReturnType<typeof statSync>;
    try {
      st = statSync(join(root, rel));
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(join(root, rel)).sort()) {
        if (!name.startsWith('.') && name !== 'node_modules') visit(`${rel}/${name}`);
      }
    } else hash.update(`${rel}\0${st.size}\0${st.mtimeMs}\n`);
  };
  for (const p of paths) visit(p);
  return hash.digest('hex');
}
