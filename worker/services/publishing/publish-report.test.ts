import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPublishStateRow } from '~/db/queries/publishing/publish-state';
import { deployHookPublisher } from '../../adapters/deploy-hook-publisher';
import { testClock } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { receivePublishReport, signPublishReport } from './publish-report';

/**
 * Which deploy report moves the stored state (a real database, the real deploy-hook publisher): only one whose run
 * covers the shop's newest dispatch. A slow older run, reporting after a newer republish was sent, is taken but
 * leaves the newer building (or waiting) state as it is, so staff never read "live" before their change is out.
 */
const SECRET = 'report-secret-0123456789';
const T0 = '2026-11-23T12:00:00.000Z';
const T1 = '2026-11-23T12:01:00.000Z';
const RUN_A = 'https://github.com/prud/shop/actions/runs/1';
const RUN_B = 'https://github.com/prud/shop/actions/runs/2';

let clock: ReturnType<typeof testClock>;
let t: TestApp;
let publisher: ReturnType<typeof deployHookPublisher>;
let hookAnswer: number;
/** The client_payload of each hook call. */
let dispatched: { dispatchedAt: string; requestedAt: string }[];

beforeEach(async () => {
  clock = testClock(new Date(T0));
  dispatched = [];
  hookAnswer = 204;
  t = await createTestApp({
    now: clock.now,
    config: { publishReportSecret: SECRET },
    publisher: (db) =>
      (publisher = deployHookPublisher({
        db,
        hook: { url: 'https://api.github.test/repos/prud/shop/dispatches', kind: 'github', token: 't' },
        awaitsReport: true,
        now: clock.now,
        log: () => undefined,
        fetch: (async (_url: string, init: RequestInit) => {
          dispatched.push(JSON.parse(String(init.body)).client_payload);
          return new Response(null, { status: hookAnswer });
        }) as unknown as typeof fetch,
      })),
  });
});
afterEach(() => t.close());

/** A staff edit's republish request, and its hook call, done. */
async function edit() {
  publisher.request('product', t.deps.waitUntil);
  await t.settle();
}

async function report(body: Record<string, string>) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(clock.now().getTime() / 1000));
  return receivePublishReport(t.deps, raw, { timestamp, signature: await signPublishReport(SECRET, timestamp, raw) });
}

describe('a deploy report moves the state only when its run covers the newest dispatch', () => {
  it("an older run's live or failed, after a newer dispatch, leaves the newer build as it is; the newest's live is stored", async () => {
    await edit();
    expect(await report({ status: 'building', runUrl: RUN_A, dispatchedAt: T0, runStartedAt: T0 })).toEqual({
      phase: 'building',
      applied: true,
    });
    clock.set(new Date(T1));
    await edit();
    expect(dispatched.map((d) => d.dispatchedAt)).toEqual([T0, T1]);
    const newer = await readPublishStateRow(t.db);
    expect(newer).toMatchObject({ phase: 'building', hookSentAt: T1, startedAt: T1, finishedAt: null });

    clock.advance(120_000);
    expect(await report({ status: 'live', runUrl: RUN_A, dispatchedAt: T0, runStartedAt: T0 })).toEqual({
      phase: 'building',
      applied: false,
    });
    expect(await report({ status: 'failed', runUrl: RUN_A, message: 'zlyhalo', dispatchedAt: T0 })).toEqual({
      phase: 'building',
      applied: false,
    });
    expect(await readPublishStateRow(t.db)).toEqual(newer);

    expect(await report({ status: 'live', runUrl: RUN_B, dispatchedAt: T1 })).toEqual({ phase: 'done', applied: true });
    expect(await readPublishStateRow(t.db)).toMatchObject({
      phase: 'done',
      hookSentAt: T1,
      finishedAt: clock.now().toISOString(),
      logTail: '',
    });
  });

  it('a run that names no dispatch (a push, a run by hand) counts when it began after the newest one, not before', async () => {
    await edit();
    const before = await readPublishStateRow(t.db);
    clock.advance(300_000);
    expect(await report({ status: 'live' })).toEqual({ phase: 'building', applied: false });
    expect(await report({ status: 'live', runStartedAt: '2026-11-23T11:59:59.999Z' })).toEqual({ phase: 'building', applied: false });
    expect(await readPublishStateRow(t.db)).toEqual(before);
    expect(await report({ status: 'failed', message: 'Nasadenie zlyhalo.', runStartedAt: '2026-11-23T12:00:01Z' })).toEqual({
      phase: 'failed',
      applied: true,
    });
    expect(await readPublishStateRow(t.db)).toMatchObject({ phase: 'failed', logTail: 'Nasadenie zlyhalo.' });
  });

  it('the dispatch is recognised however its time is spelled', async () => {
    await edit();
    expect(await report({ status: 'live', dispatchedAt: '2026-11-23T12:00:00Z' })).toEqual({ phase: 'done', applied: true });
  });

  it('while an edit waits for its own build, the newest run shows waiting and an older run changes nothing', async () => {
    await edit();
    clock.set(new Date(T1));
    await edit();
    clock.advance(5_000);
    await edit(); // within the gap: held back for the scheduled flush
    const waiting = await readPublishStateRow(t.db);
    expect(waiting).toMatchObject({ phase: 'waiting', pending: true, hookSentAt: T1 });
    expect(await report({ status: 'failed', dispatchedAt: T0 })).toEqual({ phase: 'waiting', applied: false });
    expect(await readPublishStateRow(t.db)).toEqual(waiting);
    expect(await report({ status: 'live', dispatchedAt: T1 })).toEqual({ phase: 'waiting', applied: true });
    expect(await readPublishStateRow(t.db)).toMatchObject({ phase: 'waiting', pending: true, finishedAt: clock.now().toISOString() });
  });

  it('after a refused hook call the failure stays, unless a run began after the request', async () => {
    await edit();
    clock.set(new Date(T1));
    hookAnswer = 500;
    await edit();
    const failed = await readPublishStateRow(t.db);
    expect(failed).toMatchObject({ phase: 'failed', hookSentAt: null, requestedAt: T1 });
    expect(await report({ status: 'live', dispatchedAt: T0, runStartedAt: T0 })).toEqual({ phase: 'failed', applied: false });
    expect(await readPublishStateRow(t.db)).toEqual(failed);
    expect(await report({ status: 'live', runStartedAt: '2026-11-23T12:02:00.000Z' })).toEqual({ phase: 'done', applied: true });
  });
});
