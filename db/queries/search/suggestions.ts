import type { Db } from '../../client';

/**
 * The published products whose name and author hold the words of `ftsQuery` (worker/domain/search.ts `toFtsQuery`:
 * quoted words, the last a prefix), most relevant first, the name weighing twice the author: the candidates of the
 * header search's suggestions (worker/domain/suggestions.ts). Tags and descriptions are left out: a suggestion
 * shows a title or an author, and one matched by a word it does not show would puzzle.
 */
export async function suggestionCandidates(
  db: Db,
  ftsQuery: string,
  limit: number,
): Promise<{ id: number; name: string; author: string }[]> {
  const r = await db.$client.execute({
    sql:
      'SELECT p.id AS id, p.name AS name, p.author AS author FROM products_fts JOIN products p ON p.id = products_fts.rowid' +
      ' WHERE products_fts MATCH ? AND NOT p.is_draft ORDER BY bm25(products_fts, 10.0, 5.0, 0.0, 0.0), p.id LIMIT ?',
    args: [`{name author} : (${ftsQuery})`, limit],
  });
  return r.rows.map((row) => ({ id: Number(row.id), name: String(row.name), author: String(row.author ?? '') }));
}
