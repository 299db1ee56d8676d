import { describe, expect, it } from 'vitest';
import { immediateQueue, workQueue } from './work-queue';

/** A task that runs until `finish()` is called: shows what runs at once. */
function gated(log: string[], name: string) {
  let finish!: () => void;
  let fail!: (err: Error) => void;
  const gate = new Promise<void>((resolve, reject) => ((finish = resolve), (fail = reject)));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await gate;
      log.push(`end ${name}`);
    },
    finish: () => finish(),
    fail: (err: Error) => fail(err),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('workQueue', () => {
  it('runs at most `concurrency` tasks; the rest wait and start in the order they came as slots free', async () => {
    const log: string[] = [];
    const q = workQueue(2);
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((n) => gated(log, n));
    const done = [q.run('a', a.task), q.run('b', b.task), q.run('c', c.task), q.run('d', d.task)];
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect(q.waiting()).toBe(2);
    b.finish();
    await done[1];
    await tick();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    a.finish();
    c.finish();
    d.finish();
    await Promise.all(done);
    expect(log.filter((l) => l.startsWith('start'))).toEqual(['start a', 'start b', 'start c', 'start d']);
    expect(q.waiting()).toBe(0);
  });

  it('knows a key while it waits or runs, and adds it only once; afterwards it is free again', async () => {
    const log: string[] = [];
    const q = workQueue(1);
    const first = gated(log, 'x');
    const again = gated(log, 'x again');
    const one = q.run('x', first.task);
    expect(q.run('x', again.task)).toBe(one);
    expect(q.has('x')).toBe(true);
    expect(q.has('y')).toBe(false);
    first.finish();
    await one;
    expect(q.has('x')).toBe(false);
    expect(log).toEqual(['start x', 'end x']);
  });

  it('passes a failure to its caller and frees the slot for the next task', async () => {
    const log: string[] = [];
    const q = workQueue(1);
    const bad = gated(log, 'bad');
    const good = gated(log, 'good');
    const failed = q.run('bad', bad.task);
    const next = q.run('good', good.task);
    bad.fail(new Error('render failed'));
    await expect(failed).rejects.toThrow('render failed');
    await tick();
    expect(log).toEqual(['start bad', 'start good']);
    good.finish();
    await next;
    expect(q.has('bad')).toBe(false);
  });
});

describe('immediateQueue', () => {
  it('starts every task at once and keeps no keys', async () => {
    const log: string[] = [];
    const [a, b] = [gated(log, 'a'), gated(log, 'b')];
    const done = [immediateQueue.run('k', a.task), immediateQueue.run('k', b.task)];
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect(immediateQueue.has('k')).toBe(false);
    a.finish();
    b.finish();
    await Promise.all(done);
  });
});
