// Mutation testing (`npm run mutate`, not in CI: it is slow): deliberate one-line bugs in the rules and the
// security code; the tests must catch at least 90 % of them. Narrow a run with
// `npm run mutate -- --mutate worker/domain/pricing.ts`. The report lands in reports/mutation/ (ignored by git).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './stryker-plugins/log-ignorer.mjs'],
  // Operations-log lines (`deps.log(...)`) are reported as ignored: see stryker-plugins/log-ignorer.mjs.
  ignorers: ['log-statements'],
  vitest: { configFile: 'vitest.config.ts' },
  mutate: ['worker/domain/**/*.ts', 'worker/services/**/*.ts', 'worker/http/**/*.ts', '!**/*.test.ts'],
  coverageAnalysis: 'perTest',
  // Static mutants (code that runs once, when a module loads: schema and table definitions) make Stryker reload
  // everything and run every test for each one: half the mutants, 98 % of the time on 2 cores. They are left out
  // of the score (Stryker reports them as ignored); the schemas they build still run in the unit and route tests.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Re-runs test only what changed since the last run (the file stays on this machine).
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  thresholds: { high: 90, low: 80, break: 90 },
  tempDirName: '.stryker-tmp',
  // Not copied into the sandbox: other runs' sandboxes, reports, build output and runtime data.
  // .astro holds other runs' builds (and resident renderers' scratch folders) that come and go while the sandbox is copied.
  ignorePatterns: ['.stryker-tmp*', 'reports', 'dist', '.data', '.wrangler', 'test-results', 'playwright-report', '.astro'],
  cleanTempDir: 'always',
};
