import { percentile } from './percentile';
/**
 * A bounded HTTP load generator: `connections` concurrent keep-alive loops for `seconds`, each sending GETs
 * to one URL. Reports throughput and latency percentiles. Only ever aimed at our own server on 127.0.0.1.
 */
import { Agent, request } from 'node:http';

export interface LoadResult {
  url: string;
  connections: number;
  seconds: number;
  requests: number;
  errors: number;
  rps: number;
  p50ms: number;
  p99ms: number;
}

function once(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method: 'GET', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `headers` go with every request (e.g. `accept-encoding` as a browser sends it). */
export async function load(url: string, connections = 32, seconds = 5, headers: Record<string, string> = {}): Promise<LoadResult> {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const maxRequests = 2_000_000; // hard bound on the loop whatever the speed
  async function loop() {
    while (performance.now() < end && latencies.length + errors < maxRequests) {
      const t0 = performance.now();
      try {
        const status = await once(agent, target, headers);
        if (status >= 400) errors++;
        else latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  }
  const t0 = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    url,
    connections,
    seconds: Number(elapsed.toFixed(2)),
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50ms: percentile(latencies, 0.5, 2),
    p99ms: percentile(latencies, 0.99, 2),
  };
}

/** One measured URL of the API comparison: what it is, and the static row it is compared with. */
export interface ApiLoad extends LoadResult {
  label: string;
  acceptEncoding: string;
  /** The goal as a share of the static file's req/s at the same Accept-Encoding (none for the static rows). */
  goalRatio?: number;
  ratio?: number;
  /** A row's own p99 goal where it is stricter than API_GOALS.p99ms (the suggestions, issue 31). */
  p99Goal?: number;
}

/**
 * Issue 11's goals at 32 connections: the list at half a static file's speed, search at 0.3, p99 ≤ 25 ms; issue
 * 31's suggestions (asked for while someone types) at the search's share and p99 ≤ 20 ms.
 */
const API_GOALS = { list: 0.5, search: 0.3, p99ms: 25, suggestionsP99ms: 20 };

/**
 * `BENCH_API_ROWS=suggestions` (labels separated by `;`): only those rows, beside the static file they are
 * compared with; rerun.ts merges them into the figures kept.
 */
export function apiRowsWanted(): string[] | undefined {
  const rows = process.env.BENCH_API_ROWS?.split(';')
    .map((r) => r.trim())
    .filter(Boolean);
  return rows?.length ? rows : undefined;
}

/**
 * The catalogue API beside a static file of the same server, without and with `Accept-Encoding: br, gzip` (as a
 * browser sends it; the static file then comes from its precompressed `.br`, the API from the catalogue cache's
 * compressed copy). A warm-up request first, so that every row measures the steady state.
 */
export async function apiLoads(base: string, staticPath: string, productId: number, seconds: number): Promise<ApiLoad[]> {
  const out: ApiLoad[] = [];
  for (const acceptEncoding of ['', 'br, gzip']) {
    const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const rows: [string, string, number | undefined, number?][] = [
      ['static file', staticPath, undefined],
      ['product list', '/api/products', API_GOALS.list],
      ['search', '/api/products?keyword=zivot', API_GOALS.search],
      ['search, two words', '/api/products?keyword=bozie%20evanjelium', API_GOALS.search],
      ['one product', `/api/products/${productId}`, undefined],
      // Last, so the rows before it run in the order they always did (figures compared across issues).
      // Finds nothing as typed: answered for 'život' (worker/domain/spelling.ts), then from the cache like the others.
      ['search, a typo', '/api/products?keyword=zivto', API_GOALS.search],
      // The header search's suggestions (issue 31), answered from the catalogue cache after the warm-up.
      ['suggestions', '/api/suggestions?q=zivo', API_GOALS.search, API_GOALS.suggestionsP99ms],
    ];
    const wanted = apiRowsWanted();
    let staticRps = NaN;
    for (const [label, path, goalRatio, p99Goal] of rows.filter(
      ([label]) => !wanted || label === 'static file' || wanted.includes(label),
    )) {
      await fetch(`${base}${path}`, { headers });
      const r = await load(`${base}${path}`, 32, seconds, headers);
      if (goalRatio === undefined && label === 'static file') staticRps = r.rps;
      out.push({ ...r, label, acceptEncoding, goalRatio, ratio: Number((r.rps / staticRps).toFixed(2)), ...(p99Goal ? { p99Goal } : {}) });
    }
  }
  return out;
}

/** The rows of bench/results.md for `apiLoads`, with the goals checked. */
export function apiLoadsMarkdown(loads: ApiLoad[], note: string): string[] {
  const met = (l: ApiLoad) =>
    l.goalRatio === undefined
      ? ''
      : `${(l.ratio ?? 0) >= l.goalRatio && l.p99ms <= (l.p99Goal ?? API_GOALS.p99ms) ? 'yes' : 'NO'} (≥ ${l.goalRatio}${l.p99Goal ? `, p99 ≤ ${l.p99Goal} ms` : ''})`;
  return [
    `## Node entry under load (32 connections, ${Math.round(loads[0]?.seconds ?? 5)} s each)`,
    '',
    note,
    '',
    '| what | URL | Accept-Encoding | req/s | p50 ms | p99 ms | errors | vs static | goal met |',
    '|---|---|---|---|---|---|---|---|---|',
    ...loads.map((l) => {
      const u = new URL(l.url);
      return `| ${l.label} | \`${u.pathname}${u.search}\` | ${l.acceptEncoding || '–'} | ${l.rps} | ${l.p50ms} | ${l.p99ms} | ${l.errors} | ${l.ratio ?? ''} | ${met(l)} |`;
    }),
    '',
  ];
}
