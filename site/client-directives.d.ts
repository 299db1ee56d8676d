/** The custom client directive of site/lib/client-signed-in.ts (registered in astro.config.mjs). */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:signedin'?: boolean;
  }
}

export {};
