import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, PHONE } from './fixtures';
import { DEMO_ADMIN, testClientIp } from './accounts-support';
import { frameMenu, shot } from './admin-support';

/**
 * The staff lists, the overview, the outbox and the password-reset page are rendered at build time (`client:idle`):
 * their frame (heading, actions, filters) is in the HTML and paints before any script; the island then fills in
 * the rows without a React hydration error, and the screen does not move when the staff menu appears.
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const NOTE = 'Na túto stránku potrebujete v prehliadači zapnutý JavaScript.';

/** Each screen with its heading and what shows once its data is in. */
const SCREENS: { path: string; heading: string; loaded: (page: Page) => ReturnType<Page['locator']> }[] = [
  { path: '/admin/productlist', heading: 'Produkty', loaded: (p) => p.locator('tbody tr').first() },
  { path: '/admin/orderlist', heading: 'Objednávky', loaded: (p) => p.locator('.orderlist-table') },
  { path: '/admin/userlist', heading: 'Používatelia', loaded: (p) => p.getByRole('cell', { name: DEMO_ADMIN.email }) },
  {
    path: '/admin/reviews',
    heading: 'Recenzie',
    loaded: (p) => p.getByRole('navigation', { name: 'Stránkovanie recenzií' }).or(p.locator('.admin-card').first()),
  },
  { path: '/admin/subscribers', heading: 'Odberatelia noviniek', loaded: (p) => p.getByRole('heading', { name: /Odoberajú novinky/ }) },
  { path: '/admin/audio', heading: 'Audio', loaded: (p) => p.locator('tbody tr').first() },
  { path: '/admin/video', heading: 'Video', loaded: (p) => p.locator('tbody tr').first() },
  { path: '/admin/banner', heading: 'Bannery', loaded: (p) => p.locator('.admin-card') },
  { path: '/admin/outbox', heading: 'Odchádzajúce e-maily', loaded: (p) => p.locator('.outbox-list, .empty-state').first() },
  { path: '/admin', heading: 'Prehľad', loaded: (p) => p.locator('.dash-grid') },
  { path: '/admin/discount-codes', heading: 'Zľavové kódy', loaded: (p) => p.locator('.admin-table, .empty-state').first() },
  { path: '/admin/delivery', heading: 'Doprava a poštovné', loaded: (p) => p.locator('.dlv-method').first() },
];

test('without JavaScript the staff screens show their frame from the HTML, with a note instead of the rows', async ({
  browser,
  baseURL,
}) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await ctx.newPage();
  for (const s of SCREENS) {
    await page.goto(s.path);
    await expect(page.getByRole('heading', { level: 1, name: s.heading }), s.path).toBeVisible();
    await expect(page.getByText(NOTE), s.path).toBeVisible();
    // No loading line in sight (a screen may have more than one, e.g. the order list's terms form).
    await expect(page.getByText('Načítava sa…').filter({ visible: true }), s.path).toHaveCount(0);
    // No guard ran: no staff menu.
    await expect(frameMenu(page), s.path).toBeHidden();
  }
  await page.goto('/admin/productlist');
  await expect(page.getByRole('button', { name: 'Vytvoriť produkt' })).toBeDisabled();
  await page.goto('/admin/orderlist');
  for (const label of ['Všetky', 'Nezaplatené', 'Zaplatené', 'Odoslané', 'Zrušené']) {
    await expect(page.getByRole('navigation', { name: 'Stav objednávok' }).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await page.goto('/reset-password/token/Jana/jana%40example.sk/7/gen');
  await expect(page.getByRole('heading', { level: 1, name: 'Nové heslo' })).toBeVisible();
  await expect(page.getByText('Na zmenu hesla potrebujete v prehliadači zapnutý JavaScript.')).toBeVisible();
  await ctx.close();
});

/** The demo admin's session in this page's storage, as the login page leaves it. */
async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
  expect(login.ok()).toBe(true);
  const userInfo = JSON.stringify(await login.json());
  await page.goto('/404.html');
  await page.evaluate((u) => localStorage.setItem('userInfo', u), userInfo);
}

test('signed in as admin, each screen hydrates without a React error and fills in its data', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await signInAsAdmin(page, request);

  for (const s of SCREENS) {
    await page.goto(s.path);
    await expect(s.loaded(page), s.path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: s.heading }), s.path).toBeVisible();
    await expect(frameMenu(page).getByRole('link', { name: 'Produkty' }), s.path).toBeVisible();
  }
  await page.goto('/admin/productlist');
  await expect(page.getByRole('button', { name: 'Vytvoriť produkt' })).toBeEnabled();
  // The filter of the address is read after hydration (the HTML marks the first one).
  await page.goto('/admin/orderlist?stav=zrusene');
  await expect(page.getByRole('link', { name: 'Zrušené', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Všetky', exact: true })).not.toHaveAttribute('aria-current', 'page');
  expect(errors.filter((e) => /Minified React error|hydrat|#418|#423|#425/i.test(e))).toEqual([]);
});

test('on a phone the screen does not move when the staff menu and the rows appear', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page, request);
  // Every layout shift of the page, with the elements that moved.
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: string[] };
    w.shifted = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { sources?: { node?: Node }[] }[]) {
        for (const s of e.sources ?? []) if (s.node instanceof Element) w.shifted.push(s.node.className || s.node.tagName);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/admin/productlist', '/admin/userlist']) {
    await page.goto(path);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(frameMenu(page)).toBeVisible();
    const moved = await page.evaluate(() => (window as unknown as { shifted: string[] }).shifted);
    expect(
      moved.filter((c) => /admin|acct-card|orderlist|padmin/.test(c)),
      path,
    ).toEqual([]);
  }
  await shot(page, 'productlist-phone');
});
