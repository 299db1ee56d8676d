/** The custom client directives of site/lib/client-signed-in.ts and client-needed.ts (registered in astro.config.mjs). */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:signedin'?: boolean;
    'client:needed'?: boolean;
  }
}

export {};
