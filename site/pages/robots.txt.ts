import type { APIRoute } from 'astro';
import { robotsTxt } from '../build/indexing';

export const GET: APIRoute = ({ site, url }) =>
  new Response(robotsTxt(site ?? url), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
