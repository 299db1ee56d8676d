/**
 * The demo catalogue: one product per seed title with its generated cover, prices, stock, years, related
 * titles and (for titles that have one) a reading-room excerpt.
 */
import type { Db } from '../client';
import { products } from '../schema';
import { discountedPriceCents } from '../../worker/domain/pricing';
import { chunk, type StoredFile } from './batch';
import { coverSvg, excerptSvg } from './covers';
import { composeDescription } from './descriptions';
import { detailsFor, type Details } from './details';
import { composeExcerpt } from './excerpts';
import type { Rng } from './prng';
import { seedTitles, type SeedTitle } from './titles';

type NewProduct = typeof products.$inferInsert & { id: number };

/**
 * Edition years, dealt out in turn. The shop's "Nové" menu lists 2024, 2020, 2019, 2017 and 2016, so those
 * come up most often; the other years fill in.
 */
export const YEAR_CYCLE = [
  '2024',
  '2020',
  '2019',
  '2017',
  '2016',
  '2024',
  '2023',
  '2020',
  '2018',
  '2016',
  '2022',
  '2019',
  '2017',
  '2021',
  '2024',
];
const DISCOUNTS = [10, 15, 20, 25, 30];

export interface BuiltCatalogue {
  rows: NewProduct[];
  files: StoredFile[];
}

/** Builds the rows (ids from `firstId` on) and the image files, without touching the database. */
export function buildCatalogue(firstId: number, rng: Rng): BuiltCatalogue {
  const titles = seedTitles().map((t, i) => ({ t, year: YEAR_CYCLE[i % YEAR_CYCLE.length] }));
  // Oldest first, so the newest editions get the highest ids and lead the "newest first" listings.
  titles.sort((a, b) => a.year.localeCompare(b.year));

  // Stock and discounts go to shuffled positions: 6 sold out, 10 running low (1..10), the rest plenty.
  const stockOrder = rng.shuffle(titles.map((_, i) => i));
  const stock = new Map<number, number>();
  for (const [k, idx] of stockOrder.entries()) stock.set(idx, k < 6 ? 0 : k < 16 ? rng.int(1, 10) : rng.int(12, 240));
  const discounted = new Set(rng.shuffle(titles.map((_, i) => i)).slice(0, 14));

  const rows: NewProduct[] = [];
  const files: StoredFile[] = [];
  titles.forEach(({ t, year }, i) => {
    const id = firstId + i;
    const d = detailsFor(t, year, i + 1, rng);
    const discount = discounted.has(i) ? rng.pick(DISCOUNTS) : 0;
    const row = productRow(id, t, year, d, {
      discount,
      countInStock: stock.get(i) ?? 0,
      image: `/uploads/covers/${id}.svg`,
      description: composeDescription(t, rng),
    });
    files.push({ key: `covers/${id}.svg`, body: coverSvg(t, rng), contentType: 'image/svg+xml' });
    if (t.hasExcerpt) {
      const ex = composeExcerpt(t.category, rng);
      row.excerptImage = `/uploads/excerpts/ukazka-${id}.svg`;
      row.excerptPart = ex.part;
      row.excerptText = ex.text;
      files.push({ key: `excerpts/ukazka-${id}.svg`, body: excerptSvg(t, rng), contentType: 'image/svg+xml' });
    }
    rows.push(row);
  });
  linkRelated(
    rows,
    titles.map((x) => x.t),
    rng,
  );
  return { rows, files };
}

/** The columns every seeded product has (one shape for the demo rows and the generated catalogue). */
export function productRow(
  id: number,
  t: SeedTitle,
  year: string,
  d: Details,
  o: { discount: number; countInStock: number; image: string; description: string },
): NewProduct {
  return {
    id,
    name: t.name,
    author: t.author,
    category: t.category,
    category2: d.category2,
    language: t.language,
    year,
    image: o.image,
    description: o.description,
    priceCents: d.priceCents,
    discount: o.discount,
    ownDiscount: o.discount,
    discountedPriceCents: discountedPriceCents(d.priceCents, o.discount),
    countInStock: o.countInStock,
    catalog: d.catalog,
    weight: d.weight,
    tags: d.tags,
    binding: d.binding,
    pages: d.pages,
    isbn: d.isbn,
  };
}

/** Up to three other titles of the same category, taken in turn after the product within that category. */
function linkRelated(rows: NewProduct[], titles: SeedTitle[], rng: Rng): void {
  const byCategory = new Map<string, NewProduct[]>();
  rows.forEach((r, i) => {
    const list = byCategory.get(titles[i].category) ?? [];
    list.push(r);
    byCategory.set(titles[i].category, list);
  });
  for (const list of byCategory.values()) {
    list.forEach((row, k) => {
      const n = Math.min(list.length - 1, rng.int(1, 3));
      const ids = Array.from({ length: n }, (_, j) => list[(k + 1 + j) % list.length].id);
      [row.related1Id, row.related2Id, row.related3Id] = [ids[0] ?? null, ids[1] ?? null, ids[2] ?? null];
    });
  }
}

/** Inserts built product rows: 50 rows a statement (~30 columns each stays far below SQLite's parameter limit), one transaction. */
export async function insertProducts(db: Db, rows: NewProduct[]): Promise<void> {
  if (!rows.length) return;
  const [first, ...rest] = chunk(rows, 50).map((part) => db.insert(products).values(part));
  await db.batch([first, ...rest]);
}
