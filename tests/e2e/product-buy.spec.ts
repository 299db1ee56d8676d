import type { Page, Route } from '@playwright/test';
import { test, expect, PHONE } from './fixtures';
import { ownProduct, setStock } from './checkout-support';
import { BUILT, rows } from './storefront-db';

/**
 * 'Pridať do košíka' before and without the product page's script (issue 11): the buy box is a plain GET form to
 * `/cart/{id}?qty={n}`, which the cart page turns into a cart line; the script (site/features/product/buy-box.ts)
 * takes the form over once loaded, and React loads only for the reviews (on scroll) and a signed-in user's
 * favourite button (client:signedin; signed-in pages: favorites.spec.ts, csp.spec.ts).
 */

interface Row {
  id: number;
  name: string;
  price_cents: number;
  count_in_stock: number;
}

/** A pre-rendered title in stock, without a discount; read only, so other specs may use it too. */
async function builtTitle(offset: number): Promise<Row> {
  const [p] = await rows<Row>(
    `SELECT id, name, price_cents, count_in_stock FROM products WHERE ${BUILT} AND count_in_stock >= 3 AND discount = 0 ORDER BY id LIMIT 1 OFFSET ?`,
    [offset],
  );
  return p;
}

/** Whether a script request comes from a product page (the cart page's own scripts are let through). */
const fromProductPage = (route: Route) => new URL(route.request().frame().url()).pathname.startsWith('/product/');

/** The navigation the form makes: resolves with its URL (the cart page then shows `/cart` in the address bar). */
function cartNavigation(page: Page, id: number) {
  return page
    .waitForRequest((req) => req.isNavigationRequest() && new URL(req.url()).pathname === `/cart/${id}`)
    .then((req) => new URL(req.url()));
}

async function storedCart(page: Page): Promise<{ product: number; name: string; qty: number; price: number; countInStock: number }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'));
}

/** The cart page with the book added: its line, the quantity chosen, and the stored cart. */
async function expectInCart(page: Page, p: Row, qty: number) {
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('.cart[data-ready="true"]')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: p.name })).toContainText(`(${qty}\u00a0ks) je v košíku`);
  await expect(page.locator('.cart-line', { hasText: p.name })).toHaveCount(1);
  await expect(page.getByLabel(`Počet – ${p.name}`)).toHaveValue(String(qty));
  expect(await storedCart(page)).toEqual([
    {
      product: p.id,
      name: p.name,
      image: expect.stringContaining('/uploads/'),
      price: p.price_cents / 100,
      countInStock: p.count_in_stock,
      discount: 0,
      qty,
    },
  ]);
  await expect(page.locator('[data-cart-count]')).toHaveText(String(qty));
}

test.describe('buy box before and without the page script', () => {
  test('with the product page’s scripts blocked, the button leads to /cart/{id}?qty={n} and the cart page adds the book', async ({
    page,
  }) => {
    const p = await builtTitle(1);
    await page.route('**/*.js', (route) => (fromProductPage(route) ? route.abort() : route.fallback()));
    await page.goto(`/product/${p.id}`);
    const buy = page.locator('.buy-box');
    await buy.getByLabel('Počet').selectOption('2');
    const navigation = cartNavigation(page, p.id);
    await buy.getByRole('button', { name: 'Pridať do košíka' }).click();
    expect((await navigation).search).toBe('?qty=2');
    // The product page's script never ran: nothing was stored before the cart page.
    await expectInCart(page, p, 2);
  });

  test('a click right after load, before any script of the page has run, is not lost', async ({ page }) => {
    const p = await builtTitle(2);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const waiting: string[] = [];
    await page.route('**/*.js', async (route) => {
      if (fromProductPage(route)) {
        waiting.push(route.request().url());
        await held;
      }
      await route.fallback().catch(() => undefined); // the product page may be gone by then
    });
    try {
      // Not waiting for `load`: module scripts hold it back, and they are the ones held here.
      await page.goto(`/product/${p.id}`, { waitUntil: 'commit' });
      const button = page.locator('.buy-box').getByRole('button', { name: 'Pridať do košíka' });
      await expect(button).toBeVisible();
      await expect.poll(() => waiting.some((u) => u.includes('/_astro/'))).toBe(true);
      await expect(page.locator('.buy-box')).not.toHaveAttribute('data-ready', 'true');
      const navigation = cartNavigation(page, p.id);
      await button.click();
      expect((await navigation).search).toBe('?qty=1');
    } finally {
      release();
    }
    await expectInCart(page, p, 1);
  });
});

