import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { audio, banners, products, shopSale, videos } from '~/db/schema';
import { audioUpdateSchema, bannerUpdateSchema, MEDIA_MESSAGES, videoUpdateSchema } from '../../domain/media-admin';
import { PRODUCT_MESSAGES, productUpdateSchema } from '../../domain/product-admin';
import { packedVocabularyOf } from '../../domain/spelling-pack';
import { SHOP_CATEGORIES } from '../../domain/site-facts';
import { createAccount, mailsTo } from '../../test-support/accounts';
import { insertOrderRow, insertProduct } from '../../test-support/orders';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { audioWrites, bannerWrites, videoWrites } from '../media/media-admin';
import { createProduct, removeProduct, saveProduct } from '../catalogue/product-admin';
import { setShopSale } from '../catalogue/shop-sale';
import { askToBeNotified } from '../stock-alerts/stock-alerts';

/**
 * Side effects live with the write (issue 32, item 3): the services ask for the republish themselves, so a write
 * made without HTTP (the seed, an ops command, a test) republishes as the staff's API does. Each write is called
 * here alone: no route, no middleware. A refused write (missing, in orders, related to itself) asks nothing.
 */

let t: TestApp;
/** The titles each typo-vocabulary build was given (the search words follow a published title's save). */
const vocabularyBuilds: string[][][] = [];
beforeAll(async () => {
  t = await createTestApp({ buildSearchVocabulary: async (titles) => (vocabularyBuilds.push(titles), packedVocabularyOf(titles)) });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.settle();
  t.published.length = 0;
  vocabularyBuilds.length = 0;
});

const productUpdate = productUpdateSchema(SHOP_CATEGORIES.map((c) => c.slug));
/** A save in the shape the edit screen sends, parsed by the route's own schema; price 0 leaves a draft incomplete. */
const save = (o: { name: string; price: number; related?: number }) =>
  productUpdate.parse({
    name: o.name,
    author: 'Witness Lee',
    price: o.price,
    discount: 0,
    countInStock: 3,
    category: SHOP_CATEGORIES[0].slug,
    year: '2024',
    related: o.related ?? '',
    excerpt: { image: '', part: 'Úvod', excerpt: 'Ukážka.' },
  });
const stored = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0];

describe('product writes', () => {
  it('a creation makes a draft and asks for no republish; an incomplete save neither, the complete one asks once', async () => {
    const id = Number((await createProduct(t.deps))._id);
    expect(await stored(id)).toMatchObject({ isDraft: true });
    expect(t.published).toEqual([]);

    expect(await saveProduct(t.deps, id, save({ name: 'Koncept služby', price: 0 }))).toMatchObject({ isDraft: true });
    expect(await stored(id)).toMatchObject({ name: 'Koncept služby', isDraft: true });
    expect(t.published).toEqual([]);

    expect(await saveProduct(t.deps, id, save({ name: 'Koncept služby', price: 7.5 }))).toMatchObject({ isDraft: false });
    expect(await stored(id)).toMatchObject({ priceCents: 750, isDraft: false });
    expect(t.published).toEqual(['product']);
  });

  it('a save back in stock mails the waiting reader, and the typo words follow the new name; a draft left a draft builds no words', async () => {
    const reader = await createAccount(t);
    const user = (await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, reader.id) }))!;
    const id = await insertProduct(t, { name: 'Vypredaný titul', stock: 0 });
    await askToBeNotified(t.deps, user, id);
    await saveProduct(t.deps, id, save({ name: 'Premenovaný titul', price: 4 }));
    await t.settle();
    expect((await mailsTo(t, reader.email)).filter((m) => m.subject.includes('Premenovaný titul'))).toHaveLength(1);
    expect(vocabularyBuilds.flat(2).join(' ')).toContain('Premenovaný');

    expect(t.published).toEqual(['product']);

    // A draft's words are in no search: its save (still a draft) builds nothing and asks no republish.
    vocabularyBuilds.length = 0;
    t.published.length = 0;
    const draft = Number((await createProduct(t.deps))._id);
    await saveProduct(t.deps, draft, save({ name: 'Tichý koncept', price: 0 }));
    await t.settle();
    expect(vocabularyBuilds).toEqual([]);
    expect(t.published).toEqual([]);
  });

  it('a save that leaves the title sold out mails nobody', async () => {
    const reader = await createAccount(t);
    const user = (await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, reader.id) }))!;
    const id = await insertProduct(t, { name: 'Stále nič', stock: 0 });
    await askToBeNotified(t.deps, user, id);
    await saveProduct(t.deps, id, { ...save({ name: 'Stále nič', price: 4 }), countInStock: 0 });
    await t.settle();
    expect(await mailsTo(t, reader.email)).toEqual([]);
    expect(t.published).toEqual(['product']);
  });

  it('a published product saved again asks again, even at 0 € (it stays published)', async () => {
    const id = await insertProduct(t, { name: 'Zverejnený titul' });
    await saveProduct(t.deps, id, save({ name: 'Zverejnený titul II', price: 0 }));
    expect(await stored(id)).toMatchObject({ name: 'Zverejnený titul II', priceCents: 0, isDraft: false });
    expect(t.published).toEqual(['product']);
  });

  it('a refused save asks nothing and stores nothing: an unknown product, a title related to itself', async () => {
    await expect(saveProduct(t.deps, 999_999, save({ name: 'Nikde', price: 5 }))).rejects.toMatchObject({ kind: 'notFound' });
    const id = await insertProduct(t, { name: 'Sám sebe' });
    await expect(saveProduct(t.deps, id, save({ name: 'Zmenený', price: 5, related: id }))).rejects.toMatchObject({
      kind: 'invalid',
      message: PRODUCT_MESSAGES.relatedSelf,
    });
    expect(await stored(id)).toMatchObject({ name: 'Sám sebe' });
    expect(t.published).toEqual([]);
  });

  it('a delete asks for a republish; an unknown one (404) or one an order lists (409) asks nothing', async () => {
    const gone = await insertProduct(t, { name: 'Na zmazanie' });
    expect(await removeProduct(t.deps, gone)).toEqual({ message: PRODUCT_MESSAGES.deleted });
    expect(await stored(gone)).toBeUndefined();
    expect(t.published).toEqual(['product']);

    t.published.length = 0;
    const ordered = await insertProduct(t, { name: 'Objednaný' });
    await insertOrderRow(t, null, {}, [
      { productId: ordered, name: 'Objednaný', qty: 1, unitPriceCents: 1000, listPriceCents: 1000, discount: 0 },
    ]);
    await expect(removeProduct(t.deps, ordered)).rejects.toMatchObject({ kind: 'conflict' });
    await expect(removeProduct(t.deps, gone)).rejects.toMatchObject({ kind: 'notFound' });
    expect(await stored(ordered)).toMatchObject({ name: 'Objednaný' });
    expect(t.published).toEqual([]);
  });

  it('the shop-wide sale, started and ended, asks for a republish each time', async () => {
    await setShopSale(t.deps, { discount: 20 });
    expect((await t.db.select().from(shopSale))[0]).toMatchObject({ discount: 20 });
    await setShopSale(t.deps, { discount: 0 });
    expect((await t.db.select().from(shopSale))[0]).toMatchObject({ discount: 0 });
    expect(t.published).toEqual(['product', 'product']);
  });
});

