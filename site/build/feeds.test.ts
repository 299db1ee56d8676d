import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { migrateDb, openNodeDb } from '~/db/client-node';
import { allProducts, allPublicReviews } from '~/db/queries/catalogue/catalogue';
import { deleteProductUnlessOrdered } from '~/db/queries/catalogue/product-admin';
import { writeDeliveryJson } from '~/db/queries/orders/shop-settings';
import { products } from '~/db/schema';
import { seedDemo } from '~/db/seed';
import { DEFAULT_DELIVERY_SETTINGS } from '~/worker/domain/delivery';
import { apiIsDiscounted, apiUnitPrice, discountedPriceCents } from '~/worker/domain/pricing';
import { toApiProductsWithDetails, type ApiProduct } from '~/worker/domain/product-shape';
import { hashPassword } from '~/worker/services/accounts/password';
import { googleProblems, heurekaProblems, parseFeed } from '~/tests/support/feed-format-rules';
import { feedProducts } from './feed-products';
import { googleXml } from './google-feed';
import { heurekaXml } from './heureka-feed';

/**
 * Issue 31: the Heureka and Google feeds built from a seeded database, as `astro build` writes them
 * (site/pages/feeds/*.xml.ts), read back with a real XML parser and held to each format's published rules
 * (tests/support/feed-format-rules.ts), and to the prices the product pages show.
 */

const SITE = new URL('https://www.prud.sk');
type Node = Record<string, unknown>;

let dir: string;
let db: Db;
/** What the product pages are rendered from (site/build/storefront.ts `allProductDetails`), after the changes. */
let pages: ApiProduct[];
let heureka: { xml: string; items: Node[] };
let google: { xml: string; items: Node[] };
const fixture = {
  draft: 0,
  deleted: 0,
  deletedName: '',
  escaped: 0,
  soldOut: 0,
  discounted: 0,
  noImage: 0,
  isbn10: 0,
  badIsbn: 0,
  pricey: 0,
  long: 0,
  bare: 0,
  free: 0,
};
const ESCAPED_NAME = 'Kniha & <Život> "v Kristovi"';

async function build(env: Record<string, string | undefined> = {}) {
  const items = await feedProducts(db, SITE, env);
  const h = heurekaXml(items);
  const g = googleXml(items, SITE);
  return {
    heureka: { xml: h, items: ((parseFeed(h).SHOP as Node).SHOPITEM as Node[]) ?? [] },
    google: { xml: g, items: ((parseFeed(g).rss as Node).channel as Node).item as Node[] },
  };
}