test.describe('buy box with its script (no React)', () => {
  test('adds in place: quantity up to the stock, the Slovak confirmation, the header badge; no React for a visitor', async ({ page }) => {
    const p = await builtTitle(3);
    // On a phone the reviews are well below the first screen (on a wide one they may be in it, and load at once).
    await page.setViewportSize(PHONE);
    const scripts: string[] = [];
    page.on('request', (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname));
    await page.goto(`/product/${p.id}`);
    const buy = page.locator('.buy-box[data-ready="true"]');
    await expect(buy).toBeVisible();
    await expect(buy.getByLabel('Počet').locator('option')).toHaveCount(p.count_in_stock);
    await expect(page.locator('[data-cart-count]')).toHaveText('0');

    await buy.getByLabel('Počet').selectOption('3');
    await buy.getByRole('button', { name: 'Pridať do košíka' }).click();
    const status = buy.getByRole('status');
    await expect(status).toContainText(`„${p.name}“ (3 ks) je v košíku.`);
    await expect(status.getByRole('link', { name: 'Prejsť do košíka' })).toHaveAttribute('href', '/cart');
    await expect(page).toHaveURL(new RegExp(`/product/${p.id}$`));
    await expect(page.locator('[data-cart-count]')).toHaveText('3');
    expect(await storedCart(page)).toEqual([expect.objectContaining({ product: p.id, name: p.name, qty: 3, price: p.price_cents / 100 })]);
    await expect(buy.getByLabel('Počet')).toHaveValue('3');

    // Nothing of React, the reviews or the favourite button so far: the reviews come when scrolled to.
    const react = (s: string) => /product-islands|ProductReviews|FavoriteButton|client\.[\w-]+\.js$/.test(s);
    expect(scripts.filter(react)).toEqual([]);
    await page.locator('.pd-reviews').scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((s) => s.includes('ProductReviews'))).toBe(true);
    expect(scripts.some((s) => s.includes('FavoriteButton'))).toBe(false);
  });

  test('a title sold out since the page was opened says so, keeps the cart as it was and offers no quantity', async ({ page }) => {
    // A product of this test alone (newer than the build: its page is the shell, with the same buy box and script).
    const own = await ownProduct('vypredane', { priceCents: 1200, countInStock: 2 });
    await page.goto(`/product/${own.id}`);
    const buy = page.locator('.buy-box[data-ready="true"]');
    await expect(buy).toContainText('Na sklade');
    await expect(buy.getByLabel('Počet').locator('option')).toHaveCount(2);

    await setStock(own.id, 0);
    // Written behind the server's back: wait until the API answers it (the catalogue cache polls for such writes).
    await expect.poll(async () => (await (await page.request.get(`/api/products/${own.id}`)).json()).countInStock).toBe(0);
    await buy.getByRole('button', { name: 'Pridať do košíka' }).click();
    await expect(buy.getByRole('alert')).toHaveText('Ľutujeme, tento titul je medzitým vypredaný.');
    await expect(buy).toContainText('Vypredané');
    await expect(buy.getByRole('button', { name: 'Pridať do košíka' })).toBeDisabled();
    await expect(buy.getByLabel('Počet')).toHaveCount(0);
    expect(await storedCart(page)).toEqual([]);
    await expect(page.locator('[data-cart-count]')).toHaveText('0');
  });
});
