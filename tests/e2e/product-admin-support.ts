import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, DESKTOP, PHONE } from './fixtures';
import { bearer } from './admin-support';

/** The product screens' spec helpers (admin-products.writes.spec.ts): what the server stored, screenshots, images. */

const SHOTS = '/tmp/b-product-shots';
export type Product = Record<string, unknown> & {
  _id: string;
  name: string;
  price: number;
  discount: number;
  discountedPrice: number;
  countInStock: number;
};

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Both viewports, axe clean at each, no sideways scrolling on a phone, screenshots for people to look at. */
export async function checkViewports(page: Page, axe: (p: Page) => Promise<unknown[]>, name: string) {
  expect(await axe(page)).toEqual([]);
  await shot(page, `${name}-1366`);
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axe(page)).toEqual([]);
  await shot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

/**
 * What the server stored: the product, or the HTTP status when there is none. With the admin's token a draft
 * (a new product not yet saved complete) is read too; without it only what visitors see.
 */
export async function stored(request: APIRequestContext, id: number, token?: string): Promise<Product | number> {
  const res = await request.get(`/api/products/${id}`, { headers: token ? bearer(token) : {} });
  return res.status() === 200 ? ((await res.json()) as Product) : res.status();
}

export async function storedProduct(request: APIRequestContext, id: number, token?: string): Promise<Product> {
  const p = await stored(request, id, token);
  if (typeof p === 'number') throw new Error(`product ${id}: HTTP ${p}`);
  return p;
}

export async function allProducts(request: APIRequestContext): Promise<Product[]> {
  const d = await (await request.get('/api/products/all')).json();
  return (Array.isArray(d) ? d : d.products) as Product[];
}

/** Changes some fields through the API the way the edit screen does: the product as GET answers it, patched. */
export async function patchProduct(request: APIRequestContext, token: string, id: number, patch: Record<string, unknown>) {
  const res = await request.put(`/api/products/${id}`, {
    headers: bearer(token),
    data: { ...(await storedProduct(request, id, token)), ...patch },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export async function newProduct(request: APIRequestContext, token: string, patch: Record<string, unknown>): Promise<number> {
  const res = await request.post('/api/products', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(201);
  const id = Number((await res.json())._id);
  await patchProduct(request, token, id, patch);
  return id;
}

export const rowWithId = (page: Page, id: number) =>
  page.locator('tbody tr').filter({ has: page.locator('td[data-label="ID"]', { hasText: new RegExp(`^${id}$`) }) });
/** A related slot as every product answer gives it: `{ id, name }` (id as text), `''` when empty. */
export const relatedId = (r: unknown) => (r === '' ? null : (r as { id: string }).id);
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A real PNG of the main image's size, drawn on the page's canvas. */
export async function coverPng(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 274;
    c.height = 379;
    const g = c.getContext('2d')!;
    g.fillStyle = '#8a0019';
    g.fillRect(0, 0, 274, 379);
    g.fillStyle = '#fff';
    g.fillRect(24, 60, 226, 48);
    return c.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}
