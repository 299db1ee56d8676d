/**
 * The modules of the `shell` chunk (astro.config.mjs): every page loads the header's script, so what it imports
 * and the islands share (storage keys, the session, the staff screens, the cart's rules) is needed on every page
 * anyway, and comes as one file, not four (bench/results.md, JavaScript per page). Paths from the repository's
 * root; a module that moves must move here too (shell-chunk.test.ts: when cart-ops.ts moved to site/lib/cart/,
 * the old path matched nothing and every page loaded one request more, 5.4 KB in 3 instead of 3.8 KB in 2).
 */
export const SHELL_CHUNK_MODULES = [
  'site/lib/storage-keys.ts',
  'site/lib/session.ts',
  'site/lib/staff-screens.ts',
  'site/lib/cart/cart-ops.ts',
];

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a module id (an absolute path, either slash) is one of the shell's, or Vite's preload helper. */
export const SHELL_CHUNK_TEST = new RegExp(
  `(${SHELL_CHUNK_MODULES.map((m) => literal(m).replaceAll('/', '[\\\\/]')).join('|')})$|vite[\\\\/]preload-helper`,
);
