import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 32, item 5: DESIGN.md is true to the tree. Every folder under worker/ and site/ is named in it (with what
 * lives there), and every file path README.md and DESIGN.md name exists, so a move or a rename that leaves the
 * documents behind fails here instead of drifting.
 */
const root = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

function foldersUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(root, dir))) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) {
      out.push(path);
      foldersUnder(path, out);
    }
  }
  return out;
}

/** The file paths a document names: `code` spans that start at a top folder of the repository and end in an extension. */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());
  const top = /^(site|worker|db|tests|ops|bench|content|stryker-plugins|\.github)\/[\w\-./[\]]*\.[a-z]{2,5}$/;
  return [...new Set(spans.map((s) => s.replace(/^~\//, '')).filter((s) => top.test(s) && !s.includes('*') && !s.includes('<')))];
}

describe('README.md and DESIGN.md against the tree', () => {
  it('finds the file paths a document names, and only those', () => {
    const md = 'See `worker/app.ts`, `~/site/lib/api.ts`, `site/features/<area>/`, `npm start`, `worker/services/*.ts` and `db/`.';
    expect(namedPaths(md)).toEqual(['worker/app.ts', 'site/lib/api.ts']);
  });

  it('DESIGN.md names every folder under worker/ and site/', () => {
    const design = read('DESIGN.md');
    const folders = [...foldersUnder('worker'), ...foldersUnder('site')];
    expect(folders.length).toBeGreaterThan(40);
    expect(folders.filter((f) => !design.includes(`\`${f}/\``) && !design.includes(`\`${f}\``))).toEqual([]);
  });

  it.each(['README.md', 'DESIGN.md'])('every file path %s names exists', (doc) => {
    const paths = namedPaths(read(doc));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => !existsSync(join(root, p)))).toEqual([]);
  });
});
