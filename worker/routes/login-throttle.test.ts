import { afterEach, describe, expect, it } from 'vitest';
import { accountThrottle } from '../../db/schema';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { ACCOUNT_THROTTLE_MESSAGES, ACCOUNT_THROTTLE_RULES } from '../domain/rate-limit-rules';
import { clientIpResolver } from '../http/client-ip';
import { sha256Hex } from '../services/accounts/tokens';
import { createAccount, mailsTo, testClock } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The rate limits with their production numbers, and the client address read as on Node behind one trusted
 * proxy (TRUST_PROXY=1): the proxy's own address is the socket, the client's is the last X-Forwarded-For hop.
 * Each test makes its own app, clock and accounts.
 */

const open: TestApp[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});

async function app() {
  const clock = testClock();
  const t = await createTestApp({ rateLimits: 'production', now: clock.now, clientIp: clientIpResolver(1, () => '10.0.0.1') });
  open.push(t);
  return { t, clock };
}

const LOGIN = ACCOUNT_THROTTLE_RULES.login;
const via = (lastHop: string, firstHop = '203.0.113.77') => ({ 'x-forwarded-for': `${firstHop}, ${lastHop}` });
const login = (t: TestApp, email: string, password: string, headers: Record<string, string>) =>
  t.call('POST', '/api/users/login', { email, password }, headers);

describe('per address (TRUST_PROXY=1)', () => {
  it('25 wrong logins with a changing first hop and a fixed last hop: the 11th and later get 429', async () => {
    const { t } = await app();
    const statuses: number[] = [];
    // A different e-mail each time, so only the address can be what stops them.
    for (let i = 0; i < 25; i++)
      statuses.push((await login(t, `nikto-${i}@example.sk`, 'zle-heslo', via('198.51.100.20', `6.6.6.${i}`))).status);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(15).fill(429)]);
    // Another real address still has its budget.
    expect((await login(t, 'iny@example.sk', 'zle-heslo', via('198.51.100.21'))).status).toBe(401);
  });
});

describe('per account', () => {
  it('40 wrong passwords for one account from 40 addresses: 429 after the fifth; after the lock the right password works', async () => {
    const { t, clock } = await app();
    const jana = await createAccount(t);
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await login(t, jana.email, `zle-heslo-${i}`, via(`198.51.100.${i + 1}`)));
    expect(answers.map((a) => a.status)).toEqual([...Array(LOGIN.maxAttempts).fill(401), ...Array(40 - LOGIN.maxAttempts).fill(429)]);
    expect(answers.at(-1)!.body).toEqual({ message: ACCOUNT_THROTTLE_MESSAGES.login });
    // While locked, even the right password (from a fresh address, in another case) is refused.
    expect((await login(t, jana.email.toUpperCase(), jana.password, via('192.0.2.200'))).status).toBe(429);
    clock.advance(LOGIN.lockMs - 1000);
    expect((await login(t, jana.email, jana.password, via('192.0.2.201'))).status).toBe(429);
    clock.advance(2000);
    const ok = await login(t, jana.email, jana.password, via('192.0.2.202'));
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe(jana.email);
  });

  it('counts an unknown e-mail exactly like an account (the 429 tells nobody who has one)', async () => {
    const { t } = await app();
    const real = await createAccount(t);
    const statusesOf = async (email: string, from: number) => {
      const out = [];
      for (let i = 0; i < LOGIN.maxAttempts + 2; i++) {
        const r = await login(t, email, 'zle-heslo', via(`198.51.100.${from + i}`));
        out.push(`${r.status} ${r.body.message}`);
      }
      return out;
    };
    const known = await statusesOf(real.email, 1);
    const unknown = await statusesOf('nikto-taky-nie-je@example.sk', 50);
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toBe(`429 ${ACCOUNT_THROTTLE_MESSAGES.login}`);
    expect(known[0]).toBe(`401 ${AUTH_MESSAGES.badCredentials}`);
  });

  it('lets through at most five of forty simultaneous guesses', async () => {
    const { t } = await app();
    const jana = await createAccount(t);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(t, jana.email, `hadam-${i}`, via(`198.51.100.${i + 1}`))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN.maxAttempts);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN.maxAttempts);
  });

  it('a successful login starts the count afresh', async () => {
    const { t } = await app();
    const jana = await createAccount(t);
    const wrong = (i: number) => login(t, jana.email, 'zle-heslo', via(`198.51.100.${i}`));
    for (let i = 1; i < LOGIN.maxAttempts; i++) expect((await wrong(i)).status).toBe(401);
    expect((await login(t, jana.email, jana.password, via('198.51.100.99'))).status).toBe(200);
    for (let i = 10; i < 10 + LOGIN.maxAttempts; i++) expect((await wrong(i)).status).toBe(401);
    expect((await wrong(30)).status).toBe(429);
  });

  it('failures older than the window no longer count', async () => {
    const { t, clock } = await app();
    const jana = await createAccount(t);
    const wrong = (i: number) => login(t, jana.email, 'zle-heslo', via(`198.51.100.${i}`));
    for (let i = 1; i < LOGIN.maxAttempts; i++) expect((await wrong(i)).status).toBe(401);
    clock.advance(LOGIN.windowMs + 1000);
    for (let i = 10; i < 10 + LOGIN.maxAttempts; i++) expect((await wrong(i)).status).toBe(401);
    expect((await wrong(30)).status).toBe(429);
  });

  it('keeps no readable e-mail in the throttle table', async () => {
    const { t } = await app();
    await login(t, 'tajna.adresa@example.sk', 'zle-heslo', via('198.51.100.1'));
    const rows = await t.db.select().from(accountThrottle);
    expect(rows).toHaveLength(1);
    expect(rows[0].key).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].key).not.toBe(await sha256Hex('tajna.adresa@example.sk'));
    expect(JSON.stringify(rows)).not.toContain('tajna');
  });
});

