/**
 * Publishing: the pre-rendered site follows the staff's writes (products, banners, videos, audio). Pure: the
 * state the admin shows (`GET /api/publish`) and its Slovak wording; the machinery lives in worker/adapters.
 */

export type PublishPhase = 'idle' | 'waiting' | 'building' | 'done' | 'failed';

export interface PublishState {
  phase: PublishPhase;
  /** How the site is published here: a local build swapped in (Node) or a deploy hook (Cloudflare). */
  mode: 'local-build' | 'deploy-hook' | 'none';
  /** Pages written so far and the expected count (from the previous build), while building. */
  progress: { done: number; total: number } | null;
  /** ISO times. */
  requestedAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** The last lines of the build's output when it failed. */
  logTail: string;
  /** What asked for it last ('product', 'banner', …). */
  reason: string;
}

export const IDLE_PUBLISH_STATE: PublishState = {
  phase: 'idle',
  mode: 'none',
  progress: null,
  requestedAt: null,
  startedAt: null,
  finishedAt: null,
  logTail: '',
  reason: '',
};

/** Writes in a burst (a whole product form, a shop-wide discount) coalesce into one republish. */
export const PUBLISH_DEBOUNCE_MS = 800;

const timeFormat = new Intl.DateTimeFormat('sk-SK', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Europe/Bratislava' });

/** What the admin reads: `Zverejňuje sa… 40 %`, `Zverejnené o 14:03:12`, `Zverejnenie zlyhalo`. */
export function publishLabel(s: PublishState): string {
  switch (s.phase) {
    case 'waiting':
      return 'Zmeny čakajú na zverejnenie…';
    case 'building': {
      const pct = s.progress && s.progress.total > 0 ? Math.min(99, Math.floor((s.progress.done / s.progress.total) * 100)) : null;
      return pct === null ? 'Zverejňuje sa…' : `Zverejňuje sa… ${pct} %`;
    }
    case 'done':
      if (s.mode === 'deploy-hook') return `Zverejnenie spustené o ${s.finishedAt ? timeFormat.format(new Date(s.finishedAt)) : ''}`;
      return `Zverejnené o ${s.finishedAt ? timeFormat.format(new Date(s.finishedAt)) : ''}`;
    case 'failed':
      return 'Zverejnenie zlyhalo. Stránka ostáva v predchádzajúcej podobe.';
    default:
      return 'Stránka je aktuálna.';
  }
}
