import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { settingsFromEnv } from './node';

describe('password hashing settings', () => {
  it('defaults to one hashing thread per core (at most 4), at nice 10', () => {
    const s = settingsFromEnv({});
    expect(s.passwordHashThreads).toBe(Math.min(4, availableParallelism()));
    expect(s.passwordHashNice).toBe(10);
  });

  it('takes PASSWORD_HASH_THREADS=0 (hash on libuv’s pool) and a nice value', () => {
    const s = settingsFromEnv({ PASSWORD_HASH_THREADS: '0', PASSWORD_HASH_NICE: '5' });
    expect(s.passwordHashThreads).toBe(0);
    expect(s.passwordHashNice).toBe(5);
  });

  it('stops the start-up on a value that is not a small whole number', () => {
    for (const env of [
      { PASSWORD_HASH_THREADS: 'two' },
      { PASSWORD_HASH_THREADS: '1.5' },
      { PASSWORD_HASH_NICE: '20' },
      { PASSWORD_HASH_NICE: '-1' },
    ]) {
      expect(() => settingsFromEnv(env), JSON.stringify(env)).toThrow(/PASSWORD_HASH_/);
    }
  });
});

describe('invoice rendering settings', () => {
  it('defaults to two rendering threads (one on one core); INVOICE_THREADS changes it, from 1 to 16', () => {
    expect(settingsFromEnv({}).invoiceThreads).toBe(Math.min(2, availableParallelism()));
    expect(settingsFromEnv({ INVOICE_THREADS: '4' }).invoiceThreads).toBe(4);
    for (const bad of ['0', '17', 'two']) expect(() => settingsFromEnv({ INVOICE_THREADS: bad }), bad).toThrow(/INVOICE_THREADS/);
  });
});
