import { readFileSync, writeFileSync } from 'node:fs';
import { jsMarkdown, type JsFigure } from './js-figures';
import { lighthouseMarkdown, type LighthouseResult } from './lighthouse';
import { apiLoadsMarkdown, type ApiLoad } from './load';
import { ordersMarkdown, type OrdersBenchResult } from './orders';
import { publishMarkdown, type PublishBenchResult } from './publish';
import { bytesMarkdown, type PageBytes } from './bytes';
import { loginsMarkdown, type LoginBurstResult } from './logins';
import { buildMarkdown, type BuildRun } from './build-bench';
import { burstMarkdown, type BurstResult } from './burst';
import { withStart, type Section, type SectionStart } from './section-start';
import { workerSqldMarkdown, type WorkerSqldResult } from './worker-sqld';

/** The bench's figures as bench/results.json keeps them, and their page bench/results.md. */
export interface Figures {
  date: string;
  node: string;
  cpus: number;
  js: JsFigure[];
  /** Set when only the JavaScript table was rerun (`BENCH_ONLY=js`) after `date`. */
  jsDate?: string;
  loads: ApiLoad[];
  /** When and how busy the machine was when the API loads ran (`BENCH_ONLY=api` reruns only them). */
  loadsNote?: string;
  /** Before `builds`: wall time of `astro build` + precompression; `*PrecompressSeconds`: the precompression's share. */
  build?: { demoSeconds: number; bigSeconds: number; bigProducts: number; demoPrecompressSeconds?: number; bigPrecompressSeconds?: number };
  /** `astro build` with its precompression: the demo catalogue and the generated big one (build-bench.ts). */
  builds?: BuildRun[];
  /** The order burst over HTTP with confirmations on (burst.ts). */
  burst?: BurstResult;
  /** When each part started and the machine's load then (section-start.ts). */
  starts?: Partial<Record<Section, SectionStart>>;
  orders?: OrdersBenchResult[];
  publish?: PublishBenchResult[];
  bytes?: PageBytes[];
  logins?: LoginBurstResult[];
  /** Set when only that part was rerun (`BENCH_ONLY=bytes` / `logins`) after `date`. */
  bytesDate?: string;
  loginsDate?: string;
  /** Set when only the order placement was rerun (`BENCH_ONLY=orders`) after `date`. */
  ordersDate?: string;
  lighthouse?: LighthouseResult[];
  /** Set when only Lighthouse was rerun (`BENCH_ONLY=lighthouse`) after `date`. */
  lighthouseDate?: string;
  /** The Worker under wrangler dev on sqld: catalogue API and order burst (worker-sqld.ts). */
  worker?: WorkerSqldResult;
}

/** The figures of the last run, which a rerun of one part (`BENCH_ONLY`) keeps for all the others. */
export function previousFigures(): Figures {
  return JSON.parse(readFileSync('bench/results.json', 'utf8')) as Figures;
}

/** The build section as figures kept before `builds` show it. */
function oldBuildMarkdown(b: Figures['build']): string[] {
  if (!b) return [];
  return [
    '## astro build wall time',
    '',
    'Including the `.br`/`.gz` written beside every text file (precompression, its share in brackets).',
    '',
    `- demo catalogue: ${b.demoSeconds} s (${b.demoPrecompressSeconds ?? '–'} s)`,
    `- generated ${b.bigProducts} products: ${b.bigSeconds} s (${b.bigPrecompressSeconds ?? '–'} s)`,
    '',
  ];
}

export function writeResults(figures: Figures) {
  const { js, loads } = figures;
  const at = (section: Section, lines: string[]) => withStart(lines, figures.starts?.[section], section);
  writeFileSync('bench/results.json', `${JSON.stringify(figures, null, 2)}\n`);
  const md = [
    '# Benchmark figures',
    '',
    `Measured ${figures.date} on ${figures.cpus} cores, Node ${figures.node}, by \`npm run bench\`.`,
    '',
    ...at('js', jsMarkdown(js, figures.jsDate)),
    ...apiLoadsMarkdown(loads, figures.loadsNote ?? ''),
    ...at('build', figures.builds ? buildMarkdown(figures.builds) : oldBuildMarkdown(figures.build)),
    ...at('orders', ordersMarkdown(figures.orders ?? [], figures.ordersDate)),
    ...at('burst', burstMarkdown(figures.burst)),
    ...at('worker', workerSqldMarkdown(figures.worker, figures)),
    ...at('publish', publishMarkdown(figures.publish ?? [])),
    ...at('bytes', bytesMarkdown(figures.bytes ?? [], figures.bytesDate)),
    ...at('logins', loginsMarkdown(figures.logins ?? [], figures.loginsDate)),
    ...at('lighthouse', lighthouseMarkdown(figures.lighthouse ?? [], figures.lighthouseDate)),
  ].join('\n');
  writeFileSync('bench/results.md', md);
  console.log(md);
}
