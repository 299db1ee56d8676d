import { z } from 'zod';
import { strictObject, strictObjectIgnoring } from './strict-object';

/**
 * The staff's product contract (spec sections 2 Admin screens, 3, 5, 7): `PUT /api/products/:id` takes the
 * product in the shape `GET` returns; `POST /api/products/discount` takes `{ discount }`. The API validates with
 * these and the admin islands use the same ones. Pure: no I/O, no facts file (the category slugs are passed in,
 * so the islands never bundle site-facts.json).
 *
 * Never read from the client: the rest of the GET shape (PRODUCT_GET_ONLY_KEYS) is accepted and dropped; any
 * other key is refused with a 400 naming it.
 */

/**
 * Keys of the GET shape (ours and the original shop's) that a PUT may carry back but the server never reads:
 * `_id` (the path wins), `discountedPrice` (computed with worker/domain/pricing.ts), the reviews and their
 * counts, `favoriteOf` (favourites are written by their owners), the dates and `isDraft` (a complete save
 * publishes a draft, worker/domain/drafts.ts; nothing a client sends makes a product a draft again).
 */
const PRODUCT_GET_ONLY_KEYS = [
  '_id',
  'discountedPrice',
  'reviews',
  'numReviews',
  'rating',
  'favoriteOf',
  'createdAt',
  'updatedAt',
  'isDraft',
] as const;

export const PRODUCT_LIMITS = {
  name: 200,
  author: 200,
  shortText: 100,
  description: 20_000,
  /** The excerpt's lead (the Čitáreň list shows it): the demo's are an opening paragraph. */
  excerptPart: 2_000,
  excerpt: 100_000,
  path: 500,
  maxPriceEuros: 100_000,
  maxStock: 1_000_000,
  maxPages: 100_000,
} as const;

export const PRODUCT_MESSAGES = {
  created: 'Produkt vytvorený.',
  saved: 'Produkt uložený.',
  deleted: 'Produkt zmazaný.',
  notFound: 'Produkt sa nenašiel.',
  discountCreated: 'Akcia vytvorená',
  discountCancelled: 'Akcia zrušená',
  unknownCategory: 'Vyberte kategóriu zo zoznamu.',
  relatedMissing: 'Súvisiaci titul neexistuje.',
  relatedSelf: 'Produkt nemôže odkazovať sám na seba.',
  relatedTwice: 'Ten istý súvisiaci titul je vybraný dvakrát.',
  excerptImageName: 'Názov súboru ukážky musí obsahovať „ukazka“.',
  /** An order still lists the product: deleting it would rewrite history. */
  inOrders: 'Produkt je v objednávkach, nemožno ho zmazať. Nastavte mu sklad 0.',
} as const;

const trimmed = (max: number, label: string) =>
  z
    .string({ message: `${label}: zadajte text.` })
    .transform((s) => s.trim())
    .pipe(z.string().max(max, { message: `${label}: najviac ${max} znakov.` }));

/** A missing field reads like an empty one: "Názov je povinný údaj." rather than a type complaint. */
const required = (max: number, label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    trimmed(max, label).pipe(z.string().min(1, { message: `${label} je povinný údaj.` })),
  );

/** Optional text: absent or null is ''. */
const optionalText = (max: number, label: string) => z.preprocess((v) => (v === undefined || v === null ? '' : v), trimmed(max, label));

/** People type `12,50`; the API speaks `12.5`. Both are accepted (at most 2 decimals, 0 … 100 000 €). */
const euros = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim().replace(',', '.'))) : v),
  z
    .number({ message: 'Cena je povinný údaj (napr. 12,50).' })
    .finite({ message: 'Cena musí byť číslo (napr. 12,50).' })
    .min(0, { message: 'Cena nemôže byť záporná.' })
    .max(PRODUCT_LIMITS.maxPriceEuros, { message: 'Cena je príliš vysoká.' })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'Cena môže mať najviac 2 desatinné miesta.' }),
);

const wholeNumber = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z
      .number({ message: `${label} musí byť celé číslo.` })
      .int({ message: `${label} musí byť celé číslo.` })
      .min(0, { message: `${label} nemôže byť záporný údaj.` })
      .max(max, { message: `${label} je príliš veľké číslo.` }),
  );

/** Discount percent 0 … 100 (0 cancels the promotion). */
const discountPercentSchema = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 0 : typeof v === 'string' ? Number(v.trim()) : v),
  z
    .number({ message: 'Zľava musí byť celé číslo 0 až 100.' })
    .int({ message: 'Zľava musí byť celé číslo 0 až 100.' })
    .min(0, { message: 'Zľava musí byť celé číslo 0 až 100.' })
    .max(100, { message: 'Zľava musí byť celé číslo 0 až 100.' }),
);

/**
 * A related title as clients send it: `null`/`''` (none), an id (number or digits), or the GET shape
 * (`{ id, name }` or `{ _id, name }`). Always becomes an id or null.
 */
const relatedRefSchema = z.preprocess(
  (v) => {
    // An array or an object without an id is no reference: it reaches the number check and is refused.
    if (Array.isArray(v)) return v;
    const ref = typeof v === 'object' && v !== null ? ((v as { id?: unknown; _id?: unknown }).id ?? (v as { _id?: unknown })._id ?? v) : v;
    if (ref === undefined || ref === null) return null;
    if (typeof ref === 'string') return ref.trim() === '' ? null : /^\d+$/.test(ref.trim()) ? Number(ref.trim()) : ref;
    return ref;
  },
  // Nullable number rather than a union: a union's failure would surface as zod's English "Invalid input".
  z
    .number({ message: 'Súvisiaci titul: neplatné ID.' })
    .int({ message: 'Súvisiaci titul: neplatné ID.' })
    .min(1, { message: 'Súvisiaci titul: neplatné ID.' })
    .max(Number.MAX_SAFE_INTEGER, { message: 'Súvisiaci titul: neplatné ID.' })
    .nullable(),
);

