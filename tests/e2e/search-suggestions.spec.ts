import type { Page } from '@playwright/test';
import { test, expect, PHONE, DESKTOP } from './fixtures';

/**
 * Issue 31: the header search suggests titles and authors while someone types (site/features/search/suggest.ts,
 * GET /api/suggestions): a WAI-ARIA combobox whose code loads when the field first gets the focus.
 */

const field = (page: Page) => page.getByRole('combobox', { name: 'Hľadať v knihách' });
const list = (page: Page) => page.getByRole('listbox', { name: 'Návrhy' });
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Opens the header's field (behind its button on a phone) and types, as a person does, letter by letter. */
async function typeInHeader(page: Page, text: string) {
  const toggle = page.locator('[data-search-toggle]');
  if (await toggle.isVisible()) await toggle.click();
  else await field(page).click();
  await expect(field(page)).toBeFocused();
  await page.keyboard.type(text, { delay: 40 });
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`header search suggestions (${device})`, () => {
    test.use({ viewport });

    test("'zivo' offers titles with 'Život'; arrow down and Enter open the first one's page", async ({ page, axe }) => {
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // Nothing of the suggestions before the field is used: its code comes with the focus.
      expect(scripts.filter((u) => /suggest/i.test(u))).toEqual([]);
      // The header made the field a combobox at load (behind its button on a phone, so found by its id).
      await expect(page.locator('#hladat')).toHaveAttribute('role', 'combobox');
      await expect(page.locator('#hladat')).toHaveAttribute('aria-expanded', 'false');

      await typeInHeader(page, 'zivo');
      await expect(list(page)).toBeVisible();
      expect(scripts.filter((u) => /suggest/i.test(u))).toHaveLength(1);
      const options = list(page).getByRole('option');
      const names = await list(page).locator('.suggestion-name').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names.length).toBeLessThanOrEqual(8);
      expect(fold(names[0])).toMatch(/^zivo/);
      expect(names.some((n) => /život/i.test(n))).toBe(true);
      await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('[data-suggest-status]').first()).toHaveText(new RegExp(`^${names.length} návrh`));
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`suggestions-${device}.png`) });

      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      const first = await options.first().getAttribute('id');
      await expect(field(page)).toHaveAttribute('aria-activedescendant', first!);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/product\/\d+\/?$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[0]);
    });

    test('Escape closes the list, the field keeps the text and the focus; Enter without a choice searches', async ({ page }) => {
      await page.goto('/');
      await typeInHeader(page, 'zivo');
      await expect(list(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(list(page)).toBeHidden();
      await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(field(page)).toBeFocused();
      await expect(field(page)).toHaveValue('zivo');
      // The arrow brings the list back; Escape again, and Enter searches for what was typed, as it always did.
      await page.keyboard.press('ArrowDown');
      await expect(list(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/zivo');
    });

    test('a typo is forgiven and an author is offered; a click opens the search for the author', async ({ page }) => {
      await page.goto('/');
      await typeInHeader(page, 'watchmen');
      const author = list(page)
        .getByRole('option')
        .filter({ has: page.locator('.suggestion-more', { hasText: /^autor$/ }) })
        .first();
      await expect(author).toBeVisible();
      const name = (await author.locator('.suggestion-name').textContent())!;
      expect(name).toMatch(/Watchman/);
      await author.click();
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/search/${name}`);
      await expect(page.locator('.product-card').first()).toBeVisible();
    });
  });
}

test('while a recording plays, a swapped-in page suggests too, and the title chosen swaps its page in', async ({ page, context }) => {
  // Drive answers with a tiny page: nothing depends on Google being reachable.
  await context.route(/^https:\/\/drive\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Drive</title>' }),
  );
  await page.goto('/words-of-life');
  await page.locator('#nahravky a[data-listen]').filter({ visible: true }).first().click();
  const player = page.locator('[data-player]');
  await expect(player).toBeVisible();
  // Marked, to tell later that no page loaded fully (which would have made a new player).
  await page.evaluate(() => ((window as unknown as { __player: Element | null }).__player = document.querySelector('[data-player]')));
  const samePlayer = () =>
    page.evaluate(() => (window as unknown as { __player: Element | null }).__player === document.querySelector('[data-player]'));
  await page.locator('header a[href="/"]').first().click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await samePlayer()).toBe(true);

  await typeInHeader(page, 'zivo');
  const first = list(page).getByRole('option').first();
  await expect(first).toBeVisible();
  const chosen = (await first.locator('.suggestion-name').textContent())!;
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/product\/\d+\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen);
  expect(await samePlayer()).toBe(true);
  await expect(player).toHaveCount(1);
});
