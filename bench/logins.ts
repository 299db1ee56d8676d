import { percentile } from './percentile';
/**
 * Pages during a burst of logins: pre-rendered HTML at 8 connections, first alone, then while logins arrive at a
 * fixed rate (open loop: one every 1/rate s, whether or not earlier ones have answered) against
 * `POST /api/users/login`. Each login is a different seeded account from a different client address (the server
 * runs with TRUST_PROXY=1 and each login carries its own X-Forwarded-For), so neither the per-address rate limit
 * nor the per-account throttle answers in place of scrypt: every login hashes.
 * Run once per hashing setup of the server (PASSWORD_HASH_THREADS / PASSWORD_HASH_NICE).
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { migrateDb, openNodeDb } from '../db/client-node';
import { users } from '../db/schema';
import { hashPassword } from '../worker/services/accounts/password';
import { load, type LoadResult } from './load';
import { withServer } from './server';

export interface LoginBurstSetup {
  label: string;
  env: Record<string, string>;
}

export interface LoginBurstResult {
  label: string;
  env: Record<string, string>;
  page: string;
  loadAvgAtStart: number;
  quiet: LoadResult;
  underLogins: LoadResult;
  logins: {
    perSecond: number;
    sent: number;
    ok: number;
    /** Status (or 'error') → count, for answers other than 200. */
    other: Record<string, number>;
    /** Logins answered within the measuring window, per second. */
    answeredPerSecond: number;
    p50ms: number;
    p99ms: number;
  };
}

const PASSWORD = 'Bench-Login-2026';
const PAGE_HEADERS = { 'accept-encoding': 'br, gzip' };
const LOGIN_TIMEOUT_MS = 120_000;

const emailOf = (i: number) => `bench-login-${i}@example.test`;

/** `count` accounts with one password (hashed once: every row may share the hash, the bench only logs in). */
export async function seedLoginAccounts(dir: string, count: number): Promise<void> {
  const db = openNodeDb(`file:${join(dir, 'prud.db')}`);
  try {
    await migrateDb(db);
    const passwordHash = await hashPassword(PASSWORD);
    const rows = Array.from({ length: count }, (_, i) => ({ name: `Bench ${i}`, email: emailOf(i), passwordHash, isRegistered: true }));
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insert(users)
        .values(rows.slice(i, i + 200))
        .onConflictDoNothing();
  } finally {
    db.$client.close();
  }
}

async function fireLogins(base: string, perSecond: number, seconds: number, firstAccount: number) {
  const total = Math.round(perSecond * seconds);
  const latencies: number[] = [];
  const other: Record<string, number> = {};
  let answeredInWindow = 0;
  const t0 = performance.now();
  const windowEnd = t0 + seconds * 1000;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = t0 + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const n = firstAccount + i;
    const started = performance.now();
    pending.push(
      fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify({ email: emailOf(n), password: PASSWORD }),
        signal: AbortSignal.timeout(LOGIN_TIMEOUT_MS),
      })
        .then(async (res) => {
          await res.arrayBuffer();
          const done = performance.now();
          if (done <= windowEnd) answeredInWindow++;
          if (res.status === 200) latencies.push(done - started);
          else other[res.status] = (other[res.status] ?? 0) + 1;
        })
        .catch(() => {
          other.error = (other.error ?? 0) + 1;
        }),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  return {
    perSecond,
    sent: total,
    ok: latencies.length,
    other,
    answeredPerSecond: Number((answeredInWindow / seconds).toFixed(1)),
    p50ms: percentile(latencies, 0.5),
    p99ms: percentile(latencies, 0.99),
  };
}

/** One server per setup; accounts `firstAccount…` are used once each (seed rate × seconds of them per setup). */
export async function loginBurst(
  dir: string,
  setup: LoginBurstSetup,
  o: { page: string; perSecond: number; seconds: number; firstAccount: number },
): Promise<LoginBurstResult> {
  return withServer(
    dir,
    async (base) => {
      const url = `${base}${o.page}`;
      await load(url, 2, 1, PAGE_HEADERS); // warm-up: the index of the served folder, JIT
      const loadAvgAtStart = Number(loadavg()[0].toFixed(2));
      const quiet = await load(url, 8, o.seconds, PAGE_HEADERS);
      const [underLogins, logins] = await Promise.all([
        load(url, 8, o.seconds, PAGE_HEADERS),
        fireLogins(base, o.perSecond, o.seconds, o.firstAccount),
      ]);
      return { label: setup.label, env: setup.env, page: o.page, loadAvgAtStart, quiet, underLogins, logins };
    },
    { TRUST_PROXY: '1', ...setup.env },
  );
}

export function loginsMarkdown(results: LoginBurstResult[], date?: string): string[] {
  if (!results.length) return [];
  const r0 = results[0];
  return [
    '## Pages during a burst of logins',
    '',
    ...(date ? [`Measured ${date} (\`BENCH_ONLY=logins npm run bench\`).`, ''] : []),
    `\`${r0.page}\` (pre-rendered, brotli) at ${r0.quiet.connections} connections for ${Math.round(r0.quiet.seconds)} s alone, then as long again while`,
    `${r0.logins.perSecond} logins/s arrive (each a scrypt N=2^14, r=8, p=5: ~125 ms of one core here, so ${r0.logins.perSecond}/s asks`,
    `for ${((r0.logins.perSecond * 125) / 1000).toFixed(1)} cores and logins queue). Goal: page p99 under 50 ms during the burst.`,
    'The load generator runs on the same machine and takes a core of its own while it saturates the server.',
    '',
    '| password hashing | load avg at start | page p50 / p99 ms alone | page p50 / p99 ms during logins | page req/s alone / during | logins sent | answered 200 | other | logins answered/s in window | login p50 / p99 ms | page p99 within goal |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) => {
      const other =
        Object.entries(r.logins.other)
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ') || '0';
      return `| ${r.label} | ${r.loadAvgAtStart} | ${r.quiet.p50ms} / ${r.quiet.p99ms} | ${r.underLogins.p50ms} / ${r.underLogins.p99ms} | ${r.quiet.rps} / ${r.underLogins.rps} | ${r.logins.sent} | ${r.logins.ok} | ${other} | ${r.logins.answeredPerSecond} | ${r.logins.p50ms} / ${r.logins.p99ms} | ${r.underLogins.p99ms < 50 ? 'yes' : 'NO'} |`;
    }),
    '',
  ];
}
