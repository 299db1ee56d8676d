import { describe, expect, it } from 'vitest';
import { isExcerptImageName, isLowStock, productUpdateSchema, shopDiscountSchema } from './product-admin';
import { refusalOf } from '../test-support/schemas';

// Built inside each test (not once when the file loads), so each test exercises the labels and defaults it checks.
const schema = () => productUpdateSchema(['život', 'duch']);
const minimal = { name: 'Život viery', author: 'Watchman Nee', price: 9.9 };

function parsed(patch: Record<string, unknown>) {
  const r = schema().safeParse({ ...minimal, ...patch });
  if (!r.success) throw new Error(r.error.issues[0]?.message);
  return r.data;
}
function refusal(patch: Record<string, unknown>): string | undefined {
  const r = schema().safeParse({ ...minimal, ...patch });
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

/** Every field's default, every label in its message, every pattern anchored: what the edit form relies on. */
describe('productUpdateSchema, field by field', () => {
  function issue(input: unknown): { message: string; path: string } | undefined {
    const r = schema().safeParse(input);
    return r.success ? undefined : { message: r.error.issues[0]!.message, path: r.error.issues[0]!.path.join('.') };
  }

  it('fills every field left out with its default', () => {
    expect(parsed({})).toEqual({
      ...minimal,
      discount: 0,
      countInStock: 0,
      image: '',
      category: '',
      category2: '',
      description: '',
      catalog: '',
      related: null,
      related2: null,
      related3: null,
      weight: '',
      tags: '',
      binding: '',
      pages: null,
      isbn: '',
      language: 'SK',
      year: '',
      excerpt: { image: '', part: '', excerpt: '' },
    });
  });

  it('reads null as left out', () => {
    const nulls = Object.fromEntries(
      [
        'discount',
        'countInStock',
        'image',
        'category',
        'category2',
        'description',
        'catalog',
        'related',
        'weight',
        'tags',
        'binding',
        'pages',
        'isbn',
        'year',
      ].map((k) => [k, null]),
    );
    expect(parsed({ ...nulls, excerpt: { image: null, part: null, excerpt: null } })).toEqual(parsed({}));
  });

  it.each([
    [{ related: ' 4 ' }, 'related', 4],
    [{ related: '   ' }, 'related', null],
    [{ related: 7 }, 'related', 7],
    [{ weight: ' 0,5 ' }, 'weight', '0.5'],
    [{ weight: 2 }, 'weight', '2'],
    [{ pages: '  ' }, 'pages', null],
    [{ countInStock: '12' }, 'countInStock', 12],
    [{ discount: ' 15 ' }, 'discount', 15],
    [{ discount: '   ' }, 'discount', 0],
    [{ isbn: '978-80-12345-67-8' }, 'isbn', '978-80-12345-67-8'],
    [{ year: '1999' }, 'year', '1999'],
    [{ language: 'CZ' }, 'language', 'CZ'],
    [{ image: '/uploads/a-b_c.1.png' }, 'image', '/uploads/a-b_c.1.png'],
    [{ category: 'život', category2: 'duch' }, 'category2', 'duch'],
    [
      { excerpt: { image: '/images/ukazka.png', part: ' Úvod ', excerpt: 'Text' } },
      'excerpt',
      { image: '/images/ukazka.png', part: 'Úvod', excerpt: 'Text' },
    ],
  ] as const)('%j → %s = %j', (patch, key, value) => {
    expect(parsed(patch)[key]).toEqual(value);
  });

  it.each([
    [{ name: 12 }, 'Názov: zadajte text.', 'name'],
    [{ author: 'x'.repeat(201) }, 'Autor: najviac 200 znakov.', 'author'],
    [{ price: '   ' }, 'Cena je povinný údaj (napr. 12,50).', 'price'],
    [{ price: -1 }, 'Cena nemôže byť záporná.', 'price'],
    [{ price: 100_000.01 }, 'Cena je príliš vysoká.', 'price'],
    [{ price: 'dvanásť' }, 'Cena je povinný údaj (napr. 12,50).', 'price'],
    [{ countInStock: '' }, 'Počet na sklade musí byť celé číslo.', 'countInStock'],
    [{ countInStock: '  ' }, 'Počet na sklade musí byť celé číslo.', 'countInStock'],
    [{ countInStock: 1.5 }, 'Počet na sklade musí byť celé číslo.', 'countInStock'],
    [{ countInStock: -1 }, 'Počet na sklade nemôže byť záporný údaj.', 'countInStock'],
    [{ countInStock: 1_000_001 }, 'Počet na sklade je príliš veľké číslo.', 'countInStock'],
    [{ pages: 100_001 }, 'Počet strán je príliš veľké číslo.', 'pages'],
    [{ discount: 101 }, 'Zľava musí byť celé číslo 0 až 100.', 'discount'],
    [{ image: 'x/uploads/a.png' }, 'Obrázok: nahrajte obrázok tlačidlom „Nahrať“.', 'image'],
    [{ image: '/uploads/a.png"' }, 'Obrázok: nahrajte obrázok tlačidlom „Nahrať“.', 'image'],
    [{ category: 'iné' }, 'Vyberte kategóriu zo zoznamu.', 'category'],
    [{ category2: 'iné' }, 'Vyberte kategóriu zo zoznamu.', 'category2'],
    [{ category: 'duch', category2: 'duch' }, 'Kategória 2 sa musí líšiť od kategórie.', 'category2'],
    [{ description: 'x'.repeat(20_001) }, 'Popis: najviac 20000 znakov.', 'description'],
    [{ catalog: 'x'.repeat(101) }, 'Katalóg: najviac 100 znakov.', 'catalog'],
    [{ tags: 'x'.repeat(501) }, 'Značky: najviac 500 znakov.', 'tags'],
    [{ binding: 'x'.repeat(101) }, 'Väzba: najviac 100 znakov.', 'binding'],
    [{ isbn: 'abc' }, 'ISBN: číslice, pomlčky a X (10 alebo 13 číslic).', 'isbn'],
    [{ isbn: 'ISBN 978-80-12345-67-8' }, 'ISBN: číslice, pomlčky a X (10 alebo 13 číslic).', 'isbn'],
    [{ isbn: '978-80-12345-67-8 ISBN' }, 'ISBN: číslice, pomlčky a X (10 alebo 13 číslic).', 'isbn'],
    [{ isbn: 'x'.repeat(41) }, 'ISBN: najviac 40 znakov.', 'isbn'],
    [{ language: 'EN' }, 'Jazyk je SK alebo CZ.', 'language'],
    [{ year: 'rok1' }, 'Rok: štyri číslice (napr. 2024).', 'year'],
    [{ year: '1850' }, 'Rok: štyri číslice (napr. 2024).', 'year'],
    [{ excerpt: { image: '/tmp/ukazka.png' } }, 'Obrázok ukážky: nahrajte obrázok tlačidlom „Nahrať“.', 'excerpt.image'],
    [{ excerpt: { part: 'x'.repeat(2_001) } }, 'Časť ukážky: najviac 2000 znakov.', 'excerpt.part'],
    [{ excerpt: { excerpt: 'x'.repeat(100_001) } }, 'Text ukážky: najviac 100000 znakov.', 'excerpt.excerpt'],
  ])('refuses %j with its label', (patch, message, path) => {
    expect(issue({ ...minimal, ...patch })).toEqual({ message, path });
  });

  it('names the product or the excerpt when the whole value is wrong', () => {
    expect(issue('produkt')?.message).toBe('Neplatné údaje produktu.');
    expect(issue({ ...minimal, excerpt: 'text' })).toEqual({ message: 'Ukážka: neplatné údaje.', path: 'excerpt' });
  });
});

describe('shopDiscountSchema, messages', () => {
  it.each([{ discount: '   ' }, { discount: true }, {}])('refuses %j asking for a percent', (body) => {
    expect(refusalOf(shopDiscountSchema.safeParse(body))).toBe('Zadajte zľavu v percentách (0 až 100).');
  });
});
