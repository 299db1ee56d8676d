import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { publishReportNonces, publishState } from '../../schema';
import { refusedWith } from '../driver-errors';

/**
 * The one row (id 1) of the site's publishing state (migration 0007). Every process and Workers isolate reads
 * and writes this row, so all admins see one state; the deploy hook's calls are coalesced across isolates by the
 * single statements below (SQLite applies one at a time, so exactly one caller wins a claim).
 */
export type PublishStateRow = typeof publishState.$inferSelect;
export type PublishStatePatch = Partial<Omit<PublishStateRow, 'id' | 'updatedAt'>>;

const t = publishState;
const theRow = eq(t.id, 1);
/** No deploy-hook call since `cutoff`: the next one may go. */
const hookFree = (cutoff: string) => sql`(${t.hookSentAt} IS NULL OR ${t.hookSentAt} <= ${cutoff})`;

export async function readPublishStateRow(db: Db): Promise<PublishStateRow | undefined> {
  return (await db.select().from(t).where(theRow).limit(1))[0];
}

export async function updatePublishState(db: Db, patch: PublishStatePatch, at: string): Promise<void> {
  await db
    .update(t)
    .set({ ...patch, updatedAt: at })
    .where(theRow);
}

/**
 * A start of the embedded server: a build that was waiting or running in an earlier process will never end, so
 * the state says idle instead (that start rebuilt the site anyway).
 */
export async function forgetUnfinishedPublish(db: Db, mode: string, at: string): Promise<void> {
  await db
    .update(t)
    .set({
      mode,
      phase: sql`CASE WHEN ${t.phase} IN ('waiting', 'building') THEN 'idle' ELSE ${t.phase} END`,
      progressDone: null,
      progressTotal: null,
      pending: false,
      updatedAt: at,
    })
    .where(theRow);
}

/**
 * Records a republish request for the deploy hook and decides, in ONE statement, whether this caller calls the
 * hook: yes when no call went out since `cutoff` (the call is then marked as made at `at`); otherwise the request
 * is held back (`pending`) for the scheduled job's flush. Returns true when this caller must call the hook.
 */
export async function claimDeployHook(db: Db, o: { reason: string; at: string; cutoff: string }): Promise<boolean> {
  const free = hookFree(o.cutoff);
  const rows = await db
    .update(t)
    .set({
      mode: 'deploy-hook',
      reason: o.reason,
      requestedAt: o.at,
      updatedAt: o.at,
      hookSentAt: sql`CASE WHEN ${free} THEN ${o.at} ELSE ${t.hookSentAt} END`,
      pending: sql`CASE WHEN ${free} THEN 0 ELSE 1 END`,
      phase: sql`CASE WHEN ${free} THEN 'building' ELSE 'waiting' END`,
      startedAt: sql`CASE WHEN ${free} THEN ${o.at} ELSE ${t.startedAt} END`,
      finishedAt: sql`CASE WHEN ${free} THEN NULL ELSE ${t.finishedAt} END`,
      logTail: sql`CASE WHEN ${free} THEN '' ELSE ${t.logTail} END`,
    })
    .where(theRow)
    .returning({ pending: t.pending });
  return rows.length === 1 && !rows[0].pending;
}

/**
 * The scheduled job's flush: a held-back request whose gap has passed is claimed by exactly one caller, which then
 * calls the hook. Returns what to tell the build service, or null when there is nothing to send (or another won).
 */
export async function claimHeldBackHook(
  db: Db,
  o: { at: string; cutoff: string },
): Promise<{ reason: string; requestedAt: string | null } | null> {
  const rows = await db
    .update(t)
    .set({ hookSentAt: o.at, pending: false, phase: 'building', startedAt: o.at, finishedAt: null, logTail: '', updatedAt: o.at })
    .where(and(theRow, eq(t.pending, true), hookFree(o.cutoff)))
    .returning({ reason: t.reason, requestedAt: t.requestedAt });
  return rows[0] ?? null;
}

/**
 * The build service's answer to the hook call made at `sentAt` (ignored when a later call has been made since).
 * Accepted: without reports to wait for, the state says the deploy started (done, no finish time); with reports
 * it stays building until the workflow reports. Refused: failed, and the next request may call at once.
 */
