import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrderRow, storedOrderRow } from '../../test-support/orders';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { runScheduledJobs, SCHEDULED_EVERY_MS } from './scheduled';

/** The background job both platforms run: the Node timer every SCHEDULED_EVERY_MS, Cloudflare by its cron. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('SCHEDULED_EVERY_MS', () => {
  it("is the Cloudflare cron's interval (wrangler.toml), so both platforms retry equally often", () => {
    const toml = readFileSync(new URL('../../../wrangler.toml', import.meta.url), 'utf8');
    const cron = /^crons\s*=\s*\["\*\/(\d+) \* \* \* \*"\]/m.exec(toml);
    expect(cron, 'wrangler.toml has a "*/N * * * *" cron').not.toBeNull();
    expect(SCHEDULED_EVERY_MS).toBe(Number(cron![1]) * 60_000);
  });
});

describe('runScheduledJobs', () => {
  it('sends the confirmations that failed, at most 20 a run, oldest first; the next run sends the rest, and a run with nothing to do logs nothing', async () => {
    // Placed an hour before the app's clock (TEST_NOW), their first send failed.
    const failed: { id: number }[] = [];
    for (let i = 0; i < 21; i++)
      failed.push(
        await insertOrderRow(t, null, { mailStatus: 'failed', mailAttempts: 1, mailError: 'x', createdAt: '2026-03-01T09:00:00.000Z' }),
      );
    const retried = () => t.logs.filter((l) => l.level === 'info' && l.message === 'confirmation e-mails retried').map((l) => l.data);
    await runScheduledJobs(t.deps);
    expect(retried()).toEqual([{ attempted: 20, sent: 20, failed: 0 }]);
    const statuses = async () => Promise.all(failed.map(async (o) => (await storedOrderRow(t, o.id)).mailStatus));
    expect(await statuses()).toEqual([...Array(20).fill('sent'), 'failed']);
    await runScheduledJobs(t.deps);
    expect(await statuses()).toEqual(Array(21).fill('sent'));
    // Nothing left to do: the run says nothing in the operations log.
    await runScheduledJobs(t.deps);
    expect(retried()).toEqual([
      { attempted: 20, sent: 20, failed: 0 },
      { attempted: 1, sent: 1, failed: 0 },
    ]);
    expect((await storedOrderRow(t, failed[20].id)).mailAttempts).toBe(2);
  });
});
