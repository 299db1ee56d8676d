import { appendFileSync } from 'node:fs';
import { percentile } from './percentile';

/**
 * The burst's buyers (burst.ts), run on a thread of their own (own-thread.ts) as the home page's reader is: a
 * client of their own, whose waits are the server's, not those of the bench process beside them. Each of BUYERS
 * places orders one after another for SECONDS: 1 to 3 titles with stock to spare, 1 to 3 copies each; one order in
 * ten also asks for one of the scarce titles.
 */

export const BUYERS = 16;
export const SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 10);
const MAX_REQUESTS = 20_000;

/** What the buyers need of the prepared burst: the titles' ids and each buyer's bearer token. */
export interface Buyers {
  plenty: number[];
  scarce: number[];
  tokens: string[];
}

export interface BuyersResult {
  orders: {
    requests: number;
    placed: number;
    refused: number;
    otherErrors: number;
    seconds: number;
    perSecond: number;
    p50ms: number;
    p99ms: number;
  };
  unitsSold: number;
}

/** A small deterministic generator, so every run asks for the same baskets (the burst's and orders.ts's). */
export function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The order buyer `index` places: its lines (title id → copies), sent to Bratislava, paid by transfer. */
export function orderBody(index: number, lines: Map<number, number>): string {
  return JSON.stringify({
    orderItems: [...lines].map(([product, qty]) => ({ product: String(product), qty })),
    shippingAddress: {
      name: `Kupujúci ${index + 1}`,
      address: 'Hlavná 1',
      city: 'Bratislava',
      postalCode: '811 01',
      country: 'Slovensko',
    },
    paymentMethod: 'Prevodom vopred',
  });
}

/**
 * `BENCH_BURST_TRACE=<file>`: each order's start (wall clock, s), latency (ms) and status appended to the file, to
 * lay the slow orders beside other timings of the run (bench/notes/burst-profile.md).
 */
const TRACE_FILE = process.env.BENCH_BURST_TRACE;

export async function buyers(base: string, p: Buyers): Promise<BuyersResult> {
  const latencies: number[] = [];
  const trace: string[] = [];
  const tally = { requests: 0, placed: 0, refused: 0, otherErrors: 0, unitsSold: 0 };
  const deadline = performance.now() + SECONDS * 1000;
  async function buyer(index: number) {
    const random = prng(index + 1);
    while (performance.now() < deadline && tally.requests < MAX_REQUESTS) {
      // 1 to 3 titles with stock to spare, 1 to 3 copies each; one order in ten also asks for a scarce title.
      const lines = new Map<number, number>();
      const want = 1 + Math.floor(random() * 3);
      while (lines.size < want) lines.set(p.plenty[Math.floor(random() * p.plenty.length)], 1 + Math.floor(random() * 3));
      if (random() < 0.1) lines.set(p.scarce[Math.floor(random() * p.scarce.length)], 1 + Math.floor(random() * 2));
      tally.requests++;
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}/api/orders/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${p.tokens[index]}` },
          body: orderBody(index, lines),
        });
        await res.arrayBuffer();
        if (TRACE_FILE)
          trace.push(`${((performance.timeOrigin + t0) / 1000).toFixed(3)} order ${(performance.now() - t0).toFixed(1)} ${res.status}`);
        if (res.status === 201) {
          latencies.push(performance.now() - t0);
          tally.placed++;
          for (const qty of lines.values()) tally.unitsSold += qty;
        } else if (res.status === 409) tally.refused++;
        else tally.otherErrors++;
      } catch {
        tally.otherErrors++;
      }
    }
  }
  const t0 = performance.now();
  await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)));
  const seconds = (performance.now() - t0) / 1000;
  if (TRACE_FILE) appendFileSync(TRACE_FILE, `${trace.join('\n')}\n`);
  latencies.sort((a, b) => a - b);
  const { unitsSold, ...counts } = tally;
  const orders = {
    ...counts,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(tally.placed / seconds),
    p50ms: percentile(latencies, 0.5),
    p99ms: percentile(latencies, 0.99),
  };
  return { orders, unitsSold };
}
