import { test, expect } from './fixtures';

/** Titles, descriptions, canonical links, Open Graph, structured data, sitemap and robots.txt. */

const PAGES: [path: string, title: string][] = [
  ['/', 'Prúd'],
  ['/about', 'O nás | Prúd'],
  ['/watchman-nee', 'Watchman Nee | Prúd'],
  ['/witness-lee', 'Witness Lee | Prúd'],
  ['/safety-privacy', 'Bezpečnosť a súkromie | Prúd'],
  ['/trade-rules', 'Obchodné podmienky | Prúd'],
  ['/give2', 'Darujte 2 % | Prúd'],
  ['/give2-physical', '2 % z dane: fyzické osoby – zamestnanci | Prúd'],
  ['/give2-physical-business', '2 % z dane: fyzické osoby – podnikatelia | Prúd'],
  ['/give2-lawyer', '2 % z dane: právnické osoby | Prúd'],
  ['/video', 'Video | Prúd'],
  ['/words-of-life', 'Slová života a pravdy | Prúd'],
  ['/life-study', 'Štúdium života | Prúd'],
  ['/contact', 'Kontakt | Prúd'],
];

const norm = (s: string) => s.replace(/\u00a0/g, ' ');

test('every page has its own title, description, canonical link and Open Graph tags', async ({ page, baseURL }) => {
  const descriptions = new Set<string>();
  for (const [path, title] of PAGES) {
    await page.goto(path);
    expect(norm(await page.title()), path).toBe(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length, path).toBeGreaterThan(50);
    expect(description!.length, path).toBeLessThanOrEqual(160);
    descriptions.add(description!);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /kresťanské knihy/);
    const canonical = new URL(path, baseURL).href;
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute(
      'content',
      path === '/' || !/^\/(about|watchman|witness|safety|trade|give2)/.test(path) ? 'website' : 'article',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
  expect(descriptions.size).toBe(PAGES.length);
});

test('a product page is an Open Graph book with its cover as the image', async ({ page, request, baseURL }) => {
  // The oldest product: other specs add products after the build, which only the shell serves.
  const { products: all }: { products: { _id: string; image: string }[] } = await (await request.get('/api/products/all')).json();
  const p = all.reduce((a, b) => (Number(a._id) < Number(b._id) ? a : b));
  await page.goto(`/product/${p._id}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'book');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new URL(p.image, baseURL).href);
});

test('structured data: the organisation on the home page, breadcrumbs on content pages', async ({ page, baseURL }) => {
  const ld = async () => (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  await page.goto('/');
  const org = (await ld()).find((d) => d['@type'] === 'Organization');
  expect(org).toMatchObject({ name: 'Prúd života', identifier: '36076589', taxID: '2022028173', email: 'eshop@prud.sk' });

  await page.goto('/give2-lawyer');
  const crumbs = (await ld()).find((d) => d['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.map((i: any) => [i.position, i.name, i.item])).toEqual([
    [1, 'Úvod', new URL('/', baseURL).href],
    [2, 'Darujte 2%', new URL('/give2', baseURL).href],
    [3, 'Právnické osoby', new URL('/give2-lawyer', baseURL).href],
  ]);
  expect((await ld()).some((d) => d['@type'] === 'Organization')).toBe(false);
});

test('the sitemap lists content pages and products, never shells or account pages', async ({ request, baseURL }) => {
  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('xml');
  const parts = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(parts.length).toBeGreaterThan(0);
  const urls: string[] = [];
  for (const part of parts) {
    const res = await request.get(new URL(part).pathname);
    expect(res.status()).toBe(200);
    urls.push(...[...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  }
  const paths = urls.map((u) => decodeURIComponent(new URL(u).pathname));
  for (const p of [
    '/',
    '/about',
    '/give2',
    '/give2-physical',
    '/video',
    '/words-of-life',
    '/life-study',
    '/contact',
    '/trade-rules',
    '/safety-privacy',
  ])
    expect(paths).toContain(p);
  expect(paths.some((p) => /^\/product\/\d+$/.test(p))).toBe(true);
  expect(urls.every((u) => u.startsWith(baseURL!))).toBe(true);
  for (const p of paths) {
    expect(p, 'a shell or private page in the sitemap').not.toMatch(
      /^\/(cart|login|register|registerLink|forgot-password|reset-password|profile|shipping|payment|placeorder|order|favorites|create-discount|admin|shell|search|downloads|404)(\/|$)/,
    );
  }
  expect(paths).not.toContain('/page/1');
  expect(new Set(paths).size).toBe(paths.length);
});

test('robots.txt allows all but private paths and points to the sitemap', async ({ request, baseURL }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/plain');
  const txt = await res.text();
  expect(txt).toMatch(/^User-agent: \*$/m);
  expect(txt).toMatch(/^Allow: \/$/m);
  for (const p of ['/admin', '/api', '/cart', '/profile', '/order', '/shell']) expect(txt).toMatch(new RegExp(`^Disallow: ${p}$`, 'm'));
  expect(txt).toContain(`Sitemap: ${new URL('/sitemap-index.xml', baseURL).href}`);
});
