import type { APIRoute } from 'astro';
import { buildDb } from '../../build/build-db';
import { feedProducts } from '../../build/feed-products';
import { publishedProducts } from '../../build/storefront';
import { googleXml } from '../../build/google-feed';

/** The Google Merchant Center feed, written into the build like the pages, so every publish brings it up to date. */
export const GET: APIRoute = async ({ site, url }) => {
  const origin = site ?? url;
  return new Response(googleXml(await feedProducts(buildDb(), origin, process.env, publishedProducts()), origin), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
