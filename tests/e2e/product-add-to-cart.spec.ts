import { test, expect } from './fixtures';
import { BUILT, rows, setPrice } from './storefront-db';
import { type ProductRow, eur, islandReady } from './product-support';

/** Adding from the pre-rendered product page: the current price, one line per title, the header's badge. */

test.describe('product detail (pre-rendered)', () => {
  test('add to cart stores the CURRENT price (changed after the build), replaces the line and updates the badge', async ({ page }) => {
    // A title no other test touches: in stock, no discount, no excerpt.
    const [p] = await rows<ProductRow>(
      `SELECT * FROM products WHERE discount = 0 AND count_in_stock >= 5 AND excerpt_text = '' AND ${BUILT} ORDER BY id DESC LIMIT 1`,
    );
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/product/${p.id}`);
    await islandReady(page);
    await expect(page.locator('.buy-box .price-now')).toHaveText(eur(p.price_cents));

    // The shop changes the price after the build: 20 % off a new list price.
    await setPrice(p.id, p.price_cents + 100, 20);
    try {
      await page.getByLabel('Počet').selectOption('2');
      await page.getByRole('button', { name: 'Pridať do košíka' }).click();
      const status = page.getByRole('status').filter({ hasText: 'je v košíku' });
      await expect(status).toContainText(`„${p.name}“ (2 ks) je v košíku.`);
      await expect(status.getByRole('link', { name: 'Prejsť do košíka' })).toHaveAttribute('href', '/cart');
      await expect(page.locator('[data-cart-count]')).toHaveText('2');

      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems')))!);
      const now = Math.ceil(((p.price_cents + 100) * 80) / 500) * 5;
      expect(stored).toEqual([
        {
          product: p.id,
          name: p.name,
          image: expect.stringContaining('/uploads/'),
          price: now / 100,
          countInStock: p.count_in_stock,
          discount: 20,
          qty: 2,
        },
      ]);
      // The box now shows the new price too.
      await expect(page.locator('.buy-box .price-now')).toContainText(eur(now));

      // Adding the same title again replaces its line.
      await page.getByLabel('Počet').selectOption('3');
      await page.getByRole('button', { name: 'Pridať do košíka' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'je v košíku' })).toContainText('(3 ks)');
      const again = JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems')))!);
      expect(again).toHaveLength(1);
      expect(again[0].qty).toBe(3);
      await expect(page.locator('[data-cart-count]')).toHaveText('3');

      // The cart survives a reload (persisted), and the badge reads it.
      await page.reload();
      await expect(page.locator('[data-cart-count]')).toHaveText('3');
    } finally {
      await setPrice(p.id, p.price_cents, 0);
    }
    expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
  });

  test('another product is appended to the cart after an existing line', async ({ page }) => {
    const two = await rows<ProductRow>(
      `SELECT * FROM products WHERE discount = 0 AND count_in_stock >= 2 AND excerpt_text != '' AND ${BUILT} ORDER BY id DESC LIMIT 2`,
    );
    await page.addInitScript((line) => !localStorage.getItem('cartItems') && localStorage.setItem('cartItems', JSON.stringify([line])), {
      product: two[1].id,
      name: two[1].name,
      image: '',
      price: two[1].price_cents / 100,
      countInStock: two[1].count_in_stock,
      discount: 0,
      qty: 1,
    });
    await page.goto(`/product/${two[0].id}`);
    await islandReady(page);
    await expect(page.locator('[data-cart-count]')).toHaveText('1');
    await page.getByRole('button', { name: 'Pridať do košíka' }).click();
    await expect(page.locator('[data-cart-count]')).toHaveText('2');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems')))!);
    expect(stored.map((i: { product: number }) => i.product)).toEqual([two[1].id, two[0].id]);
  });
});
