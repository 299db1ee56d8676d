import type { Locator, Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { BUILT, rows } from './storefront-db';
import siteFacts from '../../worker/domain/site-facts.json' with { type: 'json' };

/**
 * The shop on a 390 × 844 phone (issue 11, point 5): a one-row header with search one tap away, compact cards,
 * banners that are links with their text as HTML, a select of the podcast topics, video stills with a fallback.
 * Wider screens keep the desktop header, the topic buttons and cards whose prices line up across a row.
 */

const box = async (l: Locator) => (await l.boundingBox())!;
/** Page coordinates (the bounding box is relative to the viewport). */
const pageBottom = (l: Locator) => l.evaluate((el) => el.getBoundingClientRect().bottom + scrollY);
const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

/** Sum of the layout shifts the page reported so far (the observer is installed before the page's own scripts). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

test.describe('phone: header', () => {
  test.use({ viewport: PHONE });

  test('logo, search, cart, account and menu share one row of about 56 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header.site-header');
    const items = [
      header.getByRole('link', { name: 'Prúd', exact: true }),
      header.getByRole('button', { name: 'Hľadať v knihách' }),
      header.getByRole('link', { name: 'Košík' }),
      header.getByRole('link', { name: 'Prihlásenie' }),
      header.getByRole('button', { name: 'Menu' }),
    ];
    const boxes = [];
    for (const item of items) {
      await expect(item).toBeVisible();
      boxes.push(await box(item));
    }
    // Left to right in that order, side by side, all within the first 64 px.
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].x).toBeGreaterThanOrEqual(boxes[i - 1].x + boxes[i - 1].width - 1);
    for (const b of boxes) {
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual(64);
      // Targets a finger can hit.
      if (b !== boxes[0]) expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
    }
    expect((await box(header)).height).toBeLessThanOrEqual(64);
    // The search field and the navigation wait behind their buttons; the tagline and "Kontakt" leave the row
    // (Kontakt stays in the menu).
    await expect(page.getByRole('searchbox', { name: 'Hľadať v knihách' })).toBeHidden();
    await expect(header.getByText(siteFacts.site.tagline)).toBeHidden();
    await expect(header.locator('.topbar').getByRole('link', { name: 'Kontakt' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Hlavná navigácia' }).getByRole('link', { name: 'Kontakt' })).toBeVisible();
    await noSideways(page);
  });

  test('search is one tap away: the field opens focused, Enter searches, Escape closes it', async ({ page, axe }) => {
    await page.goto('/');
    // Named apart from the form's own 'Hľadať' button, which shows once the field is open.
    const toggle = page.getByRole('button', { name: 'Hľadať v knihách' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const field = page.getByRole('searchbox', { name: 'Hľadať v knihách' });
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    expect(await axe(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.keyboard.type('život');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/život');
    // The results keep the field open with what was searched.
    await expect(page.getByRole('searchbox', { name: 'Hľadať v knihách' })).toHaveValue('život');
    await expect(page.getByRole('button', { name: 'Hľadať v knihách' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('without JavaScript the search field is simply there (no button that cannot work)', async ({ browser, baseURL }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto('/');
    await expect(page.getByRole('searchbox', { name: 'Hľadať v knihách' })).toBeVisible();
    await expect(page.locator('[data-search-toggle]')).toBeHidden();
    await ctx.close();
  });

  test('the cart badge is hidden at 0 and shows the count after adding a book', async ({ page }) => {
    const [book] = await rows<{ id: number }>(`SELECT id FROM products WHERE count_in_stock >= 3 AND ${BUILT} ORDER BY id LIMIT 1`);
    await page.goto(`/product/${book.id}`);
    const cart = page.locator('header.site-header').getByRole('link', { name: 'Košík' });
    await expect(cart).toHaveAccessibleName('Košík');
    await expect(page.locator('[data-cart-badge]')).toBeHidden();

    await page.getByRole('button', { name: 'Pridať do košíka' }).click();
    await expect(page.locator('[data-cart-badge]')).toBeVisible();
    await expect(page.locator('[data-cart-count]')).toHaveText('1');
    await expect(page.locator('header.site-header').getByRole('link', { name: 'Košík 1 ks' })).toBeVisible();
    // On the phone the count sits on the icon: the row keeps its height.
    expect((await box(page.locator('header.site-header'))).height).toBeLessThanOrEqual(64);
  });

  test('the open menu and a signed-in customer pass axe', async ({ page, axe }) => {
    await page.addInitScript(() =>
      localStorage.setItem('userInfo', JSON.stringify({ _id: '9', name: 'Jana Nováková', email: 'jana@example.sk', token: 't', isAdmin: false, isAssistant: false })),
    );
    await page.goto('/');
    const account = page.locator('header.site-header').getByRole('button', { name: 'Jana Nováková' });
    await expect(account).toBeVisible();
    expect((await box(account)).y + (await box(account)).height).toBeLessThanOrEqual(64);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await axe(page)).toEqual([]);
  });
});

test.describe('phone: product cards', () => {
  test.use({ viewport: PHONE });

  test('8 books of the home grid end within two screen heights of the page top, cover beside the text', async ({ page }) => {
    const shifts = await watchShifts(page);
    await page.goto('/');
    const cards = page.locator('[data-product-grid] .product-card');
    await expect(cards).toHaveCount(8);
    // Measured from the page top (header and banners included): what a shopper scrolls through.
    expect(await pageBottom(cards.nth(7))).toBeLessThanOrEqual(2 * PHONE.height);
    for (const card of await cards.all()) {
      const cover = await box(card.locator('.product-image'));
      const name = await box(card.locator('.product-name'));
      const price = await box(card.locator('.product-price'));
      expect(name.x).toBeGreaterThanOrEqual(cover.x + cover.width);
      expect(price.x).toBeGreaterThanOrEqual(cover.x + cover.width);
      expect(name.y).toBeLessThan(cover.y + cover.height);
    }
    await noSideways(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await shifts()).toBeLessThan(0.01);
  });

  test("a sold-out book says 'Vypredané' on its card, in the catalogue and in search results; others do not", async ({ page }) => {
    const [gone] = await rows<{ id: number; name: string; category: string }>(
      `SELECT id, name, category FROM products WHERE count_in_stock = 0 AND ${BUILT} ORDER BY id LIMIT 1`,
    );
    expect(gone, 'the demo catalogue has a sold-out title').toBeDefined();
    await page.goto(`/eshop/${gone.category}`);
    const card = page.locator('.product-card').filter({ has: page.locator(`a[href="/product/${gone.id}"]`) });
    await expect(card.locator('.product-stock')).toHaveText('Vypredané');
    // A title with copies left has no such line.
    const [plenty] = await rows<{ id: number }>(
      `SELECT id FROM products WHERE count_in_stock >= 5 AND (category = ? OR category2 = ?) AND ${BUILT} LIMIT 1`,
      [gone.category, gone.category],
    );
    const stocked = page.locator('.product-card').filter({ has: page.locator(`a[href="/product/${plenty.id}"]`) });
    await expect(stocked.locator('.price-now')).toBeVisible();
    await expect(stocked.locator('.product-stock')).toHaveCount(0);

    // Search results are cloned from the same card (site/lib/search-page.ts) and read the stock from the API.
    await page.goto(`/search/${encodeURIComponent(gone.name)}`);
    const found = page.locator('.product-card').filter({ has: page.locator(`.product-name a[href="/product/${gone.id}"]`) });
    await expect(found.locator('.product-stock')).toHaveText('Vypredané');
    await page.goto(`/search/${encodeURIComponent('Watchman')}`);
    await expect(page.locator('.product-card').first()).toBeVisible();
    const ids = await page.locator('.product-card .product-name a').evaluateAll((as) => as.map((a) => Number(a.getAttribute('href')!.split('/').pop())));
    const stock = new Map(
      (await rows<{ id: number; n: number }>(`SELECT id, count_in_stock AS n FROM products WHERE id IN (${ids.join(',')})`)).map((r) => [Number(r.id), Number(r.n)]),
    );
    for (const [i, id] of ids.entries()) await expect(page.locator('.product-card').nth(i).locator('.product-stock')).toHaveCount(stock.get(id)! > 0 ? 0 : 1);
  });
});

/** The covers print their language mark (CZ) at about (28, 26)–(46, 36) of 274 × 379. */
async function expectBadgesClearOfTheLanguageMark(page: Page) {
  const cards = page.locator('.product-card:has(.discount-badge)');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    const cover = await box(card.locator('.product-image img'));
    const badge = await box(card.locator('.discount-badge'));
    const scale = 274 / cover.width;
    const left = (badge.x - cover.x) * scale;
    const right = (badge.x + badge.width - cover.x) * scale;
    const top = (badge.y - cover.y) * scale;
    const bottom = (badge.y + badge.height - cover.y) * scale;
    const overlaps = left < 50 && right > 22 && top < 42 && bottom > 20;
    expect(overlaps, `badge at ${left.toFixed(0)},${top.toFixed(0)}–${right.toFixed(0)},${bottom.toFixed(0)} of the cover`).toBe(false);
  }
}

