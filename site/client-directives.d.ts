import type { UsedAtOnce } from './lib/client-used';

/** The custom client directives of site/lib/client-signed-in.ts, client-needed.ts and client-used.ts (registered in astro.config.mjs). */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:signedin'?: boolean;
    'client:needed'?: boolean;
    'client:used'?: boolean | UsedAtOnce;
  }
}
