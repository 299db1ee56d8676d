import type { TestApp } from './test-app';

/**
 * Another request slipping in between a read and a write: runs `meanwhile` just before the next single statement
 * whose SQL matches `when` (e.g. /^update "orders" set "stripe_session_id"/), then that statement itself. Fires
 * once; the returned function puts the client back if nothing matched (`raceBeforeStatement` does that for you).
 */
export function beforeNextStatement(t: TestApp, when: RegExp, meanwhile: () => Promise<unknown>): () => void {
  const client = t.db.$client;
  const real = client.execute;
  const restore = () => {
    client.execute = real;
  };
  client.execute = (async (...args: unknown[]) => {
    const stmt = args[0] as string | { sql: string };
    if (when.test(typeof stmt === 'string' ? stmt : stmt.sql)) {
      restore();
      await meanwhile();
    }
    return (real as (...a: unknown[]) => Promise<unknown>).apply(client, args);
  }) as typeof real;
  return restore;
}

/** Runs `action` (a request) with `meanwhile` slipped in before its first statement matching `when`; answers its result. */
export async function raceBeforeStatement<T>(
  t: TestApp,
  when: RegExp,
  meanwhile: () => Promise<unknown>,
  action: () => Promise<T>,
): Promise<T> {
  const restore = beforeNextStatement(t, when, meanwhile);
  try {
    return await action();
  } finally {
    restore();
  }
}

/**
 * The same for a batch (one transaction, `client.batch`): runs `meanwhile` before each of the next batches that
 * has a statement matching `when`, up to `times` of them (e.g. a product saved before every try of a sale's write).
 */
export async function raceBeforeBatch<T>(
  t: TestApp,
  when: RegExp,
  meanwhile: () => Promise<unknown>,
  action: () => Promise<T>,
  times = 1,
): Promise<T> {
  const client = t.db.$client;
  const real = client.batch;
  let left = times;
  const restore = () => {
    client.batch = real;
  };
  client.batch = (async (...args: unknown[]) => {
    const stmts = args[0] as (string | { sql: string })[];
    if (left > 0 && stmts.some((s) => when.test(typeof s === 'string' ? s : s.sql))) {
      if (--left === 0) restore();
      await meanwhile();
    }
    return (real as (...a: unknown[]) => Promise<unknown>).apply(client, args);
  }) as typeof real;
  try {
    return await action();
  } finally {
    restore();
  }
}
