import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readPublishStateRow } from '../../db/queries/publishing/publish-state';
import { deployHookPublisher } from '../adapters/deploy-hook-publisher';
import { PUBLISH_REPORT_MESSAGES } from '../domain/publish-report';
import { signPublishReport } from '../services/publishing/publish-report';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app';

/**
 * `POST /api/publish/report`: the deploy workflow's signed report moves the stored state to building, live or
 * failed; anything unsigned, wrongly signed or stale is refused with 401 and writes nothing.
 */
const SECRET = 'report-secret-0123456789';
const RUN = 'https://github.com/prud/shop/actions/runs/42';
const nowSeconds = Math.floor(new Date(TEST_NOW).getTime() / 1000);
/** A run that began now: it covers every dispatch so far (worker/services/publishing/publish-report.test.ts has the rule). */
const RAN = { runStartedAt: TEST_NOW };

/** An app whose publisher keeps the state in its database, with the report secret (and the given clock). */
const hookApp = (o: { secret?: string; now?: () => Date } = {}) =>
  createTestApp({
    now: o.now,
    config: { publishReportSecret: o.secret },
    publisher: (db) =>
      deployHookPublisher({
        db,
        hook: { url: 'https://hooks.example.test/deploy', kind: 'plain' },
        awaitsReport: true,
        now: o.now ?? (() => new Date(TEST_NOW)),
        log: () => undefined,
        fetch: (async () => new Response('{}')) as unknown as typeof fetch,
      }),
  });

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await hookApp({ secret: SECRET });
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
});
afterAll(() => t.close());

async function report(body: string, o: { secret?: string; timestamp?: string; signature?: string | null } = {}) {
  const timestamp = o.timestamp ?? String(nowSeconds);
  const signature = o.signature === undefined ? await signPublishReport(o.secret ?? SECRET, timestamp, body) : o.signature;
  const headers: Record<string, string> = { 'x-publish-timestamp': timestamp };
  if (signature !== null) headers['x-publish-signature'] = signature;
  return t.call('POST', '/api/publish/report', body, headers);
}

describe('the deploy report', () => {
  it('building, then live: the stored state and every admin follow', async () => {
    expect((await report(JSON.stringify({ status: 'building', runUrl: RUN, ...RAN }))).body).toEqual({ phase: 'building' });
    expect(await readPublishStateRow(t.db)).toMatchObject({
      phase: 'building',
      startedAt: TEST_NOW,
      finishedAt: null,
      mode: 'deploy-hook',
    });
    const live = await report(JSON.stringify({ status: 'live', runUrl: RUN, ...RAN }));
    expect([live.status, live.body]).toEqual([200, { phase: 'done' }]);
    expect(await readPublishStateRow(t.db)).toMatchObject({ phase: 'done', finishedAt: TEST_NOW, logTail: '' });
    expect((await t.call('GET', '/api/publish', undefined, admin)).body).toMatchObject({
      phase: 'done',
      finishedAt: TEST_NOW,
      mode: 'deploy-hook',
    });
  });

  it("failed: the state keeps why and where, for the admin's log", async () => {
    const r = await report(JSON.stringify({ status: 'failed', runUrl: RUN, message: 'Nasadenie skončilo stavom failure.', ...RAN }));
    expect(r.body).toEqual({ phase: 'failed' });
    expect(await readPublishStateRow(t.db)).toMatchObject({
      phase: 'failed',
      finishedAt: TEST_NOW,
      logTail: `Nasadenie skončilo stavom failure.\n${RUN}`,
    });
  });

  it('refuses an unsigned, wrongly signed, tampered or stale report with 401 and writes nothing', async () => {
    const body = JSON.stringify({ status: 'live', runUrl: RUN, ...RAN });
    const before = await readPublishStateRow(t.db);
    const refused = [
      await report(body, { signature: null }),
      await report(body, { secret: 'another-secret' }),
      await report(body, { signature: await signPublishReport(SECRET, String(nowSeconds), JSON.stringify({ status: 'building' })) }),
      await report(body, { signature: 'sha256=zz' }),
      await report(body, { signature: (await signPublishReport(SECRET, String(nowSeconds), body)).replace('sha256=', '') }),
      await report(body, { timestamp: String(nowSeconds - 301) }),
      await report(body, { timestamp: String(nowSeconds + 301) }),
      await report(body, { timestamp: 'yesterday' }),
      await t.call('POST', '/api/publish/report', body),
    ];
    for (const r of refused) expect([r.status, r.body]).toEqual([401, { message: PUBLISH_REPORT_MESSAGES.unsigned }]);
    expect(await readPublishStateRow(t.db)).toEqual(before);
    // Within the tolerance the clocks may differ.
    expect((await report(body, { timestamp: String(nowSeconds - 299) })).status).toBe(200);
  });

  it('a signed report that is not a report is refused with 400 and writes nothing', async () => {
    const before = await readPublishStateRow(t.db);
    const bad = [
      { status: 'deployed' },
      { status: 'live', extra: 1 },
      { status: 'live', runUrl: 'nie adresa' },
      { status: 'live', dispatchedAt: 'včera' },
      { status: 'live', runStartedAt: '2026-11-23 12:00' },
    ];
    for (const body of ['not json', ...bad.map((b) => JSON.stringify(b))]) {
      const r = await report(body);
      expect([r.status, r.body], body).toEqual([400, { message: PUBLISH_REPORT_MESSAGES.invalid }]);
    }
    expect(await readPublishStateRow(t.db)).toEqual(before);
  });

  it("an older run's report, after a newer republish was sent, answers 202 and leaves the newer build as it is", async () => {
    t.deps.publisher.request('manual', t.deps.waitUntil);
    await t.settle();
    const building = await readPublishStateRow(t.db);
    expect(building).toMatchObject({ phase: 'building', hookSentAt: TEST_NOW, finishedAt: null });
    const older = { runUrl: RUN, dispatchedAt: '2026-03-01T09:00:00.000Z', runStartedAt: '2026-03-01T09:00:05.000Z' };
    for (const status of ['live', 'failed']) {
      const r = await report(JSON.stringify({ status, ...older }));
      expect([r.status, r.body]).toEqual([202, { phase: 'building' }]);
    }
    expect(await readPublishStateRow(t.db)).toEqual(building);
    const newest = await report(JSON.stringify({ status: 'live', dispatchedAt: TEST_NOW }));
    expect([newest.status, newest.body]).toEqual([200, { phase: 'done' }]);
  });

  it('answers 404 where no report secret is configured', async () => {
    const bare = await hookApp();
    try {
      const r = await bare.call('POST', '/api/publish/report', JSON.stringify({ status: 'live' }), {
        'x-publish-timestamp': String(nowSeconds),
        'x-publish-signature': await signPublishReport(SECRET, String(nowSeconds), JSON.stringify({ status: 'live' })),
      });
      expect(r.status).toBe(404);
      expect(await readPublishStateRow(bare.db)).toMatchObject({ phase: 'idle' });
    } finally {
      await bare.close();
    }
  });
});