const set = (id: number, values: Partial<typeof products.$inferInsert>) => db.update(products).set(values).where(eq(products.id, id));
const heurekaItem = (id: number) => heureka.items.filter((i) => i.ITEM_ID === String(id));
const googleItem = (id: number) => google.items.filter((i) => i['g:id'] === String(id));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'prud-feeds-'));
  db = openNodeDb(`file:${join(dir, 'feeds.db')}`);
  await migrateDb(db);
  await seedDemo(db, { putObject: async () => {}, hashPassword });
  const ids = (await allProducts(db)).map((p) => p.id).sort((a, b) => a - b);
  [
    fixture.escaped,
    fixture.soldOut,
    fixture.discounted,
    fixture.noImage,
    fixture.isbn10,
    fixture.badIsbn,
    fixture.pricey,
    fixture.deleted,
    fixture.long,
    fixture.bare,
    fixture.free,
  ] = ids;
  await set(fixture.escaped, {
    name: ESCAPED_NAME,
    countInStock: 5,
    weight: '0.35',
    discount: 0,
    discountedPriceCents: 990,
    priceCents: 990,
  });
  await set(fixture.soldOut, { countInStock: 0 });
  await set(fixture.discounted, {
    priceCents: 2000,
    discount: 20,
    ownDiscount: 20,
    discountedPriceCents: discountedPriceCents(2000, 20),
    countInStock: 3,
  });
  await set(fixture.noImage, { image: '' });
  await set(fixture.isbn10, { isbn: '0-306-40615-2' });
  await set(fixture.badIsbn, { isbn: '978-80-556-1001-0' });
  await set(fixture.pricey, { priceCents: 12_000, discount: 0, discountedPriceCents: 12_000, countInStock: 2, weight: '0.5' });
  await set(fixture.long, {
    name: `  ${'Dlhý názov '.repeat(25)}  `,
    author: ' Witness Lee ',
    description: ' Prvý odsek.\r\nDruhý.\rTretí. ',
    language: 'CZ',
    countInStock: 4,
  });
  await set(fixture.bare, { description: '', author: '', category: '', countInStock: 4 });
  await set(fixture.free, { discount: 100, ownDiscount: 100, discountedPriceCents: 0 });
  fixture.deletedName = (await allProducts(db)).find((p) => p.id === fixture.deleted)!.name;
  expect(await deleteProductUnlessOrdered(db, fixture.deleted)).toBe(true);
  const [draft] = await db
    .insert(products)
    .values({
      name: 'Rozpracovaný koncept',
      image: '/uploads/covers/x.jpg',
      priceCents: 500,
      discountedPriceCents: 500,
      countInStock: 9,
      isDraft: true,
    })
    .returning({ id: products.id });
  fixture.draft = draft.id;
  // A cash-on-delivery fee, so that DELIVERY_PRICE_COD differs from the price.
  await writeDeliveryJson(db, JSON.stringify({ ...DEFAULT_DELIVERY_SETTINGS, codFeeCents: 150 }));
  pages = toApiProductsWithDetails(await allProducts(db), await allPublicReviews(db));
  ({ heureka, google } = await build());
});

