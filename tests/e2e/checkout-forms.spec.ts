import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, PHONE } from './fixtures';
import { logIn, registeredAccount, testClientIp } from './accounts-support';
import {
  addByLink,
  apiOrder,
  choosePayment,
  fillShipping,
  HOME_ADDRESS,
  ownProduct,
  placeCardOrder,
  placeOrder,
  storedOrder,
  tokenOf,
} from './checkout-support';

/**
 * Issue 16, items 2, 8 and 9, walked on a phone and on a laptop: the newsletter box starts unticked and an order
 * left as it is subscribes nobody; the shipping step marks every wrong field at once; card payment goes straight
 * from 'Záväzne objednať' to the card page. Screenshots of the forms go to /tmp/shots-checkout-forms.
 */

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const SHOTS = '/tmp/shots-checkout-forms';
const LAPTOP = { width: 1280, height: 800 };

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A fresh account with one title of its own in the cart, signed in on the shipping step. */
async function atShipping(page: Page, request: Parameters<typeof registeredAccount>[0], baseURL: string, tag: string, priceCents = 1200) {
  const buyer = await registeredAccount(request, baseURL, tag);
  const product = await ownProduct(tag, { priceCents, countInStock: 5 });
  await addByLink(page, product.id, 1);
  await logIn(page, buyer, '/login?redirect=/shipping', '/shipping');
  return { buyer, product };
}

