/**
 * The product edit the route tests of `PUT /api/products/:id` send (product-admin.test.ts, product-delete.test.ts):
 * complete, in the shape GET returns (related `{ id, name }` or `''`), with a related title when asked.
 */
import { expect } from 'vitest';
import type { TestApp } from './test-app';

export function productEdit(related: number | null = null) {
  return {
    name: 'Normálny kresťanský život',
    author: 'Watchman Nee',
    price: 12.35,
    discount: 10,
    countInStock: 7,
    image: '/uploads/img/obal-1.png',
    category: 'život',
    category2: 'kresťanská-prax',
    description: 'Kniha o živote viery.',
    catalog: 'K-101',
    related: related === null ? '' : { id: String(related), name: 'čokoľvek' },
    related2: '',
    related3: '',
    weight: '0.33',
    tags: 'viera, život',
    binding: 'brožovaná',
    pages: 256,
    isbn: '978-80-1234-567-8',
    language: 'CZ',
    year: '2024',
    excerpt: { image: '/uploads/img/ukazka-1.png', part: 'Kapitola 1', excerpt: 'Na začiatku…' },
  };
}

/** A product created and saved complete by the admin (`admin`: their headers); the republish it asked for is forgotten. */
export async function editedProduct(t: TestApp, admin: Record<string, string>): Promise<number> {
  const id = Number((await t.call('POST', '/api/products', undefined, admin)).body._id);
  expect((await t.call('PUT', `/api/products/${id}`, productEdit(), admin)).status).toBe(200);
  t.published.length = 0;
  return id;
}
