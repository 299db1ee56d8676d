import type { APIRequestContext } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, DEMO_ASSISTANT, DEMO_CUSTOMER, logIn, testClientIp } from './accounts-support';
import { adminToken, bearer, expectRefused, expectSentToLogin, frameMenu, shot, SHOTS } from './admin-support';
import { apiOrder, ownProduct, tokenOf } from './checkout-support';
import type { ApiDashboard } from '../../worker/domain/dashboard';
import { formatEuros } from '../../worker/domain/money';
import { formatCount, monthLabel } from '../../site/features/admin/dashboard/dashboard-view';

/** `/admin` (issue #9, item 9): the admin's overview. Other specs place orders and count visits meanwhile. */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const PATH = '/admin';

async function dashboard(request: APIRequestContext, token: string): Promise<ApiDashboard> {
  const res = await request.get('/api/dashboard', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

async function visitorsCount(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/counter/count', { headers: bearer(token) });
  expect(res.status()).toBe(200);
  // Spec section 7: the count itself, a JSON number.
  const count: unknown = await res.json();
  expect(typeof count).toBe('number');
  return count as number;
}

test('as admin: the visits, this month in the table, low stock links to the edit page; axe clean on a phone and a desktop', async ({
  page,
  request,
  axe,
}) => {
  test.slow();
  // An order of this test, so that the current month has something in it.
  const product = await ownProduct('prehlad', { priceCents: 1290, countInStock: 5 });
  await apiOrder(request, await tokenOf(request, DEMO_CUSTOMER), [{ product: product.id, qty: 1 }], 'Prevodom vopred');
  const token = await adminToken(request);

  await page.setViewportSize(PHONE);
  await logIn(page, DEMO_ADMIN, `/login?redirect=${PATH}`, PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Prehľad' })).toBeVisible();
  const menu = frameMenu(page).getByRole('link');
  await expect(menu.first()).toHaveText('Prehľad');
  await expect(frameMenu(page).getByRole('link', { name: 'Prehľad' })).toHaveAttribute('aria-current', 'page');
  await expect(frameMenu(page).locator('a[aria-current="page"]')).toHaveCount(1);
  await expect(frameMenu(page).getByRole('link', { name: 'Zľavová akcia' })).toHaveAttribute('href', '/create-discount');

  const visits = page.getByRole('region', { name: 'Návštevy' });
  const orders = page.getByRole('region', { name: 'Objednávky a tržby' });
  // The page and the API read at nearly the same moment; a visit or an order of another spec in between means
  // reading both again.
  let api!: ApiDashboard;
  await expect(async () => {
    await page.reload();
    await expect(orders.getByRole('table')).toBeVisible();
    api = await dashboard(request, token);
    const count = await visitorsCount(request, token);
    expect(api.visits).toBe(count);
    await expect(visits.getByText(formatCount(count), { exact: true })).toBeVisible({ timeout: 1000 });
    const now = api.months[api.months.length - 1];
    expect(now.orders).toBeGreaterThanOrEqual(1);
    const row = orders.getByRole('row').filter({ has: page.getByRole('rowheader', { name: monthLabel(now.month), exact: true }) });
    await expect(row.getByRole('cell')).toHaveText([formatCount(now.orders), formatEuros(now.revenue), formatEuros(now.paidRevenue)], {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  expect(api.months).toHaveLength(12);
  // The chart is one image with a spoken summary; the table has a row per month plus the total.
  await expect(orders.getByRole('img')).toHaveAttribute('aria-label', /^Tržby podľa mesiacov, .+: spolu .+ za \d+ objednáv/);
  await expect(orders.getByRole('table').locator('tbody tr')).toHaveCount(12);
  await expect(orders.getByRole('columnheader')).toHaveText(['Mesiac', 'Objednávky', 'Tržby', 'Zaplatené']);

  const stock = page.getByRole('region', { name: /^Nízky stav skladu/ });
  await expect(stock.getByRole('heading')).toHaveText(`Nízky stav skladu (${formatCount(api.lowStockTotal)})`);
  await expect(stock.getByRole('link', { name: 'Všetky produkty' })).toHaveAttribute('href', '/admin/productlist');
  const reviews = page.getByRole('region', { name: /^Recenzie na schválenie/ });
  await expect(reviews.getByRole('heading')).toHaveText(`Recenzie na schválenie (${formatCount(api.pendingReviews)})`);
  await expect(reviews.locator('a[href="/admin/reviews"]')).toBeVisible();

  // On a phone: no sideways scroll of the page; axe clean.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axe(page)).toEqual([]);
  await shot(page, 'admin-dashboard-390');
  await orders.screenshot({ path: `${SHOTS}/admin-dashboard-390-orders.png` });
  await stock.screenshot({ path: `${SHOTS}/admin-dashboard-390-stock.png` });
  await page.setViewportSize(DESKTOP);
  expect(await axe(page)).toEqual([]);
  await shot(page, 'admin-dashboard-1366');

  // The first low-stock product (the demo catalogue has sold-out titles) opens its edit page.
  expect(api.lowStock.length).toBeGreaterThan(0);
  const first = api.lowStock[0];
  const link = stock.getByRole('listitem').first().getByRole('link');
  await expect(link).toHaveText(first.name);
  await link.click();
  await page.waitForURL((url) => url.pathname === `/admin/product/${first._id}/edit`);

  // When the API fails, the page says so in red (role=alert) and can try again.
  let fail = true;
  await page.route('**/api/dashboard', (route) =>
    fail ? route.fulfill({ status: 500, json: { message: 'Databáza neodpovedá.' } }) : route.continue(),
  );
  await page.goto(PATH);
  await expect(page.getByRole('alert')).toHaveText('Prehľad sa nepodarilo načítať. Databáza neodpovedá.');
  await expect(page.getByRole('alert')).toHaveCSS('color', 'rgb(138, 0, 25)');
  fail = false;
  await page.getByRole('button', { name: 'Skúsiť znova' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Návštevy' })).toBeVisible();
});

test('an assistant opening /admin is refused (the overview is for admins only); a visitor is sent to /login', async ({ page }) => {
  await expectSentToLogin(page, PATH);
  await logIn(page, DEMO_ASSISTANT, '/login?redirect=/admin/audio', '/admin/audio');
  await expectRefused(page, PATH);
  await expect(page.getByRole('region', { name: 'Návštevy' })).toHaveCount(0);
});

test('a customer opening /admin is refused, without a staff menu', async ({ page }) => {
  await logIn(page, DEMO_CUSTOMER);
  await expectRefused(page, PATH);
  await expect(frameMenu(page)).toBeHidden();
});
