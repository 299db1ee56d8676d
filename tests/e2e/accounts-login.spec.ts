import { test, expect, PHONE } from './fixtures';
import {
  DEMO_CUSTOMER,
  SERVER_TEXT,
  linkFromOutboxApi,
  logIn,
  registeredAccount,
  storedUser,
  testClientIp,
  userMenuButton,
} from './accounts-support';

/** Logging in, and the forgotten password reset through the mailed link. */

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

test.describe('accounts: registration, login, profile, logout', () => {
  test('forgot password → reset with the mailed link → log in with the new password; the link works once', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const who = await registeredAccount(request, baseURL!, 'zabudnute');
    const newPassword = 'Nove-Heslo-pre-Tatry-2026';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Zabudnuté heslo?' }).click();
    await page.waitForURL('**/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Zabudnuté heslo' })).toBeVisible();
    // The form's script comes when the form is used (client:used): pointing at the button is using it.
    await page.getByRole('button', { name: 'Poslať linku' }).hover();
    await page.getByRole('button', { name: 'Poslať linku' }).click();
    await expect(page.getByRole('alert')).toHaveText('Musíte zadať existujúci e-mail');
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByRole('button', { name: 'Poslať linku' }).click();
    await expect(page.getByRole('status')).toContainText('Linka bola odoslaná na Váš e-mail');

    const link = await linkFromOutboxApi(request, who.email, `${baseURL}/reset-password/`);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Nové heslo' })).toBeVisible();
    await page.getByLabel('Nové heslo', { exact: true }).fill(newPassword);
    // The account the link is for, once the form is in use (its script reads the link).
    await expect(page.getByText(who.email)).toBeVisible();
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
});