export async function recordHookAnswer(
  db: Db,
  o: { sentAt: string; at: string; accepted: boolean; awaitsReport: boolean; error?: string },
): Promise<void> {
  const ours = and(theRow, eq(t.hookSentAt, o.sentAt));
  if (o.accepted) {
    if (o.awaitsReport) return;
    await db
      .update(t)
      .set({ phase: sql`CASE WHEN ${t.pending} THEN 'waiting' ELSE 'done' END`, updatedAt: o.at })
      .where(and(ours, eq(t.phase, 'building')));
    return;
  }
  await db
    .update(t)
    .set({ phase: 'failed', finishedAt: o.at, logTail: o.error ?? '', hookSentAt: null, updatedAt: o.at })
    .where(ours);
}

/** Which run a report comes from (worker/domain/publish-report.ts); ISO times, normalised by the caller. */
export interface ReportedRun {
  /** The dispatch the run answers (the `hookSentAt` it was sent with), when the shop started it. */
  dispatchedAt?: string;
  /** When the run began. */
  runStartedAt?: string;
}

/**
 * Whether a run covers the newest dispatch: it names it, or it began after it (after the newest request when the
 * last call was refused, which clears `hookSentAt`). An older run, still queued or slow to report, covers neither.
 */
const coversNewestDispatch = (run: ReportedRun) =>
  or(
    run.dispatchedAt ? eq(t.hookSentAt, run.dispatchedAt) : undefined,
    run.runStartedAt ? sql`${run.runStartedAt} >= COALESCE(${t.hookSentAt}, ${t.requestedAt}, '')` : undefined,
  ) ?? sql`0`;

/** A signed report's once-only key: its signature, and when (unix seconds) its window ends. */
export interface ReportNonce {
  signature: string;
  expiresAt: number;
  /** The shop's clock, unix seconds: rows whose window ended before it are pruned. */
  nowSeconds: number;
}

/** The primary key of publish_report_nonces refused the insert: this report was taken before. */
function isTakenReport(err: unknown): boolean {
  return refusedWith(err, /UNIQUE constraint failed: publish_report_nonces\.signature/);
}

/**
 * A report of the build service (worker/domain/publish-report.ts), taken once and applied only when its run covers
 * the newest dispatch: a late report of an older run must not say live (or failed) while a newer build is queued or
 * running. An edit held back meanwhile still waits for its own build, so building and live show as waiting while
 * one is pending; a failure shows whatever waits. The report's signature goes into publish_report_nonces in the
 * same batch (one transaction) as the update, so a replay (at once or concurrent, on any isolate) is refused by
 * the key and changes nothing: `replayed`. Expired signatures are pruned in that batch. Returns the row after it
 * and whether the report moved it.
 */
export async function applyPublishReport(
  db: Db,
  o: { status: 'building' | 'live' | 'failed'; at: string; logTail: string; run: ReportedRun; nonce: ReportNonce },
): Promise<{ row: PublishStateRow | undefined; applied: boolean; replayed: boolean }> {
  const unlessPending = (phase: string) => sql`CASE WHEN ${t.pending} THEN 'waiting' ELSE ${phase} END`;
  const set =
    o.status === 'building'
      ? { phase: unlessPending('building'), startedAt: o.at, finishedAt: null, logTail: '' }
      : o.status === 'live'
        ? { phase: unlessPending('done'), finishedAt: o.at, logTail: '' }
        : { phase: 'failed', finishedAt: o.at, logTail: o.logTail };
  let rows: PublishStateRow[];
  try {
    [, , rows] = await db.batch([
      db.delete(publishReportNonces).where(lt(publishReportNonces.expiresAt, o.nonce.nowSeconds)),
      db.insert(publishReportNonces).values({ signature: o.nonce.signature, expiresAt: o.nonce.expiresAt }),
      db
        .update(t)
        .set({ ...set, mode: 'deploy-hook', progressDone: null, progressTotal: null, updatedAt: o.at })
        .where(and(theRow, coversNewestDispatch(o.run)))
        .returning(),
    ]);
  } catch (err) {
    if (!isTakenReport(err)) throw err;
    return { row: await readPublishStateRow(db), applied: false, replayed: true };
  }
  return rows[0]
    ? { row: rows[0], applied: true, replayed: false }
    : { row: await readPublishStateRow(db), applied: false, replayed: false };
}
