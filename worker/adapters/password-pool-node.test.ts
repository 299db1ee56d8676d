import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, setScryptDerive, verifyPassword } from '../services/accounts/password';
import { scryptPool, type ScryptPool } from './password-pool-node';

let pool: ScryptPool | undefined;
afterEach(async () => {
  setScryptDerive(undefined);
  await pool?.close();
  pool = undefined;
});

/** The nice value of one of this process's threads (Linux: field 19 of its stat line). */
const niceOf = (statPath: string) => Number(readFileSync(statPath, 'utf8').split(') ')[1].split(' ')[16]);

describe('scrypt on a worker-thread pool', () => {
  it('makes the same hashes: either side verifies what the other made, in the stored format', async () => {
    const inProcess = await hashPassword('Správne-heslo-1');
    pool = scryptPool({ size: 2, nice: 10 });
    setScryptDerive(pool.derive);
    const onPool = await hashPassword('Správne-heslo-1');
    expect(onPool).toMatch(/^scrypt\$16384\$8\$5\$[^$]+\$[^$]+$/);
    expect(await verifyPassword('Správne-heslo-1', inProcess)).toBe(true);
    expect(await verifyPassword('spravne-heslo-1', inProcess)).toBe(false);
    setScryptDerive(undefined);
    expect(await verifyPassword('Správne-heslo-1', onPool)).toBe(true);
    expect(await verifyPassword('Správne-heslo-2', onPool)).toBe(false);
  });

  it('queues jobs beyond its size and answers every one of them', async () => {
    pool = scryptPool({ size: 1 });
    const salt = Buffer.from('0123456789abcdef');
    const jobs = ['a', 'b', 'c'].map((p) => pool!.derive(p, salt, 32, { N: 1024, r: 8, p: 1 }));
    expect(pool.queued()).toBe(2);
    const keys = await Promise.all(jobs);
    expect(new Set(keys.map((k) => k.toString('hex'))).size).toBe(3);
    expect(keys.every((k) => k.length === 32)).toBe(true);
  });

  it('rejects a bad job without losing the thread, and rejects what is left when closed', async () => {
    pool = scryptPool({ size: 1 });
    const salt = Buffer.from('salt');
    await expect(pool.derive('x', salt, 32, { N: 3, r: 8, p: 1 })).rejects.toThrow();
    expect((await pool.derive('x', salt, 16, { N: 16, r: 1, p: 1 })).length).toBe(16);
    const pending = expect(pool.derive('y', salt, 32, { N: 2 ** 14, r: 8, p: 5 })).rejects.toThrow(/closed/);
    await pool.close();
    await pending;
    await expect(pool.derive('z', salt, 16, { N: 16, r: 1, p: 1 })).rejects.toThrow(/closed/);
  });

  it('lowers the hashing thread’s priority on Linux (nice is per thread there)', async () => {
    pool = scryptPool({ size: 1, nice: 7 });
    await pool.derive('x', Buffer.from('salt'), 16, { N: 16, r: 1, p: 1 });
    const nices = readdirSync('/proc/self/task').map((tid) => niceOf(`/proc/self/task/${tid}/stat`));
    expect(nices).toContain(7);
    // The event loop's thread keeps its priority.
    expect(niceOf('/proc/thread-self/stat')).toBe(0);
  });
});
