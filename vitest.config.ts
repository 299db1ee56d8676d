import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const ROOT = fileURLToPath(new URL('./', import.meta.url));

// Unit and API tests sit next to the code; end-to-end specs (tests/e2e) run under Playwright,
// the Worker smoke test under its own config (tests/worker-smoke).
const INCLUDE = [
  'worker/**/*.test.ts',
  'db/**/*.test.ts',
  'ops/**/*.test.ts',
  'site/**/*.test.ts',
  'tests/*.test.ts',
  'tests/house/**/*.test.ts',
];

/**
 * Test files that start processes or servers of their own (`npm start`, wrangler, depcruise, a backup run…):
 * seconds each. `npm run test:quick` (VITEST_QUICK=1) leaves them out; `npm test` runs them.
 */
const SLOW = [
  'tests/production-start.test.ts',
  'tests/deploy-assets.test.ts',
  'tests/database-unreachable.test.ts',
  'tests/lint-deps.test.ts',
  'ops/backup-restore.test.ts',
  'worker/platform/changed-pages-astro.test.ts',
];

/**
 * What makes a test file change state beyond its own modules: module mocks, spies, stubbed globals or environment,
 * fake timers, the process's working directory, the password hashing hook, a DOM environment. Such a file gets a
 * fresh worker of its own (isolated); every other file shares its worker's modules with the files before it.
 */
const CHANGES_THE_PROCESS =
  /vi\.(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|process\.chdir|useScrypt\(|setScryptDerive\(|@vitest-environment|globalThis\.\w+\s*=[^=]/;

const files = globSync(INCLUDE, { cwd: ROOT, exclude: (f) => f.includes('node_modules') }).sort();
const isolated = files.filter((f) => CHANGES_THE_PROCESS.test(readFileSync(`${ROOT}${f}`, 'utf8')));
const reusing = files.filter((f) => !isolated.includes(f));

/**
 * What both projects share. The root names no `include` of its own: a project merges the root's into its own, so
 * each file would run in both; the two lists below split INCLUDE's files between them, each file once.
 */
const shared = {
  // `~/` is the repository's root, as in tsconfig.json (site code imports through it instead of ../../../).
  resolve: { alias: { '~/': ROOT } },
  test: {
    exclude: ['**/node_modules/**', ...(process.env.VITEST_QUICK === '1' ? SLOW : [])],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
};

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    // One test file per core: vitest's own default leaves one core to itself (a single worker on this 2-core
    // machine), yet most files wait on I/O (libSQL files, child processes, timers) as much as they compute.
    maxWorkers: availableParallelism(),
    projects: [
      // A fresh worker per file costs ~1.4 s of start-up and a re-import of the app (a third of the suite's CPU
      // time, measured): files that leave the process as they found it share their worker and its imported
      // modules. Each still opens its own database (createTestApp), so no test reads another's data.
      { ...shared, test: { ...shared.test, name: 'shared', include: reusing, isolate: false } },
      { ...shared, test: { ...shared.test, name: 'isolated', include: isolated } },
    ],
  },
});
