import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, logIn, testClientIp } from './accounts-support';
import { bearer } from './admin-support';
import { tokenOf } from './checkout-support';
import { DRAFT_LABEL, DRAFT_MESSAGES, DRAFT_NOTES } from '../../worker/domain/drafts';
import { PRODUCT_MESSAGES } from '../../worker/domain/product-admin';

/**
 * Drafts (issue 16, item 3), on a phone (390×844) and a laptop: 'Vytvoriť produkt' left untouched shows a visitor
 * nothing (no page, not even after a republish, no list, search, sitemap or API answer) while the admin list tags
 * it 'Koncept'; a save without a price keeps it so; the complete save publishes it (its address works at once,
 * through the shell, and the republished lists hold it). A *.writes spec: it adds a product and republishes.
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });
test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/drafts-shots';
const LAPTOP = { width: 1280, height: 800 };

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Asks for a republish and waits until a build that started after the request has finished. */
async function republished(request: APIRequestContext, token: string) {
  expect((await request.post('/api/publish', { headers: bearer(token) })).status()).toBe(202);
  await waitForBuild(request, token);
}

/** Waits for the build that follows the newest republish request (a save's, or `republished`'s). */
async function waitForBuild(request: APIRequestContext, token: string) {
  // A reset connection (a keep-alive socket the busy server closed as it was reused) is asked again, a few times.
  const state = async (): Promise<{ phase: string; requestedAt: string; startedAt: string; logTail: string }> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await (await request.get('/api/publish', { headers: bearer(token) })).json();
      } catch (err) {
        if (attempt >= 5 || !String(err).includes('ECONNRESET')) throw err;
      }
    }
  };
  const asked = (await state()).requestedAt as string;
  await expect
    .poll(
      async () => {
        const s = await state();
        if (s.phase === 'failed') throw new Error(`republish failed:\n${s.logTail}`);
        return s.phase === 'done' && s.startedAt >= asked;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe(true);
}

/** Every URL of the sitemap (its index and parts). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const paths: string[] = [];
  for (const part of locs(await (await request.get('/sitemap-index.xml')).text()))
    paths.push(...locs(await (await request.get(part)).text()));
  return paths;
}

/** What a visitor can reach of product `id`, through every answer the shop gives (no token anywhere). */
async function visitorSees(
  browser: Browser,
  baseURL: string,
  request: APIRequestContext,
  id: number,
  name: string,
  viewport: { width: number; height: number },
) {
  const ids = async (path: string) => ((await (await request.get(path)).json()).products as { _id: string }[]).map((p) => Number(p._id));
  const detail = await request.get(`/api/products/${id}`);
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: true });
  await context.addCookies([{ name: 'prud_cookie_consent', value: 'declined', url: baseURL }]);
  const page = await context.newPage();
  try {
    const productPage = await page.goto(`/product/${id}`);
    const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();
    await page.goto('/');
    const onHome = await page.locator(`a[href="/product/${id}"]`).count();
    await page.goto(`/search/${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { level: 1, name: /Výsledky hľadania/ })).toBeVisible();
    // The results come in the HTML: the count line says found or not.
    await expect(page.locator('.search-count')).toHaveText(/Nájden|Nenašli/);
    const inSearch = await page.locator(`a[href="/product/${id}"]`).count();
    return {
      api: detail.status(),
      list: (await ids('/api/products?pageSize=100')).includes(id),
      search: (await ids(`/api/products?keyword=${encodeURIComponent(name)}`)).includes(id),
      all: (await ids('/api/products/all')).includes(id),
      page: productPage?.status(),
      heading,
      onHome: onHome > 0,
      inSearch: inSearch > 0,
      sitemap: (await sitemapPaths(request)).includes(`/product/${id}`),
    };
  } finally {
    await context.close();
  }
}

const rowWithId = (page: Page, id: number) =>
  page.locator('tbody tr').filter({ has: page.locator('td[data-label="ID"]', { hasText: new RegExp(`^${id}$`) }) });

for (const [label, viewport] of [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const) {
  test(`${label}: an untouched new product is seen by no visitor; saved complete, it is`, async ({
    page,
    request,
    browser,
    baseURL,
    axe,
  }) => {
    test.setTimeout(420_000);
    await page.setViewportSize(viewport);
    const token = await tokenOf(request, DEMO_ADMIN);
    await logIn(page, DEMO_ADMIN, '/login?redirect=/admin/productlist', '/admin/productlist');
    await page.getByRole('button', { name: 'Vytvoriť produkt' }).click();
    await page.waitForURL(/\/admin\/product\/\d+\/edit$/);
    const id = Number(/\/(\d+)\/edit$/.exec(new URL(page.url()).pathname)![1]);
    try {
      // The edit screen says it is a draft and what publishes it.
      await expect(page.getByText(DRAFT_NOTES.product)).toBeVisible();
      await expect(page.getByLabel('Názov')).toHaveValue('Nový produkt');
      expect(await axe(page)).toEqual([]);
      await shot(page, `edit-draft-${label}`);

      // Left untouched: the admin list tags it; the admin reads it, no visitor does.
      await page.goto('/admin/productlist');
      const row = rowWithId(page, id);
      await expect(row.locator('td[data-label="Názov"]')).toHaveText(`Nový produkt ${DRAFT_LABEL}`);
      await expect(row.getByText(DRAFT_LABEL, { exact: true })).toBeVisible();
      // Its 0 in stock is only unfilled: no low-stock alarm on a draft.
      await expect(row.locator('td[data-label="Sklad"]')).toHaveText('0');
      await row.screenshot({ path: `${SHOTS}/row-draft-${label}.png` });
      expect(await axe(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `list-draft-${label}`);
      expect((await request.get(`/api/products/${id}`, { headers: bearer(token) })).status()).toBe(200);

      const hidden = {
        api: 404,
        list: false,
        search: false,
        all: false,
        page: 404,
        heading: 'Stránka sa nenašla',
        onHome: false,
        inSearch: false,
        sitemap: false,
      };
      expect(await visitorSees(browser, baseURL!, request, id, 'Nový produkt', viewport)).toEqual(hidden);
      // Not even a republish puts it on a page (its creation asked for none).
      await republished(request, token);
      expect(await visitorSees(browser, baseURL!, request, id, 'Nový produkt', viewport)).toEqual(hidden);

      // A save without a price keeps every field and the draft, and says so.
      const name = `Koncept ${label} ${Date.now().toString(36)}`;
      await page.goto(`/admin/product/${id}/edit`);
      await page.getByLabel('Názov').fill(name);
      await page.getByLabel('Autor').fill('Watchman Nee');
      await page.getByLabel('Počet na sklade').fill('6');
      await page.getByRole('button', { name: 'Uložiť' }).click();
      await page.waitForURL((u) => u.pathname === '/admin/productlist');
      await expect(page.getByRole('status').filter({ hasText: DRAFT_MESSAGES.product })).toBeVisible();
      await expect(rowWithId(page, id).locator('td[data-label="Názov"]')).toHaveText(`${name} ${DRAFT_LABEL}`);
      await shot(page, `list-kept-draft-${label}`);
      const kept = await (await request.get(`/api/products/${id}`, { headers: bearer(token) })).json();
      expect(kept).toMatchObject({ name, author: 'Watchman Nee', countInStock: 6, price: 0, isDraft: true });
      expect((await request.get(`/api/products/${id}`)).status()).toBe(404);

      // The complete save publishes it: its address works at once (the shell of a title newer than the build).
      await page.goto(`/admin/product/${id}/edit`);
      await page.getByLabel('Cena', { exact: true }).fill('8,40');
      await page.getByRole('button', { name: 'Uložiť' }).click();
      await page.waitForURL((u) => u.pathname === '/admin/productlist');
      await expect(page.getByRole('status').filter({ hasText: PRODUCT_MESSAGES.saved })).toBeVisible();
      await expect(rowWithId(page, id).locator('td[data-label="Názov"]')).toHaveText(name);
      expect(await (await request.get(`/api/products/${id}`)).json()).toMatchObject({ name, price: 8.4, isDraft: false });
      const visitor = await browser.newContext({ baseURL, viewport });
      const shopper = await visitor.newPage();
      await shopper.goto(`/product/${id}`);
      await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(shopper.getByText('8,40 €').first()).toBeVisible();
      await shot(shopper, `product-published-${label}`);
      await visitor.close();

      // The save asked for a republish: once built, the lists, search and sitemap hold it.
      await waitForBuild(request, token);
      expect(await visitorSees(browser, baseURL!, request, id, name, viewport)).toEqual({
        api: 200,
        list: true,
        search: true,
        all: true,
        page: 200,
        heading: name,
        onHome: true,
        inSearch: true,
        sitemap: true,
      });
    } finally {
      expect((await request.delete(`/api/products/${id}`, { headers: bearer(token) })).status()).toBe(200);
    }
  });
}

test('media: a new banner is tagged Koncept in the staff list and read by no visitor until its image is saved', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, DEMO_ADMIN);
  await logIn(page, DEMO_ADMIN, '/login?redirect=/admin/banner', '/admin/banner');
  await page.getByRole('button', { name: 'Pridať banner' }).click();
  await page.waitForURL(/\/admin\/banner\/\d+\/edit$/);
  const id = Number(/\/(\d+)\/edit$/.exec(new URL(page.url()).pathname)![1]);
  try {
    await expect(page.getByText(DRAFT_NOTES.banner)).toBeVisible();
    const title = `Koncept bannera ${Date.now().toString(36)}`;
    await page.getByLabel('Názov').fill(title);
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/banner');
    await expect(page.getByRole('status').filter({ hasText: DRAFT_MESSAGES.banner })).toBeVisible();
    const row = page.locator('tbody tr', { hasText: title });
    for (const [size, viewport] of [
      ['1366', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await expect(row.locator('td[data-label="Názov"]')).toHaveText(`${title} ${DRAFT_LABEL}`);
      await shot(page, `banner-list-draft-${size}`);
    }
    expect(await (await request.get(`/api/banner/${id}`, { headers: bearer(token) })).json()).toMatchObject({
      bannerTitle: title,
      isDraft: true,
    });
    expect((await request.get(`/api/banner/${id}`)).status()).toBe(404);
    const banners = (await (await request.get('/api/banner?pageSize=100')).json()).banners as { _id: string }[];
    expect(banners.map((b) => b._id)).not.toContain(String(id));
  } finally {
    expect((await request.delete(`/api/banner/${id}`, { headers: bearer(token) })).status()).toBe(200);
  }
});
