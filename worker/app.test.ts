import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    pages: { '/': '<h1>Domov</h1>', '/shell/order/': '<h1>Objednávka</h1>', '/404.html': '<h1>Stránka sa nenašla</h1>' },
  });
  await t.store.put('covers/1.svg', '<svg/>', 'image/svg+xml');
});
afterAll(() => t.close());

describe('the app', () => {
  it('answers health, with an optional database check', async () => {
    const r = await t.call('GET', '/api/health?db=1');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'ok', database: 'ok', environment: 'test' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const r = await t.call('GET', '/api/nope');
    expect(r.status).toBe(404);
    expect(r.body.message).toBeTruthy();
    expect((await t.call('POST', '/api/products/1/whatever')).status).toBe(404);
  });

  it('serves pre-rendered pages, shells by the route table, and the Slovak 404 page', async () => {
    expect((await t.call('GET', '/')).body).toContain('Domov');
    // (The search results are filled into their page: worker/routes/search-page.test.ts.)
    const shell = await t.call('GET', '/order/12');
    expect(shell.status).toBe(200);
    expect(shell.body).toContain('Objednávka');
    const missing = await t.call('GET', '/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Stránka sa nenašla');
  });

  it('serves uploads from the object store with a sandboxing policy', async () => {
    const res = await t.app.request('/uploads/covers/1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect((await t.call('GET', '/uploads/covers/none.svg')).status).toBe(404);
  });

  it('never serves e-mail attachments (invoices) under /uploads: they are staff-only (GET /api/outbox/:id/attachments/:n)', async () => {
    await t.store.put(
      'outbox/3f2a9c1e-0000-4000-8000-000000000000/faktura-20260001W.pdf',
      new Uint8Array([37, 80, 68, 70]),
      'application/pdf',
    );
    const res = await t.app.request('/uploads/outbox/3f2a9c1e-0000-4000-8000-000000000000/faktura-20260001W.pdf');
    expect(res.status).toBe(404);
    expect((await t.app.request('/uploads/covers/1.svg')).headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('sets security headers', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
