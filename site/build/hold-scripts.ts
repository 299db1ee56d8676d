import { AFTER_PAINT_TYPE } from '../lib/after-paint';

/**
 * Every page's module scripts wait for its first paint (site/lib/after-paint.ts). Astro writes each component's
 * bundled `<script>` in one template of its runtime (`renderScript`, astro/dist/runtime/server/render/script.js);
 * this Vite plugin changes that template as astro's server code is bundled for the build, so the pages come out of
 * the renderer with the scripts held, for full builds and the publisher's changed pages alike. A rewrite of each
 * page's HTML instead (a middleware) cost ~0.1 ms per 30 KB page on the renderer's one thread, an extra second or
 * more per 10,000 products (bench/notes/lighthouse-lcp.md). When astro's template changes, the build fails here
 * rather than ship pages whose scripts block the first paint.
 */

/** The module script tag in astro's runtime, up to the address it interpolates. */
const ASTRO_MODULE_SCRIPT = '<script type="module" src="${';

/** Whether a module id is astro's `renderScript`. */
export const isAstroScriptRenderer = (id: string) => /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]script\.js$/.test(id);

/** Astro's `renderScript` module with its module script tag holding the script for the first paint. */
export function holdScriptsIn(code: string): string {
  if (code.split(ASTRO_MODULE_SCRIPT).length !== 2) {
    throw new Error(`astro's renderScript no longer writes ${ASTRO_MODULE_SCRIPT}…: site/build/hold-scripts.ts must follow it`);
  }
  return code.replace(ASTRO_MODULE_SCRIPT, `<script type="${AFTER_PAINT_TYPE}" data-src="\${`);
}

/** The Vite plugin (astro.config.mjs). */
export const holdScriptsPlugin = () => ({
  name: 'prud-hold-scripts',
  transform: (code: string, id: string) => (isAstroScriptRenderer(id) ? { code: holdScriptsIn(code), map: null } : undefined),
});
