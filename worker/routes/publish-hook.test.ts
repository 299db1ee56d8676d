import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPublishStateRow } from '../../db/queries/publishing/publish-state';
import { deployHookPublisher } from '../adapters/deploy-hook-publisher';
import { signPublishReport } from '../services/publishing/publish-report';
import { bearer, createAccount, loginToken, testClock } from '../test-support/accounts';
import { startHookReceiver, type HookReceiver } from '../test-support/hook-receiver';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Publishing as on Cloudflare, end to end in the API: two app instances (two Workers isolates, each with its own
 * deps) on one database call a local hook receiver (a GitHub dispatch: method, headers, body) once for a burst of
 * edits made through both, report the same state, and the held-back edit goes out with the scheduled flush.
 */
let receiver: HookReceiver;
let received: HookReceiver['calls'];
let dir: string;
const clock = testClock(new Date('2026-11-23T12:00:00Z'));
const publishers: ReturnType<typeof deployHookPublisher>[] = [];
let a: TestApp;
let b: TestApp;
let token: Record<string, string>;

async function instance(hookUrl: string): Promise<TestApp> {
  return createTestApp({
    databaseFile: join(dir, 'shop.db'),
    now: clock.now,
    config: { publishReportSecret: 'report-secret' },
    publisher: (db) => {
      const p = deployHookPublisher({
        db,
        hook: { url: hookUrl, kind: 'github', token: 'ghp_test_token' },
        awaitsReport: true,
        now: clock.now,
        log: () => undefined,
        minGapMs: 30_000,
      });
      publishers.push(p);
      return p;
    },
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'prud-hook-'));
  receiver = await startHookReceiver();
  received = receiver.calls;
  const hookUrl = `${receiver.url}/repos/prud/shop/dispatches`;
  a = await instance(hookUrl);
  b = await instance(hookUrl);
  token = bearer(await loginToken(a, await createAccount(a, { role: 'admin' })));
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});

const stateOf = async (t: TestApp) => (await t.call('GET', '/api/publish', undefined, token)).body;

describe('publishing through a deploy hook from two instances on one database', () => {
  it('a burst of edits through both instances calls the hook once, with what GitHub needs', async () => {
    const created = await a.call('POST', '/api/video', undefined, token);
    expect(created.status).toBe(201);
    const id = created.body._id;
    expect(received).toEqual([]);
    for (const [t, title] of [
      [a, 'Prvé'],
      [b, 'Druhé'],
      [a, 'Tretie'],
      [b, 'Štvrté'],
    ] as const) {
      expect((await t.call('PUT', `/api/video/${id}`, { videoTitle: title, code: 'dQw4w9WgXcQ' }, token)).status).toBe(200);
    }
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call).toMatchObject({ method: 'POST', path: '/repos/prud/shop/dispatches' });
    expect(call.headers).toMatchObject({
      authorization: 'Bearer ghp_test_token',
      accept: 'application/vnd.github+json',
      'content-type': 'application/json',
      'user-agent': 'prud-shop-publisher',
      'x-github-api-version': '2022-11-28',
    });
    expect(JSON.parse(call.body)).toEqual({
      event_type: 'publish',
      client_payload: { reason: 'video', requestedAt: '2026-11-23T12:00:00.000Z', dispatchedAt: '2026-11-23T12:00:00.000Z' },
    });
  });

  it('both instances report the same state: the rest of the burst waits', async () => {
    const [sa, sb] = [await stateOf(a), await stateOf(b)];
    expect(sa).toEqual(sb);
    expect(sa).toMatchObject({ phase: 'waiting', mode: 'deploy-hook', hookSentAt: '2026-11-23T12:00:00.000Z' });
    expect(await readPublishStateRow(a.db)).toMatchObject({ pending: true });
  });

  it("the scheduled job's flush sends the held-back edit once, after the gap, whichever instance runs it", async () => {
    for (const p of publishers) p.flush(a.deps.waitUntil);
    await a.settle();
    expect(received).toHaveLength(1);
    clock.advance(30_000);
    publishers[1].flush(b.deps.waitUntil);
    publishers[0].flush(a.deps.waitUntil);
    await Promise.all([a.settle(), b.settle()]);
    expect(received).toHaveLength(2);
    // The flush tells GitHub the newest edit's time and its own, which the workflow's reports name.
    expect(JSON.parse(received[1].body).client_payload).toEqual({
      reason: 'video',
      requestedAt: '2026-11-23T12:00:00.000Z',
      dispatchedAt: '2026-11-23T12:00:30.000Z',
    });
    expect(await stateOf(a)).toMatchObject({ phase: 'building', hookSentAt: '2026-11-23T12:00:30.000Z' });
    expect(await stateOf(a)).toEqual(await stateOf(b));
  });

  it("the workflow's report to one instance is what the other shows", async () => {
    const body = JSON.stringify({
      status: 'live',
      runUrl: 'https://github.com/prud/shop/actions/runs/7',
      dispatchedAt: JSON.parse(received[1].body).client_payload.dispatchedAt,
    });
    const ts = String(Math.floor(clock.now().getTime() / 1000));
    const r = await b.call('POST', '/api/publish/report', body, {
      'x-publish-timestamp': ts,
      'x-publish-signature': await signPublishReport('report-secret', ts, body),
    });
    expect(r.status).toBe(200);
    expect(await stateOf(a)).toMatchObject({ phase: 'done', finishedAt: '2026-11-23T12:00:30.000Z' });
    expect(await stateOf(a)).toEqual(await stateOf(b));
    expect(received).toHaveLength(2);
  });
});
