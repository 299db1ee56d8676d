import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, index } from 'drizzle-orm/sqlite-core';

export const audio = sqliteTable(
  'audio',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    audioTitle: text('audio_title').notNull().default(''),
    /** Google Drive preview link shown in an iframe. */
    mp3file: text('mp3file').notNull().default(''),
    category: text('category').notNull().default(''),
    subcategory: text('subcategory').notNull().default(''),
    /** Made by 'Vytvoriť' and not yet saved with its required link or image: staff see it, no visitor does. */
    isDraft: integer('is_draft', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [index('audio_category_idx').on(t.category, t.subcategory)],
);

export const videos = sqliteTable('videos', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  videoTitle: text('video_title').notNull().default(''),
  /** YouTube video id (11 characters). */
  code: text('code').notNull().default(''),
  /** Made by 'Vytvoriť' and not yet saved with its required link or image: staff see it, no visitor does. */
  isDraft: integer('is_draft', { mode: 'boolean' }).notNull().default(false),
  createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});

export const banners = sqliteTable('banners', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  bannerTitle: text('banner_title').notNull().default(''),
  /** Path of the uploaded image, e.g. /uploads/banners/x.png */
  image: text('image').notNull().default(''),
  category: text('category').notNull().default(''),
  /** Made by 'Vytvoriť' and not yet saved with its required link or image: staff see it, no visitor does. */
  isDraft: integer('is_draft', { mode: 'boolean' }).notNull().default(false),
  createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});
