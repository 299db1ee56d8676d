import { describe, expect, it } from 'vitest';
import { deployHookPublisher } from './deploy-hook-publisher';

/** Production publishing: the deploy hook is POSTed, bursts are folded, the last edit is never left out. */
function setup(status = 200) {
  let now = new Date('2026-11-23T12:00:00Z').getTime();
  const calls: { url: string; method?: string }[] = [];
  const tasks: Promise<unknown>[] = [];
  const p = deployHookPublisher(
    'https://hooks.example.test/deploy/abc',
    {
      now: () => new Date(now),
      log: () => undefined,
      fetch: (async (url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method });
        return new Response(status === 200 ? '{}' : 'nope', { status });
      }) as typeof fetch,
    },
    30_000,
  );
  const waitUntil = (task: Promise<unknown>) => void tasks.push(task);
  return { p, calls, waitUntil, settle: () => Promise.all(tasks), advance: (ms: number) => (now += ms) };
}

describe('deploy hook publisher', () => {
  it('POSTs the hook on the first edit and reports when it was triggered', async () => {
    const s = setup();
    s.p.request('product', s.waitUntil);
    await s.settle();
    expect(s.calls).toEqual([{ url: 'https://hooks.example.test/deploy/abc', method: 'POST' }]);
    expect(await s.p.state()).toMatchObject({ phase: 'done', mode: 'deploy-hook', reason: 'product' });
  });

  it('folds edits within the gap into one call and sends the held-back one when the scheduled job flushes', async () => {
    const s = setup();
    s.p.request('product', s.waitUntil);
    s.advance(5_000);
    s.p.request('product', s.waitUntil);
    s.p.request('banner', s.waitUntil);
    await s.settle();
    expect(s.calls).toHaveLength(1);
    expect((await s.p.state()).phase).toBe('waiting');
    s.p.flush(s.waitUntil);
    expect(s.calls).toHaveLength(1);
    s.advance(30_000);
    s.p.flush(s.waitUntil);
    await s.settle();
    expect(s.calls).toHaveLength(2);
    s.p.flush(s.waitUntil);
    expect(s.calls).toHaveLength(2);
  });

  it('a refused hook call shows as failed with the answer', async () => {
    const s = setup(500);
    s.p.request('video', s.waitUntil);
    await s.settle();
    expect(await s.p.state()).toMatchObject({ phase: 'failed', logTail: expect.stringContaining('500') });
  });

  it('without a hook nothing is sent and the state says so', async () => {
    const p = deployHookPublisher(undefined, { now: () => new Date('2026-03-01T10:00:00Z'), log: () => undefined, fetch: (() => { throw new Error('no'); }) as never });
    p.request('product', () => undefined);
    expect(await p.state()).toMatchObject({ mode: 'none', phase: 'idle' });
  });
});
