import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../db/seed';
import { runAdminCreate, startShop, waitUntilUp, type ShopProcess } from './support/shop-process';

/**
 * Issue 28, item 2, as an operator meets it: `npm start` with a public BASE_URL on an empty data folder (the real
 * start.ts, SKIP_BUILD=1) makes an empty shop, says so, and `npm run admin:create` makes the first admin.
 */
let shop: ShopProcess;
beforeAll(async () => {
  shop = await startShop({ BASE_URL: 'https://shop.example.sk' });
  await waitUntilUp(shop);
}, 180_000);
afterAll(() => shop?.stop(), 30_000);

const login = (email: string, password: string) =>
  fetch(`${shop.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('a production-like start on an empty database', () => {
  it('logs that the demo is not seeded and why, warns that no admin exists and that mail is not sent, prints no demo login', () => {
    const lines = shop.logLines();
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'info',
        message: 'demo data not seeded: BASE_URL https://shop.example.sk is not a loopback address and SEED_DEMO is not 1',
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'warn', message: expect.stringMatching(/no admin account exists.*npm run admin:create/) }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', message: expect.stringContaining('mail is NOT sent') }));
    expect(lines.some((l) => l.message.includes('seeded ('))).toBe(false);
    const output = shop.output();
    expect(output).not.toContain('Demo prihlásenia');
    for (const demo of DEMO_LOGINS) expect(output).not.toContain(demo.password);
  });

  it('has an empty catalogue', async () => {
    const res = await fetch(`${shop.url}/api/products`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { products: unknown[] };
    expect(body.products).toEqual([]);
  });

  it('lets no demo login sign in', async () => {
    for (const demo of DEMO_LOGINS) {
      const res = await login(demo.email, demo.password);
      expect(res.status, demo.email).toBe(401);
      expect(await res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('admin:create (ADMIN_PASSWORD, while the shop runs) makes an admin who signs in', async () => {
    const weak = await runAdminCreate(shop.env, ['--email', 'spravca@example.sk'], 'heslo123');
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('Toto heslo je príliš bežné');
    expect((await login('spravca@example.sk', 'heslo123')).status).toBe(401);

    const made = await runAdminCreate(shop.env, ['--email', 'Spravca@Example.sk', '--name', 'Ján Správca'], 'Prve-Heslo-Spravcu-2026');
    expect(made.output).toContain('Vytvorený administrátor: spravca@example.sk (Ján Správca)');
    expect(made.code).toBe(0);
    const res = await login('spravca@example.sk', 'Prve-Heslo-Spravcu-2026');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: 'spravca@example.sk',
      name: 'Ján Správca',
      isAdmin: true,
      isAssistant: false,
      token: expect.any(String),
    });
    // Two starts of the command and a production-strength password hash each time, beside the running shop: on a
    // busy machine (two clean-clone runs at once) this took more than the suite's 20 s.
  }, 60_000);
});
