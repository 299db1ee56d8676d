import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPublishStateRow } from '../../db/queries/publishing/publish-state';
import { publishReportNonces } from '../../db/schema';
import { deployHookPublisher } from '../adapters/deploy-hook-publisher';
import { PUBLISH_REPORT_MESSAGES } from '../domain/publish-report';
import { signPublishReport } from '../services/publishing/publish-report';
import { testClock } from '../test-support/accounts';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app';

/**
 * Each signed publish report is accepted once (issue 28): a captured report sent again within its 300 s window,
 * as is, in other capitals or many times at once, is refused with 409 and its `{ message }` and moves nothing; a
 * taken signature is pruned once its window (and a minute's margin) has passed, when the report is stale anyway.
 */
const SECRET = 'report-secret-0123456789';
const RUN = 'https://github.com/prud/shop/actions/runs/7';
const REPLAYED = [409, { message: PUBLISH_REPORT_MESSAGES.replayed }];

let clock: ReturnType<typeof testClock>;
let t: TestApp;
beforeEach(async () => {
  clock = testClock(new Date(TEST_NOW));
  t = await createTestApp({
    now: clock.now,
    config: { publishReportSecret: SECRET },
    publisher: (db) =>
      deployHookPublisher({
        db,
        hook: { url: 'https://hooks.example.test/deploy', kind: 'plain' },
        awaitsReport: true,
        now: clock.now,
        log: () => undefined,
        fetch: (async () => new Response('{}')) as unknown as typeof fetch,
      }),
  });
});
afterEach(() => t.close());

/** A report as the workflow's script signs it, by the shop's clock now: its exact request, to send (again). */
async function signed(status: string) {
  const body = JSON.stringify({ status, runUrl: RUN, runStartedAt: clock.now().toISOString() });
  const timestamp = String(Math.floor(clock.now().getTime() / 1000));
  return { body, headers: { 'x-publish-timestamp': timestamp, 'x-publish-signature': await signPublishReport(SECRET, timestamp, body) } };
}
const send = (r: { body: string; headers: Record<string, string> }, headers = r.headers) =>
  t.call('POST', '/api/publish/report', r.body, headers);
const taken = () => t.db.select().from(publishReportNonces);

describe('a signed publish report is accepted once', () => {
  it("a captured 'building' replayed after 'live' is refused with 409 and leaves live, with its finish time, as it is", async () => {
    const building = await signed('building');
    expect((await send(building)).status).toBe(200);
    clock.advance(90_000);
    const live = await send(await signed('live'));
    expect([live.status, live.body]).toEqual([200, { phase: 'done' }]);
    const done = await readPublishStateRow(t.db);
    expect(done).toMatchObject({ phase: 'done', finishedAt: clock.now().toISOString() });

    clock.advance(60_000);
    const replay = await send(building);
    expect([replay.status, replay.body]).toEqual(REPLAYED);
    // The same MAC in capitals is the same report.
    const shouted = {
      ...building.headers,
      'x-publish-signature': building.headers['x-publish-signature'].toUpperCase().replace('SHA256=', 'sha256='),
    };
    expect((await send(building, shouted)).status).toBe(409);
    expect(await readPublishStateRow(t.db)).toEqual(done);
    expect(await taken()).toHaveLength(2);
  });

  it('the same report sent many times at once moves the state once: one 200, the rest 409', async () => {
    const failed = await signed('failed');
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(failed)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body)).toEqual(Array(5).fill(REPLAYED[1]));
    expect(await readPublishStateRow(t.db)).toMatchObject({ phase: 'failed', finishedAt: TEST_NOW });
    expect(await taken()).toHaveLength(1);
  });

  it('an unsigned or invalid report takes no signature: only an accepted one is kept', async () => {
    const bad = JSON.stringify({ status: 'deployed' });
    const timestamp = String(Math.floor(clock.now().getTime() / 1000));
    const headers = { 'x-publish-timestamp': timestamp, 'x-publish-signature': await signPublishReport(SECRET, timestamp, bad) };
    expect((await t.call('POST', '/api/publish/report', bad, headers)).status).toBe(400);
    expect((await t.call('POST', '/api/publish/report', bad, headers)).status).toBe(400);
    const building = await signed('building');
    expect((await send(building, { ...building.headers, 'x-publish-signature': `sha256=${'0'.repeat(64)}` })).status).toBe(401);
    expect(await taken()).toEqual([]);
    expect((await send(building)).status).toBe(200);
  });

  it('a taken signature is kept through its window, then pruned; its report, stale by then, is still refused', async () => {
    const first = await signed('building');
    expect((await send(first)).status).toBe(200);
    const [row] = await taken();
    expect(row.expiresAt).toBe(Math.floor(clock.now().getTime() / 1000) + 300 + 60);
    // At the window's edge the report is still fresh by its timestamp: it is the key that refuses it.
    clock.advance(300_000);
    expect([(await send(first)).status, (await send(first)).body]).toEqual(REPLAYED);
    clock.advance(61_000);
    expect((await send(await signed('live'))).status).toBe(200);
    expect((await taken()).map((r) => r.signature)).not.toContain(row.signature);
    expect(await taken()).toHaveLength(1);
    expect((await send(first)).status).toBe(401);
  });
});
