import { describe, expect, it } from 'vitest';
import { buildRound, nextBuildRound, perRound } from './build-round';

describe('build rounds', () => {
  it('numbers rounds one after another, on the process, for every copy of the module', () => {
    const before = buildRound();
    expect(nextBuildRound()).toBe(before + 1);
    expect(buildRound()).toBe(before + 1);
    // The renderer and the pages are different copies of the module: the number lives under a registered symbol.
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('prud.buildRound')]).toBe(before + 1);
  });

  it('loads once per round: the same value for every page of a round, a fresh one in the next', () => {
    let loads = 0;
    const ratings = perRound(() => ({ load: ++loads }));
    const first = ratings();
    expect(ratings()).toBe(first);
    expect(loads).toBe(1);
    nextBuildRound();
    const second = ratings();
    expect(second).not.toBe(first);
    expect(second).toEqual({ load: 2 });
    expect(ratings()).toBe(second);
    expect(loads).toBe(2);
  });

  it('loads nothing until asked', () => {
    let loads = 0;
    perRound(() => ++loads);
    nextBuildRound();
    expect(loads).toBe(0);
  });
});
