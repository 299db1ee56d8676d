import type { WorkQueue } from '../../deps';

/**
 * A `WorkQueue` (worker/deps.ts) of this process: at most `concurrency` tasks run, the rest wait in the order they
 * came. Waiting costs a closure and a key, not a render: a burst of a thousand orders holds a thousand ids here
 * while the invoice threads work through them. A failed task frees its slot like any other.
 */
export function workQueue(concurrency: number): WorkQueue & { waiting(): number } {
  const limit = Math.max(1, Math.floor(concurrency));
  const queued: (() => void)[] = [];
  const known = new Map<string, Promise<void>>();
  let running = 0;

  const next = () => {
    while (running < limit && queued.length) {
      running += 1;
      queued.shift()!();
    }
  };

  return {
    run(key, task) {
      const existing = known.get(key);
      if (existing) return existing;
      const done = new Promise<void>((resolve, reject) => {
        queued.push(() => {
          void Promise.resolve()
            .then(task)
            .finally(() => {
              running -= 1;
              known.delete(key);
              next();
            })
            .then(resolve, reject);
        });
      });
      known.set(key, done);
      next();
      return done;
    },
    has: (key) => known.has(key),
    waiting: () => queued.length,
  };
}

/** No bound: every task starts at once (Workers, where each request's waitUntil carries its own work). */
export const immediateQueue: WorkQueue = {
  run: (_key, task) => task(),
  has: () => false,
};
