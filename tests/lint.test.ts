import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint` (Biome with the repository's biome.jsonc) must fail on a broken rule, not merely pass on the tree
 * as it is: each case writes one scratch file into a folder of its own under the system's temp folder, with the
 * repository's config beside it, and runs Biome's CLI there as `npm run lint` does. The real tree is never written.
 */

const REPO = resolve(import.meta.dirname, '..');
const BIOME = join(REPO, 'node_modules/.bin/biome');
const run = promisify(execFile);
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Runs `biome ci` over one scratch file; the exit code and everything it printed. */
async function lintScratch(name: string, text: string): Promise<{ code: number; out: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'prud-lint-'));
  folders.push(dir);
  copyFileSync(join(REPO, 'biome.jsonc'), join(dir, 'biome.jsonc'));
  // Biome turns its React rules on for a project that depends on React, as this one does.
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'scratch', dependencies: { react: '*' } }));
  writeFileSync(join(dir, name), text);
  try {
    const { stdout, stderr } = await run(BIOME, ['ci', '--vcs-enabled=false', '--error-on-warnings', '.'], { cwd: dir });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

const CLEAN = [
  "import { useEffect, useState } from 'react';",
  '',
  'export function Counter({ step }: { step: number }) {',
  '  const [n, setN] = useState(0);',
  '  useEffect(() => {',
  '    setN((v) => v + step);',
  '  }, [step]);',
  '  return <p>{n}</p>;',
  '}',
  '',
].join('\n');

describe('npm run lint', () => {
  it('passes a file that keeps every rule and the format', async () => {
    const { code, out } = await lintScratch('counter.tsx', CLEAN);
    expect(out).not.toMatch(/lint\//);
    expect(code).toBe(0);
  });

  it.each([
    ['an effect that leaves a dependency out', 'correctness/useExhaustiveDependencies', CLEAN.replace('}, [step]);', '}, []);')],
    [
      'a hook called conditionally',
      'correctness/useHookAtTopLevel',
      CLEAN.replace('  const [n, setN] = useState(0);', '  const [n, setN] = step ? useState(0) : [0, () => {}];'),
    ],
    ['an unused import', 'correctness/noUnusedImports', `import { join } from 'node:path';\n${CLEAN}`],
    ['`any` in production code', 'suspicious/noExplicitAny', `${CLEAN}export const loose: any = 1;\n`],
  ])('fails %s (%s)', async (_what, rule, text) => {
    const { code, out } = await lintScratch('counter.tsx', text);
    expect(out).toContain(`lint/${rule}`);
    expect(code).not.toBe(0);
  });

  it('fails a file that is not formatted as the formatter writes it', async () => {
    const { code, out } = await lintScratch('counter.tsx', CLEAN.replace("'react';", '"react"'));
    expect(out).toMatch(/format/i);
    expect(code).not.toBe(0);
  });

  it('lets tests read loose JSON answers (`any` is off in test files only)', async () => {
    const { code } = await lintScratch('counter.test.ts', "export const body: any = JSON.parse('{}');\n");
    expect(code).toBe(0);
  });
});
