import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house rules of issue #17 that dependency-cruiser cannot see (it checks arrows between folders; these are
 * about the files themselves). Each reads the working tree, so a change that breaks one fails `npm test`.
 */
const root = join(import.meta.dirname, '..', '..');
const codeFolders = ['site', 'worker', 'db', 'ops', 'tests', 'bench'];
const code = /\.(ts|tsx|astro|css|mjs|cjs)$/;

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesUnder(path, out);
    else if (code.test(name)) out.push(relative(root, path));
  }
  return out;
}

const files = codeFolders.flatMap((f) => filesUnder(join(root, f)));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('house rules', () => {
  it('reads the tree it judges', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('worker/app.ts');
  });

  it('every screen has one home: there is no site/islands folder', () => {
    expect(existsSync(join(root, 'site', 'islands'))).toBe(false);
  });

  it('every input goes through validate(): parseOr400 is gone', () => {
    const users = files.filter((f) => f.startsWith('worker/') && /\bparseOr400\b/.test(read(f)));
    expect(users).toEqual([]);
  });

  it('no code file is over 300 lines', () => {
    const long = files
      .map((f) => ({ f, lines: read(f).split('\n').length - (read(f).endsWith('\n') ? 1 : 0) }))
      .filter((x) => x.lines > 300);
    expect(long).toEqual([]);
  });

  it('at most 10 imports climb three folders (the ~/ alias reaches the rest)', () => {
    const climbs = files.flatMap((f) =>
      [...read(f).matchAll(/(?:from\s+|import\s*\(?\s*)['"]((?:\.\.\/){3,}[^'"]*)['"]/g)].map((m) => `${f}: ${m[1]}`),
    );
    expect(climbs.length, climbs.join('\n')).toBeLessThanOrEqual(10);
  });

  it("a write's republish is asked by its service, never by a route (issue 32): whoever writes, it republishes", () => {
    // POST /api/publish is the one route that asks: the admin's 'republish now' is the request itself, not a write's side effect.
    const routes = files.filter((f) => f.startsWith('worker/routes/') && !/\.test\.ts$/.test(f) && f !== 'worker/routes/publish.ts');
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((f) => /publisher\.request|republish/i.test(read(f).replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')))).toEqual([]);
    expect(existsSync(join(root, 'worker', 'http', 'publish.ts'))).toBe(false);
  });

  it('no API answer is cast in the site: its type comes from the contract, through the typed client alone', () => {
    // site/lib/api.ts apiCallVia is the one place that takes the server at its word (the contract test holds the
    // server to it); apiSend and authSend answer `unknown`, so a caller cannot name a type of its own either.
    const cast = /\b(api|authApi|apiSend|authSend|apiCallVia)\([^;]*?\)\)?\s+as\s+(?!const\b)|\.json\(\)\)?\s+as\s+(?!const\b)/s;
    const generic = /\b(apiSend|authSend)</;
    const callers = files.filter(
      (f) =>
        /^site\/.*\.(tsx?|astro)$/.test(f) &&
        !/\.test\.tsx?$/.test(f) &&
        f !== 'site/lib/api.ts' &&
        (cast.test(read(f)) || generic.test(read(f))),
    );
    expect(callers).toEqual([]);
  });
});
