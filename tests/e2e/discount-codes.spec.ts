import type { Page, TestInfo } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, logIn, registeredAccount, testClientIp } from './accounts-support';
import { addByLink, choosePayment, HOME_ADDRESS, orderIdOnPage, storedOrder, submitOrder, tokenOf } from './checkout-support';
import { eur, fillAddress, weighedProduct } from './delivery-support';
import { rows } from './storefront-db';

/**
 * Discount codes (issue 30 item 4) as staff and buyers meet them: staff create a code on 'Zľavové kódy'; a buyer
 * applies it in the cart (a wrong code is refused in Slovak, in red), sees the discount on the last step and
 * orders; the stored order carries the code, what it took off and its use.
 */

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

const codeText = () => `E2E-${Date.now().toString(36).toUpperCase()}-${process.pid}`;

test('staff create a code; a buyer applies it in the cart, sees it on the last step, orders, and the order keeps it', async ({
  page,
  browser,
  request,
  baseURL,
  axe,
}, info) => {
  test.setTimeout(180_000);
  const code = codeText();

  // Staff: the form refuses a bad code field by field, then creates 15 % off orders from 20 €, 5 uses.
  await page.setViewportSize(DESKTOP);
  await logIn(page, DEMO_ADMIN, '/login?redirect=/admin/discount-codes', '/admin/discount-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Zľavové kódy' })).toBeVisible();
  const form = page.locator('form.codes-form');
  await form.getByLabel('Kód', { exact: true }).fill('x');
  await form.getByRole('button', { name: 'Vytvoriť kód' }).click();
  await expect(form.getByLabel('Kód', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('.acct-field-error').first()).toContainText('3 až 32 znakov');
  await expect(form.getByLabel('Zľava (%)')).toHaveAttribute('aria-invalid', 'true');
  expect(await axe(page)).toEqual([]);

  await form.getByLabel('Kód', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Zľava (%)').fill('15');
  await form.getByLabel('Minimálna objednávka (€)').fill('20');
  await form.getByLabel('Najviac použití spolu').fill('5');
  await form.getByRole('button', { name: 'Vytvoriť kód' }).click();
  await expect(page.locator('.acct-alert--success', { hasText: 'Zľavový kód bol vytvorený.' })).toBeVisible();
  const row = page.locator('tbody tr', { hasText: code });
  await expect(row).toContainText('15 %');
  await expect(row).toContainText(`od ${eur(20)}`);
  await expect(row).toContainText('0 / 5');
  await expect(row).toContainText('Aktívny');
  expect(await axe(page)).toEqual([]);
  await shot(page, info, 'codes-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, info, 'codes-phone');
  const [stored] = await rows<{ kind: string; amount: number; min_order_cents: number; max_uses: number }>(
    'SELECT * FROM discount_codes WHERE code = ?',
    [code],
  );
  expect(stored).toMatchObject({ kind: 'percent', amount: 15, min_order_cents: 2000, max_uses: 5 });

  // A buyer on a phone: 2 × 12,90 € = 25,80 €, 15 % of it is 3,87 €.
  const ctx = await browser.newContext({ viewport: PHONE, baseURL, extraHTTPHeaders: { 'x-forwarded-for': testClientIp(info) } });
  const buyerPage = await ctx.newPage();
  const buyer = await registeredAccount(request, baseURL!, 'kod');
  const book = await weighedProduct('kod', 1290, '0.4');
  await logIn(buyerPage, buyer);
  await addByLink(buyerPage, book.id, 2);
  const field = buyerPage.getByLabel('Zľavový kód');
  await field.fill('NEEXISTUJE-1');
  await buyerPage.getByRole('button', { name: 'Použiť' }).click();
  await expect(buyerPage.locator('.code-field-error')).toHaveText('Taký zľavový kód nepoznáme. Skontrolujte, či ste ho napísali správne.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await buyerPage.evaluate(() => localStorage.getItem('discountCode'))).toBeNull();
  expect(await axe(buyerPage)).toEqual([]);
  await shot(buyerPage, info, 'cart-wrong-code-phone');

  await field.fill(code.toLowerCase());
  await buyerPage.getByRole('button', { name: 'Použiť' }).click();
  await expect(buyerPage.locator('.code-applied-text')).toHaveText(`Zľavový kód ${code} je uplatnený.`);
  await expect(buyerPage.locator('.checkout-sums-discount')).toContainText(`−${eur(3.87)}`);
  expect(await buyerPage.evaluate(() => JSON.parse(localStorage.getItem('discountCode')!))).toBe(code);
  expect(await axe(buyerPage)).toEqual([]);
  await shot(buyerPage, info, 'cart-code-phone');

  await buyerPage.getByRole('link', { name: 'Do pokladne' }).click();
  await buyerPage.waitForURL('**/shipping');
  await fillAddress(buyerPage, HOME_ADDRESS);
  await buyerPage.getByRole('button', { name: 'Pokračovať' }).click();
  await buyerPage.waitForURL('**/payment');
  await choosePayment(buyerPage, 'Prevodom vopred');
  const summary = buyerPage.locator('.placeorder-summary');
  await expect(summary.locator('.checkout-sums-discount')).toContainText(`Zľavový kód ${code}`);
  await expect(summary.locator('.checkout-sums-discount')).toContainText(`−${eur(3.87)}`);
  await expect(summary.locator('.checkout-sums-total')).toContainText(eur(25.8 - 3.87 + 4.5));
  await expect(summary.getByRole('button', { name: `Odstrániť zľavový kód ${code}` })).toBeVisible();
  expect(await axe(buyerPage)).toEqual([]);
  await shot(buyerPage, info, 'placeorder-code-phone');
  await buyerPage.setViewportSize(DESKTOP);
  await shot(buyerPage, info, 'placeorder-code-desktop');
  await buyerPage.setViewportSize(PHONE);
  // Removed on the last step, the total is without it; typed again, it is back.
  await summary.getByRole('button', { name: `Odstrániť zľavový kód ${code}` }).click();
  await expect(summary.locator('.checkout-sums-discount')).toHaveCount(0);
  await expect(summary.locator('.checkout-sums-total')).toContainText(eur(25.8 + 4.5));
  await summary.getByLabel('Zľavový kód').fill(code);
  await summary.getByRole('button', { name: 'Použiť' }).click();
  await expect(summary.locator('.checkout-sums-discount')).toContainText(`−${eur(3.87)}`);

  await submitOrder(buyerPage);
  const id = await orderIdOnPage(buyerPage);
  const order = await storedOrder(request, await tokenOf(request, buyer), id);
  expect(order).toMatchObject({ discountCode: code, itemsPrice: 25.8, discountPrice: 3.87, shippingPrice: 4.5, totalPrice: 26.43 });
  const [use] = await rows<{ order_id: number; email: string }>(
    'SELECT u.order_id, u.email FROM discount_code_uses u JOIN discount_codes c ON c.id = u.code_id WHERE c.code = ?',
    [code],
  );
  expect(use).toEqual({ order_id: id, email: buyer.email.toLowerCase() });
  await expect(buyerPage.locator('.checkout-sums-discount')).toContainText(`−${eur(3.87)}`);
  expect(await buyerPage.evaluate(() => localStorage.getItem('discountCode'))).toBeNull();
  expect(await axe(buyerPage)).toEqual([]);
  await shot(buyerPage, info, 'order-code-phone');
  await ctx.close();

  // Staff see the use counted, and the order in the list with its code.
  await page.goto('/admin/discount-codes');
  await expect(page.locator('tbody tr', { hasText: code })).toContainText('1 / 5');
  await page.goto('/admin/orderlist');
  await expect(page.locator('.orderlist-code', { hasText: `Kód ${code}` })).toBeVisible();
});
