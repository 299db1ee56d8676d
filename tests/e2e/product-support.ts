import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { rows } from './storefront-db';

/** Helpers of the product page specs (product-*.spec.ts). */

/** A row of `products` as the specs read it (SELECT *). */
export interface ProductRow {
  id: number;
  name: string;
  author: string;
  price_cents: number;
  discount: number;
  discounted_price_cents: number;
  count_in_stock: number;
  catalog: string;
  weight: string;
  binding: string;
  pages: number;
  isbn: string;
  language: string;
  category: string;
  related1_id: number | null;
  excerpt_text: string;
  description: string;
}

/** A price as the shop shows it (`12,50 €`). */
export const eur = (cents: number) => new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** A discounted title in stock, with related titles and an excerpt: every part of the page shows. */
export async function richProduct(): Promise<ProductRow> {
  const [p] = await rows<ProductRow>(
    "SELECT * FROM products WHERE discount > 0 AND count_in_stock > 0 AND related1_id IS NOT NULL AND excerpt_text != '' ORDER BY id LIMIT 1",
  );
  return p;
}

/** Waits until the buy box's script has taken over its form (site/features/product/buy-box.ts). */
export async function islandReady(page: Page) {
  await expect(page.locator('.buy-box[data-ready="true"]')).toBeVisible();
}
