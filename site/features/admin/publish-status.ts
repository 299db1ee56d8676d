/**
 * The admin frame's publishing bar (vanilla, no React): after staff edit products, banners, videos or audio the
 * server rebuilds the pre-rendered site (worker/domain/publishing.ts). This shows whether their change is live yet:
 * waiting, building with progress, done at a time, or failed with the build log's tail and (for admins) a retry.
 * It polls `GET /api/publish` quickly while something is under way and slowly otherwise.
 */
import { readSessionUser, staffRole } from '~/site/lib/session';
import { publishLabel, type PublishState } from '~/worker/domain/publishing';
import { readPublishState, republish } from './publish-api';

const BUSY_POLL_MS = 1000;
const QUIET_POLL_MS = 5000;

/** How the bar looks for a state: hidden while nothing happened since the page opened. `now`: what 'dnes' is. */
export function publishBarView(
  s: PublishState,
  now: Date = new Date(),
): { hidden: boolean; kind: 'info' | 'success' | 'error'; text: string; busy: boolean } {
  const busy = s.phase === 'waiting' || s.phase === 'building';
  const kind = s.phase === 'failed' ? 'error' : s.phase === 'done' ? 'success' : 'info';
  return { hidden: s.phase === 'idle', kind, text: publishLabel(s, now), busy };
}

export function initPublishStatus(bar: HTMLElement) {
  const text = bar.querySelector<HTMLElement>('[data-publish-text]');
  const progress = bar.querySelector<HTMLProgressElement>('progress');
  const details = bar.querySelector<HTMLDetailsElement>('details');
  const log = bar.querySelector<HTMLElement>('[data-publish-log]');
  const retry = bar.querySelector<HTMLButtonElement>('[data-publish-retry]');
  let timer: ReturnType<typeof setTimeout> | undefined;

  const render = (s: PublishState) => {
    const view = publishBarView(s);
    bar.hidden = view.hidden;
    bar.className = `acct-alert acct-alert--${view.kind} publish-bar`;
    if (text) text.textContent = view.text;
    if (progress) {
      progress.hidden = s.phase !== 'building' || !s.progress || s.progress.total <= 0;
      if (s.progress && s.progress.total > 0) {
        progress.max = s.progress.total;
        progress.value = Math.min(s.progress.done, s.progress.total);
      }
    }
    if (details && log) {
      details.hidden = s.phase !== 'failed' || !s.logTail;
      log.textContent = s.logTail;
    }
    if (retry) retry.hidden = s.phase !== 'failed' || staffRole(readSessionUser()) !== 'admin';
    return view.busy;
  };

  const poll = async () => {
    clearTimeout(timer);
    const user = readSessionUser();
    if (!user || !staffRole(user)) return;
    let busy = false;
    try {
      busy = render(await readPublishState(user.token));
    } catch {
      /* the next poll tries again; the screens report their own errors */
    }
    if (!document.hidden) timer = setTimeout(poll, busy ? BUSY_POLL_MS : QUIET_POLL_MS);
  };

  retry?.addEventListener('click', async () => {
    const user = readSessionUser();
    if (!user) return;
    retry.disabled = true;
    try {
      await republish(user.token);
    } catch {
      /* shown by the next poll */
    }
    retry.disabled = false;
    void poll();
  });
  document.addEventListener('visibilitychange', () => !document.hidden && void poll());
  void poll();
}
