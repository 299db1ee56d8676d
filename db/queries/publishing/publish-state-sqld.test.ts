import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSqld, type TestSqld } from '~/tests/support/sqld';
import type { Db } from '../../client';
import { migrateDb } from '../../client-node';
import { openWebDb } from '../../client-web';
import { publishReportNonces, publishState } from '../../schema';
import { applyPublishReport, readPublishStateRow } from './publish-state';

/**
 * The once-only key of publish reports as production runs it: a real libSQL server (sqld) over HTTP through the
 * web client the Worker uses, where a replay's refusal comes back as the server's error, not the local file's.
 * Several clients stand for several isolates sending the same captured report at once.
 */
let sqld: TestSqld;
let dbs: Db[];
beforeAll(async () => {
  sqld = await startTestSqld();
  dbs = [0, 1, 2, 3].map(() => openWebDb(sqld.url));
  await migrateDb(dbs[0]);
  await dbs[0].insert(publishState).values({ id: 1 }).onConflictDoNothing();
}, 60_000);
afterAll(async () => {
  for (const db of dbs ?? []) db.$client.close();
  await sqld?.close();
});

const AT = '2026-11-23T12:00:00.000Z';
const report = (db: Db, status: 'building' | 'live', signature: string, at = AT) =>
  applyPublishReport(db, { status, at, logTail: '', run: { runStartedAt: at }, nonce: { signature, expiresAt: 2_000, nowSeconds: 1_000 } });

describe('a publish report on sqld over HTTP', () => {
  it('the same signature from four isolates at once moves the state once; the others are told it is a replay', async () => {
    const outcomes = await Promise.all(dbs.map((db) => report(db, 'building', 'a'.repeat(64))));
    expect(outcomes.filter((o) => o.applied)).toHaveLength(1);
    expect(outcomes.filter((o) => o.replayed)).toHaveLength(3);
    expect(await dbs[0].select().from(publishReportNonces)).toEqual([{ signature: 'a'.repeat(64), expiresAt: 2_000 }]);
  });

  it("a captured 'building' replayed after 'live' leaves live and its finish time as they are", async () => {
    const LATER = '2026-11-23T12:03:00.000Z';
    expect(await report(dbs[1], 'live', 'b'.repeat(64), LATER)).toMatchObject({ applied: true, replayed: false });
    const live = await readPublishStateRow(dbs[0]);
    expect(live).toMatchObject({ phase: 'done', finishedAt: LATER });
    expect(await report(dbs[2], 'building', 'a'.repeat(64), LATER)).toMatchObject({ applied: false, replayed: true });
    expect(await readPublishStateRow(dbs[0])).toEqual(live);
  });
});
