import type { Page } from '@playwright/test';
import { orders } from '../../db/schema';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import {
  DEMO_ADMIN,
  DEMO_ASSISTANT,
  DEMO_CUSTOMER,
  SERVER_TEXT,
  linkFromOutboxApi,
  linkFromOutboxPage,
  logIn,
  newContext,
  registeredAccount,
  storedUser,
  testClientIp,
  uniqueEmail,
} from './accounts-support';
import { e2eDb, rows } from './storefront-db';
import { expectRefused } from './admin-support';

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const header = (page: Page) => page.locator('header.site-header');
const userMenuButton = (page: Page, name: string) => header(page).getByRole('button', { name, exact: true });

test.describe('accounts: registration, login, profile, logout', () => {
  test('register → confirm with the link from the outbox → log in → edit the profile → log out', async ({ page, browser, baseURL, axe }, info) => {
    test.slow();
    const who = { name: 'Mária Testovacia', email: uniqueEmail('registracia'), password: 'Zelene-Lucky-pod-Tatrami-26' };

    await page.goto('/register');
    await expect(page).toHaveTitle(/^Registrácia \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrácia' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await expect(page.getByLabel('Meno a priezvisko')).toHaveAttribute('autocomplete', 'name');
    await expect(page.getByLabel('Heslo', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
    await page.getByLabel('Meno a priezvisko').fill(who.name);
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Heslo', { exact: true }).fill(who.password);
    await page.getByLabel('Potvrdenie hesla').fill(who.password);
    await page.getByRole('button', { name: 'Registrovať sa', exact: true }).click();
    await expect(page.getByRole('status')).toContainText(SERVER_TEXT.registered);
    await expect(page.getByRole('status')).toContainText(who.email);

    // Not confirmed yet: the right password is refused with the reason.
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Heslo', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(SERVER_TEXT.notConfirmed);

    // The admin reads the mail on /admin/outbox in another browser.
    const staff = await newContext(browser, baseURL!, info);
    const adminPage = await staff.newPage();
    await logIn(adminPage, DEMO_ADMIN);
    const link = await linkFromOutboxPage(adminPage, who.email, `${baseURL}/registerLink/`);
    await staff.close();
    expect(link).toMatch(/\/registerLink\/[^/]+\/[A-Za-z0-9_-]{20,}$/);

    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText('Registrácia bola úspešne dokončená! Môžete sa prihlásiť.');
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 8000 });

    // A second use of the link fails with the server's text.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(SERVER_TEXT.registrationLinkInvalid);

    await logIn(page, who);
    await expect(userMenuButton(page, who.name)).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Prihlásenie' })).toBeHidden();
    expect(await storedUser(page)).toMatchObject({ name: who.name, email: who.email, isAdmin: false, token: expect.any(String) });

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Môj profil' })).toBeVisible();
    await expect(page.getByText('Zatiaľ nemáte žiadne objednávky.')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await expect(page.getByLabel('Meno a priezvisko')).toHaveValue(who.name);
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(who.email);
    await page.getByLabel('Meno a priezvisko').fill('Mária Upravená');
    await page.getByLabel('Chcem dostávať novinky e-mailom').check();
    await page.getByRole('button', { name: 'Uložiť zmeny' }).click();
    await expect(page.getByRole('status')).toHaveText('Profil upravený');
    await expect(userMenuButton(page, 'Mária Upravená')).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ name: 'Mária Upravená', isSubscribed: true });
    await page.reload();
    await expect(page.getByLabel('Meno a priezvisko')).toHaveValue('Mária Upravená');
    await expect(page.getByLabel('Chcem dostávať novinky e-mailom')).toBeChecked();

    // Logout clears the session and the checkout in progress.
    await page.evaluate(() => {
      localStorage.setItem('cartItems', JSON.stringify([{ product: 1, qty: 2 }]));
      localStorage.setItem('shippingAddress', JSON.stringify({ city: 'Bratislava' }));
      localStorage.setItem('paymentMethod', JSON.stringify('Bankový prevod'));
    });
    await userMenuButton(page, 'Mária Upravená').click();
    await header(page).getByRole('button', { name: 'Odhlásiť sa' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const left = await page.evaluate(() => ['userInfo', 'cartItems', 'shippingAddress', 'paymentMethod'].map((k) => localStorage.getItem(k)));
    expect(left).toEqual([null, null, null, null]);
    await expect(header(page).getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Prihlásenie' })).toBeVisible();
  });

  test('forgot password → reset with the mailed link → log in with the new password; the link works once', async ({ page, request, baseURL }) => {
    test.slow();
    const who = await registeredAccount(request, baseURL!, 'zabudnute');
    const newPassword = 'Nove-Heslo-pre-Tatry-2026';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Zabudnuté heslo?' }).click();
    await page.waitForURL('**/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Zabudnuté heslo' })).toBeVisible();
    await page.getByRole('button', { name: 'Poslať linku' }).click();
    await expect(page.getByRole('alert')).toHaveText('Musíte zadať existujúci email');
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByRole('button', { name: 'Poslať linku' }).click();
    await expect(page.getByRole('status')).toContainText('Linka bola odoslaná na Váš email');

    const link = await linkFromOutboxApi(request, who.email, `${baseURL}/reset-password/`);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Nové heslo' })).toBeVisible();
    await expect(page.getByText(who.email)).toBeVisible();
    await page.getByLabel('Nové heslo', { exact: true }).fill(newPassword);
    await page.getByLabel('Potvrdenie nového hesla').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
    await expect(page.getByRole('alert')).toHaveText('Heslá sa nezhodujú');
    await page.getByLabel('Potvrdenie nového hesla').fill(newPassword);
    await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
    await expect(page.getByRole('status')).toHaveText('Heslo bolo úspešne zmenené');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 });

    // The old password no longer works, the new one does.
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Heslo', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Nesprávny e-mail alebo heslo.');
    await logIn(page, { email: who.email, password: newPassword });
    await expect(userMenuButton(page, who.name)).toBeVisible();

    // The same link a second time: the server's message.
    await page.goto(link);
    await page.getByLabel('Nové heslo', { exact: true }).fill('Este-Ine-Heslo-2026-x');
    await page.getByLabel('Potvrdenie nového hesla').fill('Este-Ine-Heslo-2026-x');
    await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
    await expect(page.getByRole('alert')).toContainText(SERVER_TEXT.resetLinkInvalid);
    await expect(page.getByRole('alert').getByRole('link', { name: 'Požiadať o novú linku' })).toHaveAttribute('href', '/forgot-password');
  });

  test('login page: fields, links, wrong password, unknown e-mail', async ({ page, axe }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/^Prihlásenie \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Heslo', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
    await expect(page.getByRole('link', { name: 'Zabudnuté heslo?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Registrovať sa' })).toHaveAttribute('href', '/register');
    expect(await axe(page)).toEqual([]);

    for (const attempt of [
      { email: DEMO_CUSTOMER.email, password: 'Zle-Heslo-123456' },
      { email: 'nikto-taky@example.sk', password: 'Zle-Heslo-123456' },
    ]) {
      await page.getByLabel('E-mail').fill(attempt.email);
      await page.getByLabel('Heslo', { exact: true }).fill(attempt.password);
      const button = page.getByRole('button', { name: /Prihlásiť sa|Prihlasujem/ });
      await button.click();
      await expect(page.getByRole('alert')).toHaveText('Nesprávny e-mail alebo heslo.');
      await expect(button).toBeEnabled();
    }
    expect(await storedUser(page)).toBeNull();
    await page.setViewportSize(PHONE);
    expect(await axe(page)).toEqual([]);
  });

  test('registration: mismatched passwords say "Heslá nesúhlasia" without calling the server', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/users') && calls.push(r.url()));
    await page.goto('/register');
    await page.getByLabel('Meno a priezvisko').fill('Nesúhlas');
    await page.getByLabel('E-mail').fill(uniqueEmail('nesuhlas'));
    await page.getByLabel('Heslo', { exact: true }).fill('Prve-Heslo-2026-x');
    await page.getByLabel('Potvrdenie hesla').fill('Druhe-Heslo-2026-x');
    await page.getByRole('button', { name: 'Registrovať sa', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Heslá nesúhlasia');
    expect(calls).toEqual([]);
    // The server's own rules come back as its message.
    await page.getByLabel('Heslo', { exact: true }).fill('kratke');
    await page.getByLabel('Potvrdenie hesla').fill('kratke');
    await page.getByRole('button', { name: 'Registrovať sa', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Heslo musí mať aspoň 8 znakov');
  });

  test('/registerLink alone explains the mail; a broken link shows the server text', async ({ page }) => {
    await page.goto('/registerLink');
    await expect(page.getByText('Na Váš e-mail sme poslali linku na potvrdenie registrácie.')).toBeVisible();
    await page.goto('/registerLink/nikto%40example.sk/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('alert')).toHaveText(SERVER_TEXT.registrationLinkInvalid);
  });

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

  test('profile: mismatched passwords say "Heslá nesúhlasia"; a refused token logs out', async ({ page, request, baseURL }) => {
    const who = await registeredAccount(request, baseURL!, 'profil');
    await logIn(page, who, '/login?redirect=/profile', '/profile');
    await page.getByLabel('Nové heslo', { exact: true }).fill('Nove-Heslo-2026-abc');
    await page.getByLabel('Potvrdenie nového hesla').fill('Nove-Heslo-2026-abd');
    await page.getByRole('button', { name: 'Uložiť zmeny' }).click();
    await expect(page.getByRole('alert')).toHaveText('Heslá nesúhlasia');

    // The token stops working (e.g. the password was changed elsewhere): the next call logs out.
    await page.evaluate(() => {
      const u = JSON.parse(localStorage.getItem('userInfo')!);
      localStorage.setItem('userInfo', JSON.stringify({ ...u, token: `${u.token}x` }));
      localStorage.setItem('cartItems', '[{"product":1,"qty":1}]');
    });
    // The page itself redirects while it loads: wait for the address, not for a load event that may be aborted.
    await page.reload({ waitUntil: 'commit' });
    await expect(page).toHaveURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => [localStorage.getItem('userInfo'), localStorage.getItem('cartItems')])).toEqual([null, null]);
  });

  test('header menus: a customer has none of the admin pages, the assistant only Audio/Video/Bannery, the admin all', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    const staffButton = header(page).getByRole('button', { name: 'Admin', exact: true });
    await logIn(page, DEMO_CUSTOMER);
    await expect(userMenuButton(page, DEMO_CUSTOMER.name)).toBeVisible();
    await expect(staffButton).toBeHidden();
    await expect(header(page).locator('a[href^="/admin"]:visible')).toHaveCount(0);
    // Staff pages refuse customers in place (issue 16), with a way to sign in as someone else.
    await expectRefused(page, '/admin/outbox');
    await page.getByRole('link', { name: 'Prihlásiť sa iným účtom' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/admin/outbox');
    await expect(page.getByRole('status')).toContainText('prihláste ako administrátor');

    const assistant = await (await newContext(browser, baseURL!, info)).newPage();
    await logIn(assistant, DEMO_ASSISTANT, '/login?redirect=/', '/');
    const assistantStaff = header(assistant).getByRole('button', { name: 'Admin', exact: true });
    await assistantStaff.click();
    await expect(assistantStaff).toHaveAttribute('aria-expanded', 'true');
    await expect(header(assistant).locator('#account-staff-menu a:visible')).toHaveText(['Audio', 'Video', 'Bannery']);
    await assistant.context().close();

    const admin = await (await newContext(browser, baseURL!, info)).newPage();
    await logIn(admin, DEMO_ADMIN, '/login?redirect=/', '/');
    const adminStaff = header(admin).getByRole('button', { name: 'Admin', exact: true });
    await adminStaff.click();
    const links = header(admin).locator('#account-staff-menu a:visible');
    // Every staff screen, as the admin sidebar lists them (issue 16: Prehľad, Zľavová akcia and Recenzie too).
    await expect(links).toHaveText([
      'Prehľad',
      'Používatelia',
      'Produkty',
      'Zľavová akcia',
      'Objednávky',
      'Audio',
      'Video',
      'Bannery',
      'Recenzie',
      'Odberatelia noviniek',
      'Odoslané e-maily',
    ]);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/admin',
      '/admin/userlist',
      '/admin/productlist',
      '/create-discount',
      '/admin/orderlist',
      '/admin/audio',
      '/admin/video',
      '/admin/banner',
      '/admin/reviews',
      '/admin/subscribers',
      '/admin/outbox',
    ]);
    await admin.context().close();
  });

  test('header user menu: keyboard and phone layout', async ({ page, axe }) => {
    await logIn(page, DEMO_CUSTOMER);
    const button = userMenuButton(page, DEMO_CUSTOMER.name);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const profile = header(page).getByRole('link', { name: 'Môj profil' });
    await expect(profile).toHaveAttribute('href', '/profile');
    await page.keyboard.press('ArrowDown');
    await expect(profile).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(header(page).getByRole('button', { name: 'Odhlásiť sa' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(profile).toBeHidden();
    await expect(button).toBeFocused();
    expect(await axe(page)).toEqual([]);

    await page.setViewportSize(PHONE);
    await button.click();
    await expect(profile).toBeVisible();
    const box = (await header(page).locator('#account-user-menu').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await axe(page)).toEqual([]);
    await profile.click();
    await page.waitForURL((url) => url.pathname === '/profile');
    // Outside clicks close it.
    await button.click();
    await expect(header(page).getByRole('button', { name: 'Odhlásiť sa' })).toBeVisible();
    // The heading's left end: under the phone's one-row header the open menu covers the heading's middle.
    await page.getByRole('heading', { level: 1 }).click({ position: { x: 5, y: 5 } });
    await expect(header(page).getByRole('button', { name: 'Odhlásiť sa' })).toBeHidden();
  });

  test('/admin/outbox: visitors go to the login page; the admin reads the mails with clickable links', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('outbox');
    const r = await request.post('/api/users', { data: { name: 'Pošta Testová', email, password: 'Postova-Holubica-2026' } });
    expect(r.status()).toBe(201);

    await page.goto('/admin/outbox');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/admin/outbox');
    await logIn(page, DEMO_ADMIN, page.url(), '/admin/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Odoslané e-maily' })).toBeVisible();
    const mail = page.locator('.outbox-mail', { hasText: email });
    await expect(mail.locator('.outbox-subject')).toHaveText('Vaša registrácia na prud.sk');
    await expect(mail.locator('.outbox-meta')).toContainText(`Komu: ${email}`);
    await expect(mail.locator('.outbox-text')).toBeHidden();
    await mail.locator('summary').click();
    await expect(mail.locator('.outbox-text')).toContainText('ďakujeme za registráciu');
    const link = mail.locator('.outbox-text a');
    await expect(link).toHaveAttribute('href', new RegExp(`^${baseURL}/registerLink/`));
    // Opening it confirms the account, as the customer would.
    await link.click();
    await expect(page.getByRole('status')).toHaveText('Registrácia bola úspešne dokončená! Môžete sa prihlásiť.');
  });
});
