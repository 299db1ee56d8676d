import { test, expect, DESKTOP, PHONE } from './fixtures';
import { testClientIp } from './accounts-support';
import { cartBadge, ownProduct } from './checkout-support';
import { rows } from './storefront-db';
import type { Page } from '@playwright/test';

/**
 * Issue 33: the cart with lines paints from the stored cart without React (site/features/checkout/cart-light.ts),
 * works as a cart (quantities, removal, the server's sums, the way to checkout), and React comes only when the
 * reader uses it, drawing the same cart in its place.
 */

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const eur = (euros: number) => new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' }).format(euros);

/** Scripts the page asked for, by file name; React's renderer is astro's `client.*.js`. */
function scriptsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.push(new URL(r.url()).pathname.split('/').pop()!);
  });
  return seen;
}
const reactIn = (scripts: string[]) => scripts.some((s) => /^client\.[\w-]+\.js$/.test(s));

/** Two lines stored as a product page leaves them, then the plain /cart. */
async function openStoredCart(page: Page, tag: string) {
  const a = await ownProduct(`lahky-${tag}-a`, { priceCents: 1250, countInStock: 5 });
  const b = await ownProduct(`lahky-${tag}-b`, { priceCents: 800, countInStock: 2 });
  const [{ image }] = await rows<{ image: string }>("SELECT image FROM products WHERE image != '' ORDER BY id LIMIT 1");
  await page.goto('/robots.txt');
  await page.evaluate(
    (items) => localStorage.setItem('cartItems', JSON.stringify(items)),
    [a, b].map((p) => ({ product: p.id, name: p.name, image, price: 1, discount: 0, countInStock: 9, qty: 2 })),
  );
  const scripts = scriptsOf(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/cart');
  await expect(page.locator('.cart[data-ready="true"]')).toBeVisible();
  return { a, b, scripts, errors };
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`a stored cart paints and works without React, which comes on use and draws the same (${viewport.width}px)`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize(viewport);
    const { a, b, scripts, errors } = await openStoredCart(page, String(viewport.width));
    const line = (name: string) => page.locator('.cart-line', { hasText: name });

    // Re-read from the API: today's price (12,50 €, not the stored 1 €) and stock (2 left of b: its 2 kept).
    await expect(line(a.name).locator('.cart-line-price')).toContainText(eur(12.5));
    await expect(line(a.name)).toContainText('Cena sa zmenila');
    await expect(line(a.name).locator('.cart-line-total')).toContainText(eur(25));
    await expect(page.getByLabel(`Počet – ${b.name}`).locator('option')).toHaveCount(2);
    // The server's sums: the items, and from what price delivery starts.
    const summary = page.locator('.cart-summary');
    await expect(summary.locator('.checkout-sums')).toContainText(eur(41));
    await expect(summary.locator('div', { hasText: 'Doprava' }).first()).toContainText(`od ${eur(2.99)}`);
    await expect(page.getByRole('link', { name: 'Do pokladne' })).toBeVisible();
    expect(reactIn(scripts)).toBe(false);

    // A quantity and a removal work before React, and are stored.
    await page.getByLabel(`Počet – ${a.name}`).selectOption('3');
    await expect(line(a.name).locator('.cart-line-total')).toContainText(eur(37.5));
    await expect(summary.locator('.checkout-sums')).toContainText(eur(53.5));
    await page.getByRole('button', { name: `Odstrániť ${b.name}` }).dispatchEvent('click');
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await expect(cartBadge(page)).toHaveText('3');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems')!));
    expect(stored).toEqual([expect.objectContaining({ product: a.id, qty: 3, price: 12.5, countInStock: 5 })]);
    expect(reactIn(scripts)).toBe(false);
    expect(await axe(page)).toEqual([]);

    // React on use: the same cart in the script's place, where the reader was, with what they typed.
    await expect(summary.locator('.checkout-sums')).toContainText(eur(37.5));
    // biome-ignore lint/performance/useDomNodeTextContent: the text as drawn on the screen is what must not change
    const before = await page.locator('.cart').innerText();
    await page.locator('#cart-discount-code').focus();
    await page.keyboard.type('JAR');
    await expect(page.locator('#cart-light')).toHaveCount(0);
    expect(reactIn(scripts)).toBe(true);
    await expect(page.locator('#cart-discount-code')).toBeFocused();
    await expect(page.locator('#cart-discount-code')).toHaveValue('JAR');
    await expect(page.getByRole('button', { name: 'Použiť' })).toBeEnabled();
    // biome-ignore lint/performance/useDomNodeTextContent: as above, the text as drawn
    expect(await page.locator('.cart').innerText()).toBe(before);
    await page.getByLabel(`Počet – ${a.name}`).selectOption('1');
    await expect(line(a.name).locator('.cart-line-total')).toContainText(eur(12.5));
    expect(errors).toEqual([]);
  });
}

test('when the sums cannot be had (offline), both carts say so in red instead of counting for ever; back online, the sums return', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  let offline = true;
  await page.route('**/api/orders/quote', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  const { a } = await openStoredCart(page, 'offline');
  const summary = page.locator('.cart-summary');
  const shipping = summary.locator('.checkout-sums div', { hasText: 'Doprava' }).first();
  const said = summary.getByRole('alert');

  // Before React: the items' own sum, the postage not counted, and why, in red.
  await expect(said).toHaveText('Požiadavka zlyhala. Skúste to prosím znova.');
  await expect(said).toHaveCSS('color', 'rgb(138, 0, 25)');
  await expect(shipping).toContainText('nepodarilo sa spočítať');
  await expect(summary.locator('.checkout-sums')).not.toContainText('počítame');
  expect(await page.locator('#cart-light').count()).toBe(1);

  // React (on use of the code field) asks again, fails again and says the same.
  await page.locator('#cart-discount-code').focus();
  await expect(page.locator('#cart-light')).toHaveCount(0);
  await expect(said).toHaveText('Požiadavka zlyhala. Skúste to prosím znova.');
  await expect(shipping).toContainText('nepodarilo sa spočítať');

  // Back online: the next question (a quantity changed) is answered; the red line goes.
  offline = false;
  await page.getByLabel(`Počet – ${a.name}`).selectOption('1');
  await expect(shipping).toContainText(`od ${eur(2.99)}`);
  await expect(said).toHaveCount(0);
});
