import type { Page } from '@playwright/test';
import { test, expect, EURO, PHONE } from './fixtures';
import { BUILT, rows } from './storefront-db';
import { bannerText } from '../../site/build/banners';

/** The banner on show, by its heading (the title's part before ' – ', written as HTML over the artwork). */
const visibleSlide = (page: Page) => page.locator('[data-carousel] [data-slide]:visible .banner-heading');
const heading = (title: string) => bannerText(title).heading;

async function productHrefs(page: Page): Promise<string[]> {
  return page.locator('.product-card .product-name a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
}

test.describe('home: banner carousel', () => {
  test('shows the first banner, then prev/next and dots change it (desktop)', async ({ page }) => {
    const banners = (await rows<{ banner_title: string }>('SELECT banner_title FROM banners ORDER BY id')).map((b) => ({
      banner_title: heading(b.banner_title),
    }));
    expect(banners.length).toBeGreaterThan(1);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Novinky' });
    await expect(carousel).toBeVisible();
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(visibleSlide(page)).toHaveCount(1);
    await expect(visibleSlide(page)).toHaveText(banners[0].banner_title);
    const art = page.locator('[data-carousel] [data-slide]:visible img');
    await expect(art).toHaveAttribute('width', '1296');
    await expect(art).toHaveAttribute('height', '382');

    await carousel.getByRole('button', { name: 'Ďalší banner' }).click();
    await expect(visibleSlide(page)).toHaveText(banners[1].banner_title);
    await expect(carousel.getByRole('button', { name: `Banner 2: ${banners[1].banner_title}` })).toHaveAttribute('aria-current', 'true');

    await carousel.getByRole('button', { name: 'Predchádzajúci banner' }).click();
    await expect(visibleSlide(page)).toHaveText(banners[0].banner_title);
    // Backwards from the first wraps to the last.
    await carousel.getByRole('button', { name: 'Predchádzajúci banner' }).click();
    await expect(visibleSlide(page)).toHaveText(banners.at(-1)!.banner_title);

    await carousel.getByRole('button', { name: `Banner 1: ${banners[0].banner_title}` }).click();
    await expect(visibleSlide(page)).toHaveText(banners[0].banner_title);
    // Slide changes the visitor makes are announced.
    await expect(carousel.locator('[data-slides]')).toHaveAttribute('aria-live', 'polite');
  });

  test('autoplays, pauses on hover and focus and with the pause button', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Novinky' });
    const first = await visibleSlide(page).textContent();
    await expect(carousel.locator('[data-slides]')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(6500);
    await expect(visibleSlide(page)).not.toHaveText(first!);

    // Hover pauses.
    await carousel.hover();
    const hovered = await visibleSlide(page).textContent();
    await page.clock.runFor(15_000);
    await expect(visibleSlide(page)).toHaveText(hovered!);
    await page.mouse.move(5, 880);
    await page.clock.runFor(6500);
    await expect(visibleSlide(page)).not.toHaveText(hovered!);

    // Focus inside pauses.
    await carousel.getByRole('button', { name: 'Ďalší banner' }).focus();
    const focused = await visibleSlide(page).textContent();
    await page.clock.runFor(15_000);
    await expect(visibleSlide(page)).toHaveText(focused!);

    // The pause button stops it for good (until pressed again).
    const pause = carousel.getByRole('button', { name: 'Zastaviť automatické prehrávanie' });
    await pause.click();
    const play = carousel.getByRole('button', { name: 'Spustiť automatické prehrávanie' });
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await page.locator('h1').click();
    await page.mouse.move(5, 880);
    const stopped = await visibleSlide(page).textContent();
    await page.clock.runFor(20_000);
    await expect(visibleSlide(page)).toHaveText(stopped!);
  });

  test('never autoplays when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const first = await visibleSlide(page).textContent();
    await page.clock.runFor(20_000);
    await expect(visibleSlide(page)).toHaveText(first!);
    await expect(page.getByRole('button', { name: 'Spustiť automatické prehrávanie' })).toBeVisible();
  });

  test('phone: banner and controls fit the screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const img = visibleSlide(page);
    // A taller cut of the artwork than on wide screens (390 × 170), so its HTML text has room.
    const box = (await page.locator('[data-carousel] [data-slide]:visible .banner').boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.width / box.height).toBeCloseTo(390 / 170, 1);
    const next = page.getByRole('button', { name: 'Ďalší banner' });
    await expect(next).toBeVisible();
    const nb = (await next.boundingBox())!;
    expect(nb.width).toBeGreaterThanOrEqual(44);
    const before = await img.textContent();
    await next.click();
    await expect(visibleSlide(page)).not.toHaveText(before!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('home with the carousel has no serious accessibility violations', async ({ page, axe }) => {
    test.slow(); // several axe runs
    await page.goto('/');
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await axe(page)).toEqual([]);
  });
});

test.describe('e-shop categories', () => {
  for (const path of ['/eshop/život', '/eshop/%C5%BEivot']) {
    test(`${path} lists the products whose category or category2 is "život"`, async ({ page }) => {
      const expected = await rows<{ id: number }>(`SELECT id FROM products WHERE (category = 'život' OR category2 = 'život') AND ${BUILT}`);
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Eshop Život' })).toBeVisible();
      await expect(page).toHaveTitle(/Eshop – Život/);
      const hrefs = await productHrefs(page);
      expect(hrefs.sort()).toEqual(expected.map((r) => `/product/${r.id}`).sort());
      for (const price of await page.locator('.product-card .product-price').all()) await expect(price).toHaveText(EURO);
    });
  }

  test('every category of the Eshop menu has its page with "Eshop" and the category name as the menu writes it', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const links = await page
      .locator('#main-nav-list a[href^="/eshop/"]')
      .evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, label: a.textContent!.trim() })));
    expect(links).toHaveLength(15);
    for (const { href, label } of links) {
      const res = await request.get(encodeURI(href));
      expect(res.status(), href).toBe(200);
      // The spec's "category name with hyphens as spaces", with the menu's capitals (proper nouns: Boh, Biblie).
      const words = decodeURIComponent(href.split('/')[2]).replace(/-/g, ' ');
      expect(label.toLocaleLowerCase('sk')).toBe(words);
      expect(await res.text()).toMatch(new RegExp(`Eshop <span class="h1-sub"[^>]*>${label}</span>`));
    }
  });

  test('a multi-word category shows its name with spaces and, via the menu, opens on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#main-nav-list summary', { hasText: 'Eshop' }).click();
    await page.getByRole('link', { name: 'Štúdium a výklad Biblie' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Eshop Štúdium a výklad Biblie' })).toBeVisible();
    const n = await rows<{ n: number }>(
      `SELECT count(*) AS n FROM products WHERE (category = 'štúdium-a-výklad-biblie' OR category2 = 'štúdium-a-výklad-biblie') AND ${BUILT}`,
    );
    await expect(page.locator('.product-card')).toHaveCount(Number(n[0].n));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('the alphabetical list links every product in Slovak order', async ({ page }) => {
    const all = await rows<{ id: number; name: string }>(`SELECT id, name FROM products WHERE ${BUILT}`);
    await page.goto('/eshop/abecedný-zoznam-kníh');
    await expect(page.getByRole('heading', { level: 1, name: 'Eshop Abecedný zoznam kníh' })).toBeVisible();
    const links = page.locator('.alpha-list a');
    await expect(links).toHaveCount(all.length);
    const got = await links.evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href'), name: a.textContent })));
    const collator = new Intl.Collator('sk', { sensitivity: 'base', numeric: true });
    expect(got.map((l) => l.name)).toEqual(all.map((p) => p.name).sort(collator.compare));
    const byName = new Map(all.map((p) => [p.name, p.id]));
    for (const l of got.slice(0, 5)) expect(l.href).toBe(`/product/${byName.get(l.name!)}`);
    await links.first().click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
  });

  test('/new-books/2024 lists the products of 2024 under "Knihy 2024"', async ({ page }) => {
    const expected = await rows<{ id: number }>(`SELECT id FROM products WHERE year = '2024' AND ${BUILT}`);
    await page.goto('/');
    await page.locator('#main-nav-list summary', { hasText: 'Nové' }).click();
    // The menu's entry (the first banner, 'Nové knihy 2024', links there too).
    await page.locator('#main-nav-list').getByRole('link', { name: 'Knihy 2024' }).click();
    await expect(page).toHaveURL(/\/new-books\/2024$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Knihy 2024' })).toBeVisible();
    expect((await productHrefs(page)).sort()).toEqual(expected.map((r) => `/product/${r.id}`).sort());
  });

  test('every year of the Nové menu has its page', async ({ request }) => {
    for (const year of ['2024', '2020', '2019', '2017', '2016']) {
      const res = await request.get(`/new-books/${year}`);
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain(`Knihy ${year}`);
    }
  });

  test('category and alphabetical pages have no serious accessibility violations', async ({ page, axe }) => {
    test.slow(); // several axe runs
    for (const path of ['/eshop/kristus', '/eshop/abecedný-zoznam-kníh', '/new-books/2020']) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(path);
      expect(await axe(page), path).toEqual([]);
      await page.setViewportSize(PHONE);
      expect(await axe(page), `${path} (phone)`).toEqual([]);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows the first banner (no controls) and the catalogue', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-carousel] [data-slide]:visible')).toHaveCount(1);
    await expect(page.locator('[data-carousel] [data-slide]:visible img')).toHaveAttribute('loading', 'eager');
    await expect(page.getByRole('button', { name: 'Ďalší banner' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Naše publikácie' })).toBeVisible();
    await expect(page.locator('.product-card')).toHaveCount(8);
  });

  test('category, new books and alphabetical pages are complete', async ({ page }) => {
    await page.goto('/eshop/život');
    await expect(page.getByRole('heading', { level: 1, name: 'Eshop Život' })).toBeVisible();
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
    await expect(page.locator('.product-card img').first()).toBeVisible();
    await page.goto('/new-books/2019');
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
    await page.goto('/eshop/abecedný-zoznam-kníh');
    expect(await page.locator('.alpha-list a').count()).toBeGreaterThan(80);
  });
});
