import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNodeDb } from '../../db/client-node';
import { createApp } from '../app';
import type { AppDeps, ObjectStore } from '../deps';
import { checkDependencies } from '../services/operations/health';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The same app with some dependencies swapped for broken ones; its log lines collected. */
function appWith(broken: Partial<AppDeps>) {
  const logs: { level: string; message: string; data?: unknown }[] = [];
  const app = createApp({ ...t.deps, ...broken, log: (level, message, data) => void logs.push({ level, message, data }) });
  const get = async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, text: JSON.stringify(res) };
  };
  return { get, logs };
}

/** A database whose connection is gone (closed): every statement throws, as when the file or Turso is unreachable. */
function closedDb() {
  const db = openNodeDb('file::memory:');
  db.$client.close();
  return db;
}

const failingStore: ObjectStore = {
  get: async () => {
    throw new Error('R2 binding: internal error at bucket prud-uploads (secret detail)');
  },
  put: async () => undefined,
  delete: async () => undefined,
};

describe('GET /api/health', () => {
  it('answers liveness as before, without touching the database or the store', async () => {
    const r = appWith({ db: closedDb(), store: failingStore });
    const live = await r.get('/api/health');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok', environment: 'test', time: TEST_NOW });
  });

  it('says the database and the object store answer with ?deep=1, and with the older ?db=1', async () => {
    for (const path of ['/api/health?deep=1', '/api/health?db=1']) {
      const r = await t.call('GET', path);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ status: 'ok', environment: 'test', time: TEST_NOW, database: 'ok', objectStore: 'ok' });
    }
  });

  it('answers 503 with database: error when the database does not answer, and logs why for the operator only', async () => {
    const r = appWith({ db: closedDb() });
    const deep = await r.get('/api/health?deep=1');
    expect(deep.status).toBe(503);
    expect(deep.body).toEqual({ status: 'error', environment: 'test', time: TEST_NOW, database: 'error', objectStore: 'ok' });
    expect(r.logs).toEqual([
      expect.objectContaining({ level: 'warn', message: 'health check failed', data: expect.objectContaining({ dependency: 'database' }) }),
    ]);
  });

  it('answers 503 with objectStore: error when the store fails, leaking nothing of the error', async () => {
    const r = appWith({ store: failingStore });
    const res = await createApp({ ...t.deps, store: failingStore, log: () => undefined }).request('/api/health?db=1');
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: 'error', environment: 'test', time: TEST_NOW, database: 'ok', objectStore: 'error' });
    expect(text).not.toMatch(/secret|R2|bucket/);
    await r.get('/api/health?deep=1');
    expect(r.logs[0].data).toEqual({ dependency: 'objectStore', error: expect.stringContaining('secret detail') });
  });

  it('reports both when both fail', async () => {
    const deep = await appWith({ db: closedDb(), store: failingStore }).get('/api/health?deep=1');
    expect(deep.status).toBe(503);
    expect(deep.body).toMatchObject({ status: 'error', database: 'error', objectStore: 'error' });
  });
});

describe('checkDependencies', () => {
  it('counts a store that never answers as down instead of hanging the probe', async () => {
    const hanging: ObjectStore = { ...failingStore, get: () => new Promise(() => undefined) };
    const logs: unknown[] = [];
    const health = await checkDependencies({ db: t.db, store: hanging, log: (...line) => void logs.push(line) }, 20);
    expect(health).toEqual({ database: 'ok', objectStore: 'error' });
    expect(logs).toEqual([['warn', 'health check failed', { dependency: 'objectStore', error: 'Error: no answer within 20 ms' }]]);
  });

  it('reads a stored probe key without leaving its body open', async () => {
    let cancelled = false;
    const body = new ReadableStream({ cancel: () => void (cancelled = true) });
    const stored: ObjectStore = { ...failingStore, get: async () => ({ body, contentType: 'text/plain', size: 1 }) };
    expect(await checkDependencies({ db: t.db, store: stored, log: () => undefined })).toEqual({ database: 'ok', objectStore: 'ok' });
    expect(cancelled).toBe(true);
  });
});