test('the discount badge never covers the CZ mark of the cover (phone and desktop)', async ({ page }) => {
  const [cz] = await rows<{ n: number }>(`SELECT count(*) AS n FROM products WHERE discount > 0 AND language = 'CZ' AND ${BUILT}`);
  expect(Number(cz.n)).toBeGreaterThan(0);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    for (const path of ['/', '/eshop/štúdium-a-výklad-biblie']) {
      await page.goto(path);
      await expectBadgesClearOfTheLanguageMark(page);
    }
  }
});

test('desktop: four cards a row with their prices on one line; the header is the desktop one', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Hľadať v knihách' })).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Hľadať v knihách' })).toBeVisible();
  await expect(page.getByText(siteFacts.site.tagline)).toBeVisible();
  const cards = page.locator('[data-product-grid] .product-card');
  const tops = new Map<number, number[]>();
  for (const card of await cards.all()) {
    const top = Math.round((await box(card)).y);
    const priceBottom = await box(card.locator('.product-price'));
    tops.set(top, [...(tops.get(top) ?? []), priceBottom.y + priceBottom.height]);
  }
  expect([...tops.values()].map((r) => r.length)).toEqual([4, 4]);
  for (const bottoms of tops.values()) expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(1);
});

test.describe('banners', () => {
  const firstSlide = (page: Page) => page.locator('[data-carousel] [data-slide]:visible');

  for (const [device, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    test(`${device}: each banner is a link to the page its title names, its text HTML over the artwork`, async ({ page }) => {
      await page.clock.install(); // no autoplay under the test's feet
      await page.setViewportSize(size);
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Novinky' });
      const link = carousel.getByRole('link', { name: /Nové knihy 2024/ });
      await expect(link).toHaveAttribute('href', '/new-books/2024');
      await expect(link).toContainText('Najnovšie tituly Watchmana Neeho a Witnessa Leeho');
      // The artwork is decoration; the text is real text at a readable size.
      await expect(firstSlide(page).locator('img')).toHaveAttribute('alt', '');
      const px = (l: Locator) => l.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(await px(link.locator('.banner-heading'))).toBeGreaterThanOrEqual(24);
      expect(await px(link.locator('.banner-subtitle'))).toBeGreaterThanOrEqual(14);
      const banner = await box(link);
      const text = await box(link.locator('.banner-text'));
      expect(text.y).toBeGreaterThanOrEqual(banner.y);
      expect(text.y + text.height).toBeLessThanOrEqual(banner.y + banner.height);
      expect(text.x + text.width).toBeLessThanOrEqual(banner.x + banner.width);

      await carousel.getByRole('button', { name: 'Ďalší banner' }).click();
      await expect(carousel.getByRole('link', { name: /Slová života/ })).toHaveAttribute('href', '/words-of-life');
      await carousel.getByRole('button', { name: 'Ďalší banner' }).click();
      const library = carousel.getByRole('link', { name: /Čitáreň/ });
      await expect(library).toHaveAttribute('href', '/library');
      await library.click();
      await expect(page).toHaveURL(/\/library$/);
    });
  }
});

test.describe('words of life on a phone', () => {
  test.use({ viewport: PHONE });
  const DEFAULT_TOPIC = siteFacts.audio.wordsOfLifeDefaultSubcategory;
  const topicSlug = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

  test('a labelled select of the 33 topics instead of a sideways strip; choosing one switches the players', async ({ page, context }) => {
    await context.route(/^https:\/\/drive\.google\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Drive</title>' }));
    await page.goto('/words-of-life');
    const select = page.getByLabel('Téma', { exact: true });
    await expect(select).toBeVisible();
    await expect(select.locator('option')).toHaveText(siteFacts.audio.subcategoriesSlovaZivota);
    await expect(select).toHaveValue(topicSlug(DEFAULT_TOPIC));
    await expect(page.getByRole('list', { name: 'Témy' })).toBeHidden();
    await noSideways(page);
    // The players start on the first screen.
    expect((await box(page.getByRole('heading', { level: 2, name: DEFAULT_TOPIC }))).y).toBeLessThan(PHONE.height / 2);

    await select.selectOption({ label: 'Rok milosti' });
    await expect(page.getByRole('heading', { level: 2, name: 'Rok milosti' })).toBeInViewport();
    await expect(page).toHaveURL(/\?tema=rok-milosti$/);
    const [{ n }] = await rows<{ n: number }>("SELECT count(*) AS n FROM audio WHERE subcategory = 'Rok milosti'");
    await expect(page.locator('#nahravky iframe')).toHaveCount(Number(n));
    await expect(page.locator('[data-topic-status]')).toHaveText(/^Rok milosti: \d+ nahráv/);

    // The address restores the choice, in the select too.
    await page.reload();
    await expect(page.getByLabel('Téma', { exact: true })).toHaveValue('rok-milosti');
    await expect(page.getByRole('heading', { level: 2, name: 'Rok milosti' })).toBeVisible();
  });

  test('desktop keeps the topic buttons and no select', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/words-of-life');
    await expect(page.getByRole('list', { name: 'Témy' }).getByRole('button')).toHaveCount(33);
    await expect(page.getByLabel('Téma', { exact: true })).toBeHidden();
  });
});

test.describe('video stills', () => {
  /** A 480 × 360 still, YouTube's 120 × 90 placeholder for an unknown id, and a network failure (offline). */
  const still = (w: number, h: number) => ({ contentType: 'image/svg+xml', body: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#396"/></svg>` });

  for (const [device, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    test(`${device}: a tile shows its YouTube still, and the plain panel when the still is missing or unreachable`, async ({ page, context, axe }) => {
      const videos = await rows<{ title: string; code: string }>('SELECT video_title AS title, code FROM videos');
      const collator = new Intl.Collator('sk', { numeric: true, sensitivity: 'base' });
      const [first, second, third] = videos.sort((a, b) => collator.compare(a.title, b.title));
      await context.route('https://i.ytimg.com/**', (route) => {
        const url = route.request().url();
        if (url.includes(`/vi/${first.code}/`)) return route.fulfill(still(480, 360));
        if (url.includes(`/vi/${second.code}/`)) return route.fulfill(still(120, 90));
        return route.abort('internetdisconnected');
      });
      const shifts = await watchShifts(page);
      await page.setViewportSize(size);
      await page.goto('/video');
      const tile = (v: { title: string }) => page.getByRole('link', { name: `Prehrať video: ${v.title}`, exact: true });
      const img = tile(first).locator('img');
      await expect(img).toHaveAttribute('src', `https://i.ytimg.com/vi/${first.code}/hqdefault.jpg`);
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('width', '480');
      await expect(img).toHaveAttribute('height', '360');
      await expect(img).toHaveAttribute('alt', '');

      await expect(tile(first)).toHaveAttribute('data-thumb-state', 'ok');
      await expect(img).toBeVisible();
      const tileBox = await box(tile(first));
      const imgBox = await box(img);
      expect(Math.abs(imgBox.width - tileBox.width)).toBeLessThanOrEqual(1);

      await tile(second).scrollIntoViewIfNeeded();
      await expect(tile(second)).toHaveAttribute('data-thumb-state', 'missing');
      await expect(tile(second).locator('img')).toBeHidden();
      await tile(third).scrollIntoViewIfNeeded();
      await expect(tile(third)).toHaveAttribute('data-thumb-state', 'missing');
      await expect(tile(third).locator('img')).toBeHidden();
      // The panel's play button and title are still there.
      await expect(tile(third).getByText(third.title)).toBeVisible();
      expect(await shifts()).toBeLessThan(0.01);
      expect(await axe(page)).toEqual([]);
    });
  }
});
