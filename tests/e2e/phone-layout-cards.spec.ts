import type { Locator, Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { BUILT, rows } from './storefront-db';
import siteFacts from '../../worker/domain/site-facts.json' with { type: 'json' };
import { box, noSideways, watchShifts } from './phone-layout-support';

/**
 * Product cards on a 390 × 844 phone (issue 11, point 5): compact, cover beside the text. Wider screens keep the
 * desktop header and cards whose prices line up across a row.
 */

/** Page coordinates (the bounding box is relative to the viewport). */
const pageBottom = (l: Locator) => l.evaluate((el) => el.getBoundingClientRect().bottom + scrollY);

test.describe('phone: product cards', () => {
  test.use({ viewport: PHONE });

  test('8 books of the home grid end within two screen heights of the page top, cover beside the text', async ({ page }) => {
    const shifts = await watchShifts(page);
    await page.goto('/');
    const cards = page.locator('[data-product-grid] .product-card');
    await expect(cards).toHaveCount(8);
    // Measured from the page top (header and banners included): what a shopper scrolls through.
    expect(await pageBottom(cards.nth(7))).toBeLessThanOrEqual(2 * PHONE.height);
    for (const card of await cards.all()) {
      const cover = await box(card.locator('.product-image'));
      const name = await box(card.locator('.product-name'));
      const price = await box(card.locator('.product-price'));
      expect(name.x).toBeGreaterThanOrEqual(cover.x + cover.width);
      expect(price.x).toBeGreaterThanOrEqual(cover.x + cover.width);
      expect(name.y).toBeLessThan(cover.y + cover.height);
    }
    await noSideways(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await shifts()).toBeLessThan(0.01);
  });

  test("a sold-out book says 'Vypredané' on its card, in the catalogue and in search results; others do not", async ({ page }) => {
    const [gone] = await rows<{ id: number; name: string; category: string }>(
      `SELECT id, name, category FROM products WHERE count_in_stock = 0 AND ${BUILT} ORDER BY id LIMIT 1`,
    );
    expect(gone, 'the demo catalogue has a sold-out title').toBeDefined();
    await page.goto(`/eshop/${gone.category}`);
    const card = page.locator('.product-card').filter({ has: page.locator(`a[href="/product/${gone.id}"]`) });
    await expect(card.locator('.product-stock')).toHaveText('Vypredané');
    // A title with copies left has no such line.
    const [plenty] = await rows<{ id: number }>(
      `SELECT id FROM products WHERE count_in_stock >= 5 AND (category = ? OR category2 = ?) AND ${BUILT} LIMIT 1`,
      [gone.category, gone.category],
    );
    const stocked = page.locator('.product-card').filter({ has: page.locator(`a[href="/product/${plenty.id}"]`) });
    await expect(stocked.locator('.price-now')).toBeVisible();
    await expect(stocked.locator('.product-stock')).toHaveCount(0);

    // Search results are the same card, filled by the server (worker/services/search/search-page.ts) from the catalogue read.
    await page.goto(`/search/${encodeURIComponent(gone.name)}`);
    const found = page.locator('.product-card').filter({ has: page.locator(`.product-name a[href="/product/${gone.id}"]`) });
    await expect(found.locator('.product-stock')).toHaveText('Vypredané');
    await page.goto(`/search/${encodeURIComponent('Watchman')}`);
    await expect(page.locator('.product-card').first()).toBeVisible();
    const ids = await page
      .locator('.product-card .product-name a')
      .evaluateAll((as) => as.map((a) => Number(a.getAttribute('href')!.split('/').pop())));
    const stock = new Map(
      (await rows<{ id: number; n: number }>(`SELECT id, count_in_stock AS n FROM products WHERE id IN (${ids.join(',')})`)).map((r) => [
        Number(r.id),
        Number(r.n),
      ]),
    );
    for (const [i, id] of ids.entries())
      await expect(page.locator('.product-card').nth(i).locator('.product-stock')).toHaveCount(stock.get(id)! > 0 ? 0 : 1);
  });
});

/** The covers print their language mark (CZ) at about (28, 26)–(46, 36) of 274 × 379. */
async function expectBadgesClearOfTheLanguageMark(page: Page) {
  const cards = page.locator('.product-card:has(.discount-badge)');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    const cover = await box(card.locator('.product-image img'));
    const badge = await box(card.locator('.discount-badge'));
    const scale = 274 / cover.width;
    const left = (badge.x - cover.x) * scale;
    const right = (badge.x + badge.width - cover.x) * scale;
    const top = (badge.y - cover.y) * scale;
    const bottom = (badge.y + badge.height - cover.y) * scale;
    const overlaps = left < 50 && right > 22 && top < 42 && bottom > 20;
    expect(overlaps, `badge at ${left.toFixed(0)},${top.toFixed(0)}–${right.toFixed(0)},${bottom.toFixed(0)} of the cover`).toBe(false);
  }
}

test('the discount badge never covers the CZ mark of the cover (phone and desktop)', async ({ page }) => {
  const [cz] = await rows<{ n: number }>(`SELECT count(*) AS n FROM products WHERE discount > 0 AND language = 'CZ' AND ${BUILT}`);
  expect(Number(cz.n)).toBeGreaterThan(0);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    for (const path of ['/', '/eshop/štúdium-a-výklad-biblie']) {
      await page.goto(path);
      await expectBadgesClearOfTheLanguageMark(page);
    }
  }
});

test('desktop: four cards a row with their prices on one line; the header is the desktop one', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Hľadať v knihách' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Hľadať v knihách' })).toBeVisible();
  await expect(page.getByText(siteFacts.site.tagline)).toBeVisible();
  const cards = page.locator('[data-product-grid] .product-card');
  const tops = new Map<number, number[]>();
  for (const card of await cards.all()) {
    const top = Math.round((await box(card)).y);
    const priceBottom = await box(card.locator('.product-price'));
    tops.set(top, [...(tops.get(top) ?? []), priceBottom.y + priceBottom.height]);
  }
  expect([...tops.values()].map((r) => r.length)).toEqual([4, 4]);
  for (const bottoms of tops.values()) expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(1);
});