afterAll(() => {
  db?.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the feeds keep their formats', () => {
  it('parse as XML and every item carries what the published rules require', () => {
    expect(heureka.xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(heurekaProblems(heureka.xml)).toEqual([]);
    expect(googleProblems(google.xml)).toEqual([]);
    expect(heureka.items.length).toBeGreaterThan(50);
  });

  it('the checkers find what breaks a rule, and the parser an unescaped name', () => {
    const noPrice = heureka.xml.replace(/<PRICE_VAT>[^<]*<\/PRICE_VAT>/, '');
    expect(heurekaProblems(noPrice)).toEqual([expect.stringContaining('PRICE_VAT missing')]);
    const twice = heureka.xml.replace('<DELIVERY_ID>ZASIELKOVNA_NA_ADRESU</DELIVERY_ID>', '<DELIVERY_ID>SLOVENSKA_POSTA</DELIVERY_ID>');
    expect(heurekaProblems(twice)).toEqual([expect.stringContaining("'SLOVENSKA_POSTA' twice")]);
    const badPrice = google.xml.replace(/<g:price>(\d+)\.(\d+) EUR<\/g:price>/, '<g:price>$1,$2 €</g:price>');
    expect(googleProblems(badPrice)).toEqual([expect.stringContaining('g:price')]);
    const noGtin = google.xml.replace(/<g:gtin>\d+<\/g:gtin>/, '');
    expect(googleProblems(noGtin)).toEqual([expect.stringContaining('identifier_exists')]);
    expect(() => parseFeed(heureka.xml.replace('Kniha &amp;', 'Kniha &'))).toThrow(/not well-formed/);
  });

  it("escape & < > and quotes in a book's name, which reads back exactly as typed", () => {
    expect(heureka.xml).toContain('<PRODUCTNAME>Kniha &amp; &lt;Život&gt; &quot;v Kristovi&quot;</PRODUCTNAME>');
    expect(heurekaItem(fixture.escaped)[0].PRODUCTNAME).toBe(ESCAPED_NAME);
    expect(googleItem(fixture.escaped)[0]['g:title']).toBe(ESCAPED_NAME);
  });

  it('give absolute https addresses of the page and the cover, from the site address', () => {
    const [h] = heurekaItem(fixture.escaped);
    expect(h.URL).toBe(`https://www.prud.sk/product/${fixture.escaped}`);
    expect(h.IMGURL).toMatch(/^https:\/\/www\.prud\.sk\/uploads\//);
    expect(googleItem(fixture.escaped)[0]['g:link']).toBe(h.URL);
    expect(google.xml).not.toMatch(/<g:(link|image_link)>\//);
  });
});

describe('what is in the feeds', () => {
  it('every public book is in Google once, and every one that can be bought in Heureka once, at its page price', () => {
    // Save the two exceptions tested below: no cover, nothing to pay.
    const shown = pages.filter((p) => p.image && apiUnitPrice(p) > 0);
    expect(shown.length).toBeGreaterThan(50);
    for (const p of shown) {
      const price = apiUnitPrice(p).toFixed(2);
      const [g, ...moreG] = googleItem(Number(p._id));
      expect(moreG, p.name).toEqual([]);
      expect(g[apiIsDiscounted(p) ? 'g:sale_price' : 'g:price'], p.name).toBe(`${price} EUR`);
      expect(g['g:availability']).toBe(p.countInStock > 0 ? 'in_stock' : 'out_of_stock');
      const h = heurekaItem(Number(p._id));
      expect(
        h.map((i) => i.PRICE_VAT),
        p.name,
      ).toEqual(p.countInStock > 0 ? [price] : []);
    }
    expect(google.items).toHaveLength(shown.length);
    expect(heureka.items).toHaveLength(shown.filter((p) => p.countInStock > 0).length);
  });

  it('a draft and a deleted book are in neither feed', () => {
    for (const id of [fixture.draft, fixture.deleted]) {
      expect(heurekaItem(id)).toEqual([]);
      expect(googleItem(id)).toEqual([]);
    }
    for (const xml of [heureka.xml, google.xml]) {
      expect(xml).not.toContain('Rozpracovaný koncept');
      expect(xml).not.toContain(`>${fixture.deletedName}<`);
    }
  });

  it('a sold-out book: Google lists it out of stock, Heureka not at all (it cannot be ordered)', () => {
    expect(googleItem(fixture.soldOut)[0]['g:availability']).toBe('out_of_stock');
    expect(heurekaItem(fixture.soldOut)).toEqual([]);
    expect(heurekaItem(fixture.escaped)[0].DELIVERY_DATE).toBe('0');
  });

  it('a book without a cover is in neither (both formats require an image)', () => {
    expect(pages.some((p) => p._id === String(fixture.noImage))).toBe(true);
    expect(heurekaItem(fixture.noImage)).toEqual([]);
    expect(googleItem(fixture.noImage)).toEqual([]);
  });

  it('a discount: Google gets the list price and the page price as the sale price, Heureka the page price', () => {
    const [g] = googleItem(fixture.discounted);
    expect([g['g:price'], g['g:sale_price']]).toEqual(['20.00 EUR', '16.00 EUR']);
    expect(heurekaItem(fixture.discounted)[0].PRICE_VAT).toBe('16.00');
    expect(googleItem(fixture.escaped)[0]['g:sale_price']).toBeUndefined();
  });

  it('ISBN-13 as GTIN and EAN; an ISBN-10 turned into its ISBN-13; a wrong check digit gives no identifier', () => {
    const [g] = googleItem(fixture.isbn10);
    expect(g['g:gtin']).toBe('9780306406157');
    expect([heurekaItem(fixture.isbn10)[0].ISBN, heurekaItem(fixture.isbn10)[0].EAN]).toEqual(['9780306406157', '9780306406157']);
    const [bad] = googleItem(fixture.badIsbn);
    expect([bad['g:gtin'], bad['g:identifier_exists']]).toEqual([undefined, 'no']);
    expect(heurekaItem(fixture.badIsbn)[0].ISBN).toBeUndefined();
    expect(g['g:google_product_category']).toBe('784');
    expect(g['g:condition']).toBe('new');
  });
});
