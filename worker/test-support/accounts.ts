import { randomBytes, scryptSync } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { outbox, users } from '../../db/schema';
import type { TestApp } from './test-app';

/** Accounts and mailbox helpers for API tests. */

export type Role = 'customer' | 'assistant' | 'admin';

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  name: string;
  role: Role;
}

let counter = 0;

/**
 * The stored hash of a test account: the shop's own format (`scrypt$N$r$p$salt$key`, password.ts), at a cost
 * 1/80 of the production one. Login reads the cost from the stored hash (so that raising it later breaks no old
 * account), so it verifies these as it verifies any: only the time differs. The full cost made every account a
 * test creates cost two ~0.25–1 s hashes (the insert and its login): 30 route test files took 62 s of CPU with
 * them, 23 s without.
 * Registration, password changes and the demo seed still hash at the full cost through the service.
 */
function testPasswordHash(password: string): string {
  const salt = randomBytes(16);
  const [n, r, p] = [1024, 8, 1];
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: n, r, p });
  return ['scrypt', n, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A confirmed account inserted straight into the database, its password hashed cheaply (testPasswordHash). */
export async function createAccount(
  t: TestApp,
  o: { role?: Role; email?: string; password?: string; name?: string; confirmed?: boolean; isSubscribed?: boolean } = {},
): Promise<TestAccount> {
  const role = o.role ?? 'customer';
  const email = (o.email ?? `${role}-${++counter}-${Date.now().toString(36)}@example.sk`).toLowerCase();
  const password = o.password ?? `Dlhe-Heslo-${counter}-Prud`;
  const name = o.name ?? `Test ${role} ${counter}`;
  const [row] = await t.db
    .insert(users)
    .values({
      name,
      email,
      passwordHash: testPasswordHash(password),
      isAdmin: role === 'admin',
      isAssistant: role === 'assistant',
      isRegistered: o.confirmed ?? true,
      isSubscribed: o.isSubscribed ?? false,
    })
    .returning();
  return { id: row.id, email, password, name, role };
}

/** Logs in through the API and returns the bearer token. */
export async function loginToken(t: TestApp, a: { email: string; password: string }): Promise<string> {
  const r = await t.call('POST', '/api/users/login', { email: a.email, password: a.password });
  if (r.status !== 200) throw new Error(`login of ${a.email} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every stored e-mail, newest first (straight from the outbox table). */
export async function mailsTo(t: TestApp, to: string) {
  const rows = await t.db.select().from(outbox).orderBy(desc(outbox.id));
  return rows.filter((m) => m.to === to);
}

export async function mailCount(t: TestApp): Promise<number> {
  return (await t.db.select({ id: outbox.id }).from(outbox)).length;
}

export async function userCount(t: TestApp): Promise<number> {
  return (await t.db.select({ id: users.id }).from(users)).length;
}

/** The first link in a mail's text that starts with `prefix` (e.g. `http://shop.test/reset-password/`). */
export function linkIn(text: string, prefix: string): string {
  const at = text.indexOf(prefix);
  if (at < 0) throw new Error(`no link starting ${prefix} in:\n${text}`);
  return text.slice(at).split(/\s/)[0];
}

/**
 * What a reader sees of an HTML e-mail: paragraphs apart by a blank line, `<br>` as a line break, no tags, the
 * entities decoded (a link shows its text; read the `href` from the HTML itself).
 */
export function htmlText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  return body
    .replace(/<br>/g, '\n')
    .replace(/<\/p>\s*/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim()
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** A clock tests can move: pass `clock.now` to createTestApp. */
export function testClock(start = new Date('2026-03-01T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(d: Date) {
      current = d.getTime();
    },
  };
}
