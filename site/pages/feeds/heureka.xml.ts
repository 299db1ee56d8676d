import type { APIRoute } from 'astro';
import { buildDb } from '../../build/build-db';
import { feedProducts } from '../../build/feed-products';
import { publishedProducts } from '../../build/storefront';
import { heurekaXml } from '../../build/heureka-feed';

/** Heureka's product feed, written into the build like the pages, so every publish brings it up to date. */
export const GET: APIRoute = async ({ site, url }) =>
  new Response(heurekaXml(await feedProducts(buildDb(), site ?? url, process.env, publishedProducts())), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