describe("the workflow's report script (.github/scripts/report-publish.mjs)", () => {
  let server: ServerType;
  let live: TestApp;
  let url = '';
  // A fresh shop per test: each starts from no republish at all.
  beforeEach(async () => {
    // The script signs with the real clock: so does this app.
    live = await hookApp({ secret: SECRET, now: () => new Date() });
    server = await new Promise<ServerType>((ok) => {
      const s = serve({ fetch: live.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ok(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise<void>((ok) => server.close(() => ok()));
    await live.close();
  });

  const runScript = (env: Record<string, string>, ...args: string[]) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, ['.github/scripts/report-publish.mjs', ...args], { env: { PATH: process.env.PATH, ...env } });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => resolve({ code, out }));
    });

  /** A republish asked for and dispatched: the environment of the run that answers it. */
  async function dispatchedRun() {
    live.deps.publisher.request('product', live.deps.waitUntil);
    await live.settle();
    const { hookSentAt } = (await readPublishStateRow(live.db))!;
    return { SHOP_URL: `${url}/`, PUBLISH_REPORT_SECRET: SECRET, RUN_URL: RUN, DISPATCHED_AT: hookSentAt!, PUBLISH_RUN_STARTED_AT: '' };
  }

  it('signs as the shop verifies and names the dispatch: its reports move the stored state; a wrong secret is refused', async () => {
    const run = await dispatchedRun();
    expect((await runScript(run, 'building')).code).toBe(0);
    expect(await readPublishStateRow(live.db)).toMatchObject({ phase: 'building' });
    const wrong = await runScript({ ...run, PUBLISH_REPORT_SECRET: 'not-the-secret' }, 'live');
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain('401');
    expect(await readPublishStateRow(live.db)).toMatchObject({ phase: 'building' });
    const failed = await runScript(run, 'failed', 'Nasadenie skončilo stavom failure.');
    expect(failed.code, failed.out).toBe(0);
    expect(await readPublishStateRow(live.db)).toMatchObject({ phase: 'failed', logTail: `Nasadenie skončilo stavom failure.\n${RUN}` });
  });

  it("an older run's live is taken (the step succeeds) but does not hide the newest run's failure; a run that began later counts", async () => {
    const newest = await dispatchedRun();
    expect((await runScript(newest, 'failed', 'Zlyhalo.')).code).toBe(0);
    const failed = await readPublishStateRow(live.db);
    expect(failed).toMatchObject({ phase: 'failed', hookSentAt: newest.DISPATCHED_AT });
    const older = {
      SHOP_URL: url,
      PUBLISH_REPORT_SECRET: SECRET,
      DISPATCHED_AT: '2026-01-01T10:00:00.000Z',
      PUBLISH_RUN_STARTED_AT: '2026-01-01T10:00:01.000Z',
    };
    const r = await runScript(older, 'live');
    expect([r.code, r.out]).toEqual([0, expect.stringContaining('202')]);
    expect(await readPublishStateRow(live.db)).toEqual(failed);
    const later = await runScript(
      { SHOP_URL: url, PUBLISH_REPORT_SECRET: SECRET, PUBLISH_RUN_STARTED_AT: new Date().toISOString() },
      'live',
    );
    expect([later.code, later.out]).toEqual([0, expect.stringContaining('200')]);
    expect(await readPublishStateRow(live.db)).toMatchObject({ phase: 'done' });
  });

  it('reports nothing, and does not fail the build, where the shop is not configured', async () => {
    const r = await runScript({}, 'live');
    expect([r.code, r.out]).toEqual([0, expect.stringContaining('not reported')]);
    expect((await runScript({ SHOP_URL: url, PUBLISH_REPORT_SECRET: SECRET }, 'deployed')).code).toBe(2);
  });
});
