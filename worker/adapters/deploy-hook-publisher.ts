import { IDLE_PUBLISH_STATE, type PublishState } from '../domain/publishing';
import type { AppDeps, Publisher } from '../deps';

/**
 * Production publishing (Cloudflare): the pre-rendered site is rebuilt and deployed by the build service behind a
 * deploy hook (Workers Builds, Pages or a CI workflow: `DEPLOY_HOOK_URL`), which queues and coalesces builds
 * itself. Calls within `minGapMs` of the last one are folded into it, except that the last request of a burst is
 * always sent once the gap has passed (the scheduled job calls `flush`), so the final edit is never left out.
 * The state is the isolate's own: the admin sees when this isolate last triggered a deploy.
 */
export function deployHookPublisher(
  hookUrl: string | undefined,
  deps: { now: () => Date; log: AppDeps['log']; fetch?: typeof fetch },
  minGapMs = 30_000,
): Publisher & { flush(waitUntil: AppDeps['waitUntil']): void } {
  const call = deps.fetch ?? fetch;
  let state: PublishState = { ...IDLE_PUBLISH_STATE, mode: hookUrl ? 'deploy-hook' : 'none' };
  let lastSent = 0;
  let pending = false;

  const send = (waitUntil: AppDeps['waitUntil']) => {
    if (!hookUrl) return;
    pending = false;
    lastSent = deps.now().getTime();
    state = { ...state, phase: 'building', startedAt: deps.now().toISOString(), logTail: '' };
    waitUntil(
      call(hookUrl, { method: 'POST' })
        .then(async (res) => {
          if (!res.ok) throw new Error(`deploy hook answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
          // An edit held back meanwhile is still waiting for its own call.
          state = { ...state, phase: pending ? 'waiting' : 'done', finishedAt: deps.now().toISOString() };
        })
        .catch((err) => {
          state = { ...state, phase: 'failed', finishedAt: deps.now().toISOString(), logTail: String(err) };
          deps.log('error', 'deploy hook failed', { error: String(err) });
        }),
    );
  };

  return {
    request(reason, waitUntil) {
      state = { ...state, requestedAt: deps.now().toISOString(), reason };
      if (!hookUrl) return;
      if (deps.now().getTime() - lastSent >= minGapMs) send(waitUntil);
      else {
        pending = true;
        state = { ...state, phase: 'waiting' };
      }
    },
    async state() {
      return state;
    },
    flush(waitUntil) {
      if (pending && deps.now().getTime() - lastSent >= minGapMs) send(waitUntil);
    },
  };
}
