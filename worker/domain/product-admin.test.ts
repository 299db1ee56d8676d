import { describe, expect, it } from 'vitest';
import { isExcerptImageName, isLowStock, productUpdateSchema, shopDiscountSchema } from './product-admin';

const schema = productUpdateSchema(['život', 'duch']);
const minimal = { name: 'Život viery', author: 'Watchman Nee', price: 9.9 };

function parsed(patch: Record<string, unknown>) {
  const r = schema.safeParse({ ...minimal, ...patch });
  if (!r.success) throw new Error(r.error.issues[0]?.message);
  return r.data;
}
function refusal(patch: Record<string, unknown>): string | undefined {
  const r = schema.safeParse({ ...minimal, ...patch });
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe('productUpdateSchema', () => {
  it.each([
    [{ price: '12,50' }, 'price', 12.5],
    [{ price: ' 7.2 ' }, 'price', 7.2],
    [{ weight: '0,33' }, 'weight', '0.33'],
    [{ weight: 0.5 }, 'weight', '0.5'],
    [{ related: { id: 3, name: 'x' } }, 'related', 3],
    [{ related: { _id: 3 } }, 'related', 3],
    [{ related: '4' }, 'related', 4],
    [{ related: '' }, 'related', null],
    [{ related2: null }, 'related2', null],
    [{ pages: '' }, 'pages', null],
    [{ pages: '120' }, 'pages', 120],
    [{ discount: '' }, 'discount', 0],
    [{ name: '  Život viery  ' }, 'name', 'Život viery'],
    [{}, 'language', 'SK'],
  ] as const)('%j → %s = %j', (patch, key, value) => {
    expect(parsed(patch)[key]).toEqual(value);
  });

  it('drops what the server owns or computes', () => {
    const data = parsed({ _id: 9, discountedPrice: 0.01, reviews: [], numReviews: 4, favoriteOf: [{ _id: 1 }] }) as Record<string, unknown>;
    for (const key of ['_id', 'discountedPrice', 'reviews', 'numReviews', 'favoriteOf']) expect(data).not.toHaveProperty(key);
  });

  it.each([
    [{ name: undefined }, 'Názov je povinný údaj.'],
    [{ name: '   ' }, 'Názov je povinný údaj.'],
    [{ related: 'abc' }, 'Súvisiaci titul: neplatné ID.'],
    [{ related: true }, 'Súvisiaci titul: neplatné ID.'],
    [{ pages: 'x' }, 'Počet strán musí byť celé číslo.'],
    [{ price: '12,345' }, 'Cena môže mať najviac 2 desatinné miesta.'],
    [{ category: 'duch', category2: 'duch' }, 'Kategória 2 sa musí líšiť od kategórie.'],
    [{ image: '/uploads/../secret.png' }, 'Obrázok: nahrajte obrázok tlačidlom „Nahrať“.'],
    [{ weight: '1 kg' }, 'Hmotnosť: zadajte číslo v kg (napr. 0.33).'],
  ])('refuses %j in Slovak', (patch, message) => {
    expect(refusal(patch)).toBe(message);
  });
});

describe('shopDiscountSchema', () => {
  it.each([
    [{ discount: 20 }, 20],
    [{ discount: '15' }, 15],
    [{ discount: 0 }, 0],
  ])('%j → %d', (body, discount) => {
    expect(shopDiscountSchema.parse(body)).toEqual({ discount });
  });
  it.each([{}, { discount: '' }, { discount: null }, { discount: 101 }, { discount: 2.5 }])('refuses %j', (body) => {
    expect(shopDiscountSchema.safeParse(body).success).toBe(false);
  });
});

describe('isExcerptImageName and isLowStock', () => {
  it.each([
    ['Ukážka-1.png', true],
    ['kniha_ukazka.JPG', true],
    ['obal.png', false],
  ])('%s → %s', (name, expected) => {
    expect(isExcerptImageName(name)).toBe(expected);
  });
  it('highlights 10 or fewer', () => {
    expect([0, 10, 11].map(isLowStock)).toEqual([true, true, false]);
  });
});
