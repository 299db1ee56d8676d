/**
 * The Worker on sqld: the production Worker under `wrangler dev` (workerd) against a real libSQL server on this
 * machine, started by `npm run start:worker` (worker/platform/start-worker.ts) on the built demo site, and
 * measured with the Node entry's own code: the catalogue API under load (load.ts `apiLoads`) and the order burst
 * over HTTP (burst.ts `burstAgainst`). Each table puts the Node entry's figure of results.json beside it.
 */
import { join } from 'node:path';
import { openNodeDb } from '../db/client-node';
import { freePort } from '../tests/support/net';
import { BURST_TOKEN_SECRET, burstAgainst, prepareBurst, type BurstResult } from './burst';
import { apiLoads, type ApiLoad } from './load';
import { SECONDS, staticFile } from './runs';
import { withServer } from './server';

export interface WorkerSqldResult {
  loads: ApiLoad[];
  burst: BurstResult;
}

/** Both parts on the demo site built in `dir` (sqld's database is seeded by the entry itself: the same demo). */
export async function workerOnSqld(dir: string, productId: number): Promise<WorkerSqldResult> {
  const sqldPort = await freePort();
  const env = { SQLD_PORT: String(sqldPort), TOKEN_SECRET: BURST_TOKEN_SECRET, WRANGLER_SEND_METRICS: 'false', CI: 'true' };
  return withServer(
    dir,
    async (base) => {
      console.log(`bench: the Worker on sqld, catalogue API at 32 connections, ${SECONDS} s per URL…`);
      const loads = await apiLoads(base, staticFile(join(dir, 'dist')), productId, SECONDS);
      const db = openNodeDb(`http://127.0.0.1:${sqldPort}`);
      try {
        return { loads, burst: await burstAgainst(base, db, await prepareBurst(db)) };
      } finally {
        db.$client.close();
      }
    },
    env,
    'worker/platform/start-worker.ts',
  );
}

const yes = (ok: boolean) => (ok ? 'yes' : 'NO');

/** The section of bench/results.md: the Worker's rows, the Node entry's figures of the same file beside them. */
export function workerSqldMarkdown(r: WorkerSqldResult | undefined, node: { loads: ApiLoad[]; burst?: BurstResult }): string[] {
  if (!r) return [];
  const nodeLoad = (l: ApiLoad) => node.loads.find((n) => n.label === l.label && n.acceptEncoding === l.acceptEncoding);
  const { orders: o, confirmations: c, checks: k } = r.burst;
  const n = node.burst;
  const drained = (b: BurstResult) => (b.confirmations.doneAfter === null ? 'not within 120 s' : `${b.confirmations.doneAfter} s`);
  return [
    '## The Worker on sqld (wrangler dev, workerd, a local libSQL server)',
    '',
    'The production Worker (worker/platform/cloudflare.ts) under `wrangler dev` against `sqld` on 127.0.0.1, both',
    'started by `npm run start:worker` on the built demo site, measured with the code that measures the Node entry',
    '(the API table and the order burst above; their figures, from their own runs, stand beside these). Indicative',
    'only: wrangler dev is a development server (its Node proxy in front of one workerd process, every database call',
    "an HTTP request to sqld, all on the same 2 cores), not Cloudflare's network, and the machine was shared with other",
    "engineers' builds and tests while it ran (the load average on the line above), so the Node figures of a quieter",
    'hour are no like-for-like comparison: run `BENCH_ONLY=api`, `burst` and `worker` back to back for one.',
    '',
    '| what | URL | Accept-Encoding | Worker req/s | p50 ms | p99 ms | errors | Node entry req/s |',
    '|---|---|---|---|---|---|---|---|',
    ...r.loads.map((l) => {
      const u = new URL(l.url);
      return `| ${l.label} | \`${u.pathname}${u.search}\` | ${l.acceptEncoding || '–'} | ${l.rps} | ${l.p50ms} | ${l.p99ms} | ${l.errors} | ${nodeLoad(l)?.rps ?? '–'} |`;
    }),
    '',
    `Order burst: ${r.burst.buyers} buyers over HTTP for ${Math.round(o.seconds)} s, confirmation e-mail with its PDF invoice rendered in workerd`,
    'after the answer (waitUntil) into the outbox in sqld; one client reads `/` all along.',
    '',
    '| what | Worker on sqld | Node entry | 0 oversold, 0 gaps |',
    '|---|---|---|---|',
    `| orders/s (placed / requests) | ${o.perSecond} (${o.placed} / ${o.requests}; 409: ${o.refused}, other errors: ${o.otherErrors}) | ${n ? `${n.orders.perSecond} (${n.orders.placed} / ${n.orders.requests})` : '–'} | |`,
    `| order p50 / p99 ms | ${o.p50ms} / ${o.p99ms} | ${n ? `${n.orders.p50ms} / ${n.orders.p99ms}` : '–'} | |`,
    `| home p50 / p99 ms during the burst (req/s) | ${r.burst.homeDuring.p50ms} / ${r.burst.homeDuring.p99ms} (${r.burst.homeDuring.rps}) | ${n ? `${n.homeDuring.p50ms} / ${n.homeDuring.p99ms} (${n.homeDuring.rps})` : '–'} | |`,
    `| every confirmation sent after the burst | ${drained(r.burst)} (sent ${c.sent}, failed ${c.failed}) | ${n ? `${drained(n)} (sent ${n.confirmations.sent})` : '–'} | |`,
    `| oversold, negative stock, number gaps | ${k.oversold}, ${k.negativeStock}, ${k.numberGaps} | | ${yes(k.oversold + k.negativeStock + k.numberGaps === 0 && k.unitsSold === k.unitsInOrderLines)} |`,
    '',
  ];
}
