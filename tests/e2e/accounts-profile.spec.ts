import { orders } from '../../db/schema';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_CUSTOMER, logIn, registeredAccount, testClientIp } from './accounts-support';
import { e2eDb, rows } from './storefront-db';

/** The profile page: signed-in only, the orders table, password checks and a refused token. */

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

test.describe('accounts: registration, login, profile, logout', () => {
  test('profile: visitors go to the login page, which brings them back; orders table', async ({ page, axe }) => {
    const [{ id: peterId }] = await rows<{ id: number }>('SELECT id FROM users WHERE email = ?', [DEMO_CUSTOMER.email]);
    const stamp = Date.now().toString().slice(-7);
    const base = {
      userId: peterId,
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      shipName: DEMO_CUSTOMER.name,
      shipAddress: 'Hlavná 1',
      shipCity: 'Bratislava',
      shipPostalCode: '81101',
      shipCountry: 'Slovensko',
      paymentMethod: 'Bankový prevod',
      itemsCents: 2500,
      shippingCents: 350,
    };
    const [paid, open] = await e2eDb()
      .insert(orders)
      .values([
        {
          ...base,
          orderNumber: `P${stamp}A`,
          totalCents: 4599,
          isPaid: true,
          paidAt: '2026-03-05T12:40:00.000Z',
          isDelivered: true,
          deliveredAt: '2026-03-07T08:00:00.000Z',
          createdAt: '2026-03-05T12:30:00.000Z',
        },
        { ...base, orderNumber: `P${stamp}B`, totalCents: 2850, createdAt: '2026-04-01T09:00:00.000Z' },
      ])
      .returning({ id: orders.id });

    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/profile');
    await logIn(page, DEMO_CUSTOMER, page.url(), '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Môj profil' })).toBeVisible();

    const table = page.getByRole('table', { name: 'Moje objednávky' });
    await expect(table.getByRole('columnheader')).toHaveText(['Číslo', 'Dátum', 'Spolu', 'Zaplatené', 'Odoslané']);
    const newest = table.getByRole('row', { name: new RegExp(`P${stamp}B`) });
    const older = table.getByRole('row', { name: new RegExp(`P${stamp}A`) });
    await expect(newest.getByRole('cell').nth(0)).toHaveText('1. 4. 2026');
    await expect(newest.getByRole('cell').nth(1)).toHaveText(/^28,50\s€$/);
    await expect(newest.getByRole('img', { name: 'Nezaplatené' })).toBeVisible();
    await expect(newest.getByRole('img', { name: 'Neodoslané' })).toBeVisible();
    // The number is the link to the order (issue 16).
    await expect(newest.getByRole('link', { name: `P${stamp}B`, exact: true })).toHaveAttribute('href', `/order/${open.id}`);
    await expect(older.getByRole('cell').nth(2)).toHaveText('5. 3. 2026');
    await expect(older.getByRole('cell').nth(3)).toHaveText('7. 3. 2026');
    await expect(older.getByRole('link', { name: `P${stamp}A`, exact: true })).toHaveAttribute('href', `/order/${paid.id}`);
    // Newest first.
    const numbers = await table.locator('tbody th').allTextContents();
    expect(numbers.indexOf(`P${stamp}B`)).toBeLessThan(numbers.indexOf(`P${stamp}A`));
    expect(await axe(page)).toEqual([]);
    // On a phone each order is a card: the page never gets wider than the screen (screen-fit.spec.ts checks more).
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);

    // Signed in, the login page goes on at once (to the profile for every form of that target).
    await page.goto('/login?redirect=/login/profile');
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.goto('/login/profile');
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.goto('/login?redirect=https://evil.example/x');
    await page.waitForURL((url) => url.pathname === '/' && url.host === new URL(page.url()).host);
  });

  test('profile: mismatched passwords say "Heslá nesúhlasia"; a refused token signs out, keeps the cart and comes back', async ({
    page,
    request,
    baseURL,
  }) => {
    const who = await registeredAccount(request, baseURL!, 'profil');
    await logIn(page, who, '/login?redirect=/profile', '/profile');
    await page.getByLabel('Nové heslo', { exact: true }).fill('Nove-Heslo-2026-abc');
    await page.getByLabel('Potvrdenie nového hesla').fill('Nove-Heslo-2026-abd');
    await page.getByRole('button', { name: 'Uložiť zmeny' }).click();
    await expect(page.getByRole('alert')).toHaveText('Heslá nesúhlasia');

    // The token stops working (e.g. the password was changed elsewhere): the next call ends the session, keeping
    // the cart (issue 29: site/lib/session-refused.ts), and the login page says why and returns to the profile.
    await page.evaluate(() => {
      const u = JSON.parse(localStorage.getItem('userInfo')!);
      localStorage.setItem('userInfo', JSON.stringify({ ...u, token: `${u.token}x` }));
      localStorage.setItem('cartItems', '[{"product":1,"qty":1}]');
    });
    // The page itself redirects while it loads: wait for the address, not for a load event that may be aborted.
    await page.reload({ waitUntil: 'commit' });
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '?redirect=/profile', { timeout: 15_000 });
    await page.waitForLoadState('load');
    await expect(page.getByRole('status')).toHaveText('Vaše prihlásenie vypršalo. Prihláste sa znova.');
    expect(await page.evaluate(() => [localStorage.getItem('userInfo'), localStorage.getItem('cartItems')])).toEqual([
      null,
      '[{"product":1,"qty":1}]',
    ]);
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Heslo', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
  });

  test('profile: the newsletter box ticked while the page still reads the profile stays ticked and is saved', async ({
    page,
    request,
    baseURL,
  }) => {
    const who = await registeredAccount(request, baseURL!, 'pomaly-profil');
    await logIn(page, who, '/login?redirect=/profile', '/profile');
    // The page's fresh read of the profile answers late (a slow phone, a busy shop): after the reader's tick.
    let release!: () => void;
    const late = new Promise<void>((ok) => (release = ok));
    await page.route('**/api/users/profile', async (route) => {
      if (route.request().method() === 'GET') await late;
      await route.continue();
    });
    await page.reload();
    const box = page.getByLabel('Chcem dostávať novinky e-mailom');
    await expect(box).toBeEnabled();
    await box.check();
    release();
    await page.waitForLoadState('networkidle');
    await expect(box).toBeChecked();
    await page.unroute('**/api/users/profile');
    await page.getByRole('button', { name: 'Uložiť zmeny' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profil upravený' })).toBeVisible();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).token as string);
    const stored = await request.get('/api/users/profile', { headers: { authorization: `Bearer ${token}` } });
    expect(((await stored.json()) as { isSubscribed: boolean }).isSubscribed).toBe(true);
  });
});
