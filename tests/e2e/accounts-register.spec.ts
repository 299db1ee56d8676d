import { test, expect } from './fixtures';
import {
  DEMO_ADMIN,
  SERVER_TEXT,
  header,
  linkFromOutboxPage,
  logIn,
  newContext,
  storedUser,
  testClientIp,
  uniqueEmail,
  userMenuButton,
} from './accounts-support';

/** Registration: the form, the mailed confirmation link (read on /admin/outbox), its single use. */

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

test.describe('accounts: registration, login, profile, logout', () => {
  test('register → confirm with the link from the outbox → log in → edit the profile → log out', async ({
    page,
    browser,
    baseURL,
    axe,
  }, info) => {
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
    const left = await page.evaluate(() =>
      ['userInfo', 'cartItems', 'shippingAddress', 'paymentMethod'].map((k) => localStorage.getItem(k)),
    );
    expect(left).toEqual([null, null, null, null]);
    await expect(header(page).getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Prihlásenie' })).toBeVisible();
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
    // The server's own rules (its schema, checked in the browser too) say what is wrong at the field.
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

  test('/admin/outbox: visitors go to the login page; the admin reads the mails with clickable links', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('outbox');
    const r = await request.post('/api/users', { data: { name: 'Pošta Testová', email, password: 'Postova-Holubica-2026' } });
    expect(r.status()).toBe(201);

    await page.goto('/admin/outbox');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/admin/outbox');
    await logIn(page, DEMO_ADMIN, page.url(), '/admin/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Odchádzajúce e-maily' })).toBeVisible();
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
