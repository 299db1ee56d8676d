/**
 * The order burst alternated with another commit's server: `BENCH_BURST_AGAINST=<git ref>` (e.g. `HEAD~1`) runs the
 * burst on this tree's code, then on that commit's, `BENCH_BURST_ROUNDS` times (2 unless set), each on a fresh copy
 * of the demo site's database and the same built pages. On a machine shared with other work the load moves by the
 * minute, so a figure is compared with the code before it measured beside it, never with a row of another day.
 * The other commit's code is `git archive`d into a temporary folder that uses this tree's node_modules; its server
 * runs under tsx with that folder's tsconfig (its `~/` imports resolve there).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BurstComparison, BurstResult, BurstRun } from './burst-result';

const THIS_TREE = 'this tree';

/** The code of `ref` in a temporary folder (removed by the caller), with this tree's node_modules. */
function codeOf(ref: string): { dir: string; commit: string } {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'prud-bench-code-'));
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`]);
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  return { dir, commit };
}

/** A folder for one burst: the demo database copied (a burst writes to it), the built pages linked. */
function freshCopy(demoDir: string): string {
  const run = mkdtempSync(join(tmpdir(), 'prud-bench-burst-'));
  for (const f of ['prud.db', 'prud.db-wal', 'prud.db-shm']) if (existsSync(join(demoDir, f))) copyFileSync(join(demoDir, f), join(run, f));
  symlinkSync(join(demoDir, 'dist'), join(run, 'dist'));
  return run;
}

function runOf(code: string, load1: number, r: BurstResult): BurstRun {
  return {
    code,
    load1: Number(load1.toFixed(2)),
    ordersPerSecond: r.orders.perSecond,
    orderP99ms: r.orders.p99ms,
    homeAloneP99ms: r.homeAlone.p99ms,
    homeP50ms: r.homeDuring.p50ms,
    homeP99ms: r.homeDuring.p99ms,
    homeRps: r.homeDuring.rps,
    confirmationsAfter: r.confirmations.doneAfter,
  };
}

/**
 * `burst(dir, codeDir?)` runs one burst on the site in `dir` with the server of `codeDir` (this tree when absent).
 * The answer is this tree's run with the median home p99 of its rounds, carrying every run of both in `compared`.
 */
export async function alternatedBursts(
  demoDir: string,
  against: string,
  burst: (dir: string, codeDir?: string) => Promise<BurstResult>,
): Promise<BurstResult> {
  const rounds = Math.max(1, Math.min(5, Number(process.env.BENCH_BURST_ROUNDS ?? 2) || 2));
  const other = codeOf(against);
  const runs: BurstRun[] = [];
  const ours: BurstResult[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const code of [THIS_TREE, other.commit]) {
        const dir = freshCopy(demoDir);
        try {
          console.log(`bench: burst round ${round}/${rounds}, ${code === THIS_TREE ? code : `commit ${code}`}…`);
          const load1 = loadavg()[0];
          const r = await burst(dir, code === THIS_TREE ? undefined : other.dir);
          runs.push(runOf(code, load1, r));
          if (code === THIS_TREE) ours.push(r);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
    }
  } finally {
    rmSync(other.dir, { recursive: true, force: true });
  }
  // Of an even number of runs, the worse of the middle two.
  const median = [...ours].sort((a, b) => a.homeDuring.p99ms - b.homeDuring.p99ms)[Math.floor(ours.length / 2)];
  return { ...median, compared: { against, commit: other.commit, rounds, runs } };
}

/** The comparison's table for bench/results.md (none without one). */
export function comparisonMarkdown(c: BurstComparison | undefined): string[] {
  if (!c) return [];
  const after = (s: number | null) => (s === null ? 'not drained' : `${s} s`);
  return [
    `Alternated with commit \`${c.commit}\` (\`BENCH_BURST_AGAINST=${c.against}\`), ${c.rounds} rounds, in the order run; the table above`,
    "is this tree's run with the median home p99:",
    '',
    '| run | code | load (1 min) | orders/s | order p99 ms | home p99 ms alone | home p50 / p99 ms during (req/s) | confirmations sent after |',
    '|---|---|---|---|---|---|---|---|',
    ...c.runs.map(
      (r, i) =>
        `| ${i + 1} | ${r.code === THIS_TREE ? r.code : `\`${r.code}\``} | ${r.load1} | ${r.ordersPerSecond} | ${r.orderP99ms} | ${r.homeAloneP99ms} | ${r.homeP50ms} / ${r.homeP99ms} (${r.homeRps}) | ${after(r.confirmationsAfter)} |`,
    ),
    '',
  ];
}
