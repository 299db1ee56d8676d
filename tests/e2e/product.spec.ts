import type { Page } from '@playwright/test';
import { test, expect, PHONE, DESKTOP } from './fixtures';
import { BUILT, insertProduct, rows, setPrice } from './storefront-db';

interface Row {
  id: number;
  name: string;
  author: string;
  price_cents: number;
  discount: number;
  discounted_price_cents: number;
  count_in_stock: number;
  catalog: string;
  weight: string;
  binding: string;
  pages: number;
  isbn: string;
  language: string;
  category: string;
  related1_id: number | null;
  excerpt_text: string;
  description: string;
}

const eur = (cents: number) => new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** A discounted title in stock, with related titles and an excerpt: every part of the page shows. */
async function richProduct(): Promise<Row> {
  const [p] = await rows<Row>(
    "SELECT * FROM products WHERE discount > 0 AND count_in_stock > 0 AND related1_id IS NOT NULL AND excerpt_text != '' ORDER BY id LIMIT 1",
  );
  return p;
}

/** Waits until the buy box's script has taken over its form (site/features/cart/buy-box.ts). */
async function islandReady(page: Page) {
  await expect(page.locator('.buy-box[data-ready="true"]')).toBeVisible();
}

test.describe('product detail (pre-rendered)', () => {
  test('shows the three columns with the Slovak labels', async ({ page }) => {
    const p = await richProduct();
    const related = await rows<{ id: number; name: string }>(
      'SELECT id, name FROM products WHERE id IN (SELECT related1_id FROM products WHERE id = ? UNION SELECT related2_id FROM products WHERE id = ? UNION SELECT related3_id FROM products WHERE id = ?)',
      [p.id, p.id, p.id],
    );
    await page.goto(`/product/${p.id}`);
    await expect(page).toHaveTitle(`${p.name} | Prúd`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(p.description.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    // MIDDLE
    const main = page.locator('.pd-main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(p.name);
    await expect(main.locator('.pd-author')).toHaveText(p.author);
    await expect(main.locator('.pd-price')).toContainText(eur(p.discounted_price_cents));
    await expect(main.locator('.pd-description')).toContainText(p.description.slice(0, 40));

    // LEFT
    const meta = page.locator('.pd-meta');
    const fact = (label: string) => meta.locator('.pd-facts > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
    await expect(fact('Katalóg')).toHaveText(p.catalog);
    await expect(fact('Hmotnosť')).toHaveText(`${p.weight.replace('.', ',')} kg`);
    await expect(fact('Väzba')).toHaveText(p.binding);
    await expect(fact('Počet strán')).toHaveText(String(p.pages));
    await expect(fact('ISBN')).toHaveText(p.isbn);
    await expect(fact('Jazyk')).toContainText(p.language);
    await expect(fact('Jazyk').locator('svg')).toHaveAttribute('aria-hidden', 'true');
    const seeAlso = fact('Pozrite si tiež').getByRole('link');
    await expect(seeAlso).toHaveCount(related.length);
    expect(related.length).toBeLessThanOrEqual(3);
    for (const r of related) await expect(fact('Pozrite si tiež').getByRole('link', { name: r.name, exact: true })).toHaveAttribute('href', `/product/${r.id}`);
    await expect(meta.getByRole('link', { name: /Do čitárne/ })).toHaveAttribute('href', `/library/${p.id}`);

    // RIGHT
    const buy = page.locator('.buy-box');
    await expect(buy).toContainText(`Zľava ${p.discount}%`);
    await expect(buy.locator('del')).toContainText(eur(p.price_cents));
    await expect(buy.locator('.price-now')).toContainText(eur(p.discounted_price_cents));
    await expect(buy).toContainText('Na sklade');
    await expect(buy.getByLabel('Počet').locator('option')).toHaveCount(p.count_in_stock);
    await expect(buy.getByRole('button', { name: 'Pridať do košíka' })).toBeEnabled();
    await expect(buy.getByRole('link', { name: 'Pokračovať v nákupe' })).toHaveAttribute('href', '/');

    // Below: reviews and the log-in prompt for visitors.
    await expect(page.getByRole('heading', { level: 2, name: 'Recenzie' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'prihláste' })).toHaveAttribute('href', `/login?redirect=/product/${p.id}`);
    // Favourites are for signed-in users only (tests/e2e/favorites.spec.ts).
    await expect(page.getByRole('button', { name: /obľúben/i })).toHaveCount(0);
  });

  test('desktop: cover and details left, name middle, buy box right; phone: one column', async ({ page }) => {
    const p = await richProduct();
    await page.goto(`/product/${p.id}`);
    const box = async (sel: string) => (await page.locator(sel).boundingBox())!;
    let [cover, main, buy, meta] = [await box('.pd-cover'), await box('.pd-main'), await box('.pd-buy'), await box('.pd-meta')];
    expect(cover.x).toBeLessThan(main.x);
    expect(main.x).toBeLessThan(buy.x);
    expect(Math.abs(meta.x - cover.x)).toBeLessThan(2);
    expect(meta.y).toBeGreaterThan(cover.y);
    expect(Math.abs(main.y - buy.y)).toBeLessThan(2);

    await page.setViewportSize(PHONE);
    [cover, main, buy, meta] = [await box('.pd-cover'), await box('.pd-main'), await box('.pd-buy'), await box('.pd-meta')];
    expect(main.y).toBeGreaterThan(cover.y);
    expect(buy.y).toBeGreaterThan(main.y);
    expect(meta.y).toBeGreaterThan(buy.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The name is on the first screen.
    expect((await box('.pd-main h1')).y).toBeLessThan(PHONE.height);
  });

  test('a sold-out title says "Vypredané" and cannot be added', async ({ page }) => {
    const [p] = await rows<Row>('SELECT * FROM products WHERE count_in_stock = 0 ORDER BY id LIMIT 1');
    await page.goto(`/product/${p.id}`);
    await islandReady(page);
    const buy = page.locator('.buy-box');
    await expect(buy).toContainText('Vypredané');
    await expect(buy.getByRole('button', { name: 'Pridať do košíka' })).toBeDisabled();
    await expect(buy.getByLabel('Počet')).toHaveCount(0);
  });

  test('a title without an excerpt has no "Do čitárne"; the language badge says CZ for Czech titles', async ({ page }) => {
    const [p] = await rows<Row>("SELECT * FROM products WHERE excerpt_text = '' AND language = 'CZ' ORDER BY id LIMIT 1");
    await page.goto(`/product/${p.id}`);
    await expect(page.getByRole('link', { name: /Do čitárne/ })).toHaveCount(0);
    await expect(page.locator('.lang-badge')).toHaveText(/CZ\s*\(čeština\)/);
  });

  test('approved reviews are listed; a product without any says "Žiadne recenzie"', async ({ page }) => {
    const [reviewed] = await rows<{ product_id: number; name: string; comment: string }>(
      'SELECT product_id, name, comment FROM reviews WHERE is_acknowledged = 1 ORDER BY id LIMIT 1',
    );
    await page.goto(`/product/${reviewed.product_id}`);
    const reviews = page.locator('.pd-reviews');
    await expect(reviews.locator('.review').first()).toContainText(reviewed.name);
    await expect(reviews).toContainText(reviewed.comment);
    await expect(reviews.locator('.stars .sr-only').first()).toHaveText(/Hodnotenie \d z 5/);

    const [plain] = await rows<{ id: number }>('SELECT id FROM products WHERE id NOT IN (SELECT product_id FROM reviews WHERE is_acknowledged = 1) ORDER BY id LIMIT 1');
    await page.goto(`/product/${plain.id}`);
    await expect(page.locator('.pd-reviews')).toContainText('Žiadne recenzie');
  });

  test('a signed-in user does not see the log-in prompt', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('userInfo', JSON.stringify({ _id: 1, name: 'Jana', token: 'x' })));
    const p = await richProduct();
    await page.goto(`/product/${p.id}`);
    await expect(page.getByRole('link', { name: 'prihláste' })).toBeHidden();
  });

  test('JSON-LD: Book/Product with an offer in euros, and breadcrumbs', async ({ page }) => {
    const p = await richProduct();
    await page.goto(`/product/${p.id}`);
    const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((s) => s.map((x) => JSON.parse(x.textContent!)));
    const book = blocks.find((b) => Array.isArray(b['@type']) && b['@type'].includes('Book'));
    expect(book['@type']).toEqual(['Book', 'Product']);
    expect(book).toMatchObject({
      name: p.name,
      author: { '@type': 'Person', name: p.author },
      isbn: p.isbn,
      numberOfPages: p.pages,
      inLanguage: p.language === 'CZ' ? 'cs' : 'sk',
      offers: { '@type': 'Offer', priceCurrency: 'EUR', price: (p.discounted_price_cents / 100).toFixed(2), availability: 'https://schema.org/InStock' },
    });
    expect(book.image).toMatch(/^https?:\/\/.+\/uploads\//);
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)[0]).toBe('Domov');
    expect(crumbs.itemListElement).toHaveLength(3);
    expect(decodeURIComponent(crumbs.itemListElement[1].item)).toMatch(new RegExp(`/eshop/${p.category}$`));
    expect(crumbs.itemListElement[2].name).toBe(p.name);

    const [soldOut] = await rows<{ id: number }>('SELECT id FROM products WHERE count_in_stock = 0 ORDER BY id LIMIT 1');
    await page.goto(`/product/${soldOut.id}`);
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(ld!).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  test('add to cart stores the CURRENT price (changed after the build), replaces the line and updates the badge', async ({ page }) => {
    // A title no other test touches: in stock, no discount, no excerpt.
    const [p] = await rows<Row>("SELECT * FROM products WHERE discount = 0 AND count_in_stock >= 5 AND excerpt_text = '' AND " + BUILT + ' ORDER BY id DESC LIMIT 1');
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
        { product: p.id, name: p.name, image: expect.stringContaining('/uploads/'), price: now / 100, countInStock: p.count_in_stock, discount: 20, qty: 2 },
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
    const two = await rows<Row>("SELECT * FROM products WHERE discount = 0 AND count_in_stock >= 2 AND excerpt_text != '' AND " + BUILT + ' ORDER BY id DESC LIMIT 2');
    await page.addInitScript(
      (line) => !localStorage.getItem('cartItems') && localStorage.setItem('cartItems', JSON.stringify([line])),
      { product: two[1].id, name: two[1].name, image: '', price: two[1].price_cents / 100, countInStock: two[1].count_in_stock, discount: 0, qty: 1 },
    );
    await page.goto(`/product/${two[0].id}`);
    await islandReady(page);
    await expect(page.locator('[data-cart-count]')).toHaveText('1');
    await page.getByRole('button', { name: 'Pridať do košíka' }).click();
    await expect(page.locator('[data-cart-count]')).toHaveText('2');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems')))!);
    expect(stored.map((i: { product: number }) => i.product)).toEqual([two[1].id, two[0].id]);
  });

  test('the page is complete without JavaScript (the buy box is server-rendered)', async ({ browser, baseURL }) => {
    const p = await richProduct();
    const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await ctx.newPage();
    await page.goto(`/product/${p.id}`);
    await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
    await expect(page.locator('.buy-box')).toContainText('Na sklade');
    await expect(page.locator('.pd-facts')).toContainText('ISBN');
    await ctx.close();
  });

  test('React only for two islands: the reviews when scrolled to, the favourite button for a signed-in user', async ({ page }) => {
    const p = await richProduct();
    await page.goto(`/product/${p.id}`);
    // The buy box is no island: a form with its own small script (tests/e2e/product-buy.spec.ts).
    const islands = page.locator('astro-island');
    await expect(islands).toHaveCount(2);
    expect(await islands.evaluateAll((els) => els.map((e) => [e.getAttribute('component-url')?.split('/').pop()?.split('.')[0], e.getAttribute('client')]))).toEqual([
      ['FavoriteButton', 'signedin'],
      ['ProductReviews', 'visible'],
    ]);
    await expect(page.locator('.buy-box form')).toHaveAttribute('action', `/cart/${p.id}`);
  });

  test('product pages have no serious accessibility violations', async ({ page, axe }) => {
    test.slow(); // several axe runs
    const p = await richProduct();
    const [soldOut] = await rows<{ id: number }>('SELECT id FROM products WHERE count_in_stock = 0 ORDER BY id LIMIT 1');
    for (const id of [p.id, soldOut.id]) {
      await page.setViewportSize(DESKTOP);
      await page.goto(`/product/${id}`);
      await islandReady(page);
      expect(await axe(page), `product ${id}`).toEqual([]);
      await page.setViewportSize(PHONE);
      expect(await axe(page), `product ${id} (phone)`).toEqual([]);
    }
  });
});

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
