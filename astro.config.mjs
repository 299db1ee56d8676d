// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// The site is pre-rendered from the libSQL database (DATABASE_URL) at build time; dynamic parts are
// shells with React islands that talk to the Hono API (worker/). See DESIGN.md.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  srcDir: './site',
  publicDir: './site/public',
  // A rebuild or a test server may build elsewhere and swap the folder in.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react()],
  vite: {
    // libSQL's native module must stay external at build time.
    ssr: { external: ['@libsql/client', 'libsql'] },
  },
});
