/** The `p` quantile (0–1) of ascending `sorted` latencies, rounded to `digits` decimals; 0 for none. */
export function percentile(sorted: readonly number[], p: number, digits = 1): number {
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(digits));
}
