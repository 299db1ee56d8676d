import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { insertCatalogue } from '../test-support/fixtures';

let t: TestApp;
let id: (name: string) => number;
beforeAll(async () => {
  t = await createTestApp();
  ({ id } = await insertCatalogue(t.db));
});
afterAll(() => t.close());

describe('GET /api/products', () => {
  it('returns { products, page, pages } newest first, prices in euros', async () => {
    const r = await t.call('GET', '/api/products?pageSize=2');
    expect(r.status).toBe(200);
    expect(r.body.page).toBe(1);
    expect(r.body.pages).toBe(3);
    expect(r.body.products.map((p: any) => p.name)).toEqual(['Evanjelium Božie', 'Sedieť, kráčať, stáť']);
    expect(r.body.products[1].price).toBe(4.5);
  });

  it('pages through the catalogue', async () => {
    const r = await t.call('GET', '/api/products?pageSize=2&pageNumber=3');
    expect(r.body.products.map((p: any) => p.name)).toEqual(['Normálny kresťanský život']);
  });

  it('searches without diacritics', async () => {
    const r = await t.call('GET', `/api/products?keyword=${encodeURIComponent('zivot')}`);
    expect(r.status).toBe(200);
    const names = r.body.products.map((p: any) => p.name);
    expect(names).toContain('Život viery');
    expect(names).toContain('Normálny kresťanský život');
    expect(names).not.toContain('Duchovný človek');
  });

  it('treats quotes and FTS syntax as plain text', async () => {
    for (const q of ['"', "'); DROP TABLE products; --", 'a OR b*', '(((', 'NEAR(', '*']) {
      const r = await t.call('GET', `/api/products?keyword=${encodeURIComponent(q)}`);
      expect(r.status, q).toBe(200);
      expect(Array.isArray(r.body.products)).toBe(true);
    }
    const still = await t.call('GET', '/api/products');
    expect(still.body.products.length).toBe(5);
  });

  it('rejects bad page numbers with a Slovak message', async () => {
    for (const q of ['pageNumber=0', 'pageNumber=-1', 'pageNumber=abc', 'pageNumber=1.5', 'pageSize=1000', 'pageNumber=1e99']) {
      const r = await t.call('GET', `/api/products?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.message).toMatch(/strany/);
    }
  });
});

describe('GET /api/products/:id', () => {
  it('returns the product with approved reviews only', async () => {
    const r = await t.call('GET', `/api/products/${id('Život viery')}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name: 'Život viery', price: 9.9, discount: 10, discountedPrice: 8.95, numReviews: 1 });
    expect(r.body.reviews.map((x: any) => x.comment)).toEqual(['Výborná kniha']);
    expect(JSON.stringify(r.body)).not.toContain('Ešte neschválená');
  });

  it('answers 404 for a missing product and 400 for a malformed id', async () => {
    expect((await t.call('GET', '/api/products/999999')).status).toBe(404);
    const bad = await t.call('GET', '/api/products/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Neplatné ID.');
  });

  it('lists all products alphabetically', async () => {
    const r = await t.call('GET', '/api/products/all');
    expect(Object.keys(r.body)).toEqual(['products']);
    expect(r.body.products.map((p: any) => p.name)[0]).toBe('Duchovný človek');
    expect(r.body.products).toHaveLength(5);
  });
});
