import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The Cloudflare entry, bundled by wrangler and booted under its dev server (workerd): slow, so on its own.
export default defineConfig({
  // `~/` is the repository's root, as in tsconfig.json and the main vitest.config.ts (worker code imports through it).
  resolve: { alias: { '~/': fileURLToPath(new URL('../../', import.meta.url)) } },
  test: {
    include: ['tests/worker-smoke/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