/** Weight in kilograms as the spec keeps it: a string with a decimal point (`0.33`); `0,33` is accepted. */
const weight = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(',', '.') : v),
  z.string({ message: 'Hmotnosť: zadajte číslo v kg (napr. 0.33).' }).regex(/^(\d{1,4}(\.\d{1,3})?)?$/, {
    message: 'Hmotnosť: zadajte číslo v kg (napr. 0.33).',
  }),
);

const uploadPath = (label: string) =>
  optionalText(PRODUCT_LIMITS.path, label).refine(
    (s) => s === '' || (/^\/(uploads|images)\/[A-Za-z0-9._/-]+$/.test(s) && !s.includes('..')),
    {
      message: `${label}: nahrajte obrázok tlačidlom „Nahrať“.`,
    },
  );

/**
 * Builds the update schema for the shop's category slugs (the route passes SHOP_CATEGORIES, an island its prop).
 * Without them (the published contract, api-contract/catalogue.ts, which the browser's types reach and which must
 * therefore not reach the facts file) a category is any short text: the route's own list refuses an unknown one.
 */
export function productUpdateSchema(categorySlugs?: readonly string[]) {
  const category = (label: string, needed: boolean) =>
    optionalText(PRODUCT_LIMITS.shortText, label).refine((s) => (s === '' ? !needed : !categorySlugs || categorySlugs.includes(s)), {
      message: PRODUCT_MESSAGES.unknownCategory,
    });
  return strictObjectIgnoring(
    {
      name: required(PRODUCT_LIMITS.name, 'Názov'),
      price: euros,
      author: required(PRODUCT_LIMITS.author, 'Autor'),
      /** The product's OWN discount (a running shop-wide sale may make the effective one larger). */
      discount: discountPercentSchema,
      /**
       * Our GET answer carries the own discount as `ownDiscount` (its `discount` is the effective one): when sent,
       * it is the own discount, so an answer sent back unchanged stores the same product even during a sale.
       */
      ownDiscount: discountPercentSchema.optional(),
      countInStock: z.preprocess((v) => (v === undefined || v === null ? 0 : v), wholeNumber('Počet na sklade', PRODUCT_LIMITS.maxStock)),
      image: uploadPath('Obrázok'),
      category: category('Kategória', false),
      category2: category('Kategória 2', false),
      description: optionalText(PRODUCT_LIMITS.description, 'Popis'),
      catalog: optionalText(PRODUCT_LIMITS.shortText, 'Katalóg'),
      related: relatedRefSchema.optional().default(null),
      related2: relatedRefSchema.optional().default(null),
      related3: relatedRefSchema.optional().default(null),
      weight,
      tags: optionalText(PRODUCT_LIMITS.path, 'Značky'),
      binding: optionalText(PRODUCT_LIMITS.shortText, 'Väzba'),
      pages: z.preprocess(
        (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
        wholeNumber('Počet strán', PRODUCT_LIMITS.maxPages).nullable(),
      ),
      isbn: optionalText(40, 'ISBN').refine((s) => s === '' || /^[0-9Xx -]{10,20}$/.test(s), {
        message: 'ISBN: číslice, pomlčky a X (10 alebo 13 číslic).',
      }),
      language: z.enum(['SK', 'CZ'], { message: 'Jazyk je SK alebo CZ.' }).optional().default('SK'),
      year: optionalText(4, 'Rok').refine((s) => s === '' || /^(19|20)\d\d$/.test(s), { message: 'Rok: štyri číslice (napr. 2024).' }),
      excerpt: strictObject(
        {
          image: uploadPath('Obrázok ukážky'),
          part: optionalText(PRODUCT_LIMITS.excerptPart, 'Časť ukážky'),
          excerpt: optionalText(PRODUCT_LIMITS.excerpt, 'Text ukážky'),
        },
        'Ukážka: neplatné údaje.',
      )
        .optional()
        .default({ image: '', part: '', excerpt: '' }),
    },
    PRODUCT_GET_ONLY_KEYS,
    'Neplatné údaje produktu.',
  ).refine((p) => p.category === '' || p.category !== p.category2, {
    message: 'Kategória 2 sa musí líšiť od kategórie.',
    path: ['category2'],
  });
}
export type ProductUpdate = z.output<ReturnType<typeof productUpdateSchema>>;

/**
 * The excerpt image's original file name must contain 'ukazka' (spec section 5): the edit screen checks the
 * chosen file before uploading (the stored key is random, so the server cannot see the name afterwards).
 */
export function isExcerptImageName(fileName: string): boolean {
  return fileName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .includes('ukazka');
}

/** `POST /api/products/discount` body `{ discount }`: 1 … 100 starts the shop-wide sale (shop-sale.ts), 0 ends it. */
export const shopDiscountSchema = strictObject(
  {
    discount: z
      .unknown()
      .refine((v) => typeof v === 'number' || (typeof v === 'string' && v.trim() !== ''), {
        message: 'Zadajte zľavu v percentách (0 až 100).',
      })
      .pipe(discountPercentSchema),
  },
  'Zadajte zľavu v percentách (0 až 100).',
);
export type ShopDiscount = z.output<typeof shopDiscountSchema>;

/** Low stock (spec section 9): 10 or fewer is highlighted. */
export const LOW_STOCK = 10;
export function isLowStock(countInStock: number): boolean {
  return countInStock <= LOW_STOCK;
}
