import type { Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { testClientIp } from './accounts-support';
import { addByLink, cartBadge, ownProduct } from './checkout-support';
import { signedInCustomer } from './engagement-support';
import { ENGAGEMENT_MESSAGES } from '../../worker/domain/engagement';

/**
 * The cart and the favourites paint from their HTML (issue 18): the built page is a visitor's whole view (the
 * empty cart, the log-in prompt), its island (`client:needed`) and React are loaded only when the browser holds
 * something to show, and the cookie bar is in the first paint. Screenshots go to /tmp/shots-h2.
 */

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const SHOTS = '/tmp/shots-h2';

/** Every script the page requested, by path. */
function scriptsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

/** The page's island: its code and React's renderer, and whether it is still the server's HTML (not hydrated). */
async function island(page: Page) {
  const el = page.locator('astro-island').first();
  return {
    component: String(await el.getAttribute('component-url')),
    renderer: String(await el.getAttribute('renderer-url')),
    hydrated: async () => (await el.getAttribute('ssr')) === null,
  };
}

async function shots(page: Page, name: string) {
  for (const [size, w] of [
    [PHONE, 390],
    [DESKTOP, 1366],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png`, fullPage: true });
  }
}

test.describe('shop pages before and without React', () => {
  test('an empty cart is the built page: heading and empty text, no island code, no React', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Nákupný košík' })).toBeVisible();
    await expect(page.getByText('Váš košík je prázdny')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Späť do obchodu' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('status')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const cart = await island(page);
    expect(scripts).not.toContain(cart.component);
    expect(scripts).not.toContain(cart.renderer);
    // Nor the script that draws stored lines (issue 33): nothing is stored.
    expect(scripts.filter((s) => s.includes('cart-light-run'))).toEqual([]);
    expect(await cart.hydrated()).toBe(false);
    await shots(page, 'cart-empty');
  });

  test('a visitor’s favourites are the built log-in prompt, with no island code and no React', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Moje obľúbené produkty' })).toBeVisible();
    await expect(page.getByText('Obľúbené produkty vidíte po prihlásení.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prihláste sa' })).toHaveAttribute('href', '/login?redirect=/favorites');
    await page.waitForLoadState('networkidle');
    const favourites = await island(page);
    expect(scripts).not.toContain(favourites.component);
    expect(scripts).not.toContain(favourites.renderer);
    expect(await favourites.hydrated()).toBe(false);
    await shots(page, 'favorites-visitor');
  });

  test('a cart with lines paints them without the island, which comes when the cart is used', async ({ page }) => {
    const own = await ownProduct('prvy-obraz', { priceCents: 1200, countInStock: 5 });
    await addByLink(page, own.id, 2);
    const scripts = scriptsOf(page);
    await page.reload();
    await expect(page.locator('.cart[data-ready="true"]')).toBeVisible();
    const cart = await island(page);
    // Drawn by the page's script (issue 33): no island code, no React, the lines all the same.
    expect(scripts.filter((s) => s.includes('cart-light-run'))).toHaveLength(1);
    expect(scripts).not.toContain(cart.component);
    expect(scripts).not.toContain(cart.renderer);
    expect(await cart.hydrated()).toBe(false);
    await expect(page.getByText('Váš košík je prázdny')).toBeHidden();
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await page.getByLabel(`Počet – ${own.name}`).selectOption('3');
    await expect(cartBadge(page)).toHaveText('3');
    expect((await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'))).map((l: { qty: number }) => l.qty)).toEqual([
      3,
    ]);
    await shots(page, 'cart-lines');
    // A press on a line is the script's; the discount code's field brings the island, which draws the same lines
    // in the script's place.
    await page.locator('.cart-line').hover();
    await page.getByRole('button', { name: `Odstrániť ${own.name}` }).hover();
    expect(await cart.hydrated()).toBe(false);
    await page.getByLabel('Zľavový kód').focus();
    await expect.poll(() => cart.hydrated()).toBe(true);
    expect(scripts).toContain(cart.component);
    await expect(page.locator('#cart-light')).toHaveCount(0);
    await expect(page.getByLabel(`Počet – ${own.name}`)).toHaveValue('3');
    // Removing the last line: the island's own empty state.
    await page.getByRole('button', { name: `Odstrániť ${own.name}` }).click();
    await expect(page.getByText('Váš košík je prázdny')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cartItems'))).toBe('[]');
  });

  test('an empty cart open in one tab shows what another tab adds', async ({ page, context }) => {
    const own = await ownProduct('druha-karta', { priceCents: 800, countInStock: 5 });
    const scripts = scriptsOf(page);
    await page.goto('/cart');
    await expect(page.getByText('Váš košík je prázdny')).toBeVisible();
    const other = await context.newPage();
    await addByLink(other, own.id, 1);
    await expect(page.locator('.cart-line', { hasText: own.name })).toBeVisible();
    await expect(page.getByText('Váš košík je prázdny')).toBeHidden();
    // Drawn by the page's script: React waits for the reader to use the cart.
    expect(scripts).not.toContain((await island(page)).renderer);
  });

  test('signed in, the favourites island loads and shows the list', async ({ page, request, baseURL }) => {
    await signedInCustomer(page, request, baseURL!, 'prvy-obraz');
    const scripts = scriptsOf(page);
    await page.goto('/favorites');
    await expect(page.getByText(ENGAGEMENT_MESSAGES.emptyFavorites)).toBeVisible();
    const favourites = await island(page);
    expect(scripts).toContain(favourites.component);
    await expect(page.getByText('Obľúbené produkty vidíte po prihlásení.')).toHaveCount(0);
  });

  test('without JavaScript: the frame, the heading and a note, never a false empty cart', async ({ browser, baseURL }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await ctx.newPage();
    const note = page.getByText('Na túto stránku potrebujete zapnutý JavaScript.');
    for (const [path, heading] of [
      ['/cart', 'Nákupný košík'],
      ['/favorites', 'Moje obľúbené produkty'],
      ['/shipping', 'Doručenie'],
      ['/placeorder', 'Zhrnutie objednávky'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(note).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await page.goto('/cart');
    await expect(page.getByText('Váš košík je prázdny')).toBeHidden();
    await page.goto('/shipping');
    await expect(page.getByRole('navigation', { name: 'Kroky objednávky' })).toBeVisible();
    await ctx.close();
  });
});

test.describe('the cookie bar', () => {
  test.use({ cookieConsent: null });

  test('is in the first paint: with every script held back it shows over the empty cart', async ({ page }) => {
    await page.route('**/_astro/*.js', () => undefined); // never answered: no module runs
    await page.goto('/cart', { waitUntil: 'commit' });
    await expect(page.getByRole('region', { name: 'Cookies na tejto stránke' })).toBeVisible();
    await expect(page.getByText('Váš košík je prázdny')).toBeVisible();
  });
});
