import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childrenNamed, runAdminCreate, startShop, waitUntilUp, type ShopProcess } from './support/shop-process';

/**
 * Issue 28, item 4: on Node the uploads live in R2 as wrangler's emulator (a workerd child of the server) keeps
 * it. Here that child is killed while the real server runs; the next calls reopen the emulator, deep health is 200
 * again, and what was stored before is read back. The first admin is made before the first start (admin:create
 * migrates an empty database itself).
 */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);
const ADMIN = { email: 'spravca@example.sk', password: 'Obchod-Zije-Dalej-26' };

let shop: ShopProcess;
let token: string;
beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'prud-heal-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: `file:${join(dataDir, 'prud.db')}`, BASE_URL: 'https://shop.example.sk' };
  const made = await runAdminCreate(env, ['--email', ADMIN.email], ADMIN.password);
  expect(made.code, made.output).toBe(0);
  shop = await startShop(env, dataDir);
  await waitUntilUp(shop);
  const res = await fetch(`${shop.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  token = ((await res.json()) as { token: string }).token;
}, 180_000);
afterAll(() => shop?.stop(), 30_000);

async function upload(): Promise<string> {
  const fd = new FormData();
  fd.append('upload', new File([PNG], 'obrazok.png', { type: 'image/png' }));
  const res = await fetch(`${shop.url}/api/upload`, { method: 'POST', body: fd, headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(201);
  return (await res.json()) as string;
}

async function read(path: string): Promise<{ status: number; bytes: Uint8Array }> {
  const res = await fetch(`${shop.url}${path}`);
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** Deep health until it answers 200 or the tries run out (each probe gives up after 3 s on its own). */
async function deepHealthRecovers(tries = 20): Promise<{ status: number; body: unknown }[]> {
  const answers: { status: number; body: unknown }[] = [];
  for (let i = 0; i < tries; i++) {
    const res = await fetch(`${shop.url}/api/health?deep=1`);
    answers.push({ status: res.status, body: await res.json() });
    if (res.status === 200) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return answers;
}

describe('the object store after its emulator dies', () => {
  it('comes back by itself: deep health is 200 again and uploads are read and written', async () => {
    expect((await fetch(`${shop.url}/api/health?deep=1`)).status).toBe(200);
    const before = await upload();
    expect(await read(before)).toEqual({ status: 200, bytes: PNG });

    const [workerd] = childrenNamed(shop.child.pid!, 'workerd');
    expect(workerd).toBeGreaterThan(0);
    process.kill(workerd, 'SIGKILL');

    const answers = await deepHealthRecovers();
    expect(answers.at(-1)).toEqual({ status: 200, body: expect.objectContaining({ status: 'ok', database: 'ok', objectStore: 'ok' }) });
    // A new emulator serves: the killed one is not among the server's children any more.
    const now = childrenNamed(shop.child.pid!, 'workerd');
    expect(now).toHaveLength(1);
    expect(now).not.toContain(workerd);
    expect(await read(before)).toEqual({ status: 200, bytes: PNG });
    const after = await upload();
    expect(await read(after)).toEqual({ status: 200, bytes: PNG });

    expect(shop.logLines()).toContainEqual(expect.objectContaining({ level: 'info', message: 'object store reopened' }));
    expect(shop.child.exitCode).toBeNull();
  });
});
