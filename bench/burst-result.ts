import type { LoadResult } from './load';
import type { StockAndNumbers } from './order-checks';

/** One order burst's figures (burst.ts measures them; burst-compare.ts alternates runs of them). */
export interface BurstResult {
  buyers: number;
  /** The buyers' placed orders (201), their requests, refusals (409) and anything else, latency of the placed. */
  orders: {
    seconds: number;
    perSecond: number;
    placed: number;
    requests: number;
    refused: number;
    otherErrors: number;
    p50ms: number;
    p99ms: number;
  };
  homeAlone: LoadResult;
  homeDuring: LoadResult;
  /** Seconds from the burst's end until no confirmation was pending (null: still pending at the bound). */
  confirmations: { doneAfter: number | null; sent: number; failed: number };
  /** The stock and numbers checked after, with the units the 201 answers promised. */
  checks: StockAndNumbers & { unitsSold: number };
  /** Every run of the alternation with another commit's server (`BENCH_BURST_AGAINST`, burst-compare.ts). */
  compared?: BurstComparison;
}

/** One burst of the alternation, as the comparison table shows it. */
export interface BurstRun {
  /** 'this tree', or the other commit's short hash. */
  code: string;
  load1: number;
  ordersPerSecond: number;
  orderP99ms: number;
  homeAloneP99ms: number;
  homeP50ms: number;
  homeP99ms: number;
  homeRps: number;
  /** Seconds after the burst until every confirmation was sent (null: not within the bound). */
  confirmationsAfter: number | null;
}

export interface BurstComparison {
  against: string;
  commit: string;
  rounds: number;
  /** In the order they ran. */
  runs: BurstRun[];
}