/** The page shows no sideways scrolling. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const) {
  test.describe(`checkout forms on a ${device} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('an order placed without touching the newsletter box leaves the account unsubscribed', async ({ page, request, baseURL, axe }) => {
      test.slow();
      const { buyer } = await atShipping(page, request, baseURL!, `suhlas-${device}`);
      await fillShipping(page, HOME_ADDRESS);
      await choosePayment(page, 'Prevodom vopred');

      const newsletter = page.getByRole('checkbox', { name: /Súhlasím so zasielaním mailov/ });
      await expect(newsletter).not.toBeChecked();
      expect(await axe(page)).toEqual([]);
      await shot(page, `placeorder-${device}`);
      const id = await placeOrder(page);

      // What the server stored: the order without consent, the account not subscribed (API and profile page).
      const token = await tokenOf(request, buyer);
      expect((await storedOrder(request, token, id)).newsletter).toBe(false);
      const profile = await request.get('/api/users/profile', { headers: { authorization: `Bearer ${token}` } });
      expect(profile.status()).toBe(200);
      expect((await profile.json()).isSubscribed).toBe(false);
      await page.goto('/profile');
      const box = page.getByLabel('Chcem dostávať novinky e-mailom');
      await expect(box).toBeEnabled();
      await expect(box).not.toBeChecked();
    });

    test('the shipping form marks every missing or wrong field at once, each with its own message', async ({
      page,
      request,
      baseURL,
      axe,
    }) => {
      test.slow();
      await atShipping(page, request, baseURL!, `formular-${device}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Doručenie' })).toBeVisible();
      await page.getByLabel('Mesto', { exact: true }).fill('Žilina');
      await page.getByLabel('PSČ', { exact: true }).fill('abc');
      await page.getByLabel('Telefón').fill('abc');
      await page.getByRole('button', { name: 'Pokračovať' }).click();

      const expected: [string, string, RegExp][] = [
        ['Meno a priezvisko', 'ship-name', /^Vyplňte prosím pole Meno a priezvisko\.$/],
        ['Adresa', 'ship-address', /^Vyplňte prosím pole Adresa\.$/],
        ['PSČ', 'ship-postalCode', /^PSČ: na Slovensku a v Česku má päť číslic, napríklad 010 01\.$/],
        ['Telefón', 'ship-phone', /^Telefón: zadajte 6 až 15 číslic/],
      ];
      await expect(page.getByRole('alert')).toHaveText('Opravte prosím označené polia: Meno a priezvisko, Adresa, PSČ, Telefón.');
      for (const [label, id, message] of expected) {
        const input = page.getByLabel(label, { exact: true });
        await expect(input, label).toHaveAttribute('aria-invalid', 'true');
        // The message sits right under its field and is the field's accessible description.
        await expect(page.locator(`#${id} + .acct-field-error`), label).toHaveText(message);
        await expect(input, label).toHaveAccessibleDescription(message);
      }
      await expect(page.getByLabel('Mesto', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Štát', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Meno a priezvisko', { exact: true })).toBeFocused();
      await expect(page).toHaveURL(/\/shipping$/);
      expect(await axe(page)).toEqual([]);
      await expectNoSideScroll(page);
      await shot(page, `shipping-errors-${device}`);

      // Typing into a field clears its own mark only.
      await page.getByLabel('Meno a priezvisko', { exact: true }).fill('Ľubica Čačková');
      await expect(page.getByLabel('Meno a priezvisko', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Adresa', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert')).toHaveText('Opravte prosím označené polia: Adresa, PSČ, Telefón.');

      // Czechia writes the PSČ the same way; a foreign one follows a looser rule.
      await page.getByLabel('Adresa', { exact: true }).fill('Dlouhá 3');
      await page.getByLabel('Telefón').fill('+420 777 000 111');
      await page.getByLabel('Štát', { exact: true }).fill('Česko');
      await page.getByLabel('PSČ', { exact: true }).fill('1100');
      await page.getByRole('button', { name: 'Pokračovať' }).click();
      await expect(page.getByRole('alert')).toHaveText('PSČ: na Slovensku a v Česku má päť číslic, napríklad 010 01.');
      await expect(page.getByLabel('PSČ', { exact: true })).toBeFocused();
      await page.getByLabel('PSČ', { exact: true }).fill('110 00');
      await page.getByRole('button', { name: 'Pokračovať' }).click();
      await page.waitForURL('**/payment');
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('shippingAddress')!))).toMatchObject({
        postalCode: '110 00',
        country: 'Česko',
        phone: '+420 777 000 111',
      });
    });

    test("'Platba kartou' and 'Záväzne objednať' open the card checkout at once; paying there marks the order paid", async ({
      page,
      request,
      baseURL,
      axe,
    }) => {
      test.slow();
      const { buyer, product } = await atShipping(page, request, baseURL!, `karta-${device}`, 1550);
      await fillShipping(page, HOME_ADDRESS);

      // The payment step says what the buyer does; the stored value stays 'Stripe'.
      await expect(page.getByRole('radio', { name: 'Platba kartou' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Stripe', exact: true })).toHaveCount(0);
      expect(await axe(page)).toEqual([]);
      await shot(page, `payment-${device}`);
      await choosePayment(page, 'Platba kartou');
      await expect(page.locator('.order-method')).toHaveText('Platba kartou');

      await placeCardOrder(page);
      await expect(page.locator('body')).toContainText(product.name);
      await page.getByRole('button', { name: 'Zaplatiť' }).click();
      await page.waitForURL(/\/order\/\d+\/stripe-success\/[^/]+$/);
      const id = Number(/\/order\/(\d+)\//.exec(new URL(page.url()).pathname)![1]);
      await expect(page.locator('.order-state--ok', { hasText: /^Zaplatené kartou \(testovacia platba\) \d/ })).toBeVisible();

      const order = await storedOrder(request, await tokenOf(request, buyer), id);
      expect(order).toMatchObject({ paymentMethod: 'Stripe', isPaid: true, totalPrice: 20 });
      expect(order.orderItems.map((i) => [i.product, i.qty])).toEqual([[String(product.id), 1]]);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'))).toEqual([]);
    });

    test("an unpaid card order's page keeps 'Platba Stripe' for another try", async ({ page, request, baseURL }) => {
      const { buyer, product } = await atShipping(page, request, baseURL!, `opakovanie-${device}`);
      const unpaid = await apiOrder(request, await tokenOf(request, buyer), [{ product: product.id, qty: 1 }], 'Stripe');
      await page.goto(`/order/${unpaid._id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${unpaid.orderNumber}` })).toBeVisible();
      await expect(page.locator('main')).toContainText('Platba kartou');
      await page.getByRole('button', { name: 'Platba Stripe' }).click();
      await page.waitForURL(/\/test-checkout\//);
    });
  });
}
