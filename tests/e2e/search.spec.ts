import type { Locator, Page } from '@playwright/test';
import { test, expect, EURO, PHONE, DESKTOP } from './fixtures';

const names = (page: Page) => page.locator('.product-card .product-name a').allTextContents();
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Class skeleton of a card: the search page must build exactly what ProductCard renders. */
function shapeOf(card: Locator) {
  return card.evaluate((el) => {
    const walk = (e: Element): string =>
      `${e.tagName.toLowerCase()}.${[...e.classList].sort().join('.')}(${[...e.children].map(walk).join(',')})`;
    return walk(el);
  });
}

test.describe('search', () => {
  test('"zivot" finds titles with "Život" (diacritics-blind), with count and pagination', async ({ page }) => {
    await page.goto('/search/zivot');
    await expect(page.getByRole('heading', { level: 1, name: 'Výsledky hľadania: „zivot“' })).toBeVisible();
    await expect(page).toHaveTitle('Hľadanie: zivot | Prúd');
    await expect(page.locator('.product-card')).toHaveCount(8);
    const found = await names(page);
    expect(found.some((n) => /život/i.test(n))).toBe(true);
    expect(found.filter((n) => fold(n).includes('zivot')).length).toBeGreaterThan(3);
    await expect(page.getByRole('status').filter({ hasText: /Nájden/ })).toHaveText(/Nájdených \d+ titulov \(strana 1 z \d+\)/);
    for (const price of await page.locator('.product-card .product-price').all()) await expect(price).toHaveText(EURO);
    await expect(page.getByRole('combobox', { name: 'Hľadať v knihách' })).toHaveValue('zivot');
    // The field is sent open (also on a phone, where it hides behind its button elsewhere), and its button says so.
    await expect(page.getByRole('combobox', { name: 'Hľadať v knihách' })).toBeVisible();
    await expect(page.locator('[data-search-toggle]')).toHaveAttribute('aria-expanded', 'true');
    // Its button still closes it, as on any page.
    if (await page.locator('[data-search-toggle]').isVisible()) {
      await page.locator('[data-search-toggle]').click();
      await expect(page.locator('[data-search-toggle]')).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('combobox', { name: 'Hľadať v knihách' })).toBeHidden();
      await page.locator('[data-search-toggle]').click();
    }

    const nav = page.getByRole('navigation', { name: 'Stránkovanie výsledkov' });
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/search/zivot');
    await nav.getByRole('link', { name: 'Ďalšia strana' }).click();
    await expect(page).toHaveURL(/\/search\/zivot\/page\/2$/);
    await expect(page.locator('.product-card').first()).toBeVisible();
    const second = await names(page);
    expect(second.filter((n) => found.includes(n))).toEqual([]);
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/search/zivot/page/2');
    await expect(page).toHaveTitle('Hľadanie: zivot – strana 2 | Prúd');
  });

  test('cards look exactly like the catalogue cards and link to the product', async ({ page }) => {
    await page.goto('/page/2');
    const plainHome = await shapeOf(page.locator('.product-card:not(:has(.discount-badge))').first());
    await page.goto('/search/Watchman');
    const plain = page.locator('.product-card:not(:has(.discount-badge))').first();
    await expect(plain).toBeVisible();
    expect(await shapeOf(plain)).toBe(plainHome);
    const href = await plain.locator('.product-name a').getAttribute('href');
    expect(href).toMatch(/^\/product\/\d+$/);
    await expect(plain.locator('.product-image')).toHaveAttribute('href', href!);
    await expect(plain.locator('img')).toHaveAttribute('alt', (await plain.locator('.product-name a').textContent())!);
    await plain.locator('.product-name a').click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('the pagination has the markup of the catalogue pages', async ({ page }) => {
    const parts = async () =>
      Promise.all(
        ['li:has(a[rel="prev"])', 'li:has(a[aria-current="page"])', 'li:has(a[rel="next"])'].map((s) =>
          shapeOf(page.locator(`nav.pagination ${s}`)),
        ),
      );
    await page.goto('/page/2');
    const home = await parts();
    await page.goto('/search/zivot/page/2');
    expect(await parts()).toEqual(home);
  });

  test('discounted results show the badge, the struck list price and the price now', async ({ page }) => {
    await page.goto('/eshop/štúdium-a-výklad-biblie');
    const catalogue = await shapeOf(page.locator('.product-card:has(.discount-badge)').first());
    await page.goto('/search/Genezis');
    const card = page.locator('.product-card:has(.discount-badge)').first();
    await expect(card).toBeVisible();
    expect(await shapeOf(card)).toBe(catalogue);
    await expect(card.locator('.discount-badge')).toHaveText(/^Zľava \d+%$/);
    await expect(card.locator('del')).toHaveText(/Pôvodná cena \d+,\d{2}\s€/);
    await expect(card.locator('.price-now')).toHaveText(/Cena po zľave \d+,\d{2}\s€/);
  });

  for (const query of ['"Život" (viery)', 'život & <b>láska</b>*', "Božia' OR 1=1 --", 'NEAR(život)']) {
    test(`quotes and symbols never break it: ${query}`, async ({ page }) => {
      await page.goto(`/search/${encodeURIComponent(query)}`);
      await expect(page.getByRole('heading', { level: 1, name: `Výsledky hľadania: „${query}“` })).toBeVisible();
      await expect(page.locator('.product-card, .empty-state').first()).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Vyhľadávanie sa nepodarilo.' })).toHaveCount(0);
    });
  }

  test('only symbols, or an unknown word, give the Slovak empty state', async ({ page }) => {
    for (const query of ['"*()', 'qwxzyvbn']) {
      await page.goto(`/search/${encodeURIComponent(query)}`);
      await expect(page.getByText('Nenašli sme žiadne knihy, ktoré by zodpovedali vášmu hľadaniu.')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Nenašli sa žiadne tituly.' })).toBeVisible();
      await expect(page.locator('.product-card')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'abecedný zoznam kníh' })).toHaveAttribute('href', '/eshop/abecedný-zoznam-kníh');
    }
  });

  test('a page past the end says so and links the real pages', async ({ page }) => {
    await page.goto('/search/zivot/page/999');
    await expect(page.getByRole('status').filter({ hasText: 'na tejto strane však už nie sú' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Stránkovanie výsledkov' }).getByRole('link', { name: 'Strana 1', exact: true }),
    ).toHaveAttribute('href', '/search/zivot');
  });

  test('typos are forgiven: the page says what it searched for instead', async ({ page }) => {
    for (const [typed, corrected] of [
      ['zivto', 'život'],
      ['Watchmen Nee', 'Watchman Nee'],
      ['evanjelim', 'evanjelium'],
    ] as const) {
      // The intended titles: what the corrected words find as typed.
      await page.goto(`/search/${encodeURIComponent(corrected)}`);
      await expect(page.locator('.product-card').first()).toBeVisible();
      const intended = await names(page);
      await page.goto(`/search/${encodeURIComponent(typed)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Výsledky hľadania: „${typed}“`);
      await expect(page.getByRole('status').filter({ hasText: 'Zobrazujeme' })).toContainText(`Zobrazujeme výsledky pre „${corrected}“.`);
      await expect(page.locator('.product-card').first()).toBeVisible();
      expect(await names(page), typed).toEqual(intended);
    }
    await page.goto('/search/qqxxzzkk');
    await expect(page.getByRole('status')).toHaveText('Nenašli sa žiadne tituly.');
  });

  test('a keyword the API refuses gives the Slovak error state', async ({ page }) => {
    const res = await page.goto(`/search/${'a'.repeat(201)}`);
    expect(res?.status()).toBe(400);
    await expect(page.getByRole('alert').filter({ hasText: 'Vyhľadávanie sa nepodarilo.' })).toHaveText(
      'Vyhľadávanie sa nepodarilo. Hľadaný text je príliš dlhý.',
    );
    await expect(page.locator('.product-card')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Naspäť' })).toHaveAttribute('href', '/');
  });

  test('"Naspäť" goes home; the header search leads here (phone)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    // On a phone the field is one tap away, behind the header's search button.
    await page.getByRole('button', { name: 'Hľadať v knihách' }).click();
    const box = page.getByRole('combobox', { name: 'Hľadať v knihách' });
    await box.fill('Kristus');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/Kristus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Výsledky hľadania: „Kristus“' })).toBeVisible();
    await expect(page.locator('.product-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('link', { name: 'Naspäť' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('results, empty and error states have no serious accessibility violations', async ({ page, axe }) => {
    test.slow(); // several axe runs
    for (const path of ['/search/zivot', '/search/qwxzyvbn']) {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      await expect(page.getByRole('status').filter({ hasText: /Nájden|Nenašli/ })).toBeVisible();
      expect(await axe(page), path).toEqual([]);
      await page.setViewportSize(PHONE);
      expect(await axe(page), `${path} (phone)`).toEqual([]);
    }
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the results, the count and the pagination are in the HTML', async ({ page }) => {
    await page.goto('/search/zivot');
    await expect(page.getByRole('heading', { level: 1, name: 'Výsledky hľadania: „zivot“' })).toBeVisible();
    await expect(page).toHaveTitle('Hľadanie: zivot | Prúd');
    await expect(page.getByRole('searchbox', { name: 'Hľadať v knihách' })).toHaveValue('zivot');
    await expect(page.getByRole('status').filter({ hasText: /Nájden/ })).toHaveText(/^Nájdených \d+ titulov \(strana 1 z \d+\)$/);
    const found = await names(page);
    expect(found).toHaveLength(8);
    // Titles of the demo catalogue (db/seed) with "život" in some form.
    expect(found.filter((n) => fold(n).includes('zivot')).length).toBeGreaterThan(3);
    await expect(page.locator('.product-card img').first()).toHaveAttribute('src', /\S/);
    for (const price of await page.locator('.product-card .product-price').all()) await expect(price).toHaveText(EURO);

    const nav = page.getByRole('navigation', { name: 'Stránkovanie výsledkov' });
    await expect(nav.getByRole('link', { name: 'Strana 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Ďalšia strana' }).click();
    await expect(page).toHaveURL(/\/search\/zivot\/page\/2$/);
    await expect(page).toHaveTitle('Hľadanie: zivot – strana 2 | Prúd');
    await expect(nav.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
    const second = await names(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((n) => found.includes(n))).toEqual([]);
    await page.getByRole('link', { name: 'Naspäť' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the header form goes through /search?keyword= to the results; a word nothing has gives the empty state', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Hľadať v knihách' }).fill('Božia ekonómia');
    await page.getByRole('button', { name: 'Hľadať' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/Božia ekonómia');
    await expect(page.locator('.product-card').first()).toBeVisible();
    await expect(page.getByText('Vyhľadávanie potrebuje zapnutý JavaScript.')).toHaveCount(0);

    await page.goto('/search/qwxzyvbn');
    await expect(page.getByText('Nenašli sme žiadne knihy, ktoré by zodpovedali vášmu hľadaniu.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Nenašli' })).toHaveText('Nenašli sa žiadne tituly.');

    await page.goto('/search?keyword=%20%20');
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
