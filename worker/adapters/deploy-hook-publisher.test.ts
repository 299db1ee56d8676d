import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateDb, openNodeDb } from '../../db/client-node';
import type { Db } from '../../db/client';
import { readPublishStateRow } from '../../db/queries/publishing/publish-state';
import { deployHookPublisher } from './deploy-hook-publisher';

/**
 * Production publishing: the hook is called for the first edit, the rest of a burst is held back in the database
 * row and sent once by the scheduled job's flush, whichever isolate (publisher on the same database) runs it.
 */
let dir: string;
let dbs: Db[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'prud-hook-'));
  dbs = [];
});
afterEach(() => {
  for (const db of dbs) db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

async function openDb(): Promise<Db> {
  const db = openNodeDb(`file:${join(dir, 'shop.db')}`);
  await migrateDb(db);
  dbs.push(db);
  return db;
}

/** `isolates` publishers on one database, one clock, one recorded hook. */
async function setup(o: { status?: number; awaitsReport?: boolean; isolates?: number; hook?: boolean } = {}) {
  let now = new Date('2026-11-23T12:00:00Z').getTime();
  const calls: { url: string; method?: string; body?: unknown }[] = [];
  const tasks: Promise<unknown>[] = [];
  const publishers = [];
  for (let i = 0; i < (o.isolates ?? 1); i++) {
    publishers.push(
      deployHookPublisher({
        db: await openDb(),
        hook: o.hook === false ? undefined : { url: 'https://hooks.example.test/deploy/abc', kind: 'plain' },
        awaitsReport: o.awaitsReport ?? false,
        now: () => new Date(now),
        log: () => undefined,
        fetch: (async (url: string, init?: RequestInit) => {
          calls.push({ url, method: init?.method, body: init?.body });
          return new Response(o.status && o.status !== 200 ? 'nope' : '{}', { status: o.status ?? 200 });
        }) as typeof fetch,
        minGapMs: 30_000,
      }),
    );
  }
  const waitUntil = (task: Promise<unknown>) => void tasks.push(task);
  const settle = async () => {
    while (tasks.length) await Promise.all(tasks.splice(0));
  };
  return {
    p: publishers[0],
    publishers,
    calls,
    waitUntil,
    settle,
    row: () => readPublishStateRow(dbs[0]),
    advance: (ms: number) => (now += ms),
  };
}

describe('deploy hook publisher', () => {
  it('POSTs the hook on the first edit; without reports the state says when the deploy was started', async () => {
    const s = await setup();
    s.p.request('product', s.waitUntil);
    await s.settle();
    expect(s.calls).toEqual([{ url: 'https://hooks.example.test/deploy/abc', method: 'POST', body: undefined }]);
    expect(await s.p.state()).toMatchObject({
      phase: 'done',
      mode: 'deploy-hook',
      reason: 'product',
      startedAt: '2026-11-23T12:00:00.000Z',
      finishedAt: null,
      hookSentAt: '2026-11-23T12:00:00.000Z',
    });
  });

  it('with reports expected, an accepted call leaves the state building until the workflow reports', async () => {
    const s = await setup({ awaitsReport: true });
    s.p.request('banner', s.waitUntil);
    await s.settle();
    expect(await s.p.state()).toMatchObject({ phase: 'building', finishedAt: null });
  });

  it('folds edits within the gap into one call and sends the held-back one when the scheduled job flushes', async () => {
    const s = await setup();
    s.p.request('product', s.waitUntil);
    await s.settle();
    s.advance(5_000);
    s.p.request('product', s.waitUntil);
    s.p.request('banner', s.waitUntil);
    await s.settle();
    expect(s.calls).toHaveLength(1);
    expect(await s.row()).toMatchObject({ phase: 'waiting', pending: true, reason: 'banner' });
    s.p.flush(s.waitUntil);
    await s.settle();
    expect(s.calls).toHaveLength(1);
    s.advance(30_000);
    s.p.flush(s.waitUntil);
    await s.settle();
    expect(s.calls).toHaveLength(2);
    expect(await s.row()).toMatchObject({ phase: 'done', pending: false, hookSentAt: '2026-11-23T12:00:35.000Z' });
    s.p.flush(s.waitUntil);
    await s.settle();
    expect(s.calls).toHaveLength(2);
  });

  it('two isolates on one database: one call for a burst across both, one flush between them, one state', async () => {
    const s = await setup({ isolates: 2, awaitsReport: true });
    const [a, b] = s.publishers;
    // Simultaneous first edits: the row lets exactly one of them call.
    a.request('product', s.waitUntil);
    b.request('video', s.waitUntil);
    await s.settle();
    expect(s.calls).toHaveLength(1);
    s.advance(1_000);
    b.request('audio', s.waitUntil);
    await s.settle();
    expect(s.calls).toHaveLength(1);
    expect(await a.state()).toEqual(await b.state());
    expect((await a.state()).phase).toBe('waiting');
    s.advance(30_000);
    a.flush(s.waitUntil);
    b.flush(s.waitUntil);
    await s.settle();
    expect(s.calls).toHaveLength(2);
    expect(await b.state()).toMatchObject({ phase: 'building', reason: 'audio', hookSentAt: '2026-11-23T12:00:31.000Z' });
    expect(await a.state()).toEqual(await b.state());
  });

  it('a refused hook call shows as failed with the answer, and the next request calls again at once', async () => {
    const s = await setup({ status: 500 });
    s.p.request('video', s.waitUntil);
    await s.settle();
    expect(await s.p.state()).toMatchObject({
      phase: 'failed',
      logTail: expect.stringContaining('500'),
      finishedAt: '2026-11-23T12:00:00.000Z',
    });
    s.advance(1_000);
    s.p.request('manual', s.waitUntil);
    await s.settle();
    expect(s.calls).toHaveLength(2);
  });

  it('without a hook nothing is sent; the request is recorded and the state says there is no hook', async () => {
    const s = await setup({ hook: false });
    s.p.request('product', s.waitUntil);
    s.p.flush(s.waitUntil);
    await s.settle();
    expect(s.calls).toEqual([]);
    expect(await s.p.state()).toMatchObject({ mode: 'none', phase: 'idle', reason: 'product', requestedAt: '2026-11-23T12:00:00.000Z' });
  });
});
