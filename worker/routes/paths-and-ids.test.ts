import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_KEY_MAX_BYTES, objectKeyFromPath } from '../http/object-key';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { insertProduct, insertTestOrder } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { UPLOADS_MESSAGES } from './uploads';

/** Odd paths: ids only as plain decimal digits, /uploads keys decoded once and bounded. Never a 500. */

let t: TestApp;
let productId: number;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  productId = await insertProduct(t, { name: 'Jediný titul' });
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
  await t.store.put('img/ok.png', new Uint8Array([1, 2, 3]), 'image/png');
  await t.store.put('img/abc/faktúra 1.pdf', new Uint8Array([4]), 'application/pdf');
});
afterAll(() => t.close());

const ODD_IDS = (id: number) => [
  `0x${id.toString(16)}`,
  `${id}e0`,
  `+${id}`,
  `%20${id}`,
  `${id}.0`,
  `${id}%20`,
  `-${id}`,
  '0',
  '9007199254740993',
];

describe('ids in paths', () => {
  it('the plain id answers the product', async () => {
    const r = await t.call('GET', `/api/products/${productId}`);
    expect(r.status).toBe(200);
    expect(r.body.name).toBe('Jediný titul');
  });

  it('every other spelling of it is 400 "Neplatné ID." on the public product routes', async () => {
    for (const odd of ODD_IDS(productId)) {
      for (const path of [`/api/products/${odd}`, `/api/products/${odd}/reviews`]) {
        const r = await t.call('GET', path);
        expect(r.status, path).toBe(400);
        expect(r.body).toEqual({ message: 'Neplatné ID.' });
      }
    }
  });

  it('and on the routes for users, orders and media', async () => {
    const orderId = await insertTestOrder(t, null);
    const owner = await createAccount(t);
    for (const [method, path] of [
      ['GET', '/api/users/:id'],
      ['PUT', '/api/users/:id'],
      ['DELETE', '/api/users/:id'],
      ['GET', '/api/orders/:id'],
      ['PUT', '/api/orders/:id/deliver'],
      ['GET', '/api/audio/:id'],
      ['GET', '/api/video/:id'],
      ['GET', '/api/banner/:id'],
    ]) {
      const id = path.startsWith('/api/users') ? owner.id : orderId;
      for (const odd of ODD_IDS(id)) {
        const body = path.startsWith('/api/users') ? { name: 'X' } : undefined;
        const r = await t.call(method, path.replace(':id', odd), method === 'PUT' ? body : undefined, admin);
        expect(r.status, `${method} ${path.replace(':id', odd)}`).toBe(400);
        expect(r.body.message).toBe('Neplatné ID.');
      }
    }
  });
});

describe('ids of order documents', () => {
  it('name no order unless plain digits (404, as for an unknown order)', async () => {
    const orderId = await insertTestOrder(t, null);
    expect((await t.call('GET', `/api/orders/${orderId}/pay-by-square`, undefined, admin)).status).toBe(200);
    for (const odd of ODD_IDS(orderId)) {
      const r = await t.call('GET', `/api/orders/${odd}/pay-by-square`, undefined, admin);
      expect(r.status, odd).toBe(404);
    }
  });
});

describe('/uploads paths', () => {
  const get = async (path: string) => {
    const res = await t.app.request(path);
    return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.arrayBuffer() };
  };

  it('serves a stored file, also when its name needs escapes', async () => {
    expect((await get('/uploads/img/ok.png')).status).toBe(200);
    expect((await get(`/uploads/img/abc/${encodeURIComponent('faktúra 1.pdf')}`)).status).toBe(200);
  });

  it('answers broken escapes, overlong UTF-8 and traversal with 400, never 500', async () => {
    for (const path of [
      '/uploads/..%c0%af..',
      '/uploads/img/%c0%af',
      '/uploads/img/%',
      '/uploads/img/%zz.png',
      '/uploads/img/a%2',
      '/uploads/..%2Fsecret',
      '/uploads/img/%2e%2e%2fx',
      '/uploads/img/a%5Cb',
      '/uploads/img/%00.png',
      '/uploads/img//ok.png',
    ]) {
      const r = await get(path);
      expect(r.status, path).toBe(400);
      expect(r.body).toEqual({ message: UPLOADS_MESSAGES.badPath });
    }
  });

  it('answers a 1,100-character key with 400 (R2 would throw on it) and an unknown key with 404', async () => {
    const long = await get(`/uploads/img/${'a'.repeat(1100)}.png`);
    expect(long.status).toBe(400);
    const missing = await get('/uploads/img/nie-je.png');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: UPLOADS_MESSAGES.notFound });
  });
});

describe('objectKeyFromPath', () => {
  it('decodes once and keeps what decodes to a plain key', () => {
    expect(objectKeyFromPath('/uploads/img/a.png', '/uploads/')).toBe('img/a.png');
    expect(objectKeyFromPath('/uploads/img/a%2525b', '/uploads/')).toBe('img/a%25b');
    expect(objectKeyFromPath('/uploads/outbox/x/fakt%C3%BAra.pdf', '/uploads/')).toBe('outbox/x/faktúra.pdf');
  });

  it('bounds the key by its UTF-8 bytes', () => {
    expect(objectKeyFromPath(`/uploads/${'a'.repeat(OBJECT_KEY_MAX_BYTES)}`, '/uploads/')).toHaveLength(OBJECT_KEY_MAX_BYTES);
    expect(objectKeyFromPath(`/uploads/${'a'.repeat(OBJECT_KEY_MAX_BYTES + 1)}`, '/uploads/')).toBeNull();
    expect(objectKeyFromPath(`/uploads/${'%C3%BA'.repeat(OBJECT_KEY_MAX_BYTES / 2 + 1)}`, '/uploads/')).toBeNull();
    expect(objectKeyFromPath('/elsewhere/a.png', '/uploads/')).toBeNull();
    expect(objectKeyFromPath('/uploads/', '/uploads/')).toBeNull();
  });
});
