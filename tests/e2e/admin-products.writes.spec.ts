import { test, expect } from './fixtures';
import { DEMO_ADMIN, DEMO_ASSISTANT, DEMO_CUSTOMER, forgetSession, logIn, testClientIp } from './accounts-support';
import { bearer, expectRefused, expectSentToLogin, frameMenu } from './admin-support';
import { apiOrder, tokenOf } from './checkout-support';
import {
  checkViewports,
  stored,
  storedProduct,
  allProducts,
  patchProduct,
  newProduct,
  rowWithId,
  relatedId,
  ONE_PIXEL_PNG,
  coverPng,
} from './product-admin-support';
import { PRODUCT_MESSAGES } from '../../worker/domain/product-admin';
import { centsToEuros, formatEur } from '../../worker/domain/money';
import { discountedPriceCents } from '../../worker/domain/pricing';
import { SHOP_CATEGORIES } from '../../worker/domain/site-facts';

/**
 * The staff's product screens (issue 9): /admin/productlist[/{n}], /admin/product/{id}/edit and /create-discount.
 * A *.writes spec: it adds and deletes products (the sale is shop-sale.writes.spec.ts), so it runs after every other spec, and
 * its tests run one after another. Each test puts back what it changed.
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });
test.describe.configure({ mode: 'serial' });

test('list: 10 a page, newest first, low stock marked with a word, page 2 by its address', async ({ page, request, axe }) => {
  test.slow();
  const token = await tokenOf(request, DEMO_ADMIN);
  // Two titles of this test's own, the newest (so on page 1): one with 3 copies left, one with 25.
  const stamp = Date.now();
  const plenty = await newProduct(request, token, { name: `0 Dosť kusov ${stamp}`, author: 'Witness Lee', price: 6, countInStock: 25 });
  const low = await newProduct(request, token, { name: `0 Posledné kusy ${stamp}`, author: 'Witness Lee', price: 6, countInStock: 3 });
  try {
    await logIn(page, DEMO_ADMIN, '/login?redirect=/admin/productlist', '/admin/productlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Produkty' })).toBeVisible();
    await expect(frameMenu(page).getByRole('link', { name: 'Produkty' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('thead th')).toHaveText(['ID', 'Názov', 'Cena', 'Sklad', 'Kategória', 'Akcie']);
    await expect(page.locator('tbody tr')).toHaveCount(10);
    // Newest first, drafts included (others add products meanwhile): falling ids, this test's two, the newer first.
    const idsShown = async () => (await page.locator('td[data-label="ID"]').allTextContents()).map(Number);
    const firstIds = await idsShown();
    expect(firstIds).toEqual([...new Set(firstIds)].sort((a, b) => b - a));
    expect([firstIds.includes(low), firstIds.indexOf(low) < firstIds.indexOf(plenty)]).toEqual([true, true]);
    await expect(rowWithId(page, low).locator('td[data-label="Sklad"]')).toHaveText(/^3\s*⚠?\s*Nízky stav$/);
    await expect(rowWithId(page, plenty).locator('td[data-label="Sklad"]')).toHaveText('25');
    await expect(page.getByRole('link', { name: 'Zľavová akcia' }).first()).toHaveAttribute('href', '/create-discount');
    await checkViewports(page, axe, 'productlist');

    await page.getByRole('navigation', { name: 'Stránkovanie: Produkty' }).getByRole('link', { name: 'Strana 2' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/productlist/2');
    await expect(page.getByRole('link', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
    // Page 2 goes on where page 1 ended (a product created meanwhile may push page 1's last one over to it).
    const goesOn = (ids: number[]) => ids.length > 0 && Math.max(...ids) <= Math.min(...firstIds);
    await expect.poll(async () => goesOn(await idsShown())).toBe(true);
    const secondIds = await idsShown();
    expect(secondIds).toEqual([...new Set(secondIds)].sort((a, b) => b - a));
    await expect(frameMenu(page).getByRole('link', { name: 'Produkty' })).toHaveAttribute('aria-current', 'page');
  } finally {
    for (const id of [low, plenty]) await request.delete(`/api/products/${id}`, { headers: bearer(token) });
  }
});

test('create: every field filled, images uploaded, discounted price shown, saved, every field stored', async ({ page, request, axe }) => {
  test.slow();
  const token = await tokenOf(request, DEMO_ADMIN);
  const others = (await allProducts(request)).slice(0, 3);
  await logIn(page, DEMO_ADMIN, '/login?redirect=/admin/productlist', '/admin/productlist');
  await page.getByRole('button', { name: 'Vytvoriť produkt' }).click();
  await page.waitForURL(/\/admin\/product\/\d+\/edit$/);
  const id = Number(/\/(\d+)\/edit$/.exec(new URL(page.url()).pathname)![1]);
  try {
    await expect(page.getByRole('heading', { level: 1, name: /Upraviť produkt/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Späť/ })).toHaveAttribute('href', '/admin/productlist');
    const name = `0 Nová kniha ${Date.now()}`;
    const [cat1, cat2] = [SHOP_CATEGORIES[1], SHOP_CATEGORIES[4]];
    await page.getByLabel('Názov').fill(name);
    await page.getByLabel('Autor').fill('Watchman Nee');
    await page.getByLabel('Cena', { exact: true }).fill('12,35');
    // The read-only price after the discount follows the server's rule as it is typed; 0 means no promotion.
    const discounted = page.getByLabel('Cena po zľave');
    await page.getByLabel('Zľava %').fill('0');
    await expect(discounted).toHaveValue(formatEur(1235));
    await page.getByLabel('Zľava %').fill('10');
    await expect(discounted).toHaveValue(formatEur(discountedPriceCents(1235, 10)));
    await expect(discounted).toHaveAttribute('readonly', '');
    await page.getByLabel('Počet na sklade').fill('7');
    await page.getByLabel('Kategória', { exact: true }).selectOption(cat1.slug);
    await page.getByLabel('Kategória 2').selectOption(cat2.slug);
    for (const [i, p] of others.entries()) await page.getByLabel(`Súvisiaci titul ${i + 1}`).selectOption(String(p._id));
    await page.getByLabel('Jazyk').selectOption('CZ');
    await page.getByLabel('Hmotnosť (kg)').fill('0,45');
    await page.getByLabel('Značky').fill('viera, život');
    await page.getByLabel('Väzba').fill('brožovaná');
    await page.getByLabel('Počet strán').fill('144');
    await page.getByLabel('ISBN').fill('978-80-8146-123-4');
    await page.getByLabel('Rok').fill('2025');
    await page.getByLabel('Katalóg').fill('PZ-2025-07');
    await page.getByLabel('Popis').fill('Kniha o živote viery.\nDruhý riadok.');

    // Main image: the recommended size (no warning), uploaded with progress.
    await page
      .getByLabel('Súbor hlavného obrázka')
      .setInputFiles({ name: 'obalka.png', mimeType: 'image/png', buffer: await coverPng(page) });
    await expect(page.getByRole('progressbar', { name: 'Priebeh nahrávania hlavného obrázka' })).toHaveAttribute('value', '100');
    await expect(page.getByLabel('Cesta k hlavnému obrázku')).toHaveValue(/^\/uploads\/img\/[A-Za-z0-9._-]+\.png$/);
    await expect(page.getByText(/odporúča sa 274×379 px/)).toHaveCount(0);

    // Excerpt image: a file name without 'ukazka' is refused before anything is sent.
    const excerptFile = page.getByLabel('Súbor obrázka ukážky');
    await excerptFile.setInputFiles({ name: 'strana-1.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect(page.getByRole('alert')).toHaveText(PRODUCT_MESSAGES.excerptImageName);
    await expect(page.getByLabel('Cesta k obrázku ukážky')).toHaveValue('');
    await excerptFile.setInputFiles({ name: 'Ukazka-strana-1.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect(page.getByRole('progressbar', { name: 'Priebeh nahrávania obrázka ukážky' })).toHaveAttribute('value', '100');
    await expect(page.getByText(/obrázok má 1×1 px, odporúča sa 250×250 px/)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('Cesta k obrázku ukážky')).toHaveValue(/^\/uploads\/img\/[A-Za-z0-9._-]+\.png$/);
    await page.getByLabel('Časť ukážky').fill('Kapitola 1');
    await page.getByLabel('Text ukážky').fill('Na počiatku bolo Slovo.');
    const image = await page.getByLabel('Cesta k hlavnému obrázku').inputValue();
    const excerptImage = await page.getByLabel('Cesta k obrázku ukážky').inputValue();
    await checkViewports(page, axe, 'product-edit');

    await page.getByRole('button', { name: 'Uložiť' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/productlist');
    await expect(page.getByRole('status').filter({ hasText: PRODUCT_MESSAGES.saved })).toBeVisible();
    // Newest first: the new title is on page 1, its discounted price and low stock shown.
    await expect(rowWithId(page, id).locator('td[data-label="Názov"]')).toHaveText(name);
    await expect(rowWithId(page, id).locator('td[data-label="Cena"]')).toContainText(formatEur(discountedPriceCents(1235, 10)));
    await expect(rowWithId(page, id).locator('td[data-label="Sklad"]')).toContainText('Nízky stav');

    const p = await storedProduct(request, id);
    expect(p).toMatchObject({
      _id: String(id),
      name,
      author: 'Watchman Nee',
      price: 12.35,
      discount: 10,
      discountedPrice: centsToEuros(discountedPriceCents(1235, 10)),
      countInStock: 7,
      category: cat1.slug,
      category2: cat2.slug,
      language: 'CZ',
      weight: '0.45',
      tags: 'viera, život',
      binding: 'brožovaná',
      pages: 144,
      isbn: '978-80-8146-123-4',
      year: '2025',
      catalog: 'PZ-2025-07',
      description: 'Kniha o živote viery.\nDruhý riadok.',
      image,
      excerpt: { image: excerptImage, part: 'Kapitola 1', excerpt: 'Na počiatku bolo Slovo.' },
    });
    expect([p.related, p.related2, p.related3].map(relatedId)).toEqual(others.map((o) => o._id));
    expect((await request.get(image)).status()).toBe(200);
    expect((await request.get(excerptImage)).status()).toBe(200);
  } finally {
    expect((await request.delete(`/api/products/${id}`, { headers: bearer(token) })).status()).toBe(200);
  }
});

test('edit refusals: an empty Názov shows red and stores nothing; an unknown id says so', async ({ page, request }) => {
  test.slow();
  const token = await tokenOf(request, DEMO_ADMIN);
  const name = `0 Odmietnutá ${Date.now()}`;
  const id = await newProduct(request, token, { name, author: 'Witness Lee', price: 5, countInStock: 20 });
  try {
    await logIn(page, DEMO_ADMIN, `/login?redirect=/admin/product/${id}/edit`, `/admin/product/${id}/edit`);
    await expect(page.getByLabel('Názov')).toHaveValue(name);
    await page.getByLabel('Názov').fill('   ');
    await page.getByLabel('Autor').fill('Iný autor');
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByRole('alert')).toHaveText('Názov je povinný údaj.');
    expect(new URL(page.url()).pathname).toBe(`/admin/product/${id}/edit`);
    await expect(page.getByLabel('Autor')).toHaveValue('Iný autor');
    expect(await storedProduct(request, id)).toMatchObject({ name, author: 'Witness Lee', price: 5, countInStock: 20 });

    await page.goto('/admin/product/99999999/edit');
    await expect(page.getByRole('alert')).toHaveText(/Produkt s ID 99999999 neexistuje/);
    await expect(page.getByRole('button', { name: 'Uložiť' })).toHaveCount(0);
  } finally {
    await request.delete(`/api/products/${id}`, { headers: bearer(token) });
  }
});

test('delete: asks first (Späť keeps it), then removes it; a product in an order is refused in red', async ({ page, request }) => {
  test.slow();
  const token = await tokenOf(request, DEMO_ADMIN);
  const name = `0 Na zmazanie ${Date.now()}`;
  const ordered = `0 V objednávke ${Date.now()}`;
  const orderedId = await newProduct(request, token, { name: ordered, author: 'Witness Lee', price: 3, countInStock: 5 });
  await apiOrder(request, await tokenOf(request, DEMO_CUSTOMER), [{ product: orderedId, qty: 1 }], 'Prevodom vopred');
  const id = await newProduct(request, token, { name, author: 'Witness Lee', price: 4, countInStock: 30 });
  try {
    await logIn(page, DEMO_ADMIN, '/login?redirect=/admin/productlist', '/admin/productlist');
    const dialog = page.getByRole('dialog');
    const row = rowWithId(page, id);
    await row.getByRole('button', { name: /Zmazať/ }).click();
    await expect(dialog).toContainText(`Zmazať produkt „${name}“?`);
    await dialog.getByRole('button', { name: 'Späť' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);
    expect(await stored(request, id)).toMatchObject({ _id: String(id) });

    await row.getByRole('button', { name: /Zmazať/ }).click();
    await dialog.getByRole('button', { name: 'Zmazať' }).click();
    await expect(page.getByRole('status').filter({ hasText: PRODUCT_MESSAGES.deleted })).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await stored(request, id)).toBe(404);

    await rowWithId(page, orderedId)
      .getByRole('button', { name: /Zmazať/ })
      .click();
    await dialog.getByRole('button', { name: 'Zmazať' }).click();
    await expect(page.getByRole('alert')).toHaveText(PRODUCT_MESSAGES.inOrders);
    await expect(rowWithId(page, orderedId)).toHaveCount(1);
    expect(await stored(request, orderedId)).toMatchObject({ _id: String(orderedId) });
  } finally {
    // The ordered title cannot go: no copies left, so nobody buys it.
    await patchProduct(request, token, orderedId, { countInStock: 0 });
  }
});

// The shop-wide sale (a campaign over the products' own discounts) has its own spec: shop-sale.writes.spec.ts.

test('access: visitors log in first, customers and assistants are refused on the product screens', async ({ page }) => {
  await expectSentToLogin(page, '/create-discount');
  await logIn(page, DEMO_CUSTOMER, '/login', '/');
  await expectRefused(page, '/create-discount');
  await expect(page.getByRole('button', { name: 'Vytvoriť akciu' })).toHaveCount(0);
  await forgetSession(page);
  await logIn(page, DEMO_ASSISTANT, '/login', '/admin/audio');
  await expectRefused(page, '/admin/productlist');
  await expectRefused(page, '/admin/product/1/edit');
});
