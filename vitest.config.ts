import { defineConfig } from 'vitest/config';

// Unit and API tests sit next to the code; end-to-end specs (tests/e2e) run under Playwright,
// the Worker smoke test under its own config (tests/worker-smoke).
export default defineConfig({
  test: {
    include: ['worker/**/*.test.ts', 'db/**/*.test.ts', 'site/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