const media = [
  {
    kind: 'audio',
    svc: audioWrites,
    table: audio,
    notFound: MEDIA_MESSAGES.audioNotFound,
    incomplete: audioUpdateSchema.parse({ audioTitle: 'Koncept', mp3file: '', category: 'Slová života', subcategory: 'Božie evanjelium' }),
    complete: audioUpdateSchema.parse({
      audioTitle: 'Hotová',
      mp3file: 'https://drive.google.com/file/d/sluzba/preview',
      category: 'Slová života',
      subcategory: 'Božie evanjelium',
    }),
  },
  {
    kind: 'video',
    svc: videoWrites,
    table: videos,
    notFound: MEDIA_MESSAGES.videoNotFound,
    incomplete: videoUpdateSchema.parse({ videoTitle: 'Koncept', code: '' }),
    complete: videoUpdateSchema.parse({ videoTitle: 'Hotové', code: 'sLuZbA_1234' }),
  },
  {
    kind: 'banner',
    svc: bannerWrites,
    table: banners,
    notFound: MEDIA_MESSAGES.bannerNotFound,
    incomplete: bannerUpdateSchema.parse({ bannerTitle: 'Koncept', image: '', category: 'home' }),
    complete: bannerUpdateSchema.parse({ bannerTitle: 'Hotový', image: '/uploads/banners/sluzba.png', category: 'home' }),
  },
] as const;

describe.each(media)('$kind writes', (m) => {
  // The three services share one shape; typed loosely here so one test body serves them all.
  const svc = m.svc as unknown as typeof videoWrites & {
    update(deps: TestApp['deps'], id: number, body: unknown): Promise<{ isDraft: boolean }>;
  };
  const row = async (id: number) => (await t.db.select().from(m.table).where(eq(m.table.id, id)))[0];

  it(`creation and an incomplete edit ask nothing; a complete edit and a later one ask '${m.kind}'`, async () => {
    const id = Number(((await svc.create(t.deps)) as { _id: string })._id);
    expect(await row(id)).toMatchObject({ isDraft: true });
    expect(await svc.update(t.deps, id, m.incomplete)).toMatchObject({ isDraft: true });
    expect(t.published).toEqual([]);
    expect(await svc.update(t.deps, id, m.complete)).toMatchObject({ isDraft: false });
    expect(await row(id)).toMatchObject({ isDraft: false });
    // A published record edited without its link stays published: the pages change, so it asks again.
    expect(await svc.update(t.deps, id, m.incomplete)).toMatchObject({ isDraft: false });
    expect(t.published).toEqual([m.kind, m.kind]);
  });

  it(`a delete asks '${m.kind}'; an unknown record (edit or delete, 404) asks nothing`, async () => {
    const id = Number(((await svc.create(t.deps)) as { _id: string })._id);
    await expect(svc.update(t.deps, 999_999, m.complete)).rejects.toMatchObject({ kind: 'notFound', message: m.notFound });
    await expect(svc.remove(t.deps, 999_999)).rejects.toMatchObject({ kind: 'notFound', message: m.notFound });
    expect(t.published).toEqual([]);
    expect(await svc.remove(t.deps, id)).toEqual({ message: MEDIA_MESSAGES.deleted });
    expect(await row(id)).toBeUndefined();
    expect(t.published).toEqual([m.kind]);
  });
});
