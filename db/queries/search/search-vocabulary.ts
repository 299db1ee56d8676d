import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { searchVocabulary } from '../../schema';

/**
 * The one row (id 1, migration 0009) of the typo search's stored vocabulary. Every process and Workers isolate
 * reads it; builds are claimed by one statement (SQLite applies one at a time), so one build runs at a time
 * across all of them.
 */
const t = searchVocabulary;
const theRow = eq(t.id, 1);

/** The version the stored words were built from (0: none yet) and the catalogue's, in one read of two one-row tables. */
export async function readVocabularyFreshness(db: Db): Promise<{ built: number; current: number }> {
  const r = await db.$client.execute(
    'SELECT v.catalogue_version AS built, c.version AS current FROM search_vocabulary v, catalogue_version c WHERE v.id = 1 AND c.id = 1',
  );
  return { built: Number(r.rows[0]?.built ?? 0), current: Number(r.rows[0]?.current ?? 0) };
}

export async function readStoredVocabulary(db: Db): Promise<{ version: number; words: string }> {
  const [row] = await db.select({ version: t.catalogueVersion, words: t.words }).from(t).where(theRow);
  return row ?? { version: 0, words: '' };
}

/**
 * Claims the build of `version`'s vocabulary at `at`: false when the stored one is that version or newer, or when
 * another build was claimed after `cutoff` and has not ended (a claim older than that is taken to have died).
 */
export async function claimVocabularyBuild(db: Db, o: { version: number; at: string; cutoff: string }): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ claimedAt: o.at })
    .where(and(theRow, lt(t.catalogueVersion, o.version), sql`(${t.claimedAt} IS NULL OR ${t.claimedAt} <= ${o.cutoff})`))
    .returning({ id: t.id });
  return rows.length === 1;
}

/**
 * Stores the words built from the catalogue at `version` (never over newer ones) and ends the claim made at
 * `claimedAt` (a later claim, made after this one's term ran out, stays). New words change what searches answer,
 * so, as every such change (migration 0005), they move the catalogue version, which the read cache keys by: a
 * search answered without them is not served again. When the catalogue is still at `version`, the words are
 * stored as of `version + 1` and the catalogue moved there, in one batch; when a write came meanwhile, the
 * catalogue has moved already and the words are stored as of `version`, older than it (a search asks again).
 * The same words as stored (an order moved the version, not a title's words) are only marked current: no answer
 * changes, so the read cache keeps its answers.
 */
export async function storeVocabulary(db: Db, o: { version: number; words: string; at: string; claimedAt: string }): Promise<void> {
  const next = o.version + 1;
  await db.$client.batch(
    [
      {
        sql: `UPDATE search_vocabulary SET catalogue_version = ?, words = ?, built_at = ?
              WHERE id = 1 AND catalogue_version < ? AND words != ? AND (SELECT version FROM catalogue_version WHERE id = 1) = ?`,
        args: [next, o.words, o.at, next, o.words, o.version],
      },
      {
        sql: `UPDATE catalogue_version SET version = ?
              WHERE id = 1 AND version = ? AND (SELECT catalogue_version FROM search_vocabulary WHERE id = 1) = ?`,
        args: [next, o.version, next],
      },
      {
        sql: 'UPDATE search_vocabulary SET catalogue_version = ?, words = ?, built_at = ? WHERE id = 1 AND catalogue_version < ?',
        args: [o.version, o.words, o.at, o.version],
      },
      { sql: 'UPDATE search_vocabulary SET claimed_at = NULL WHERE id = 1 AND claimed_at = ?', args: [o.claimedAt] },
    ],
    'write',
  );
}

/** A build that failed ends its claim, so the next search or scheduled run may try again at once. */
export async function releaseVocabularyClaim(db: Db, claimedAt: string): Promise<void> {
  await db
    .update(t)
    .set({ claimedAt: null })
    .where(and(theRow, eq(t.claimedAt, claimedAt)));
}
