import { test, expect, DESKTOP, PHONE } from './fixtures';
import { testClientIp } from './accounts-support';
import { ENGAGEMENT_MESSAGES } from '../../worker/domain/engagement';
import type { ApiFavorites } from '../../worker/domain/engagement';
import { bearer, builtProduct, expectPrerendered, SHOTS, signedInCustomer } from './engagement-support';

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

test.describe('favourites', () => {
  test('favourite a book on its page → heart → /favorites → remove with the X → empty; the server stores each step', async ({
    page,
    request,
    baseURL,
    axe,
  }) => {
    test.slow();
    const who = await signedInCustomer(page, request, baseURL!, 'oblubene');
    const book = await builtProduct(1);
    const stored = async () => {
      const res = await request.get('/api/products/favorites', { headers: bearer(who.token) });
      expect(res.status(), await res.text()).toBe(200);
      // Ids are text in every answer; the built page's product id is the database's number.
      return ((await res.json()) as ApiFavorites).products.map((p) => Number(p._id));
    };
    expect(await stored()).toEqual([]);

    // Empty list first (screenshots of the empty page).
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Moje obľúbené produkty' })).toBeVisible();
    await expect(page.getByText(ENGAGEMENT_MESSAGES.emptyFavorites)).toBeVisible();
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SHOTS}/favorites-empty-390.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SHOTS}/favorites-empty-1366.png`, fullPage: true });

    // The product page: add it.
    await page.goto(`/product/${book.id}`);
    await expectPrerendered(page, book.id);
    const add = page.getByRole('button', { name: 'Pridať medzi obľúbené' });
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: ENGAGEMENT_MESSAGES.favoriteAdded })).toBeVisible();
    await expect(page.locator('.fav-state')).toHaveText('Obľúbené');
    await expect(page.locator('.fav-state svg.fav-heart--on')).toBeVisible();
    await expect(add).toHaveCount(0);
    expect(await stored()).toEqual([book.id]);

    // After a reload the heart comes from the server.
    await page.reload();
    await expect(page.locator('.fav-state')).toHaveText('Obľúbené');
    await expect(page.getByRole('button', { name: 'Odstrániť z obľúbených' })).toBeVisible();
    for (const [w, size] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/product-favorite-${w}.png` });
    }

    // /favorites lists it as a catalogue card.
    await page.goto('/favorites');
    const card = page.locator('.product-card', { hasText: book.name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: book.name }).last()).toHaveAttribute('href', `/product/${book.id}`);
    await expect(card.locator('.price-now')).toContainText('€');
    expect(await axe(page)).toEqual([]);
    for (const [w, size] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/favorites-full-${w}.png`, fullPage: true });
    }

    // The X removes it.
    const x = card.getByRole('button', { name: 'Odstrániť z obľúbených' });
    await expect(x).toHaveAccessibleDescription(book.name);
    await x.click();
    await expect(page.getByRole('status').filter({ hasText: ENGAGEMENT_MESSAGES.favoriteRemoved })).toBeVisible();
    await expect(page.getByText(ENGAGEMENT_MESSAGES.emptyFavorites)).toBeVisible();
    await expect(page.locator('.product-card')).toHaveCount(0);
    expect(await stored()).toEqual([]);
    expect(await axe(page)).toEqual([]);

    // The product page shows the add button again.
    await page.goto(`/product/${book.id}`);
    await expect(page.getByRole('button', { name: 'Pridať medzi obľúbené' })).toBeVisible();
  });

  test('visitors: no favourite button on the product page, a login link on /favorites', async ({ page, axe }) => {
    const book = await builtProduct(1);
    const scripts: string[] = [];
    page.on('request', (req) => req.resourceType() === 'script' && scripts.push(req.url()));
    await page.goto(`/product/${book.id}`);
    await expectPrerendered(page, book.id);
    // The page's scripts have run (the buy box's among them); the favourite button is for signed-in users only
    // (product-islands-loader.ts): a visitor never loads it or React, and its root in the server HTML is empty.
    await expect(page.locator('.buy-box[data-ready="true"]')).toBeVisible();
    await expect(page.locator('[data-favorite-root]')).toBeEmpty();
    await expect(page.getByRole('button', { name: /obľúben/i })).toHaveCount(0);
    expect(scripts.filter((u) => /FavoriteButton|FavoriteControl|product-islands/.test(u))).toEqual([]);

    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Moje obľúbené produkty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prihláste sa' })).toHaveAttribute('href', '/login?redirect=/favorites');
    expect(await axe(page)).toEqual([]);
  });
});
