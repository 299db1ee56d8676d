import { GOOGLE_SIGN_IN_ERRORS } from '../../worker/domain/google-sign-in-errors';
import { E2E_GOOGLE_USER } from '../support/e2e-google';
import { test, expect } from './fixtures';
import { SERVER_TEXT, storedUser, testClientIp } from './accounts-support';
import { rows } from './storefront-db';

/**
 * Google sign-in against the local OpenID provider that global setup started (tests/support/e2e-google.ts): it
 * approves at once and always answers the same identity, E2E_GOOGLE_USER. Only this spec signs in with it.
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

test.describe('Google sign-in', () => {
  test('creates the account on the first sign-in and reuses it on the next', async ({ page }) => {
    const before = await rows<{ n: number }>('SELECT count(*) AS n FROM users WHERE email = ?', [E2E_GOOGLE_USER.email]);
    expect(before[0].n).toBe(0);

    await page.goto('/login?redirect=/cart');
    const google = page.getByRole('link', { name: 'Prihlásiť sa cez Google' });
    await expect(google).toHaveAttribute('href', '/api/auth/google/start?redirect=%2Fcart');
    await google.click();
    await page.waitForURL((url) => url.pathname === '/cart');
    const first = await storedUser(page);
    expect(first).toMatchObject({ name: E2E_GOOGLE_USER.name, email: E2E_GOOGLE_USER.email, hasGoogle: true, isAdmin: false });
    await expect(page.locator('header.site-header').getByRole('button', { name: E2E_GOOGLE_USER.name, exact: true })).toBeVisible();
    const created = await rows<{ id: number; google_id: string; is_registered: number }>(
      'SELECT id, google_id, is_registered FROM users WHERE email = ?',
      [E2E_GOOGLE_USER.email],
    );
    expect(created).toEqual([{ id: Number(first!._id), google_id: E2E_GOOGLE_USER.sub, is_registered: 1 }]);

    // Log out, then come back through the registration page's Google button: the same account.
    await page.locator('header.site-header').getByRole('button', { name: E2E_GOOGLE_USER.name, exact: true }).click();
    await page.getByRole('button', { name: 'Odhlásiť sa' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedUser(page)).toBeNull();

    await page.goto('/register');
    await page.getByRole('link', { name: 'Registrovať sa cez Google' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const second = await storedUser(page);
    expect(second?._id).toBe(first!._id);
    // A session of its own that the server accepts (two sign-ins within one second may carry equal tokens: the
    // token names the account, its version and the second it was issued).
    const profile = await page.request.get('/api/users/profile', { headers: { authorization: `Bearer ${second?.token}` } });
    expect(profile.status()).toBe(200);
    const after = await rows<{ n: number }>('SELECT count(*) AS n FROM users WHERE email = ?', [E2E_GOOGLE_USER.email]);
    expect(after[0].n).toBe(1);
    // The one-time code is gone from the address bar and the history.
    expect(page.url()).not.toContain('code=');
  });

  test('a failed sign-in comes back as a Slovak message', async ({ page }) => {
    await page.goto('/login?error=popup-closed-by-user');
    await expect(page.getByRole('alert')).toHaveText(GOOGLE_SIGN_IN_ERRORS['popup-closed-by-user']);
    expect(new URL(page.url()).search).toBe('');
    await page.goto('/login?error=something-else');
    await expect(page.getByRole('alert')).toHaveText(GOOGLE_SIGN_IN_ERRORS['internal-error']);
  });

  test('a spent or forged login code is refused with the server message', async ({ page }) => {
    await page.goto('/login?code=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&redirect=/cart');
    await expect(page.getByRole('alert')).toHaveText(SERVER_TEXT.loginCodeInvalid);
    expect(await storedUser(page)).toBeNull();
    await expect(page.getByRole('link', { name: 'Prihlásiť sa cez Google' })).toHaveAttribute(
      'href',
      '/api/auth/google/start?redirect=%2Fcart',
    );
  });
});
