import { test, expect, PHONE, DESKTOP } from './fixtures';
import { rows } from './storefront-db';
import { type ProductRow, eur, islandReady, richProduct } from './product-support';
import { signedInInfo } from './checkout-support';
import { DEMO_LOGINS } from '../../db/seed/users';

/** The pre-rendered product page: its three columns, stock, reviews, JSON-LD, islands, accessibility. */

test.describe('product detail (pre-rendered)', () => {
  test('shows the three columns with the Slovak labels', async ({ page }) => {
    const p = await richProduct();
    const related = await rows<{ id: number; name: string }>(
      'SELECT id, name FROM products WHERE id IN (SELECT related1_id FROM products WHERE id = ? UNION SELECT related2_id FROM products WHERE id = ? UNION SELECT related3_id FROM products WHERE id = ?)',
      [p.id, p.id, p.id],
    );
    await page.goto(`/product/${p.id}`);
    await expect(page).toHaveTitle(`${p.name} | Prúd`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(p.description.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );

    // MIDDLE
    const main = page.locator('.pd-main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(p.name);
    await expect(main.locator('.pd-author')).toHaveText(p.author);
    await expect(main.locator('.pd-price')).toContainText(eur(p.discounted_price_cents));
    await expect(main.locator('.pd-description')).toContainText(p.description.slice(0, 40));

    // LEFT
    const meta = page.locator('.pd-meta');
    const fact = (label: string) =>
      meta
        .locator('.pd-facts > div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd');
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
    for (const r of related)
      await expect(fact('Pozrite si tiež').getByRole('link', { name: r.name, exact: true })).toHaveAttribute('href', `/product/${r.id}`);
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
    const [p] = await rows<ProductRow>('SELECT * FROM products WHERE count_in_stock = 0 ORDER BY id LIMIT 1');
    await page.goto(`/product/${p.id}`);
    await islandReady(page);
    const buy = page.locator('.buy-box');
    await expect(buy).toContainText('Vypredané');
    await expect(buy.getByRole('button', { name: 'Pridať do košíka' })).toBeDisabled();
    await expect(buy.getByLabel('Počet')).toHaveCount(0);
  });

  test('a title without an excerpt has no "Do čitárne"; the language badge says CZ for Czech titles', async ({ page }) => {
    const [p] = await rows<ProductRow>("SELECT * FROM products WHERE excerpt_text = '' AND language = 'CZ' ORDER BY id LIMIT 1");
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
    await expect(reviews.locator('.stars .sr-only').first()).toHaveText(/^\d z 5 hviezdičiek$/);
    // Issue 31: the seeded approved reviews have stars, so their average and count stand under the title.
    await expect(page.locator('.pd-rating .pd-rating-value')).toHaveText(/^\d,\d$/);
    await expect(page.locator('.pd-rating .pd-rating-count')).toHaveText(/^\d+ recenzi(a|e|í)$/);

    const [plain] = await rows<{ id: number }>(
      'SELECT id FROM products WHERE id NOT IN (SELECT product_id FROM reviews WHERE is_acknowledged = 1) ORDER BY id LIMIT 1',
    );
    await page.goto(`/product/${plain.id}`);
    await expect(page.locator('.pd-reviews')).toContainText('Žiadne recenzie');
    await expect(page.locator('.pd-rating')).toHaveCount(0);
  });

  test('a signed-in user does not see the log-in prompt', async ({ page, request }) => {
    const info = await signedInInfo(request, DEMO_LOGINS.find((l) => l.email === 'jana.novakova@example.sk')!);
    await page.addInitScript((u) => localStorage.setItem('userInfo', u), info);
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
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EUR',
        price: (p.discounted_price_cents / 100).toFixed(2),
        availability: 'https://schema.org/InStock',
      },
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

  test('React only for two parts: the reviews when scrolled to, the favourite button for a signed-in user', async ({ page }) => {
    const p = await richProduct();
    const scripts: string[] = [];
    page.on('request', (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname));
    await page.setViewportSize(PHONE);
    await page.goto(`/product/${p.id}`);
    // No Astro island (its loader alone weighed 1.8 KB): the two roots product-islands-loader.ts starts React in.
    // The buy box is a form with its own small script (tests/e2e/product-buy.spec.ts).
    await expect(page.locator('astro-island')).toHaveCount(0);
    await expect(page.locator('[data-favorite-root]')).toBeEmpty();
    const reviews = page.locator('[data-reviews-root]');
    await expect(reviews).toContainText('Pre napísanie recenzie sa prosím prihláste');
    expect(scripts.filter((s) => /product-islands|client\.[\w-]+\.js$/.test(s))).toEqual([]);
    await page.locator('section.pd-reviews').scrollIntoViewIfNeeded();
    await expect(reviews).toHaveAttribute('data-hydrated', 'true');
    await expect(reviews).toContainText('Pre napísanie recenzie sa prosím prihláste');
    expect(scripts.some((s) => s.includes('product-islands'))).toBe(true);
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
