import { defineConfig } from 'vitest/config';

// The Cloudflare entry, bundled by wrangler and booted under its dev server (workerd): slow, so on its own.
export default defineConfig({
  test: {
    include: ['tests/worker-smoke/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
