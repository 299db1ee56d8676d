import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE, EURO } from './fixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn, registeredAccount, testClientIp } from './accounts-support';
import { apiOrder, ownProduct, stockOf, storedOrder, tokenOf } from './checkout-support';
import { adminToken, bearer, expectRefused, expectSentToLogin, frameMenu } from './admin-support';
import type { ApiOrderSummary } from '../../worker/domain/orders';

/** /admin/orderlist (issue 9): the state filters, the quick actions and who may open the page. */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const PATH = '/admin/orderlist';
const SHOTS = '/tmp/orderlist-shots';
const RED = 'rgb(138, 0, 25)';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A fresh customer's order of `qty` copies of a product of this test alone (stock `stock`), by bank transfer. */
async function customerOrder(request: APIRequestContext, baseURL: string, tag: string, stock: number, qty: number) {
  const buyer = await registeredAccount(request, baseURL, tag);
  const product = await ownProduct(tag, { priceCents: 1290, countInStock: stock });
  const token = await tokenOf(request, buyer);
  const order = await apiOrder(request, token, [{ product: product.id, qty }], 'Prevodom vopred', { name: buyer.name });
  return { buyer, product, token, order };
}

/** The order numbers the admin list API answers for a state. */
async function listed(request: APIRequestContext, token: string, status: string): Promise<string[]> {
  const res = await request.get(`/api/orders?status=${status}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as ApiOrderSummary[]).map((o) => o.orderNumber);
}

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Stav objednávok' }).getByRole('link', { name, exact: true });
const rowOf = (page: Page, orderNumber: string) => page.locator('tbody tr', { hasText: orderNumber });

test('Nezaplatené lists a new order; Zaplatené and Odoslané move it, and the server stores both', async ({
  page,
  request,
  baseURL,
  axe,
}) => {
  test.slow();
  const { buyer, token, order } = await customerOrder(request, baseURL!, 'zoznam', 5, 2);
  const admin = await adminToken(request);
  expect(await listed(request, admin, 'unpaid')).toContain(order.orderNumber);

  await logIn(page, DEMO_ADMIN, `/login?redirect=${PATH}`, PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Objednávky' })).toBeVisible();
  await expect(frameMenu(page).getByRole('link', { name: 'Objednávky' })).toHaveAttribute('aria-current', 'page');
  await expect(tab(page, 'Všetky')).toHaveAttribute('aria-current', 'page');
  await expect(rowOf(page, order.orderNumber)).toBeVisible();

  await tab(page, 'Nezaplatené').click();
  await expect(page).toHaveURL(`${PATH}?stav=nezaplatene`);
  await expect(tab(page, 'Nezaplatené')).toHaveAttribute('aria-current', 'page');
  const row = rowOf(page, order.orderNumber);
  await expect(row.getByRole('link', { name: order.orderNumber })).toHaveAttribute('href', `/order/${order._id}`);
  await expect(row).toContainText(buyer.name);
  await expect(row).toContainText(buyer.email);
  await expect(row).toContainText('Bankovým prevodom');
  await expect(row.locator('td[data-label="Suma"]')).toHaveText(EURO);
  // The number over the day it was placed.
  await expect(row.locator('td[data-label="Objednávka"] time')).toHaveText(
    new Date().toLocaleDateString('sk-SK', { timeZone: 'Europe/Bratislava' }),
  );
  // Stav: payment and sending, each red ✗ while not yet.
  const flags = row.locator('td[data-label="Stav"] li');
  await expect(flags).toHaveText(['✗ Nezaplatené', '✗ Neodoslané']);
  for (const flag of await flags.all()) await expect(flag).toHaveCSS('color', RED);
  expect(await axe(page)).toEqual([]);

  // Zaplatené mails the customer: it asks first, saying so; then the order leaves the unpaid list.
  await row.getByRole('button', { name: 'Zaplatené' }).click();
  const confirm = page.getByRole('dialog', { name: 'Potvrdenie' });
  await expect(confirm).toHaveAccessibleDescription(
    `Označiť objednávku ${order.orderNumber} ako zaplatenú? Zákazníkovi pošleme e-mail, že sme platbu prijali.`,
  );
  await expect(confirm.getByRole('button', { name: 'Späť', exact: true })).toBeFocused();
  await confirm.getByRole('button', { name: 'Označiť ako zaplatené' }).click();
  await expect(page.locator('.acct-alert--success:not(.publish-bar)')).toHaveText(
    `${order.orderNumber}: Objednávka označená ako zaplatená.`,
  );
  await expect(row).toHaveCount(0);
  let stored = await storedOrder(request, token, order._id);
  expect(stored).toMatchObject({ isPaid: true, isDelivered: false, isCancelled: false });
  expect(stored.paidAt).not.toBeNull();

  await tab(page, 'Zaplatené').click();
  await expect(page).toHaveURL(`${PATH}?stav=zaplatene`);
  await expect(flags).toHaveText([/^Zaplatené \d{1,2}\. \d{1,2}\. \d{4}$/, '✗ Neodoslané']);
  await expect(row.getByRole('button', { name: 'Zaplatené' })).toHaveCount(0);

  // Odoslané: the order shows on the sent list, done.
  await row.getByRole('button', { name: 'Odoslané' }).click();
  // It asks for the optional parcel number (order-notices.spec.ts gives one); sent without.
  await page
    .getByRole('dialog', { name: `Odoslať objednávku ${order.orderNumber}` })
    .getByRole('button', { name: 'Označiť ako odoslané' })
    .click();
  await expect(page.locator('.acct-alert--success:not(.publish-bar)')).toHaveText(
    `${order.orderNumber}: Objednávka označená ako odoslaná.`,
  );
  stored = await storedOrder(request, token, order._id);
  expect(stored).toMatchObject({ isPaid: true, isDelivered: true, isCancelled: false });
  expect(stored.deliveredAt).not.toBeNull();
  expect(await listed(request, admin, 'sent')).toContain(order.orderNumber);

  // The filter is in the address: a reload (or a shared link) keeps it; Back returns to the previous one.
  await page.goto(`${PATH}?stav=odoslane`);
  await expect(tab(page, 'Odoslané')).toHaveAttribute('aria-current', 'page');
  await expect(flags).toHaveText([/^Zaplatené \d/, /^Odoslané \d{1,2}\. \d{1,2}\. \d{4}$/]);
  // Paid and sent: nothing left to do, and a parcel on its way is not cancelled.
  await expect(row.getByRole('button')).toHaveCount(0);
  await page.goBack();
  await expect(tab(page, 'Zaplatené')).toHaveAttribute('aria-current', 'page');

  await page.goto(`${PATH}?stav=odoslane`);
  await expect(row).toBeVisible();
  expect(await axe(page)).toEqual([]);
  // At 1366px every column fits beside the menu: nothing to scroll sideways.
  expect(await page.locator('.orderlist-table').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await shot(page, 'orderlist-1366');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(row.getByRole('link', { name: order.orderNumber })).toBeVisible();
  const box = (await row.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axe(page)).toEqual([]);
  await shot(page, 'orderlist-390');
  // A tablet: the nine columns scroll inside their box, never the page.
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(row.getByRole('link', { name: order.orderNumber })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
  await shot(page, 'orderlist-800');
  await page.setViewportSize(DESKTOP);
});

test('Zrušiť asks first: dismissing changes nothing, confirming cancels and returns the stock', async ({ page, request, baseURL, axe }) => {
  test.slow();
  const { token, product, order } = await customerOrder(request, baseURL!, 'zrusit', 5, 3);
  expect(await stockOf(product.id)).toBe(2);

  await logIn(page, DEMO_ADMIN, `/login?redirect=${encodeURIComponent(`${PATH}?stav=nezaplatene`)}`, PATH);
  const row = rowOf(page, order.orderNumber);
  const dialog = page.getByRole('dialog', { name: 'Potvrdenie' });
  await expect(row.getByRole('button')).toHaveText(['Zaplatené', 'Odoslané', 'Zrušiť']);
  expect(await page.locator('.orderlist-table').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  await row.getByRole('button', { name: 'Zrušiť' }).click();
  await expect(dialog).toHaveAccessibleDescription(
    `Zrušiť objednávku ${order.orderNumber}? Tovar sa vráti na sklad a zákazníkovi pošleme e-mail o zrušení objednávky.`,
  );
  await expect(dialog.getByRole('button', { name: 'Späť', exact: true })).toBeFocused();
  expect(await axe(page)).toEqual([]);
  await shot(page, 'orderlist-dialog-1366');
  await dialog.getByRole('button', { name: 'Späť', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await storedOrder(request, token, order._id)).toMatchObject({ isCancelled: false, isPaid: false });
  expect(await stockOf(product.id)).toBe(2);

  await row.getByRole('button', { name: 'Zrušiť' }).click();
  await dialog.getByRole('button', { name: 'Zrušiť objednávku' }).click();
  await expect(page.locator('.acct-alert--success:not(.publish-bar)')).toHaveText(`${order.orderNumber}: Objednávka bola zrušená.`);
  await expect(row).toHaveCount(0);
  const stored = await storedOrder(request, token, order._id);
  expect(stored.isCancelled).toBe(true);
  expect(stored.cancelledAt).not.toBeNull();
  expect(await stockOf(product.id)).toBe(5);

  await tab(page, 'Zrušené').click();
  const status = row.locator('td[data-label="Stav"] .admin-status');
  await expect(status).toHaveText('Zrušená!');
  await expect(status).toHaveCSS('color', RED);
  await expect(row.getByRole('button')).toHaveCount(0);

  // The number opens the order page (with its own admin buttons).
  await row.getByRole('link', { name: order.orderNumber }).click();
  await page.waitForURL(`**/order/${order._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.orderNumber}` })).toBeVisible();
});

test('a list gone stale shows the server’s refusal in red and reads the list again', async ({ page, request, baseURL }) => {
  const { token, order } = await customerOrder(request, baseURL!, 'stara', 3, 1);
  await logIn(page, DEMO_ADMIN, `/login?redirect=${encodeURIComponent(`${PATH}?stav=nezaplatene`)}`, PATH);
  const row = rowOf(page, order.orderNumber);
  await expect(row.getByRole('button', { name: 'Zaplatené' })).toBeVisible();

  // Another admin cancels it meanwhile.
  const res = await request.put(`/api/orders/${order._id}/cancell`, { headers: bearer(await adminToken(request)) });
  expect(res.status(), await res.text()).toBe(200);

  await row.getByRole('button', { name: 'Zaplatené' }).click();
  await page.getByRole('dialog', { name: 'Potvrdenie' }).getByRole('button', { name: 'Označiť ako zaplatené' }).click();
  await expect(page.getByRole('alert')).toHaveText(`${order.orderNumber}: Zrušenú objednávku už nemožno meniť.`);
  await expect(row).toHaveCount(0);
  expect(await storedOrder(request, token, order._id)).toMatchObject({ isCancelled: true, isPaid: false });
});

test('a 1366 × 768 screen shows at least 8 whole orders; a phone shows them as cards, nothing sideways', async ({
  page,
  request,
  baseURL,
  axe,
}) => {
  test.slow();
  // Eight fresh orders, so the newest rows are known ones; all but the last are paid at once (an account may
  // hold only 3 unpaid ones), which also gives the list rows in different states.
  const buyer = await registeredAccount(request, baseURL!, 'husty-zoznam');
  const product = await ownProduct('husty-zoznam', { priceCents: 990, countInStock: 20 });
  const token = await tokenOf(request, buyer);
  const admin = await adminToken(request);
  const placed: string[] = [];
  for (let i = 0; i < 8; i++) {
    const o = await apiOrder(request, token, [{ product: product.id, qty: 1 }], 'Hotovosť', { name: buyer.name });
    placed.push(o.orderNumber);
    if (i < 7) expect((await request.put(`/api/orders/${o._id}/paid`, { headers: bearer(admin) })).status()).toBe(200);
  }

  await page.setViewportSize({ width: 1366, height: 768 });
  await logIn(page, DEMO_ADMIN, `/login?redirect=${PATH}`, PATH);
  for (const n of placed) await expect(rowOf(page, n)).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/orderlist-1366x768.png` });
  // Rows wholly inside the screen as it opens, unscrolled.
  const whole = await page.locator('tbody tr').evaluateAll(
    (trs) =>
      trs.filter((tr) => {
        const r = tr.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      }).length,
  );
  expect(whole).toBeGreaterThanOrEqual(8);
  // Each row one line of figures with its actions at the end, none clipped, nothing to scroll sideways.
  const row = rowOf(page, placed[7]);
  await expect(row.getByRole('button')).toHaveText(['Zaplatené', 'Odoslané', 'Zrušiť']);
  const rowBox = (await row.boundingBox())!;
  for (const b of await row.getByRole('button').all()) {
    const box = (await b.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(rowBox.y);
    expect(box.y + box.height).toBeLessThanOrEqual(rowBox.y + rowBox.height);
  }
  await expect(row.locator('td[data-label="Suma"]')).toContainText('Na dobierku');
  expect(await page.locator('.orderlist-table').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await axe(page)).toEqual([]);

  // 'Platobné podmienky' says that it opens, and what it does when open.
  const terms = page.locator('.orderlist-terms summary');
  await expect(terms).toContainText('zobraziť a zmeniť');
  await terms.click();
  await expect(terms).toContainText('skryť');
  await expect(page.getByLabel(/Lehota na zaplatenie prevodom/)).toBeVisible();
  await terms.screenshot({ path: `${SHOTS}/orderlist-terms-open.png` });

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(rowOf(page, placed[7]).getByRole('button', { name: 'Zrušiť' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/orderlist-390x844.png` });
});

test('an empty state says Žiadne objednávky.', async ({ page }) => {
  await page.route('**/api/orders?status=cancelled', (route) => route.fulfill({ json: [] }));
  await logIn(page, DEMO_ADMIN, `/login?redirect=${encodeURIComponent(`${PATH}?stav=zrusene`)}`, PATH);
  await expect(tab(page, 'Zrušené')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Žiadne objednávky.')).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
});

test('visitors opening /admin/orderlist land on /login, customers are refused', async ({ page }) => {
  await expectSentToLogin(page, PATH);
  await logIn(page, DEMO_CUSTOMER);
  await expectRefused(page, PATH);
  await expect(frameMenu(page)).toBeHidden();
});
