import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { isBusy, retryingBusy } from './busy-retry';

/** A client whose calls fail with `errors` in turn, then answer; it counts the calls. */
function flakyClient(errors: Error[]) {
  const calls: string[] = [];
  const answer =
    (name: string) =>
    async (..._args: unknown[]) => {
      calls.push(name);
      const err = errors.shift();
      if (err) throw err;
      return { rows: [name] };
    };
  const client = { execute: answer('execute'), batch: answer('batch') };
  return { db: { $client: client } as unknown as Db, calls };
}

const busy = () => Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' });

describe('retryingBusy (the smoke test seeding sqld right after drizzle-kit migrate)', () => {
  it('sends a batch refused with SQLITE_BUSY again until the lock is free', async () => {
    const { db, calls } = flakyClient([busy(), busy()]);
    await expect(retryingBusy(db).$client.batch([])).resolves.toEqual({ rows: ['batch'] });
    expect(calls).toEqual(['batch', 'batch', 'batch']);
  });

  it('knows the lock by the code, the message or a cause, and throws any other error at once', async () => {
    expect(isBusy(new Error('write failed', { cause: new Error('database is locked') }))).toBe(true);
    expect(isBusy(new Error('no such table: users'))).toBe(false);
    const { db, calls } = flakyClient([new Error('no such table: users')]);
    await expect(retryingBusy(db).$client.execute('SELECT 1')).rejects.toThrow('no such table');
    expect(calls).toEqual(['execute']);
  });
});
