import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, index, primaryKey } from 'drizzle-orm/sqlite-core';
import { users } from './users';

/** Books and other titles. Money is integer cents; the API converts to euros. */
export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    /**
     * The effective discount in percent (0..100; 0 = none): the larger of the product's own discount and the
     * running shop-wide sale (`shop_sale`), written by the product and sale writes with pricing.ts's rule. Every
     * read (lists, search, the build, orders) takes this one.
     */
    discount: integer('discount').notNull().default(0),
    /** The product's own discount as staff set it; a shop-wide sale never writes it. */
    ownDiscount: integer('own_discount').notNull().default(0),
    /** Derived from price and the effective discount (rounded up to 5 cents); stored for listing and search. */
    discountedPriceCents: integer('discounted_price_cents').notNull().default(0),
    countInStock: integer('count_in_stock').notNull().default(0),
    author: text('author').notNull().default(''),
    category: text('category').notNull().default(''),
    category2: text('category2').notNull().default(''),
    description: text('description').notNull().default(''),
    catalog: text('catalog').notNull().default(''),
    related1Id: integer('related1_id'),
    related2Id: integer('related2_id'),
    related3Id: integer('related3_id'),
    /** Kilograms as a string with a decimal point, e.g. "0.33" (as the spec keeps it). */
    weight: text('weight').notNull().default(''),
    tags: text('tags').notNull().default(''),
    binding: text('binding').notNull().default(''),
    pages: integer('pages'),
    isbn: text('isbn').notNull().default(''),
    language: text('language', { enum: ['SK', 'CZ'] })
      .notNull()
      .default('SK'),
    year: text('year').notNull().default(''),
    excerptImage: text('excerpt_image').notNull().default(''),
    excerptPart: text('excerpt_part').notNull().default(''),
    excerptText: text('excerpt_text').notNull().default(''),
    /** A product made by 'Vytvoriť produkt' and not yet saved complete: staff see it, no visitor does. */
    isDraft: integer('is_draft', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    updatedAt: text('updated_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [
    index('products_category_idx').on(t.category),
    index('products_category2_idx').on(t.category2),
    index('products_year_idx').on(t.year),
    index('products_name_idx').on(t.name),
  ],
);

export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Author's name as shown, kept even if the account goes. */
    name: text('name').notNull(),
    rating: integer('rating').notNull().default(0),
    comment: text('comment').notNull(),
    isAcknowledged: integer('is_acknowledged', { mode: 'boolean' }).notNull().default(false),
    /**
     * 'Overený nákup' as it stood when the reviewer's account was deleted (issue 31): while the account lives the
     * mark is read from its paid orders; once the account goes, the orders are detached and this keeps the mark.
     */
    verifiedPurchase: integer('verified_purchase', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [index('reviews_product_idx').on(t.productId), index('reviews_user_idx').on(t.userId)],
);

export const favorites = sqliteTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favorites_product_idx').on(t.productId)],
);

/**
 * The shop-wide sale: one row (id 1). `discount` 0 means no sale. Starting or ending it rewrites each product's
 * effective `discount` from its own discount, never the own discount itself.
 */
export const shopSale = sqliteTable('shop_sale', {
  id: integer('id').primaryKey(),
  discount: integer('discount').notNull().default(0),
  startedAt: text('started_at'),
});

/**
 * The typo search's vocabulary (worker/services/search/spelling-vocabulary.ts): one row (id 1), built in the background
 * from the published products, so that a search that finds nothing only reads it. Migration 0009 inserts the row.
 */
export const searchVocabulary = sqliteTable('search_vocabulary', {
  id: integer('id').primaryKey(),
  /** The catalogue version (migration 0005) the products were read at; 0: none built yet. */
  catalogueVersion: integer('catalogue_version').notNull().default(0),
  /** The words in worker/domain/spelling-pack.ts's packed form (one line a word). */
  words: text('words').notNull().default(''),
  builtAt: text('built_at'),
  /** When a build began somewhere (a Workers isolate, the Node thread): until it ends or its term runs out, no other starts. */
  claimedAt: text('claimed_at'),
});
