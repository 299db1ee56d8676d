import type { Page } from '@playwright/test';
import { test, expect, PHONE } from './fixtures';
import { DEMO_ADMIN, DEMO_ASSISTANT, DEMO_CUSTOMER, forgetSession, logIn, registeredAccount, testClientIp } from './accounts-support';
import { ownProduct, tokenOf } from './checkout-support';
import { bearer, expectRefused, expectSentToLogin, frameMenu, NO_ACCESS } from './admin-support';
import { LAPTOP, layoutShot as shot, todayInBratislava } from './layout-support';

/**
 * Issue 16, points 7 and 10: a signed-in account on a staff screen it may not open reads 'Na túto stránku nemáte
 * prístup.' with links to its own screens (visitors still log in first); the header's Admin menu and the admin
 * sidebar list the same screens for each role; /admin/reviews writes dates as 25. 11. 2026.
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const refusal = (page: Page) => page.locator('[data-admin-refused]');
/** The refusal's links to the screens the account may open. */
const ownScreens = (page: Page) => page.getByRole('list', { name: 'Vaše stránky v administrácii' }).getByRole('link');

/** Visible links of a menu as [label, href]. */
const linksOf = (menu: ReturnType<Page['locator']>) =>
  menu.locator('a:visible').evaluateAll((as) => as.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']));

/** The header's Admin menu, opened. */
async function headerStaffLinks(page: Page) {
  const header = page.locator('header.site-header');
  const button = header.getByRole('button', { name: 'Admin', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const links = await linksOf(header.locator('#account-staff-menu'));
  await button.click();
  return links;
}

const ADMIN_ONLY = [
  ['/admin', 'Prehľad'],
  ['/admin/userlist', 'Používatelia'],
  ['/admin/user/1/edit', 'Upraviť používateľa'],
  ['/admin/productlist', 'Produkty'],
  ['/admin/productlist/2', 'Produkty'],
  ['/admin/product/1/edit', 'Upraviť produkt'],
  ['/admin/orderlist', 'Objednávky'],
  ['/admin/discount-codes', 'Zľavové kódy'],
  ['/admin/delivery', 'Doprava a poštovné'],
  ['/create-discount', 'Zľavová akcia'],
  ['/admin/reviews', 'Recenzie'],
  ['/admin/subscribers', 'Odberatelia noviniek'],
  ['/admin/outbox', 'Odchádzajúce e-maily'],
] as const;

for (const [name, viewport] of [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const) {
  test(`${name}: an assistant on /admin/userlist reads that it has no access, with links to its own screens`, async ({ page, axe }) => {
    await page.setViewportSize(viewport);
    await logIn(page, DEMO_ASSISTANT, '/login?redirect=/admin/audio', '/admin/audio');
    const calls: string[] = [];
    // The user list's own address (the header's session check reads /api/users/profile, which is not it).
    page.on('request', (r) => new URL(r.url()).pathname === '/api/users' && calls.push(r.url()));

    await page.goto('/admin/userlist');
    await expect(refusal(page)).toContainText(NO_ACCESS);
    expect(new URL(page.url()).pathname).toBe('/admin/userlist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Používatelia');
    await expect(ownScreens(page)).toHaveText(['Audio', 'Video', 'Bannery']);
    await expect(frameMenu(page).getByRole('link')).toHaveText(['Audio', 'Video', 'Bannery']);
    // The screen itself stays closed: no user list, and it never asked the API for one.
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(calls).toEqual([]);
    expect(await axe(page)).toEqual([]);
    await shot(page, `assistant-refused-${name}`);

    await ownScreens(page).filter({ hasText: 'Audio' }).click();
    await page.waitForURL('**/admin/audio');
    await expect(page.getByRole('heading', { level: 1, name: 'Audio' })).toBeVisible();
    await expect(refusal(page)).toBeHidden();
  });
}

test('every admin-only screen refuses the assistant in place, never with the login form', async ({ page }) => {
  test.slow();
  await page.setViewportSize(LAPTOP);
  await logIn(page, DEMO_ASSISTANT, '/login?redirect=/admin/video', '/admin/video');
  for (const [path, title] of ADMIN_ONLY) {
    await expectRefused(page, path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
    await expect(ownScreens(page), path).toHaveText(['Audio', 'Video', 'Bannery']);
    await expect(page.getByRole('link', { name: 'Prihlásiť sa iným účtom' })).toHaveAttribute('href', `/login?redirect=${path}`);
  }
});

test('a customer on a staff screen reads the same, with the way home; a visitor logs in first', async ({ page, request, baseURL }) => {
  await expectSentToLogin(page, '/admin/orderlist');
  const who = await registeredAccount(request, baseURL!, 'zakaznik-staff');
  await logIn(page, who, '/login?redirect=/profile', '/profile');
  for (const path of ['/admin/orderlist', '/admin/audio']) {
    await expectRefused(page, path);
    await expect(ownScreens(page)).toHaveCount(0);
    await expect(frameMenu(page)).toBeHidden();
    await expect(refusal(page).getByRole('link', { name: 'Na úvodnú stránku' })).toHaveAttribute('href', '/');
  }
});

test('the header Admin menu and the sidebar list the same screens: all thirteen for the admin, three for the assistant', async ({
  page,
  browser,
  baseURL,
}, info) => {
  await page.setViewportSize(LAPTOP);
  await logIn(page, DEMO_ADMIN, '/login?redirect=/admin/reviews', '/admin/reviews');
  const sidebar = await linksOf(frameMenu(page));
  expect(sidebar.map(([label]) => label)).toEqual([
    'Prehľad',
    'Používatelia',
    'Produkty',
    'Zľavová akcia',
    'Objednávky',
    'Zľavové kódy',
    'Doprava a poštovné',
    'Audio',
    'Video',
    'Bannery',
    'Recenzie',
    'Odberatelia noviniek',
    'Odchádzajúce e-maily',
  ]);
  expect(await headerStaffLinks(page)).toEqual(sidebar);
  // The same on a phone, where the header's menu is a button in the one-row header.
  await page.setViewportSize(PHONE);
  expect(await headerStaffLinks(page)).toEqual(sidebar);
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await shot(page, 'header-admin-menu-phone');

  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': testClientIp(info) } });
  await context.addCookies([{ name: 'prud_cookie_consent', value: 'declined', url: baseURL! }]);
  const assistant = await context.newPage();
  await logIn(assistant, DEMO_ASSISTANT, '/login?redirect=/admin/banner', '/admin/banner');
  const assistantSidebar = await linksOf(frameMenu(assistant));
  expect(assistantSidebar).toEqual([
    ['Audio', '/admin/audio'],
    ['Video', '/admin/video'],
    ['Bannery', '/admin/banner'],
  ]);
  expect(await headerStaffLinks(assistant)).toEqual(assistantSidebar);
  await context.close();

  // A customer has neither.
  await forgetSession(page);
  await logIn(page, DEMO_CUSTOMER, '/login?redirect=/profile', '/profile');
  await expect(page.getByRole('button', { name: 'Admin', exact: true })).toBeHidden();
});

test('/admin/reviews writes the date as 25. 11. 2026, as the rest of the shop', async ({ page, request, baseURL }) => {
  const product = await ownProduct('datum-recenzie', { priceCents: 990, countInStock: 3 });
  const who = await registeredAccount(request, baseURL!, 'datum-recenzie');
  const comment = `Dátum recenzie ${Date.now()}`;
  const res = await request.post(`/api/products/${product.id}/reviews`, {
    headers: bearer(await tokenOf(request, who)),
    data: { comment },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.setViewportSize(LAPTOP);
  await logIn(page, DEMO_ADMIN, '/login?redirect=/admin/reviews', '/admin/reviews');
  const time = page.getByRole('region', { name: product.name }).locator('tbody tr', { hasText: comment }).locator('time');
  await expect(time).toHaveText(/^\d{1,2}\. \d{1,2}\. \d{4}$/);
  await expect(time).toHaveText(todayInBratislava());
  // Machines still read the exact instant.
  expect(await time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
});
