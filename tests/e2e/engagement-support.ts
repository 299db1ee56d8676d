import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { DEMO_ADMIN, logIn, registeredAccount, storedUser } from './accounts-support';
import { BUILT, rows } from './storefront-db';

/** Helpers of the engagement specs (favorites.spec.ts, reviews.writes.spec.ts, newsletter.spec.ts). */

/** Screenshots go outside the repository. */
export const SHOTS = '/tmp/shots8';

/**
 * A title that has a pre-rendered page (it was in the database at build time), picked by `offset` so that specs
 * running at once use different books.
 */
export async function builtProduct(offset: number): Promise<{ id: number; name: string }> {
  const [p] = await rows<{ id: number; name: string }>(
    `SELECT id, name FROM products WHERE ${BUILT} AND count_in_stock > 0 ORDER BY id DESC LIMIT 1 OFFSET ?`,
    [offset],
  );
  return { id: Number(p.id), name: String(p.name) };
}

/** A fresh confirmed account, signed in on `page`; returns it with its bearer token. */
export async function signedInCustomer(page: Page, request: APIRequestContext, baseURL: string, tag: string) {
  const who = await registeredAccount(request, baseURL, tag);
  await logIn(page, who);
  const token = String((await storedUser(page))?.token ?? '');
  expect(token).not.toBe('');
  return { ...who, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).token;
}

/** The product page is the pre-rendered one (its React parts' roots), not the /shell/product/ fallback. */
export async function expectPrerendered(page: Page, id: number) {
  await expect(page.locator('[data-reviews-root]')).toHaveCount(1);
  await expect(page.locator('astro-island[component-url*="ProductShell"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/product/${id}`);
}

/** Scrolls to the reviews (they hydrate when visible: product-islands-loader.ts) and returns the section. */
export async function reviewsSection(page: Page) {
  const section = page.locator('section.pd-reviews');
  await section.scrollIntoViewIfNeeded();
  return section;
}
