import { afterEach, describe, expect, it } from 'vitest';
import { threadPool, type ThreadPool } from './thread-pool-node';

/** A thread that doubles numbers, and dies (exits) when asked to. */
const BODY = `
const work = (job) => {
  if (job === 'die') process.exit(3);
  if (job === 'throw') throw new Error('bad job');
  return job * 2 + (workerData.plus ?? 0);
};
`;

let pool: ThreadPool<number | string, number> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('threadPool', () => {
  it('replaces a thread that died: its job fails with the exit code, the next job is answered', async () => {
    pool = threadPool({ name: 'test', body: BODY, size: 1 });
    await expect(pool.run('die')).rejects.toThrow('test thread exited (3)');
    await expect(pool.run('throw')).rejects.toThrow('bad job');
    expect(await pool.run(21)).toBe(42);
  });

  it('hands out no job before it is ready; a failed start fails the waiting jobs and is tried again', async () => {
    let tries = 0;
    pool = threadPool({
      name: 'test',
      body: BODY,
      size: 2,
      workerData: () => ({ plus: tries }),
      ready: async () => {
        tries += 1;
        if (tries === 1) throw new Error('not yet');
      },
    });
    await expect(Promise.all([pool.run(1), pool.run(2)])).rejects.toThrow('not yet');
    expect(pool.queued()).toBe(0);
    // Started on the second try: the threads got the data of that moment.
    expect(await Promise.all([pool.run(1), pool.run(2)])).toEqual([4, 6]);
    expect(tries).toBe(2);
  });
});
