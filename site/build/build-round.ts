/**
 * A build renders its pages once, so build-time data read by many pages (every product's rating, shown on every
 * card) is read once per build. The resident renderer (site/build/resident/) renders again and again in one
 * process, one round per publish: such data is read once per ROUND. The round's number lives on `globalThis` under
 * a registered symbol because the renderer (astro's process) and the pages (astro's pre-render bundle) are
 * different copies of the modules in the same process.
 */
const ROUND = Symbol.for('prud.buildRound');

type WithRound = typeof globalThis & { [ROUND]?: number };

/** The current round: 0 in a plain `astro build`. */
export function buildRound(): number {
  return (globalThis as WithRound)[ROUND] ?? 0;
}

/** Starts the next round (the resident renderer, before it reads the database again). */
export function nextBuildRound(): number {
  const g = globalThis as WithRound;
  g[ROUND] = (g[ROUND] ?? 0) + 1;
  return g[ROUND];
}

/** `load()` once per round: the same promise for every page of a round, a fresh read in the next. */
export function perRound<T>(load: () => T): () => T {
  let round = -1;
  let value: T;
  return () => {
    const now = buildRound();
    if (now !== round) {
      round = now;
      value = load();
    }
    return value;
  };
}
