// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { canonicalSitemapUrl, sitemapFilter } from './site/build/indexing.ts';
import { BUILD_CONCURRENCY } from './site/build/concurrency.ts';
import { pageCsp } from './site/build/csp.ts';
import { residentRenderer } from './site/build/resident/integration.ts';
import { SHELL_CHUNK_TEST } from './site/build/shell-chunk.ts';
import { holdScriptsPlugin } from './site/build/hold-scripts.ts';

// The site is pre-rendered from the libSQL database (DATABASE_URL) at build time; dynamic parts are
// shells with React islands that talk to the Hono API (worker/). See DESIGN.md.
const outDir = process.env.ASTRO_OUT_DIR ?? './dist';
/** Vite's module preload helper (a virtual module): replaced, see the client plugin below. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  srcDir: './site',
  publicDir: './site/public',
  // A rebuild or a test server may build elsewhere and swap the folder in.
  outDir,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', concurrency: BUILD_CONCURRENCY },
  // A strict Content-Security-Policy in every page's <meta>, with hashes of what Astro emits (site/build/csp.ts).
  security: { csp: pageCsp(process.env) },
  // The Cloudflare build job (.github/workflows/deploy.yml) renders only the pages whose cacheKey moved
  // (site/build/page-key.ts) and restores the others from astro's cache, which the workflow keeps between runs.
  // Node publishes changed pages with its resident renderer instead (site/build/resident/).
  experimental: { incrementalBuild: process.env.ASTRO_INCREMENTAL === '1' },
  integrations: [
    react(),
    // `client:signedin`: islands that visitors never need (site/lib/client-signed-in.ts); `client:needed`: islands
    // whose HTML is a visitor's whole page, hydrated only when the page's inline check finds data (client-needed.ts).
    // `client:used`: islands whose HTML is the page until someone uses it (client-used.ts: the account forms).
    {
      name: 'prud-client-directives',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'signedin', entrypoint: fileURLToPath(new URL('./site/lib/client-signed-in.ts', import.meta.url)) });
          addClientDirective({ name: 'needed', entrypoint: fileURLToPath(new URL('./site/lib/client-needed.ts', import.meta.url)) });
          addClientDirective({ name: 'used', entrypoint: fileURLToPath(new URL('./site/lib/client-used.ts', import.meta.url)) });
        },
      },
    },
    // Changed pages only: the publisher's builds record each page's key; its resident build renders the changed ones.
    residentRenderer(),
    // Every pre-rendered page that is its own canonical, minus shells and account pages (site/build/indexing.ts).
    sitemap({
      filter: sitemapFilter(outDir),
      serialize: (item) => ({ ...item, url: canonicalSitemapUrl(item.url) }),
    }),
  ],
  vite: {
    // libSQL's native module must stay external at build time.
    ssr: { external: ['@libsql/client', 'libsql'] },
    plugins: [
      // Every page's module scripts wait for its first paint (site/lib/after-paint.ts, site/build/hold-scripts.ts).
      holdScriptsPlugin(),
      {
        // No module preloading around the browser's dynamic imports: ours load what a click or a stored state
        // asks for (the player, a signed-in reader's parts), whose shared imports the page has loaded already.
        // Vite still wraps each one in its preload helper (~0.9 KB of gzip, on every page before interaction
        // once the header can load the player); with nothing to preload, the helper only has to import, so it is
        // replaced by that one line (and joins the shell chunk below). Astro sets the top-level option itself,
        // so it is set on the client environment.
        name: 'prud-no-module-preload',
        enforce: 'pre',
        configEnvironment: (name) => (name === 'client' ? { build: { modulePreload: false } } : undefined),
        applyToEnvironment: (environment) => environment.name === 'client',
        resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
        load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined),
      },
    ],
    build: {
      rolldownOptions: {
        output: {
          // What every page needs anyway, as one chunk (site/build/shell-chunk.ts).
          codeSplitting: { groups: [{ name: 'shell', test: SHELL_CHUNK_TEST }] },
        },
      },
    },
  },
});
