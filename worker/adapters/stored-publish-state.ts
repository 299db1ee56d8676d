import { readPublishStateRow, type PublishStateRow } from '../../db/queries/publishing/publish-state';
import type { Db } from '../../db/client';
import { IDLE_PUBLISH_STATE, type PublishPhase, type PublishState } from '../domain/publishing';

const PHASES: readonly PublishPhase[] = ['idle', 'waiting', 'building', 'done', 'failed'];

/** The stored row as the admin's answer (`GET /api/publish`); `mode` is how this instance publishes. */
function publishStateOf(row: PublishStateRow | undefined, mode: PublishState['mode']): PublishState {
  if (!row) return { ...IDLE_PUBLISH_STATE, mode };
  const phase = PHASES.find((p) => p === row.phase) ?? 'idle';
  return {
    phase,
    mode,
    progress: phase === 'building' && row.progressTotal !== null ? { done: row.progressDone ?? 0, total: row.progressTotal } : null,
    requestedAt: row.requestedAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    logTail: row.logTail,
    reason: row.reason,
    hookSentAt: mode === 'deploy-hook' ? row.hookSentAt : null,
    build: row.buildKind === 'full' || row.buildKind === 'changed' ? row.buildKind : null,
    pages: row.pagesWritten,
  };
}

export async function readPublishState(db: Db, mode: PublishState['mode']): Promise<PublishState> {
  return publishStateOf(await readPublishStateRow(db), mode);
}
