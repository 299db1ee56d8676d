import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users } from '../../db/schema';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../domain/media-admin';
import { PRODUCT_LIMITS } from '../domain/product-admin';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { BODY_LIMITS, BODY_TOO_LARGE, bodyLimitKind, NODE_SERVER_TIMEOUTS } from './body-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;

/** A body of `bytes` bytes of JSON-ish text, sent with Content-Length (the usual case). */
const post = (path: string, body: string, method = 'POST') =>
  t.app.request(path, { method, headers: { 'content-type': 'application/json' }, body });

/** The same without Content-Length: the limit must count what it reads. */
function streamed(path: string, totalBytes: number) {
  let sent = 0;
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  const body = new ReadableStream<Uint8Array>({
    pull(ctrl) {
      if (sent >= totalBytes) return ctrl.close();
      sent += chunk.length;
      ctrl.enqueue(chunk);
    },
  });
  const res = t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
  return { res, sent: () => sent };
}

describe('body limits', () => {
  it('answers a 3 MB login with 413 and a Slovak message, before reading it', async () => {
    const before = (await t.db.select().from(users)).length;
    const res = await post('/api/users/login', JSON.stringify({ email: 'a@b.sk', password: 'x'.repeat(3 * MB) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: BODY_TOO_LARGE });
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('stops reading a streamed body (no Content-Length) soon after the limit', async () => {
    const s = streamed('/api/users', 20 * MB);
    const res = await s.res;
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: BODY_TOO_LARGE });
    expect(s.sent()).toBeLessThan(BODY_LIMITS.account + 256 * 1024);
  });

  it('refuses over-limit bodies on every kind of route, even where a login is needed (413 comes first)', async () => {
    const cases: [string, string, number][] = [
      ['POST', '/api/users', BODY_LIMITS.account + 1],
      ['PUT', '/api/users/profile', BODY_LIMITS.account + 1],
      ['POST', '/api/auth/forgot-password', BODY_LIMITS.account + 1],
      ['POST', '/api/auth/contact', BODY_LIMITS.contact + 1],
      ['POST', '/api/subscribers/unsubscribe', BODY_LIMITS.account + 1],
      ['PUT', '/api/counter/increase', BODY_LIMITS.account + 1],
      ['POST', '/api/orders/', BODY_LIMITS.json + 1],
      ['POST', '/api/products/1/reviews', BODY_LIMITS.json + 1],
      ['PUT', '/api/audio/1', BODY_LIMITS.json + 1],
      ['PUT', '/api/products/1', BODY_LIMITS.productWrite + 1],
    ];
    for (const [method, path, size] of cases) {
      const res = await post(path, 'x'.repeat(size), method);
      expect(res.status, `${method} ${path}`).toBe(413);
      expect(await res.json()).toEqual({ message: BODY_TOO_LARGE });
    }
  });

  it('lets a body of exactly the limit through to the route (which then judges it)', async () => {
    const login = await post('/api/users/login', JSON.stringify({ email: 'a@b.sk', password: 'p' }).padEnd(BODY_LIMITS.account, ' '));
    expect(login.status).toBe(401);
    const product = await post('/api/products/1', '{}'.padEnd(BODY_LIMITS.productWrite, ' '), 'PUT');
    expect([401, 404]).toContain(product.status);
  });

  it('fits the longest contact message and the longest product texts, in any Slovak letters', async () => {
    const message = 'ľšťžáčô„“ '.repeat(600).slice(0, 5000);
    const r = await t.call('POST', '/api/auth/contact', {
      contactForm: { name: 'Ľubomír Šťastný'.padEnd(100, 'ž'), email: 'lubo@example.sk', emailMessage: message },
    });
    expect(r.status).toBe(201);
    const [stored] = await t.db.select().from(contactMessages);
    expect(stored.message).toBe(message.trim());
    // A product: the excerpt and description at their maximum, in 3-byte characters, with every newline escaped.
    const longest = JSON.stringify({
      description: '„\n'.repeat(PRODUCT_LIMITS.description / 2),
      excerpt: { excerpt: '„\n'.repeat(PRODUCT_LIMITS.excerpt / 2) },
    });
    expect(new TextEncoder().encode(longest).length).toBeLessThan(BODY_LIMITS.productWrite);
    expect(BODY_LIMITS.productWrite).toBeLessThanOrEqual(1 * MB);
  });

  it('keeps the upload limit: 5 MB and the multipart overhead, answered with the upload message', async () => {
    expect(BODY_LIMITS.upload).toBeGreaterThan(UPLOAD_MAX_BYTES);
    expect(BODY_LIMITS.upload).toBeLessThan(UPLOAD_MAX_BYTES + 64 * 1024);
    // Refused before authentication: a visitor's oversized upload is never read.
    const res = await post('/api/upload', 'x'.repeat(BODY_LIMITS.upload + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: UPLOAD_MESSAGES.tooLarge });
  });

  it('never limits a request without a body', async () => {
    expect((await t.app.request('/api/health')).status).toBe(200);
  });
});

describe('bodyLimitKind', () => {
  it('sorts routes into their limits', () => {
    const kinds = {
      'POST /api/users/login': 'account',
      'PUT /api/users/12': 'account',
      'POST /api/auth/reset-password': 'account',
      'POST /api/auth/contact': 'contact',
      'POST /unsubscribe/abc': 'account',
      'POST /api/upload': 'upload',
      'POST /api/products': 'productWrite',
      'PUT /api/products/7': 'productWrite',
      'POST /api/products/7/reviews': 'json',
      'PUT /api/products/7/anybody': 'json',
      'POST /api/orders/': 'json',
      'POST /api/stripe/webhook': 'stripeWebhook',
      'POST /api/create-stripe-checkout-session': 'json',
      'POST /api/usersx': 'json',
      'POST /test-checkout/5': 'json',
    };
    for (const [route, kind] of Object.entries(kinds)) {
      const [method, path] = route.split(' ');
      expect(bodyLimitKind(method, path), route).toBe(kind);
    }
  });
});

describe('the Node server', () => {
  it('is told to drop clients that are slow to send headers or a whole request', async () => {
    // As worker/platform/node.ts `listen` starts it (a test may not import a platform entry).
    const app = new Hono().get('/', (c) => c.text('ok'));
    const server = await new Promise<Server>((ok) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: NODE_SERVER_TIMEOUTS }, () => ok(s as Server));
    });
    try {
      expect(server.headersTimeout).toBe(NODE_SERVER_TIMEOUTS.headersTimeout);
      expect(server.requestTimeout).toBe(NODE_SERVER_TIMEOUTS.requestTimeout);
      // Longer than clients keep an idle connection, so none sends on one the server is closing (ECONNRESET).
      expect(server.keepAliveTimeout).toBe(65_000);
      expect(NODE_SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(15_000);
      expect(NODE_SERVER_TIMEOUTS.requestTimeout).toBeLessThanOrEqual(60_000);
      const { port } = server.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
