import { demoLoginsIn, seedIfEmpty, type DemoLogin, type SeedDeps } from '../../db/seed';
import { countAdmins } from '../../db/queries/accounts/admins';
import type { Db } from '../../db/client';
import type { AppDeps } from '../deps';
import { isLoopbackBaseUrl } from './env-config';

type Vars = Record<string, unknown>;
type Level = Parameters<AppDeps['log']>[0];
export interface Notice {
  level: Level;
  message: string;
  data?: Record<string, unknown>;
}

/**
 * Whether this start may seed the demo catalogue and accounts (whose passwords README publishes): SEED_DEMO=1 (or
 * true) yes, any other SEED_DEMO no; unset, only when BASE_URL is a loopback address (isLoopbackBaseUrl, the rule of
 * the test checkout too): a shop nobody else can reach. A production start on an empty database makes an empty shop.
 */
export function demoSeedDecision(env: Vars, baseUrl: string): { seed: boolean; why: string } {
  const flag = typeof env.SEED_DEMO === 'string' ? env.SEED_DEMO.trim() : '';
  if (flag) return { seed: flag === '1' || flag.toLowerCase() === 'true', why: `SEED_DEMO=${flag}` };
  if (isLoopbackBaseUrl(baseUrl)) return { seed: true, why: `BASE_URL ${baseUrl} is a loopback address` };
  return { seed: false, why: `BASE_URL ${baseUrl} is not a loopback address and SEED_DEMO is not 1` };
}

export interface DemoStartDeps extends SeedDeps {
  verifyPassword(password: string, hash: string | null): Promise<boolean>;
}

/**
 * The demo part of a start: seeds when the decision allows it and the database is empty, and says what it did and
 * why. `logins` are the demo accounts to print: only on a demo start, and only those that really sign in. On any
 * other start a demo account that still has its published password (a data folder that once ran as a demo) is a
 * warning: anyone who read README could sign in with it.
 */
export async function demoAtStart(
  db: Db,
  env: Vars,
  baseUrl: string,
  deps: DemoStartDeps,
): Promise<{ notices: Notice[]; logins: DemoLogin[] }> {
  const decision = demoSeedDecision(env, baseUrl);
  const reason = { reason: decision.why };
  if (decision.seed) {
    const seeded = await seedIfEmpty(db, deps);
    const message = seeded ? `demo catalogue and accounts seeded (${decision.why})` : 'database already has data; not seeding the demo';
    return { notices: [{ level: 'info', message, data: reason }], logins: await demoLoginsIn(db, deps.verifyPassword) };
  }
  const notices: Notice[] = [{ level: 'info', message: `demo data not seeded: ${decision.why}`, data: reason }];
  const exposed = await demoLoginsIn(db, deps.verifyPassword);
  if (exposed.length > 0) {
    notices.push({
      level: 'warn',
      message: 'demo accounts with their published passwords exist in this database: delete them or change their passwords',
      data: { emails: exposed.map((l) => l.email) },
    });
  }
  return { notices, logins: [] };
}

/** While no admin exists, start-up says so and how to make one. */
export async function adminNotice(db: Db): Promise<Notice | null> {
  if ((await countAdmins(db)) > 0) return null;
  return { level: 'warn', message: 'no admin account exists yet: make one with `npm run admin:create -- --email you@example.sk`' };
}
