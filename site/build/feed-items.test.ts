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
import { discountedPriceCents } from '~/worker/domain/pricing';
import { toApiProductsWithDetails, type ApiProduct } from '~/worker/domain/product-shape';
import { hashPassword } from '~/worker/services/accounts/password';
import { parseFeed } from '~/tests/support/feed-format-rules';
import { feedProducts } from './feed-products';
import { googleXml } from './google-feed';
import { heurekaXml } from './heureka-feed';
import { categoryLabel } from './storefront';

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
const deliveries = (item: Node) =>
  Object.fromEntries((item.DELIVERY as Node[]).map((d) => [d.DELIVERY_ID, [d.DELIVERY_PRICE, d.DELIVERY_PRICE_COD ?? null]]));

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

describe('the texts of an item', () => {
  it('trim names, clip them to each limit, keep a description plain with newlines, name the language', () => {
    const [h] = heurekaItem(fixture.long);
    const [g] = googleItem(fixture.long);
    expect((h.PRODUCTNAME as string).length).toBeLessThanOrEqual(200);
    expect(h.PRODUCTNAME).toMatch(/^Dlhý názov Dlhý.*názov…$/);
    expect((g['g:title'] as string).length).toBeLessThanOrEqual(150);
    expect(g['g:title']).toMatch(/^Dlhý názov .*…$/);
    expect(h.PRODUCT).toMatch(/^Dlhý názov .*…$/);
    expect(h.DESCRIPTION).toBe('Prvý odsek.\nDruhý.\nTretí.');
    expect(g['g:description']).toBe('Prvý odsek.\nDruhý.\nTretí.');
    expect((h.PARAM as Node[]).map((p) => `${p.PARAM_NAME}: ${p.VAL}`)).toEqual(['Autor: Witness Lee', 'Jazyk: čeština']);
  });

  it('a book without a text or an author: Google describes it by its name, Heureka sends neither', () => {
    const [h] = heurekaItem(fixture.bare);
    const name = pages.find((p) => p._id === String(fixture.bare))!.name;
    expect([h.PRODUCT, h.DESCRIPTION]).toEqual([name, undefined]);
    expect((h.PARAM as Node[]).map((p) => p.PARAM_NAME)).toEqual(['Jazyk']);
    expect(googleItem(fixture.bare)[0]['g:description']).toBe(name);
    // Google's product type: the shop's category under 'Knihy', or 'Knihy' alone.
    expect(googleItem(fixture.bare)[0]['g:product_type']).toBe('Knihy');
    const category = pages.find((p) => p._id === String(fixture.escaped))!.category;
    expect(googleItem(fixture.escaped)[0]['g:product_type']).toBe(`Knihy > ${categoryLabel(category)}`);
    expect(heurekaItem(fixture.escaped)[0].PRODUCT).toMatch(/^Kniha & <Život> "v Kristovi" – \S/);
  });

  it('a book given away (a 100 % discount) is offered for nothing in neither feed', () => {
    expect(heurekaItem(fixture.free)).toEqual([]);
    expect(googleItem(fixture.free)).toEqual([]);
  });

  it('list the books by id, with the channel of the shop', () => {
    const ids = google.items.map((i) => Number(i['g:id']));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(google.xml).toContain('<channel><title>Prúd života</title><link>https://www.prud.sk/</link><description>Prúd – vydavateľstvo');
    expect(googleItem(fixture.escaped)[0]['g:brand']).toBe('Prúd');
    expect(heurekaItem(fixture.escaped)[0].MANUFACTURER).toBe('Prúd');
    expect(heurekaItem(fixture.escaped)[0].CATEGORYTEXT).toBe('Knihy | Náboženská literatúra');
  });
});

describe('delivery in the feeds, priced by the shop settings', () => {
  it("Heureka: each of the shop's methods in Slovakia once, with the COD fee, free above the threshold", async () => {
    // Without Packeta's widget key the checkout offers no Packeta point, and neither does the feed.
    expect(deliveries(heurekaItem(fixture.escaped)[0])).toEqual({
      SLOVENSKA_POSTA: ['4.50', '6.00'],
      ZASIELKOVNA_NA_ADRESU: ['4.49', '5.99'],
    });
    expect(deliveries(heurekaItem(fixture.pricey)[0])).toEqual({
      SLOVENSKA_POSTA: ['0.00', '1.50'],
      ZASIELKOVNA_NA_ADRESU: ['0.00', '1.50'],
    });
    const withKey = await build({ PACKETA_API_KEY: 'widget-key' });
    const item = withKey.heureka.items.find((i) => i.ITEM_ID === String(fixture.escaped))!;
    expect(deliveries(item)).toEqual({
      SLOVENSKA_POSTA: ['4.50', '6.00'],
      ZASILKOVNA: ['2.99', '4.49'],
      ZASIELKOVNA_NA_ADRESU: ['4.49', '5.99'],
    });
  });

  it('Google: a shipping line per country the shop serves and method, never personal pickup', () => {
    const lines = (googleItem(fixture.escaped)[0]['g:shipping'] as Node[]).map(
      (s) => `${s['g:country']} ${s['g:service']} ${s['g:price']}`,
    );
    expect(lines).toEqual([
      'SK Slovenská pošta 4.50 EUR',
      'SK Packeta na adresu 4.49 EUR',
      'CZ Slovenská pošta 11.90 EUR',
      'CZ Packeta na adresu 5.49 EUR',
      'HU Slovenská pošta 17.90 EUR',
      'AT Slovenská pošta 17.90 EUR',
      'PL Slovenská pošta 17.90 EUR',
      'DE Slovenská pošta 17.90 EUR',
    ]);
  });

  it('a method staff switched off leaves both feeds at the next build', async () => {
    const off = structuredClone(DEFAULT_DELIVERY_SETTINGS);
    off.methods.find((m) => m.id === 'packeta-home')!.enabled = false;
    await writeDeliveryJson(db, JSON.stringify(off));
    const rebuilt = await build();
    expect(deliveries(rebuilt.heureka.items.find((i) => i.ITEM_ID === String(fixture.escaped))!)).toEqual({
      SLOVENSKA_POSTA: ['4.50', '4.50'],
    });
    expect(rebuilt.google.xml).not.toContain('Packeta');
  });
});
