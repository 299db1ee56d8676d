import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { migrateDb, openNodeDb } from '../../db/client-node';
import { products, users } from '../../db/schema';
import { DEMO_LOGINS } from '../../db/seed';
import { insertUserIfNew, updateUser, findUserByEmail, setPasswordHash } from '../../db/queries/accounts/users';
import { hashPassword, verifyPassword } from '../services/accounts/password';
import { adminNotice, demoAtStart, demoSeedDecision } from './demo-seed';

describe('demoSeedDecision', () => {
  it.each([
    ['http://localhost:4321', {}, true, 'BASE_URL http://localhost:4321 is a loopback address'],
    ['http://127.0.0.1:8080', {}, true, 'BASE_URL http://127.0.0.1:8080 is a loopback address'],
    ['https://shop.example.sk', {}, false, 'BASE_URL https://shop.example.sk is not a loopback address and SEED_DEMO is not 1'],
    ['https://shop.example.sk', { SEED_DEMO: '1' }, true, 'SEED_DEMO=1'],
    ['https://staging.example.sk', { SEED_DEMO: 'true' }, true, 'SEED_DEMO=true'],
    ['http://localhost:4321', { SEED_DEMO: '0' }, false, 'SEED_DEMO=0'],
    ['https://shop.example.sk', { SEED_DEMO: 'yes please' }, false, 'SEED_DEMO=yes please'],
    [
      'https://shop.example.sk',
      { SEED_DEMO: '  ' },
      false,
      'BASE_URL https://shop.example.sk is not a loopback address and SEED_DEMO is not 1',
    ],
  ])('%s with %o: seed %s', (baseUrl, env, seed, why) => {
    expect(demoSeedDecision(env, baseUrl)).toEqual({ seed, why });
  });
});

describe('demoAtStart and adminNotice on a database', () => {
  let dir: string;
  let n = 0;
  const dbs: Db[] = [];
  const files = new Map<string, string>();
  const deps = {
    putObject: async (key: string) => void files.set(key, key),
    hashPassword,
    verifyPassword: (password: string, hash: string | null) => verifyPassword(password, hash),
  };
  async function freshDb(): Promise<Db> {
    const db = openNodeDb(`file:${join(dir, `t${++n}.db`)}`);
    await migrateDb(db);
    dbs.push(db);
    return db;
  }
  const productCount = async (db: Db) => (await db.select({ n: count() }).from(products))[0].n;
  const userCount = async (db: Db) => (await db.select({ n: count() }).from(users))[0].n;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'prud-demo-seed-'));
  });
  afterAll(() => {
    for (const db of dbs) db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a public start on an empty database seeds nothing, prints no logins, and warns that no admin exists', async () => {
    const db = await freshDb();
    const r = await demoAtStart(db, {}, 'https://shop.example.sk', deps);
    expect(r.logins).toEqual([]);
    expect(r.notices).toEqual([
      {
        level: 'info',
        message: 'demo data not seeded: BASE_URL https://shop.example.sk is not a loopback address and SEED_DEMO is not 1',
        data: { reason: 'BASE_URL https://shop.example.sk is not a loopback address and SEED_DEMO is not 1' },
      },
    ]);
    expect(await productCount(db)).toBe(0);
    expect(await userCount(db)).toBe(0);
    expect(await adminNotice(db)).toEqual({ level: 'warn', message: expect.stringContaining('npm run admin:create') });
  });

  it('a loopback start seeds the demo once and lists the logins that work; then an admin exists', async () => {
    const db = await freshDb();
    const first = await demoAtStart(db, {}, 'http://localhost:4321', deps);
    expect(first.notices.map((x) => x.message)).toEqual([
      'demo catalogue and accounts seeded (BASE_URL http://localhost:4321 is a loopback address)',
    ]);
    expect(first.logins).toEqual(DEMO_LOGINS);
    expect(await productCount(db)).toBeGreaterThan(0);
    expect(await adminNotice(db)).toBeNull();

    // Staff changed the demo admin's password: no longer printed as a login that works.
    const admin = await findUserByEmail(db, 'admin@prud.sk');
    await setPasswordHash(db, admin!.id, await hashPassword('Nove-Heslo-Spravcu-9'));
    const again = await demoAtStart(db, {}, 'http://localhost:4321', deps);
    expect(again.notices.map((x) => x.message)).toEqual(['database already has data; not seeding the demo']);
    expect(again.logins.map((l) => l.email)).toEqual(DEMO_LOGINS.slice(1).map((l) => l.email));
  });

  it('a public start on a former demo database warns of the demo accounts that still sign in', async () => {
    const db = await freshDb();
    await demoAtStart(db, { SEED_DEMO: '1' }, 'https://staging.example.sk', deps);
    const r = await demoAtStart(db, {}, 'https://shop.example.sk', deps);
    expect(r.logins).toEqual([]);
    expect(r.notices[1]).toEqual({
      level: 'warn',
      message: expect.stringContaining('demo accounts with their published passwords exist'),
      data: { emails: DEMO_LOGINS.map((l) => l.email) },
    });
  });

  it('counts only full admins: an assistant, even on an admin account, is not one', async () => {
    const db = await freshDb();
    const u = await insertUserIfNew(db, { name: 'Eva', email: 'eva@prud.sk', isAdmin: true, isAssistant: true });
    expect(await adminNotice(db)).not.toBeNull();
    await updateUser(db, u!.id, { isAssistant: false });
    expect(await adminNotice(db)).toBeNull();
  });
});
