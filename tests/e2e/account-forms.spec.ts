import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_CUSTOMER, storedUser, testClientIp } from './accounts-support';
import { rows } from './storefront-db';

/**
 * Login, registration, the reset request and the profile are pre-rendered with their form (the profile
 * client:idle, the others client:used: React comes when the form is used): the fields, the button and the links
 * are in the HTML itself, so they paint before any script and are there with JavaScript off (with a note that the
 * form needs it). Text typed before React takes over is kept.
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const NOTE = /potrebujete v prehliadači zapnutý JavaScript/;

async function noLoadingPlaceholder(page: Page) {
  await expect(page.getByText('Načítava sa…')).toHaveCount(0);
  await expect(page.getByText('Na túto stránku potrebujete zapnutý JavaScript')).toHaveCount(0);
}

test.describe('account forms without JavaScript', () => {
  test('login, registration and the reset request show their labelled fields, button and links', async ({ browser, baseURL }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await ctx.newPage();

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Prihlásenie' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Heslo', { exact: true })).toHaveAttribute('type', 'password');
    const login = page.getByRole('button', { name: 'Prihlásiť sa', exact: true });
    await expect(login).toBeVisible();
    // It cannot work without script, and Enter must not send the password natively into the address.
    await expect(login).toBeDisabled();
    await expect(page.getByText(NOTE)).toHaveText('Na prihlásenie potrebujete v prehliadači zapnutý JavaScript.');
    await expect(page.getByRole('link', { name: 'Zabudnuté heslo?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Registrovať sa' })).toHaveAttribute('href', '/register');
    // The e2e server's build has Google configured (tests/support/e2e-google.ts).
    await expect(page.getByRole('link', { name: 'Prihlásiť sa cez Google' })).toHaveAttribute('href', '/api/auth/google/start');
    await noLoadingPlaceholder(page);
    await page.getByLabel('E-mail').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Heslo', { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByLabel('Heslo', { exact: true }).press('Enter');
    expect(new URL(page.url()).search).toBe('');

    await page.goto('/register');
    for (const label of ['Meno a priezvisko', 'E-mail', 'Potvrdenie hesla']) await expect(page.getByLabel(label)).toBeVisible();
    await expect(page.getByLabel('Heslo', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
    await expect(page.getByRole('button', { name: 'Registrovať sa', exact: true })).toBeVisible();
    await expect(page.getByText(NOTE)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registrovať sa cez Google' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prihláste sa' })).toHaveAttribute('href', '/login');
    await noLoadingPlaceholder(page);

    await page.goto('/forgot-password');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Poslať linku' })).toBeVisible();
    await expect(page.getByText(NOTE)).toBeVisible();
    await ctx.close();
  });

  test('the profile shows its (empty, disabled) form to a signed-in user too', async ({ browser, baseURL, request }) => {
    const login = await request.post('/api/users/login', { data: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
    expect(login.ok()).toBe(true);
    const userInfo = JSON.stringify(await login.json());
    const ctx = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      storageState: { cookies: [], origins: [{ origin: new URL(baseURL!).origin, localStorage: [{ name: 'userInfo', value: userInfo }] }] },
    });
    const page = await ctx.newPage();
    await page.goto('/profile');
    expect(new URL(page.url()).pathname).toBe('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Môj profil' })).toBeVisible();
    for (const label of ['Meno a priezvisko', 'Nové heslo', 'Potvrdenie nového hesla', 'Chcem dostávať novinky e-mailom']) {
      await expect(page.getByLabel(label)).toBeDisabled();
    }
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Uložiť zmeny' })).toBeDisabled();
    await expect(page.getByText(NOTE)).toHaveText('Na zobrazenie a úpravu profilu potrebujete v prehliadači zapnutý JavaScript.');
    await expect(page.getByRole('heading', { level: 2, name: 'Moje objednávky' })).toBeVisible();
    await expect(page.getByText('Načítavajú sa objednávky…')).toBeHidden();
    await ctx.close();
  });
});

test.describe('account forms with JavaScript', () => {
  test('the pre-rendered form paints before its script, and what was typed meanwhile signs in', async ({ page, request }) => {
    // The island's own module, from the built HTML: hold it back until the fields are filled in.
    const html = await (await request.get('/login?redirect=/cart')).text();
    const island = /<astro-island[^>]*component-url="([^"]+)"/.exec(html)?.[1];
    expect(island).toMatch(/^\/_astro\/.+\.js$/);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(
      (url) => url.pathname === island,
      async (route) => {
        held.push(route.request().url());
        await released;
        await route.fallback();
      },
    );

    await page.goto('/login?redirect=/cart', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const button = page.getByRole('button', { name: 'Prihlásiť sa', exact: true });
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    // The button looks ready (not greyed out) while it waits for React.
    const red = await page.evaluate(() => getComputedStyle(document.querySelector('.acct-btn--primary')!).backgroundColor);
    expect(red).not.toBe('rgb(118, 118, 118)');
    await expect(page.getByText(NOTE)).toBeHidden();
    await page.getByLabel('E-mail').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Heslo', { exact: true }).fill(DEMO_CUSTOMER.password);

    release();
    await expect(button).toBeEnabled();
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO_CUSTOMER.email);
    await button.click();
    await page.waitForURL((url) => url.pathname === '/cart');
    expect(await storedUser(page)).toMatchObject({ email: DEMO_CUSTOMER.email, token: expect.any(String) });
  });

  test('the profile fills in the signed-in user after hydration; visitors still go to the login page', async ({ page }) => {
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/profile');
    await page.getByLabel('E-mail').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Heslo', { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    const [stored] = await rows<{ name: string; email: string }>('SELECT name, email FROM users WHERE email = ?', [DEMO_CUSTOMER.email]);
    await expect(page.getByLabel('Meno a priezvisko')).toHaveValue(stored.name);
    await expect(page.getByLabel('Meno a priezvisko')).toBeEnabled();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(stored.email);
    // Filled in by the page's script; React (the button) comes when the form is used (client:used).
    await page.getByRole('button', { name: 'Uložiť zmeny' }).hover();
    await expect(page.getByRole('button', { name: 'Uložiť zmeny' })).toBeEnabled();
  });

  test('failure is shown in red and success in green', async ({ page }) => {
    const RED = 'rgb(138, 0, 25)';
    const GREEN = 'rgb(20, 82, 40)';
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Heslo', { exact: true }).fill('Zle-Heslo-123456');
    await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Nesprávny e-mail alebo heslo.');
    await expect(page.getByRole('alert')).toHaveCSS('color', RED);

    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill('nikto-taky@example.sk');
    await page.getByRole('button', { name: 'Poslať linku' }).click();
    const sent = page.getByRole('status');
    await expect(sent).toContainText('Linka bola odoslaná na Váš e-mail');
    await expect(sent).toHaveCSS('color', GREEN);
  });

  test('hydrating the pre-rendered forms raises no React error (same first render on server and browser)', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const login = await request.post('/api/users/login', { data: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
    expect(login.ok()).toBe(true);
    const userInfo = JSON.stringify(await login.json());

    for (const [path, button] of [
      ['/login?redirect=/cart', 'Prihlásiť sa'],
      ['/register', 'Registrovať sa'],
      ['/forgot-password', 'Poslať linku'],
    ]) {
      await page.goto(path);
      // Pointed at: the forms' script comes when they are used (client:used), the login with a target at once.
      await page.getByRole('button', { name: button, exact: true }).hover();
      await expect(page.getByRole('button', { name: button, exact: true })).toBeEnabled();
    }
    // Signed in: the stored user differs from the build's "nobody", and still hydrates cleanly.
    await page.evaluate((u) => localStorage.setItem('userInfo', u), userInfo);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Uložiť zmeny' }).hover();
    await expect(page.getByRole('button', { name: 'Uložiť zmeny' })).toBeEnabled();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(DEMO_CUSTOMER.email);
    expect(errors.filter((e) => /Minified React error|hydrat/i.test(e))).toEqual([]);
  });
});
