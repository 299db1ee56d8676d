import { test, expect, PHONE } from './fixtures';
import { BUILT, rows } from './storefront-db';
import siteFacts from '../../worker/domain/site-facts.json' with { type: 'json' };
import { box, noSideways } from './phone-layout-support';
import { signedInInfo } from './checkout-support';
import { DEMO_LOGINS } from '../../db/seed/users';

/**
 * The shop on a 390 × 844 phone (issue 11, point 5): a one-row header with search one tap away. Wider screens
 * keep the desktop header (phone-layout-cards.spec.ts).
 */

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
    await expect(page.getByRole('combobox', { name: 'Hľadať v knihách' })).toBeHidden();
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
    const field = page.getByRole('combobox', { name: 'Hľadať v knihách' });
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
    await expect(page.getByRole('combobox', { name: 'Hľadať v knihách' })).toHaveValue('život');
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

  test('the open menu and a signed-in customer pass axe', async ({ page, axe, request }) => {
    const info = await signedInInfo(request, DEMO_LOGINS.find((l) => l.email === 'jana.novakova@example.sk')!);
    await page.addInitScript((u) => localStorage.setItem('userInfo', u), info);
    await page.goto('/');
    const account = page.locator('header.site-header').getByRole('button', { name: 'Jana Nováková' });
    await expect(account).toBeVisible();
    expect((await box(account)).y + (await box(account)).height).toBeLessThanOrEqual(64);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await axe(page)).toEqual([]);
  });
});
