import { claimDeployHook, claimHeldBackHook, recordHookAnswer, updatePublishState } from '../../db/queries/publishing/publish-state';
import type { Db } from '../../db/client';
import type { AppDeps, Publisher } from '../deps';
import { deployHookCall, type DeployHook } from './deploy-hook-request';
import { readPublishState } from './stored-publish-state';

export interface DeployHookPublisherDeps {
  db: Db;
  /** Undefined: no hook configured (requests are recorded, nothing is sent). */
  hook: DeployHook | undefined;
  /** The build service reports its end (PUBLISH_REPORT_SECRET is set): an accepted call means building, not done. */
  awaitsReport: boolean;
  now: () => Date;
  log: AppDeps['log'];
  fetch?: typeof fetch;
  /** Calls within this gap after the last one are held back for the scheduled job's flush. */
  minGapMs?: number;
}

/** Longer than any build service takes to accept a hook; an unanswered call must not hold the isolate. */
const HOOK_TIMEOUT_MS = 15_000;

/**
 * Production publishing (Cloudflare): the pre-rendered site is rebuilt and deployed by the build service behind
 * a deploy hook (DEPLOY_HOOK_URL: GitHub Actions through a repository_dispatch, Workers Builds, Pages), which
 * queues builds itself. The state lives in the database (db/queries/publishing/publish-state.ts), so every isolate reads
 * the same, and the same row coalesces calls across isolates: the first request after a quiet gap calls the
 * hook, the rest of the burst is held back and sent once by the scheduled job's `flush` after the gap, so the
 * final edit is never left out. `request` returns at once: all of it runs in `waitUntil`.
 */
export function deployHookPublisher(d: DeployHookPublisherDeps): Publisher & { flush(waitUntil: AppDeps['waitUntil']): void } {
  const call = d.fetch ?? fetch;
  const minGapMs = d.minGapMs ?? 30_000;
  const mode = d.hook ? 'deploy-hook' : 'none';
  const clock = () => {
    const now = d.now();
    return { at: now.toISOString(), cutoff: new Date(now.getTime() - minGapMs).toISOString() };
  };

  const send = async (hook: DeployHook, sentAt: string, asked: { reason: string; requestedAt: string | null }) => {
    const req = deployHookCall(hook, { ...asked, dispatchedAt: sentAt });
    let error: string | undefined;
    try {
      const res = await call(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
      });
      if (!res.ok) error = `deploy hook answered ${res.status}: ${(await res.text()).slice(0, 500)}`;
      else await res.body?.cancel();
    } catch (err) {
      error = `deploy hook unreachable: ${String(err)}`;
    }
    if (error) d.log('error', 'deploy hook failed', { error });
    await recordHookAnswer(d.db, { sentAt, at: d.now().toISOString(), accepted: !error, awaitsReport: d.awaitsReport, error });
  };

  /** Background work never rejects: a failure is logged (and, for the call itself, shown in the state). */
  const background = (waitUntil: AppDeps['waitUntil'], work: () => Promise<void>) =>
    waitUntil(work().catch((err) => d.log('error', 'publishing state not written', { error: String(err) })));

  return {
    request(reason, waitUntil) {
      background(waitUntil, async () => {
        const { at, cutoff } = clock();
        if (!d.hook) return updatePublishState(d.db, { mode, reason, requestedAt: at }, at);
        if (await claimDeployHook(d.db, { reason, at, cutoff })) await send(d.hook, at, { reason, requestedAt: at });
      });
    },
    state: () => readPublishState(d.db, mode),
    flush(waitUntil) {
      const hook = d.hook;
      if (!hook) return;
      background(waitUntil, async () => {
        const { at, cutoff } = clock();
        const held = await claimHeldBackHook(d.db, { at, cutoff });
        if (held) await send(hook, at, held);
      });
    },
  };
}
