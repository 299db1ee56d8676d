import type { Locator, Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { rows } from './storefront-db';
import siteFacts from '../../worker/domain/site-facts.json' with { type: 'json' };
import { box, noSideways, watchShifts } from './phone-layout-support';

/**
 * Media on a 390 × 844 phone and on the desktop (issue 11, point 5): banners that are links with their text as
 * HTML, a select of the podcast topics (the desktop keeps its buttons), video stills with a fallback.
 */

test.describe('banners', () => {
  const firstSlide = (page: Page) => page.locator('[data-carousel] [data-slide]:visible');

  for (const [device, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
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
  const topicSlug = (t: string) =>
    t
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');

  test('a labelled select of the 33 topics instead of a sideways strip; choosing one switches the recordings', async ({
    page,
    context,
  }) => {
    await context.route(/^https:\/\/drive\.google\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Drive</title>' }),
    );
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
    await expect(page.locator('#nahravky a[data-listen]').filter({ visible: true })).toHaveCount(Number(n));
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
  const still = (w: number, h: number) => ({
    contentType: 'image/svg+xml',
    body: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#396"/></svg>`,
  });

  for (const [device, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${device}: a tile shows its YouTube still, and the plain panel when the still is missing or unreachable`, async ({
      page,
      context,
      axe,
    }) => {
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
