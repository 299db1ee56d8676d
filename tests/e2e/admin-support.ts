import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { DEMO_ADMIN } from './accounts-support';
import { tokenOf } from './checkout-support';

/** Helpers of the staff-screen specs (admin-reviews.writes.spec.ts, admin-subscribers.spec.ts). */

/** Screenshots for people to look at: outside the repo. */
export const SHOTS = '/tmp/shots8a';

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function adminToken(request: APIRequestContext): Promise<string> {
  return tokenOf(request, DEMO_ADMIN);
}

/** The frame's staff menu (not the header's). */
export const frameMenu = (page: Page) => page.getByRole('navigation', { name: 'Administrácia' });

/** What a signed-in account reads on a staff screen its role may not open (site/lib/staff-screens.ts NO_ACCESS). */
export const NO_ACCESS = 'Na túto stránku nemáte prístup.';

/**
 * `path` as a signed-in account with no right to it: the frame refuses in place, with the screen's own title, and
 * the screen itself (its island) stays closed.
 */
export async function expectRefused(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[data-admin-refused]'), path).toContainText(NO_ACCESS);
  expect(new URL(page.url()).pathname, path).toBe(path.replace(/[?#].*$/, ''));
  await expect(page.locator('[data-admin-screen]'), path).toBeHidden();
}

/** `path` as a visitor: the frame sends them to the login page, which comes back to `path`. */
export async function expectSentToLogin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
