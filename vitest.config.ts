import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and API tests sit next to the code; end-to-end specs (tests/e2e) run under Playwright,
// the Worker smoke test under its own config (tests/worker-smoke).
export default defineConfig({
  // `~/` is the repository's root, as in tsconfig.json (site code imports through it instead of ../../../).
  resolve: { alias: { '~/': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: [
      'worker/**/*.test.ts',
      'db/**/*.test.ts',
      'ops/**/*.test.ts',
      'site/**/*.test.ts',
      'tests/*.test.ts',
      'tests/house/**/*.test.ts',
    ],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
