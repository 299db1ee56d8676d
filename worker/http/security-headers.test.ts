import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { insertCatalogue } from '../test-support/fixtures';
import { searchTemplateHtml } from '../test-support/search-template';
import { HEADER_CSP, SECURITY_HEADERS } from './security-headers';

let t: TestApp;
let customer: Record<string, string>;
let admin: Record<string, string>;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({
    pages: { '/': '<h1>Domov</h1>', '/shell/search/': searchTemplateHtml(), '/404.html': '<h1>Stránka sa nenašla</h1>' },
  });
  productId = (await insertCatalogue(t.db)).id('Život viery');
  await t.store.put('covers/1.svg', '<svg/>', 'image/svg+xml');
  customer = bearer(await loginToken(t, await createAccount(t)));
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
});
afterAll(() => t.close());

async function answer(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await t.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await res.arrayBuffer();
  await t.settle();
  return res;
}

/** Rows name paths with `{id}` for the catalogue's product (known only after beforeAll). */
type Row = [method: string, path: string, auth: 'none' | 'customer' | 'admin', body?: unknown];
const at = (path: string) => path.replace('{id}', String(productId));
const headersOf = (auth: Row[2]) => (auth === 'customer' ? customer : auth === 'admin' ? admin : {});

describe('Cache-Control: no-store, one rule for every answer with personal data or a token', () => {
  const personal: Row[] = [
    ['POST', '/api/users/login', 'none', { email: 'nikto@example.sk', password: 'Zle-Heslo-123' }],
    ['POST', '/api/users', 'none', { name: 'Nový', email: 'novy@example.sk', password: 'Dlhe-Heslo-Nove-1' }],
    ['GET', '/api/users/novy%40example.sk/neplatny-token', 'none'],
    ['GET', '/api/users/profile', 'customer'],
    ['GET', '/api/users/profile', 'none'],
    ['GET', '/api/users', 'admin'],
    ['GET', '/api/orders/myorders', 'customer'],
    ['GET', '/api/orders', 'admin'],
    ['GET', '/api/subscribers/subscribed', 'admin'],
    ['GET', '/api/outbox', 'admin'],
    ['GET', '/api/dashboard', 'admin'],
    ['GET', '/api/products/favorites', 'customer'],
    ['GET', '/api/products/{id}/favorite', 'customer'],
    ['GET', '/api/products/reviews', 'admin'],
    // Per-account and staff paths among the catalogue's, even when the caller forgot the token.
    ['GET', '/api/products/favorites', 'none'],
    ['GET', '/api/products/{id}/favorite', 'none'],
    ['GET', '/api/products/reviews', 'none'],
    ['GET', '/api/auth/config', 'none'],
    ['POST', '/api/auth/forgot-password', 'none', { email: 'nikto@example.sk' }],
    ['POST', '/api/auth/reset-password', 'none', { token: 'x', password: 'Dlhe-Heslo-Nove-1' }],
    ['GET', '/api/auth/google/start', 'none'],
    // A catalogue read by a signed-in caller may depend on who asks.
    ['GET', '/api/products', 'customer'],
    ['GET', '/api/banner', 'admin'],
    ['GET', '/api/nope', 'none'],
    ['POST', '/unsubscribe/neplatny-token', 'none'],
    ['GET', '/test-checkout/cs_test_none', 'none'],
  ];
  it.each(personal)('%s %s (%s) → no-store', async (method, path, auth, body) => {
    const res = await answer(method, at(path), headersOf(auth), body);
    expect(res.headers.get('cache-control'), `${method} ${path} → ${res.status}`).toMatch(/(^|,\s*)no-store\b/);
  });

  it("keeps a route's own private, no-store (e-mail attachments, staff-only)", async () => {
    await t.deps.mailer.send({
      to: 'a@example.sk',
      subject: 'Príloha',
      text: 'x',
      attachments: [{ filename: 'faktura.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) }],
    });
    const { mails } = (await t.call('GET', '/api/outbox', undefined, admin)).body;
    const res = await answer('GET', mails[0].attachments[0].url, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  const publicReads: Row[] = [
    ['GET', '/api/products', 'none'],
    ['HEAD', '/api/products', 'none'],
    ['GET', '/api/products/all', 'none'],
    ['GET', '/api/products/{id}', 'none'],
    ['GET', '/api/products/{id}/reviews', 'none'],
    ['GET', '/api/audio', 'none'],
    ['GET', '/api/video', 'none'],
    ['GET', '/api/banner', 'none'],
    ['GET', '/', 'none'],
    ['GET', '/search/zivot', 'none'],
    ['GET', '/uploads/covers/1.svg', 'none'],
  ];
  it.each(publicReads)('%s %s (%s) → cacheable', async (method, path, auth) => {
    const res = await answer(method, at(path), headersOf(auth));
    expect(res.status, `${method} ${path}`).toBe(200);
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/no-store/);
  });
});

describe('security headers on every answer', () => {
  const answers: [string, string][] = [
    ['GET', '/api/health'],
    ['GET', '/api/users/profile'],
    ['GET', '/'],
    ['GET', '/search/zivot'],
    ['GET', '/no/such/page'],
    ['GET', '/uploads/covers/1.svg'],
    ['GET', '/test-checkout/cs_test_none'],
    ['POST', '/api/users/login'],
  ];
  it.each(answers)('%s %s', async (method, path) => {
    const res = await answer(method, path, {}, method === 'POST' ? {} : undefined);
    expect(res.headers.get('content-security-policy')).toContain(HEADER_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.has('x-powered-by')).toBe(false);
  });

  it("adds the app's policy to an answer's own policy instead of replacing it", async () => {
    const upload = await answer('GET', '/uploads/covers/1.svg');
    expect(upload.headers.get('content-security-policy')).toMatch(/sandbox.*, frame-ancestors 'none'/);
  });

  it('the test checkout page needs neither inline script nor unsafe-inline: its style block is allowed by hash', async () => {
    const res = await t.app.request('/test-checkout/cs_test_none');
    const html = await res.text();
    const policy = res.headers.get('content-security-policy') ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style.length).toBeGreaterThan(0);
    expect(policy).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("form-action 'self'");
    expect(html).not.toMatch(/<script|\son\w+=|\sstyle=/i);
  });

  it('site/public/_headers gives the static pages on Cloudflare exactly the same headers', () => {
    const text = readFileSync(new URL('../../site/public/_headers', import.meta.url), 'utf8');
    const lines = text.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
    expect(lines[0]).toBe('/*');
    const declared = Object.fromEntries(
      lines.slice(1).map((l) => {
        const at = l.indexOf(':');
        return [l.slice(0, at).trim(), l.slice(at + 1).trim()];
      }),
    );
    expect(declared).toEqual(SECURITY_HEADERS);
  });
});
