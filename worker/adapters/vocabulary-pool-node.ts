import { createRequire } from 'node:module';
import type { VocabularyBuilder } from '../deps';
import { threadPool } from './thread-pool-node';

/**
 * The thread's work: it loads the module through tsx's `tsImport` (the server itself runs under tsx, as for the
 * invoice threads), once per thread; each job is every published product's texts.
 */
const BUILD_BODY = `
const spelling = require(workerData.tsx).tsImport(workerData.module, workerData.parentURL);
const work = async (products) => (await spelling).packedVocabularyOf(products);
`;

export interface VocabularyPoolOptions {
  /** Nice value of the thread (0 = as the event loop; Linux only, ignored elsewhere). */
  nice?: number;
  /**
   * The module the thread builds with: it exports `packedVocabularyOf(products)` (worker/domain/spelling-pack.ts).
   * Given by the platform entry, as for the invoice pool.
   */
  module: URL;
}

export interface VocabularyPool {
  build: VocabularyBuilder;
  close(): Promise<void>;
}

/**
 * The typo search's vocabulary built on a worker thread of its own (thread-pool-node.ts), for
 * `deps.buildSearchVocabulary` on Node: 0.15–0.45 s of CPU at 10,000 products that would otherwise hold up every
 * request of the one process. One thread: builds are coalesced (spelling-vocabulary.ts), one at a time is enough.
 */
export function vocabularyPool(o: VocabularyPoolOptions): VocabularyPool {
  const tsx = createRequire(import.meta.url).resolve('tsx/esm/api');
  const pool = threadPool<string[][], string>({
    name: 'vocabulary',
    body: BUILD_BODY,
    size: 1,
    nice: o.nice,
    workerData: () => ({ tsx, module: o.module.href, parentURL: import.meta.url }),
  });
  return { build: (products) => pool.run(products), close: pool.close };
}
