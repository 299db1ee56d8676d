import { defineMiddleware } from 'astro:middleware';
import { deferModuleScripts } from './lib/after-paint';

/**
 * Every pre-rendered page is written with its module scripts waiting for the first paint (site/lib/after-paint.ts).
 * Astro runs this at build time, for the full build and the publisher's changed pages alike; other files (feeds,
 * the sitemap, JSON) pass unchanged.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(deferModuleScripts(await response.text()), { status: response.status, headers: response.headers });
});
