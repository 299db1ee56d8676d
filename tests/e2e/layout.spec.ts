import { test, expect, EURO, PHONE } from './fixtures';
import type { Page } from '@playwright/test';

/** Links of the product cards on the current page (one per card: the name link). */
async function productHrefs(page: Page): Promise<string[]> {
  return page.locator('.product-card .product-name a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
}

test.describe('layout: header, home catalogue, footer', () => {
  test('home shows "Naše publikácie" with 8 product cards and prices in euros', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Prúd/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    await expect(page.getByRole('heading', { level: 1, name: 'Naše publikácie' })).toBeVisible();

    const cards = page.locator('.product-card');
    await expect(cards).toHaveCount(8);
    for (const card of await cards.all()) {
      await expect(card.locator('.product-price')).toHaveText(EURO);
      const href = await card.locator('.product-name a').getAttribute('href');
      expect(href).toMatch(/^\/product\/\d+$/);
      const img = card.locator('img');
      if (await img.count()) {
        await expect(img).toHaveAttribute('width', '274');
        await expect(img).toHaveAttribute('height', '379');
        await expect(img).toHaveAttribute('alt', /\S/);
      }
    }
    // Newest first and paginated: page 1 is the current page, page 2 is linked.
    const pagination = page.getByRole('navigation', { name: 'Stránkovanie' });
    await expect(pagination.locator('a[aria-current="page"]')).toHaveAttribute('href', '/');
    await expect(pagination.locator('a[href="/page/2"]').first()).toBeVisible();
  });

  test('header: top bar links, brand, navigation and dropdown entries', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header.site-header');
    await expect(header.getByRole('link', { name: 'Kontakt' }).first()).toHaveAttribute('href', '/contact');
    await expect(header.getByRole('link', { name: /Košík/ })).toHaveAttribute('href', '/cart');
    await expect(header.getByRole('link', { name: 'Prihlásenie' })).toHaveAttribute('href', '/login');
    await expect(header.getByText('Prinášať bohatstvo Božieho slova celému Božiemu ľudu')).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Hlavná navigácia' });
    await expect(nav.getByRole('link', { name: 'Video' })).toHaveAttribute('href', '/video');
    await expect(nav.getByRole('link', { name: 'Čitáreň' })).toHaveAttribute('href', '/library');
    await expect(nav.getByRole('link', { name: 'Obľúbené' })).toHaveAttribute('href', '/favorites');
    const facebook = nav.getByRole('link', { name: /Facebook/ });
    await expect(facebook).toHaveAttribute('href', /facebook\.com/);
    await expect(facebook).toHaveAttribute('rel', /noopener/);

    // Eshop: closed at first, opens on click with all 15 entries.
    const zivot = nav.getByRole('link', { name: 'Život', exact: true });
    await expect(zivot).toBeHidden();
    await nav.locator('summary', { hasText: 'Eshop' }).click();
    await expect(zivot).toBeVisible();
    await expect(zivot).toHaveAttribute('href', '/eshop/život');
    await expect(nav.locator('summary', { hasText: 'Eshop' }).locator('xpath=..').locator('a')).toHaveCount(15);

    // Opening another dropdown closes Eshop.
    await nav.locator('summary', { hasText: 'Nové' }).click();
    await expect(nav.getByRole('link', { name: 'Knihy 2024' })).toHaveAttribute('href', '/new-books/2024');
    await expect(zivot).toBeHidden();

    // Keyboard: Enter on a summary opens, Escape closes and returns focus.
    const info = nav.locator('summary', { hasText: 'Info' });
    await info.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Watchman Nee' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Bezpečnosť a súkromie' })).toHaveAttribute('href', '/safety-privacy');
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Watchman Nee' })).toBeHidden();
    await expect(info).toBeFocused();

    await nav.locator('summary', { hasText: 'Podcast' }).click();
    await expect(nav.getByRole('link', { name: 'Slová života' })).toHaveAttribute('href', '/words-of-life');
    await nav.locator('summary', { hasText: 'Darujte 2%' }).click();
    await expect(nav.getByRole('link', { name: 'Právnické osoby' })).toHaveAttribute('href', '/give2-lawyer');
  });

  test('cart badge sums the quantities of the well-formed lines in localStorage (as the cart page reads them)', async ({ page }) => {
    await page.addInitScript(() => {
      const line = (product: number, qty: number) => ({
        product,
        name: `Kniha ${product}`,
        image: '',
        price: 9.9,
        countInStock: 9,
        discount: 0,
        qty,
      });
      // The last entry is not a cart line (no product): the cart page drops it, so the badge must not count it.
      localStorage.setItem('cartItems', JSON.stringify([line(1, 2), line(2, 3), { qty: 40 }]));
    });
    await page.goto('/');
    await expect(page.locator('[data-cart-count]')).toHaveText('5');
  });

  test('search: text goes to /search/<text>, blanks stay home', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Hľadať v knihách' });
    await expect(search).toHaveAttribute('placeholder', 'Zadajte text...');

    await search.fill('Božia ekonómia');
    await search.press('Enter');
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/Božia ekonómia');

    await page.goto('/');
    await page.getByRole('combobox', { name: 'Hľadať v knihách' }).fill('   ');
    // The script navigates (home again); without it the form would GET /search?keyword=…
    const navigated = page.waitForEvent('framenavigated');
    await page.getByRole('button', { name: 'Hľadať' }).click();
    await navigated;
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('phone: the Menu button reveals the navigation', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const eshop = page.locator('#main-nav-list summary', { hasText: 'Eshop' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'main-nav-list');
    await expect(eshop).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(eshop).toBeVisible();
    await eshop.click();
    await expect(page.getByRole('link', { name: 'Život', exact: true })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(eshop).toBeHidden();
  });

  test('desktop: no Menu button, navigation always visible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.locator('#main-nav-list summary', { hasText: 'Eshop' })).toBeVisible();
  });

  test('footer: groups, contact links and the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const heading of ['Informácie', 'Podmienky', 'Váš účet', 'Kontakt']) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Obchodné podmienky' })).toHaveAttribute('href', '/trade-rules');
    await expect(footer.getByRole('link', { name: 'Objednávky' })).toHaveAttribute('href', '/login?redirect=/profile');
    await expect(footer.getByRole('link', { name: 'eshop@prud.sk' })).toHaveAttribute('href', 'mailto:eshop@prud.sk');
    await expect(footer.getByRole('link', { name: '+421 904 060 262' })).toHaveAttribute('href', /^tel:\+421/);
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} PRÚD`);
  });

  test('/page/2 shows other products than page 1', async ({ page }) => {
    await page.goto('/');
    const first = await productHrefs(page);
    expect(first).toHaveLength(8);

    await page.goto('/page/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Naše publikácie' })).toBeVisible();
    const second = await productHrefs(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((h) => first.includes(h))).toEqual([]);
    await expect(page.getByRole('navigation', { name: 'Stránkovanie' }).locator('a[aria-current="page"]')).toHaveAttribute(
      'href',
      '/page/2',
    );
  });

  test('unknown pages get the Slovak 404 page', async ({ page }) => {
    const res = await page.goto('/tato-stranka-neexistuje');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka sa nenašla' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Späť na úvodnú stránku' })).toHaveAttribute('href', '/');
  });

  test('home has no serious accessibility violations (desktop and phone)', async ({ page, axe }) => {
    await page.goto('/');
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await axe(page)).toEqual([]);
  });
});
