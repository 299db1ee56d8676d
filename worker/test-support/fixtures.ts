import type { Db } from '../../db/client';
import { audio, banners, products, reviews, videos } from '../../db/schema';
import { discountedPriceCents } from '../domain/pricing';

/** A small, known catalogue for API tests (the demo seed is tested on its own). */
export async function insertCatalogue(db: Db) {
  const base = { author: 'Watchman Nee', category: 'život', description: 'Popis knihy.', countInStock: 5 };
  const rows = [
    { ...base, name: 'Normálny kresťanský život', priceCents: 1250 },
    { ...base, name: 'Život viery', priceCents: 990, discount: 10, ownDiscount: 10, discountedPriceCents: discountedPriceCents(990, 10) },
    { ...base, name: 'Duchovný človek', priceCents: 2000, category: 'duch', author: 'Witness Lee', countInStock: 0 },
    { ...base, name: 'Sedieť, kráčať, stáť', priceCents: 450, category: 'kresťanská-prax', category2: 'život' },
    { ...base, name: 'Evanjelium Božie', priceCents: 1500, category: 'evanjelium', excerptText: 'Ukážka textu.', excerptPart: 'Časť' },
  ];
  const inserted = await db.insert(products).values(rows).returning({ id: products.id, name: products.name });
  const id = (name: string) => inserted.find((p) => p.name === name)!.id;
  await db.insert(reviews).values([
    { productId: id('Život viery'), name: 'Jana', comment: 'Výborná kniha', isAcknowledged: true },
    { productId: id('Život viery'), name: 'Peter', comment: 'Ešte neschválená', isAcknowledged: false },
  ]);
  await db.insert(audio).values([
    {
      audioTitle: 'Božie evanjelium 1',
      category: 'Slová života',
      subcategory: 'Božie evanjelium',
      mp3file: 'https://drive.google.com/file/d/a/preview',
    },
    {
      audioTitle: 'Štúdium života – Genezis 1',
      category: 'Štúdium života',
      subcategory: 'Štúdium života',
      mp3file: 'https://drive.google.com/file/d/b/preview',
    },
  ]);
  await db.insert(videos).values([
    { videoTitle: 'Zjavenie', code: 'abcdefghijk' },
    { videoTitle: 'Agapé', code: 'ABCDEFGHIJK' },
  ]);
  await db.insert(banners).values([{ bannerTitle: 'Nové knihy', image: '/uploads/banners/1.svg', category: 'home' }]);
  return { id };
}
