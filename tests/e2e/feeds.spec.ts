import { test, expect } from './fixtures';
import { googleProblems, heurekaProblems, parseFeed } from '../support/feed-format-rules';

/**
 * Issue 31: the Heureka and Google Merchant feeds as the shop serves them from its build (the server's dist, built
 * at start from the seeded database): XML with its type, each format's published rules, every published book with
 * a cover once, and the price its own page shows.
 */

type Node = Record<string, unknown>;

test('the feeds answer as UTF-8 XML, keep their formats and list the books at the prices of their pages', async ({ request, baseURL }) => {
  const feeds: Record<string, string> = {};
  for (const path of ['/feeds/heureka.xml', '/feeds/google.xml']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toBe('application/xml; charset=utf-8');
    feeds[path] = await res.text();
  }
  expect(heurekaProblems(feeds['/feeds/heureka.xml'])).toEqual([]);
  expect(googleProblems(feeds['/feeds/google.xml'])).toEqual([]);

  const heureka = (parseFeed(feeds['/feeds/heureka.xml']).SHOP as Node).SHOPITEM as Node[];
  const google = ((parseFeed(feeds['/feeds/google.xml']).rss as Node).channel as Node).item as Node[];
  // Every published book with a cover, once; Heureka's are those of them in stock. "Published" is what the same build
  // published: its sitemap's product pages (other specs running beside this one add books after the build, which
  // reach the feeds with the next publish, as they reach their pages). The API says which have a cover.
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const built = [...sitemap.matchAll(/\/product\/(\d+)<\/loc>/g)].map((m) => m[1]);
  expect(built.length).toBeGreaterThan(0);
  const all = (await (await request.get('/api/products/all')).json()) as { products: { _id: string; image: string }[] };
  const imageOf = new Map(all.products.map((p) => [p._id, p.image]));
  const ids = built.filter((id) => imageOf.get(id) !== '').sort();
  expect(google.map((i) => i['g:id']).sort()).toEqual(ids);
  expect(heureka.length).toBeGreaterThan(0);
  expect(heureka.every((i) => ids.includes(i.ITEM_ID as string))).toBe(true);

  // The price each page shows (its JSON-LD offer, made by the same build), for a few books of each feed.
  const pagePrice = async (url: string) => {
    expect(url.startsWith(`${baseURL}/product/`), url).toBe(true);
    const html = await (await request.get(new URL(url).pathname)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
    return ld.find((d) => d.offers)?.offers.price as string;
  };
  for (const item of google.slice(0, 4)) {
    expect(`${await pagePrice(item['g:link'] as string)} EUR`).toBe(item['g:sale_price'] ?? item['g:price']);
  }
  for (const item of heureka.slice(0, 4)) {
    expect(await pagePrice(item.URL as string)).toBe(item.PRICE_VAT);
    // The e2e shop has Packeta's widget key (its stand-in), so a Packeta point is offered in Slovakia.
    expect((item.DELIVERY as Node[]).map((d) => d.DELIVERY_ID)).toEqual(['SLOVENSKA_POSTA', 'ZASILKOVNA', 'ZASIELKOVNA_NA_ADRESU']);
  }
});
