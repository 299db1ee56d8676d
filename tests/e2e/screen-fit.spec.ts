import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, PHONE, DESKTOP } from './fixtures';
import { DEMO_ADMIN, logIn, registeredAccount, testClientIp } from './accounts-support';
import { addByLink, apiOrder, ownProduct, storedOrder, tokenOf } from './checkout-support';
import { adminToken, bearer } from './admin-support';
import { expectFits, LAPTOP, layoutShot as shot } from './layout-support';

/**
 * Issue 16, point 6: every table a customer sees (profile orders, cart, order lines) reads on a 390 px phone
 * without sideways scrolling, the order number opens its order; the admin lists show every link and action
 * without clipping on a laptop (1280 and 1366 px) and on a phone.
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

/** A long title without a break: the worst case for a narrow column. */
const LONG = 'Vzácnakrvkristovavedieknovémustvoreniuazkrystalizacii';

/** A fresh customer with two orders (one paid and sent by the admin), each of two titles of this test alone. */
async function customerWithOrders(request: APIRequestContext, baseURL: string, tag: string) {
  const who = await registeredAccount(request, baseURL, tag);
  const token = await tokenOf(request, who);
  const a = await ownProduct(`${tag} ${LONG}`, { priceCents: 1890, discount: 15, countInStock: 20 });
  const b = await ownProduct(tag, { priceCents: 990, countInStock: 20 });
  const lines = [
    { product: a.id, qty: 2 },
    { product: b.id, qty: 1 },
  ];
  const done = await apiOrder(request, token, lines, 'Prevodom vopred', { name: who.name });
  const open = await apiOrder(request, token, lines, 'Hotovosť', { name: who.name });
  const admin = bearer(await adminToken(request));
  for (const action of ['paid', 'deliver'])
    expect((await request.put(`/api/orders/${done._id}/${action}`, { headers: admin })).status()).toBe(200);
  return { who, token, done, open, products: [a, b] };
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const) {
  test(`${name}: the profile's orders fit without sideways scrolling and the number opens the order`, async ({
    page,
    request,
    baseURL,
    axe,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const { who, token, done, open } = await customerWithOrders(request, baseURL!, `profil-${name}`);
    await logIn(page, who, '/login?redirect=/profile', '/profile');
    const table = page.getByRole('table', { name: 'Moje objednávky' });
    const row = table.getByRole('row', { name: new RegExp(open.orderNumber) });
    await expect(row).toBeVisible();
    await expectFits(page, `/profile ${name}`);
    expect(await axe(page)).toEqual([]);
    await shot(page, `profile-${name}`);

    // Each number is a link to its own order; the paid and sent one shows both dates as people write them.
    const doneRow = table.getByRole('row', { name: new RegExp(done.orderNumber) });
    await expect(doneRow.getByRole('link', { name: done.orderNumber, exact: true })).toHaveAttribute('href', `/order/${done._id}`);
    const stored = await storedOrder(request, token, done._id);
    expect(stored.isPaid && stored.isDelivered).toBe(true);
    await expect(doneRow.locator('td[data-label="Zaplatené"]')).toHaveText(/^\d{1,2}\. \d{1,2}\. \d{4}$/);
    await expect(doneRow.locator('td[data-label="Odoslané"]')).toHaveText(/^\d{1,2}\. \d{1,2}\. \d{4}$/);
    await expect(row.getByRole('img', { name: 'Nezaplatené' })).toBeVisible();

    // A phone stacks each order's lines (a card); a laptop keeps them side by side in one row.
    const dateTop = (await row.locator('td[data-label="Dátum"]').boundingBox())!.y;
    const sentTop = (await row.locator('td[data-label="Odoslané"]').boundingBox())!.y;
    if (name === 'phone') expect(sentTop).toBeGreaterThan(dateTop + 20);
    else expect(Math.abs(sentTop - dateTop)).toBeLessThan(4);

    await row.getByRole('link', { name: open.orderNumber, exact: true }).click();
    await page.waitForURL(`**/order/${open._id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${open.orderNumber}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Položky' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(LONG) })).toBeVisible();
    await expectFits(page, `/order ${name}`);
    await shot(page, `order-${name}`);
  });

  test(`${name}: the cart with a long title and a discount fits without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const a = await ownProduct(`kosik ${LONG}`, { priceCents: 2490, discount: 20, countInStock: 9 });
    const b = await ownProduct('kosik', { priceCents: 590, countInStock: 9 });
    await addByLink(page, a.id, 3);
    await addByLink(page, b.id, 1);
    await expect(page.getByRole('link', { name: a.name })).toBeVisible();
    await expect(page.getByRole('button', { name: `Odstrániť ${a.name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Do pokladne' })).toBeVisible();
    await expectFits(page, `/cart ${name}`);
    await shot(page, `cart-${name}`);
  });
}

/** The admin's order list at `viewport`: the row of `orderNumber` shows all three actions, none cut off. */
async function orderRowFits(page: Page, viewport: { width: number; height: number }, orderNumber: string, label: string) {
  await page.setViewportSize(viewport);
  const row = page.locator('tbody tr', { hasText: orderNumber });
  await expect(row.getByRole('button')).toHaveText(['Zaplatené', 'Odoslané', 'Zrušiť']);
  await expectFits(page, label);
  return row;
}

test('the admin orders list shows every action at 390, 1280 and 1366 px, and they work', async ({ page, request, baseURL, axe }) => {
  test.slow();
  const { token, open } = await customerWithOrders(request, baseURL!, 'zoznam-fit');
  await logIn(page, DEMO_ADMIN, '/login?redirect=/admin/orderlist', '/admin/orderlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Objednávky' })).toBeVisible();

  await orderRowFits(page, PHONE, open.orderNumber, 'orderlist 390');
  await shot(page, 'orderlist-phone');
  await orderRowFits(page, DESKTOP, open.orderNumber, 'orderlist 1366');
  const row = await orderRowFits(page, LAPTOP, open.orderNumber, 'orderlist 1280');
  // A laptop shows the columns' names; the actions end the row, on the same line as its figures (issue 29: a
  // denser list, at least 8 orders on a screen).
  await expect(page.getByRole('columnheader', { name: 'Stav' })).toBeVisible();
  await shot(page, 'orderlist-laptop');
  const figures = (await row.locator('td[data-label="Stav"]').boundingBox())!;
  const actions = (await row.getByRole('button', { name: 'Zaplatené' }).boundingBox())!;
  expect(actions.x).toBeGreaterThanOrEqual(figures.x + figures.width - 1);
  expect(actions.y).toBeLessThan(figures.y + figures.height);
  expect(await axe(page)).toEqual([]);

  // What was clipped at 1280 px is a working button now: the server stores the payment.
  await row.getByRole('button', { name: 'Zaplatené' }).click();
  await page.getByRole('dialog', { name: 'Potvrdenie' }).getByRole('button', { name: 'Označiť ako zaplatené' }).click();
  await expect(row.getByRole('button')).toHaveText(['Odoslané', 'Zrušiť']);
  expect((await storedOrder(request, token, open._id)).isPaid).toBe(true);
  // The number opens the order.
  await row.getByRole('link', { name: open.orderNumber, exact: true }).click();
  await page.waitForURL(`**/order/${open._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${open.orderNumber}` })).toBeVisible();
});

const ADMIN_SCREENS: [path: string, heading: string][] = [
  ['/admin', 'Prehľad'],
  ['/admin/userlist', 'Používatelia'],
  ['/admin/productlist', 'Produkty'],
  ['/create-discount', 'Zľavová akcia'],
  ['/admin/reviews', 'Recenzie'],
  ['/admin/audio', 'Audio'],
  ['/admin/video', 'Video'],
  ['/admin/banner', 'Bannery'],
  ['/admin/subscribers', 'Odberatelia noviniek'],
  ['/admin/outbox', 'Odchádzajúce e-maily'],
  ['/admin/discount-codes', 'Zľavové kódy'],
  ['/admin/delivery', 'Doprava a poštovné'],
];

for (const [name, viewport] of [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const) {
  test(`${name}: every other admin screen shows all its links and buttons without sideways scrolling`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    // The newest product (first on the list) has a title with a word longer than a phone is wide.
    const long = await ownProduct(`zoznam ${LONG}`, { priceCents: 1290, discount: 10, countInStock: 4 });
    await logIn(page, DEMO_ADMIN, '/login?redirect=/admin/userlist', '/admin/userlist');
    for (const [path, heading] of ADMIN_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path === '/admin/productlist') await expect(page.locator('tbody tr', { hasText: long.name })).toBeVisible();
      // The lists are read after the frame: wait until the screen has its rows (or its empty text).
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main .acct-loading, main [aria-busy="true"]')).toHaveCount(0);
      await expectFits(page, `${path} ${name}`);
    }
    await page.goto('/admin/productlist');
    await expect(page.locator('tbody tr', { hasText: long.name })).toBeVisible();
    await shot(page, `productlist-${name}`);
  });
}
