import { test, expect, PHONE } from './fixtures';
import { insertProduct } from './storefront-db';
import { eur } from './product-support';

/** Products newer than the last build: served by the shell, which loads them from the API. */

test.describe('product created after the build (shell)', () => {
  test('is reachable at /product/{id} with the same three columns and can be added to the cart', async ({ page, request, axe }) => {
    test.slow(); // two axe runs
    const name = `Nový titul po zostavení ${Date.now()}`;
    const id = await insertProduct({ name, priceCents: 1490, discount: 10, countInStock: 4, catalog: 'PZ-NEW-1' });
    const res = await request.get(`/product/${id}`);
    expect(res.status()).toBe(200);

    await page.goto(`/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} | Prúd`);
    await expect(page.locator('.pd-meta')).toContainText('PZ-NEW-1');
    await expect(page.locator('.pd-meta')).toContainText('0,25 kg');
    const buy = page.locator('.buy-box');
    await expect(buy).toContainText('Zľava 10%');
    await expect(buy.locator('.price-now')).toContainText(eur(1345));
    await expect(buy.getByLabel('Počet').locator('option')).toHaveCount(4);
    await expect(page.locator('.pd-reviews')).toContainText('Žiadne recenzie');

    await buy.getByRole('button', { name: 'Pridať do košíka' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'je v košíku' })).toBeVisible();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems')))!);
    expect(stored[0]).toMatchObject({ product: id, name, price: 13.45, discount: 10, qty: 1, countInStock: 4 });
    await expect(page.locator('[data-cart-count]')).toHaveText('1');

    expect(await axe(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await axe(page)).toEqual([]);
  });

  test('an unknown product id answers 404 with the Slovak 404 page', async ({ page }) => {
    for (const path of ['/product/999999', '/product/987654321', '/product/abc']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Stránka sa nenašla' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Späť na úvodnú stránku' })).toHaveAttribute('href', '/');
    }
  });
});
