import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { DEMO_ADMIN } from './accounts-support';
import { tokenOf } from './checkout-support';

/** Helpers of the staff-screen specs (admin-reviews.spec.ts, admin-subscribers.spec.ts). */

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

/** `path` as `who` with no right to it: the frame sends them to the login page, which comes back to `path`. */
export async function expectSentToLogin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
