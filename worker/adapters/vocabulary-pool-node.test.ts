import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildVocabulary } from '../domain/spelling';
import { packedVocabularyOf } from '../domain/spelling-pack';
import { vocabularyPool, type VocabularyPool } from './vocabulary-pool-node';

// Counts the builds made on this (the test's) thread; the pool's thread loads its own copy of the module.
vi.mock('../domain/spelling', async (original) => {
  const real = await original<typeof import('../domain/spelling')>();
  return { ...real, buildVocabulary: vi.fn(real.buildVocabulary) };
});

/** The module node.ts hands the pool. */
const SPELLING = new URL('../domain/spelling-pack.ts', import.meta.url);

const products = [
  ['Život viery', 'Watchman Nee', 'viera, život', 'knihy', ''],
  ['Evanjelium Božie', 'Watchman Nee', '', 'knihy', 'evanjelium'],
];

let pool: VocabularyPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the typo vocabulary on a worker thread', () => {
  it('answers what the inline build answers, built on the thread, not here', async () => {
    pool = vocabularyPool({ module: SPELLING });
    const onPool = await pool.build(products);
    expect(vi.mocked(buildVocabulary)).not.toHaveBeenCalled();
    expect(onPool).toBe(packedVocabularyOf(products));
    expect(onPool.split('\n')).toContain('zivot\t1\tživot');
  }, 30_000);

  it('rejects what is asked after it is closed', async () => {
    pool = vocabularyPool({ module: SPELLING });
    await pool.close();
    await expect(pool.build(products)).rejects.toThrow(/closed/);
  });
});
