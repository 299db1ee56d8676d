/**
 * `GET /api/publish`'s state and `POST /api/publish/report`'s answer, described once for the contract
 * (api-contract/media.ts). Apart from ./publishing.ts, which the admin's publishing bar loads at run time (a plain
 * script without zod): that file re-exports these types only.
 */
import { z } from 'zod';

const iso = z.string().nullable();

/** idle: nothing asked since the start; waiting: asked, not started yet; building; done: live; failed. */
const publishPhaseSchema = z.enum(['idle', 'waiting', 'building', 'done', 'failed']);
export type PublishPhase = z.output<typeof publishPhaseSchema>;

export const publishStateSchema = z.strictObject({
  phase: publishPhaseSchema.meta({
    description: 'idle: od štartu nič; waiting: čaká na zverejnenie; building: zverejňuje sa; done: zverejnené; failed: zlyhalo.',
  }),
  /** How the site is published here: a local build swapped in (Node) or a deploy hook (Cloudflare). */
  mode: z
    .enum(['local-build', 'deploy-hook', 'none'])
    .meta({ description: 'Ako sa stránka zverejňuje: miestne zostavenie alebo deploy hook.' }),
  /** Pages written so far and the expected count (from the previous build), while building. */
  progress: z.strictObject({ done: z.number().int(), total: z.number().int() }).nullable(),
  requestedAt: iso,
  startedAt: iso,
  /**
   * When the new site went live (or the build failed). A deploy hook whose build service does not report back
   * leaves it null: the shop then knows only when it asked (`startedAt`).
   */
  finishedAt: iso,
  /** The last lines of the build's output when it failed. */
  logTail: z.string(),
  /** What asked for it last ('product', 'banner', …). */
  reason: z.string().meta({ description: 'Čo o zverejnenie požiadalo naposledy (`product`, `banner`, `manual`, …).' }),
  /** When the deploy hook was last called (deploy-hook mode), null otherwise. */
  hookSentAt: iso,
  /** What the last finished publish built: the whole site, or the changed pages only (issue 33). */
  build: z
    .enum(['full', 'changed'])
    .nullable()
    .meta({ description: 'Posledné zverejnenie: full = celá stránka, changed = len zmenené stránky; null = zatiaľ žiadne.' }),
  /** Files it wrote or removed (a full build: every file of the site). */
  pages: z.number().int().nullable().meta({ description: 'Koľko súborov posledné zverejnenie zapísalo alebo odstránilo.' }),
});
export type PublishState = z.output<typeof publishStateSchema>;

/** `POST /api/publish/report`: the phase the stored state is in after the report. */
export const publishReportAnswerSchema = z.strictObject({ phase: publishPhaseSchema });
