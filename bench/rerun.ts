import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsFigures } from './js-figures';
import { lighthouseRuns, mergeLighthouse } from './lighthouse';
import { apiLoads, apiRowsWanted, type ApiLoad } from './load';
import { orderBenchRuns } from './orders';
import { withServer } from './server';
import { pageBytes } from './bytes';
import { previousFigures, writeResults, type Figures } from './figures';
import { SECONDS, bytePages, lighthousePages, loadNote, loginRuns, publishRuns, staticFile } from './runs';
import { demoSite, withDemoSite } from './site-build';
import { bigBuildRuns, demoBuildRun } from './build-bench';
import { orderBurst } from './burst';
import { sectionStart, type Section } from './section-start';
import { workerOnSqld } from './worker-sqld';

/** `BENCH_ONLY=<part>`: that part measured again and merged into the figures already in results.json. */

/** The figures so far with one part's start noted (its load average is read now, before it runs). */
function startOf(section: Section): (figures: Figures) => Figures {
  const start = sectionStart();
  return (figures) => ({ ...figures, starts: { ...figures.starts, [section]: start } });
}

/** Only the publish latency. */
export async function publishOnly() {
  const note = startOf('publish');
  writeResults(note({ ...previousFigures(), publish: await publishRuns() }));
}

/** Only the order placement in-process. */
export async function ordersOnly() {
  console.log('bench: order placement only…');
  const note = startOf('orders');
  const orders = await orderBenchRuns();
  writeResults(note({ ...previousFigures(), orders, ordersDate: new Date().toISOString() }));
}

/** Only the order burst over HTTP (`BENCH_ONLY=burst`). */
export async function burstOnly() {
  await withDemoSite(async (dir) => {
    const note = startOf('burst');
    const burst = await orderBurst(dir);
    writeResults(note({ ...previousFigures(), burst }));
  });
}

/** Only the Worker on sqld (`BENCH_ONLY=worker`). */
export async function workerOnly() {
  await withDemoSite(async (dir, productId) => {
    const note = startOf('worker');
    const worker = await workerOnSqld(dir, productId);
    writeResults(note({ ...previousFigures(), worker }));
  });
}

/** Only the builds: the demo catalogue and the generated big one (`BENCH_ONLY=build`). */
export async function buildOnly() {
  const dir = mkdtempSync(join(tmpdir(), 'prud-bench-'));
  try {
    const demo = await demoSite(dir);
    const note = startOf('build');
    const big = await bigBuildRuns();
    writeResults(note({ ...previousFigures(), builds: [demoBuildRun(demo.build, demo.products), ...big] }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Only Lighthouse; with `BENCH_PAGES` only those rows are replaced. */
export async function lighthouseOnly() {
  await withDemoSite(async (dir, productId) => {
    console.log('bench: Lighthouse (mobile)…');
    const note = startOf('lighthouse');
    const lighthouse = await withServer(dir, (base) => lighthouseRuns(base, lighthousePages(productId)));
    const previous = previousFigures();
    writeResults(
      note({ ...previous, lighthouse: mergeLighthouse(previous.lighthouse ?? [], lighthouse), lighthouseDate: new Date().toISOString() }),
    );
  });
}

/** Only the API under load (`BENCH_ONLY=api`); with `BENCH_API_ROWS` only those rows, merged into the kept ones. */
export async function apiOnly() {
  await withDemoSite(async (dir, productId) => {
    const loadsNote = loadNote();
    const loads = await withServer(dir, (base) => apiLoads(base, staticFile(join(dir, 'dist')), productId, SECONDS));
    const previous = previousFigures();
    const wanted = apiRowsWanted();
    if (!wanted) return writeResults({ ...previous, loads, loadsNote });
    writeResults({ ...previous, ...mergeApiRows(previous.loads ?? [], loads, wanted, previous.loadsNote ?? '', loadsNote) });
  });
}

/**
 * The kept API rows with `wanted` ones measured again (replaced, or added after their Accept-Encoding's rows). The
 * static rows stay those of the full run: the new rows' ratios are to the static file of their own run, which the
 * note names.
 */
function mergeApiRows(
  kept: ApiLoad[],
  fresh: ApiLoad[],
  wanted: string[],
  keptNote: string,
  freshNote: string,
): Pick<Figures, 'loads' | 'loadsNote'> {
  const loads = [...kept];
  for (const row of fresh.filter((r) => wanted.includes(r.label))) {
    const at = loads.findIndex((r) => r.label === row.label && r.acceptEncoding === row.acceptEncoding);
    if (at >= 0) loads[at] = row;
    else loads.splice(loads.findLastIndex((r) => r.acceptEncoding === row.acceptEncoding) + 1, 0, row);
  }
  const statics = fresh
    .filter((r) => r.label === 'static file')
    .map((r) => `${r.rps} req/s${r.acceptEncoding ? ` with ${r.acceptEncoding}` : ''}`);
  const clause = `Rows ${wanted.map((w) => `'${w}'`).join(', ')} measured again`;
  // The note of an earlier rerun of the same rows goes with the rows it described.
  const base = keptNote
    .split(/ (?=Rows '.*?' measured again)/)
    .filter((c) => !c.startsWith(clause))
    .join(' ');
  return {
    loads,
    loadsNote: `${base} ${clause} (\`BENCH_API_ROWS\`): ${freshNote.replace(/^Run at/, 'at')} Their static file then: ${statics.join(', ')}.`,
  };
}

/** Only the bytes on the wire, or only the login burst. */
export async function siteOnly(part: 'bytes' | 'logins') {
  await withDemoSite(async (dir, productId) => {
    const date = new Date().toISOString();
    const note = startOf(part);
    if (part === 'bytes') {
      const bytes = await withServer(dir, (base) => pageBytes(base, bytePages(productId)));
      writeResults(note({ ...previousFigures(), bytes, bytesDate: date }));
    } else {
      const logins = await loginRuns(dir);
      writeResults(note({ ...previousFigures(), logins, loginsDate: date }));
    }
  });
}

/** Only the JavaScript table. */
export async function jsOnly() {
  await withDemoSite(async (dir, productId) => {
    const note = startOf('js');
    const js = await withServer(dir, (base) => jsFigures(join(dir, 'dist'), base, productId));
    writeResults(note({ ...previousFigures(), js, jsDate: new Date().toISOString() }));
  });
}