describe('the throttle table', () => {
  it('sweeps rows whose windows and locks passed long ago, keeping a current lock', async () => {
    const { t, clock } = await app();
    await login(t, 'stary@example.sk', 'zle-heslo', via('198.51.100.1'));
    for (let i = 0; i <= LOGIN.maxAttempts; i++) await login(t, 'zamknuty@example.sk', 'zle-heslo', via(`198.51.100.${10 + i}`));
    expect(await t.db.select().from(accountThrottle)).toHaveLength(2);
    // Longer than any rule's window and lock together.
    clock.advance(Math.max(...Object.values(ACCOUNT_THROTTLE_RULES).map((r) => r.windowMs + r.lockMs)) + 1000);
    // The lock ran out too; a fresh lock elsewhere stays.
    for (let i = 0; i <= LOGIN.maxAttempts; i++) await login(t, 'novy@example.sk', 'zle-heslo', via(`198.51.100.${30 + i}`));
    const rows = await t.db.select().from(accountThrottle);
    expect(rows).toHaveLength(1);
    expect(rows[0].lockedUntil! > clock.now().toISOString()).toBe(true);
  });
});

describe('forgot-password per e-mail address', () => {
  it('mails one address at most three times an hour from any addresses, then 429; known and unknown alike', async () => {
    const { t, clock } = await app();
    const rule = ACCOUNT_THROTTLE_RULES.forgotPassword;
    const jana = await createAccount(t);
    const forgot = (email: string, i: number) => t.call('POST', '/api/auth/forgot-password', { email }, via(`198.51.100.${i}`));
    for (const email of [jana.email, 'nikto@example.sk']) {
      for (let i = 1; i <= rule.maxAttempts; i++) expect((await forgot(email, i)).status, email).toBe(200);
      const refused = await forgot(email, 60);
      expect(refused.status, email).toBe(429);
      expect(refused.body).toEqual({ message: ACCOUNT_THROTTLE_MESSAGES.forgotPassword });
    }
    expect(await mailsTo(t, jana.email)).toHaveLength(rule.maxAttempts);
    clock.advance(rule.lockMs + 1000);
    expect((await forgot(jana.email, 70)).status).toBe(200);
    expect(await mailsTo(t, jana.email)).toHaveLength(rule.maxAttempts + 1);
  });
});
