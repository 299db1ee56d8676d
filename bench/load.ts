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
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    url,
    connections,
    seconds: Number(elapsed.toFixed(2)),
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50ms: Number(pct(0.5).toFixed(2)),
    p99ms: Number(pct(0.99).toFixed(2)),
  };
}
