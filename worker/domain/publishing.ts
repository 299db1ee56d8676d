/**
 * Publishing: the pre-rendered site follows the staff's writes (products, banners, videos, audio). Pure: the
 * state the admin shows (`GET /api/publish`) and its Slovak wording; the machinery lives in worker/adapters and
 * worker/platform, and the state itself in the database (`publish_state`), so every admin, process and Workers
 * isolate reads the same.
 */

// The state's shape is zod (./publish-answers.ts, the contract's); the bar's script gets its types only.
import type { PublishState } from './publish-answers';
export type { PublishPhase, PublishState } from './publish-answers';

export const IDLE_PUBLISH_STATE: PublishState = {
  phase: 'idle',
  mode: 'none',
  progress: null,
  requestedAt: null,
  startedAt: null,
  finishedAt: null,
  logTail: '',
  reason: '',
  hookSentAt: null,
  build: null,
  pages: null,
};

/** Why a product write (a save that leaves it published, a delete, the shop-wide sale) asks for a republish. */
export const PRODUCT_REPUBLISH_REASON = 'product';

/** Writes in a burst (a whole product form, a shop-wide discount) coalesce into one republish. */
export const PUBLISH_DEBOUNCE_MS = 800;
/** ...but a steady stream of writes (sell-outs in a rush of orders) postpones it this long at most. */
export const PUBLISH_MAX_WAIT_MS = 5000;

const ZONE = 'Europe/Bratislava';
const dayFormat = new Intl.DateTimeFormat('sk-SK', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: ZONE });
const timeFormat = new Intl.DateTimeFormat('sk-SK', { hour: '2-digit', minute: '2-digit', timeZone: ZONE });

/**
 * ' dnes o 14:03' on Bratislava's today, ' 28. 11. 2026 o 14:03' on another day (a bar left open overnight must not
 * pass yesterday's publishing off as today's); '' without a time rather than an invented one.
 */
function when(iso: string | null, now: Date): string {
  if (!iso) return '';
  const t = new Date(iso);
  const day = dayFormat.format(t);
  return ` ${day === dayFormat.format(now) ? 'dnes' : day} o ${timeFormat.format(t)}`;
}

/** ' (zmenené stránky: 6)' after a changed-pages publish, ' (celá stránka)' after a full build, '' without one. */
function builtWhat(s: PublishState): string {
  if (s.build === 'changed') return ` (zmenené stránky: ${s.pages ?? 0})`;
  if (s.build === 'full') return ' (celá stránka)';
  return '';
}

/** What the admin reads: `Zverejňuje sa… 40 %`, `Zverejnené dnes o 14:03`, `Zverejnenie zlyhalo`. `now`: what 'dnes' is. */
export function publishLabel(s: PublishState, now: Date = new Date()): string {
  switch (s.phase) {
    case 'waiting':
      return 'Zmeny čakajú na zverejnenie…';
    case 'building': {
      const pct = s.progress && s.progress.total > 0 ? Math.min(99, Math.floor((s.progress.done / s.progress.total) * 100)) : null;
      return pct === null ? 'Zverejňuje sa…' : `Zverejňuje sa… ${pct} %`;
    }
    case 'done':
      // A build service that reports back says when the site went live; one that does not, only that it started.
      if (s.mode === 'deploy-hook' && !s.finishedAt) return `Zverejnenie spustené${when(s.startedAt, now)}`;
      return `Zverejnené${when(s.finishedAt, now)}${builtWhat(s)}`;
    case 'failed':
      return 'Zverejnenie zlyhalo. Stránka ostáva v predchádzajúcej podobe.';
    default:
      return 'Stránka je aktuálna.';
  }
}
