/**
 * A large synthetic catalogue for the build benchmark (e.g. 10,000 products): the demo titles repeated with
 * a number, fast to insert (one transaction, 100 rows a statement) and sharing one cover per category
 * instead of one image per product.
 */
import type { Db } from '../client';
import { products } from '../schema';
import { chunk, maxId, putAll } from './batch';
import { coverSvg, excerptSvg } from './covers';
import { composeDescription } from './descriptions';
import { PRODUCT_CATEGORIES, detailsFor } from './details';
import { composeExcerpt } from './excerpts';
import type { SeedDeps } from './index';
import { createRng } from './prng';
import { YEAR_CYCLE, productRow } from './products';
import { seedTitles } from './titles';

type NewProduct = typeof products.$inferInsert;

/** Inserts `count` synthetic products after the existing ones; returns how many were inserted. */
export async function generateCatalogue(db: Db, deps: SeedDeps, count: number): Promise<number> {
  if (count <= 0) return 0;
  const rng = createRng(0x5eed + count);
  const titles = seedTitles();

  // Shared images: one cover per category and one excerpt picture.
  const coverOf = new Map<string, string>();
  const files = PRODUCT_CATEGORIES.map((category, i) => {
    coverOf.set(category, `covers/generated-${i + 1}.svg`);
    const body = coverSvg({ name: 'Prúd života – katalóg', author: '', category, language: 'SK' }, rng);
    return { key: `covers/generated-${i + 1}.svg`, body, contentType: 'image/svg+xml' };
  });
  const excerptKey = 'excerpts/ukazka-generated.svg';
  const excerptBody = excerptSvg({ name: 'Ukážka z knihy', author: '', category: 'život', language: 'SK' }, rng);
  files.push({ key: excerptKey, body: excerptBody, contentType: 'image/svg+xml' });
  await putAll(deps.putObject, files);

  const firstId = (await maxId(db, 'products')) + 1;
  const rows: NewProduct[] = [];
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const base = titles[i % titles.length];
    const t = { ...base, name: `${base.name} (${i + 1})` };
    const year = YEAR_CYCLE[i % YEAR_CYCLE.length];
    const d = detailsFor(t, year, i + 1, rng);
    const discount = rng.next() < 0.1 ? rng.pick([10, 20, 30]) : 0;
    const withExcerpt = base.hasExcerpt && i % 4 === 0;
    const ex = withExcerpt ? composeExcerpt(t.category, rng) : null;
    rows.push({
      ...productRow(id, t, year, d, {
        discount,
        countInStock: rng.int(0, 200),
        image: `/uploads/${coverOf.get(t.category) ?? files[0].key}`,
        description: composeDescription(t, rng),
      }),
      // The previous products of the run stand in for related titles.
      related1Id: i >= 1 ? id - 1 : null,
      related2Id: i >= 2 ? id - 2 : null,
      related3Id: i >= 3 ? id - 3 : null,
      excerptImage: ex ? `/uploads/${excerptKey}` : '',
      excerptPart: ex?.part ?? '',
      excerptText: ex?.text ?? '',
    });
  }
  const [first, ...rest] = chunk(rows, 100).map((part) => db.insert(products).values(part));
  await db.batch([first, ...rest]);
  return count;
}
