import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { searchRedirectQuery } from '../domain/path-params';
import { firstOfRepeated, validate } from '../http/validate';
import { SEARCH_SHELL, shellFor } from '../shell-routes';
import { searchPage } from '../http/search-page';
import { listPage } from '../http/list-page';
import { shellTargetExists } from '../services/catalogue/page-targets';

/**
 * Everything that is not /api or /uploads: the search results and the sorted lists filled into their pages, the
 * pre-rendered page when there is one, otherwise the shell from the route table, otherwise the Slovak 404 page
 * (with status 404).
 */
export const siteRoutes = new Hono<AppEnv>()
  // The header search form without JavaScript: /search?keyword=x → /search/x; blank → home.
  .get('/search', validate('query', firstOfRepeated(searchRedirectQuery)), (c) => {
    const keyword = (c.req.valid('query').keyword ?? '').trim();
    return c.redirect(keyword ? `/search/${encodeURIComponent(keyword)}` : '/', 302);
  })
  .get('*', async (c) => {
    const { assets, db } = c.get('deps');
    const match = shellFor(c.req.path);
    // The search results are answered in the HTML (no pre-rendered page can exist for them).
    const searched = match?.shell === SEARCH_SHELL ? await searchPage(c) : null;
    if (searched) return searched;
    // A category or a year sorted or filtered (a query naming the list) is filled by the server too (issue 31).
    const listed = await listPage(c);
    if (listed) return listed;
    const direct = await assets.fetch(c.req.path, c.req.raw);
    if (direct) return direct;
    if (match && match.shell !== SEARCH_SHELL && (!match.target || (await shellTargetExists(db, match.target)))) {
      const page = await assets.fetch(match.shell, c.req.raw);
      if (page) return page;
    }
    const missing = await assets.fetch('/404.html', c.req.raw);
    if (missing) return new Response(missing.body, { status: 404, headers: missing.headers });
    return c.text('Stránka sa nenašla.', 404);
  });
