import { and, asc, count, eq, like, type SQL } from 'drizzle-orm';
import type { Db } from '../../client';
import { audio, banners, videos } from '../../schema';
import { pageCount } from '~/worker/domain/page-sizes';
import type { Page } from '../catalogue/catalogue';

export type AudioRow = typeof audio.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;

/**
 * Drafts (worker/domain/drafts.ts) are the staff's: every read leaves them out unless the caller passes
 * `drafts: true` (the staff's own reads). The build and every public answer use the default.
 */
export interface DraftOption {
  drafts?: boolean;
}

interface ListOpts extends DraftOption {
  keyword?: string;
  page: number;
  pageSize: number;
}

type WithDraftFlag = typeof audio | typeof videos | typeof banners;
/** The condition that leaves a table's drafts out, or none when the staff asked for them. */
const shown = (table: WithDraftFlag, o?: DraftOption) => (o?.drafts ? undefined : eq(table.isDraft, false));

/** `%` and `_` typed by a person are literal characters, not wildcards. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

async function paged<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>, o: ListOpts): Promise<Page<T>> {
  const [r, [{ n }]] = await Promise.all([rows, total]);
  return { rows: r, page: o.page, pages: pageCount(n, o.pageSize), total: n };
}

/**
 * Recordings by title. Without `pageSize`, every matching recording on one page (`GET /api/audio` answers the
 * listening room's whole list unless a client asks for pages).
 */
export async function listAudio(
  db: Db,
  o: Omit<ListOpts, 'pageSize'> & { pageSize?: number; category?: string; subcategory?: string },
): Promise<Page<AudioRow>> {
  const conds: (SQL | undefined)[] = [shown(audio, o)];
  if (o.keyword) conds.push(like(audio.audioTitle, contains(o.keyword)));
  if (o.category) conds.push(eq(audio.category, o.category));
  if (o.subcategory) conds.push(eq(audio.subcategory, o.subcategory));
  const where = and(...conds);
  const ordered = () => db.select().from(audio).where(where).orderBy(asc(audio.audioTitle), asc(audio.id));
  if (o.pageSize === undefined) {
    const rows = await ordered();
    return { rows, page: 1, pages: 1, total: rows.length };
  }
  return paged(
    ordered()
      .limit(o.pageSize)
      .offset((o.page - 1) * o.pageSize),
    db.select({ n: count() }).from(audio).where(where),
    {
      ...o,
      pageSize: o.pageSize,
    },
  );
}

export async function getAudio(db: Db, id: number, o?: DraftOption): Promise<AudioRow | undefined> {
  const [row] = await db
    .select()
    .from(audio)
    .where(and(eq(audio.id, id), shown(audio, o)));
  return row;
}

export function listVideos(db: Db, o: ListOpts): Promise<Page<VideoRow>> {
  const where = and(shown(videos, o), o.keyword ? like(videos.videoTitle, contains(o.keyword)) : undefined);
  return paged(
    db
      .select()
      .from(videos)
      .where(where)
      .orderBy(asc(videos.videoTitle), asc(videos.id))
      .limit(o.pageSize)
      .offset((o.page - 1) * o.pageSize),
    db.select({ n: count() }).from(videos).where(where),
    o,
  );
}

export async function getVideo(db: Db, id: number, o?: DraftOption): Promise<VideoRow | undefined> {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), shown(videos, o)));
  return row;
}

export function listBanners(db: Db, o: ListOpts): Promise<Page<BannerRow>> {
  const where = and(shown(banners, o), o.keyword ? like(banners.bannerTitle, contains(o.keyword)) : undefined);
  return paged(
    db
      .select()
      .from(banners)
      .where(where)
      .orderBy(asc(banners.id))
      .limit(o.pageSize)
      .offset((o.page - 1) * o.pageSize),
    db.select({ n: count() }).from(banners).where(where),
    o,
  );
}

export async function getBanner(db: Db, id: number, o?: DraftOption): Promise<BannerRow | undefined> {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.id, id), shown(banners, o)));
  return row;
}

/** Every published video (build time: /video). The page sorts the titles with Slovak collation. */
export function allVideos(db: Db): Promise<VideoRow[]> {
  return db.select().from(videos).where(shown(videos)).orderBy(asc(videos.id));
}

/** Every published recording of one audio category in publishing order (build time: /words-of-life, /life-study). */
export function audioInCategory(db: Db, category: string): Promise<AudioRow[]> {
  return db
    .select()
    .from(audio)
    .where(and(eq(audio.category, category), shown(audio)))
    .orderBy(asc(audio.id));
}

/*
 * Staff writes (spec section 2 "Admin screens"): a new record starts as an empty draft, the edit screen fills it
 * in. An update's `isDraft` is left out (undefined) to keep the flag as it is, or `false` to publish the record.
 */
type DraftFlag = { isDraft?: false };

export async function insertAudio(db: Db): Promise<AudioRow> {
  const [row] = await db.insert(audio).values({ audioTitle: '', isDraft: true }).returning();
  return row;
}
export async function updateAudio(
  db: Db,
  id: number,
  values: Pick<AudioRow, 'audioTitle' | 'mp3file' | 'category' | 'subcategory'> & DraftFlag,
): Promise<AudioRow | undefined> {
  const [row] = await db.update(audio).set(values).where(eq(audio.id, id)).returning();
  return row;
}
export async function deleteAudio(db: Db, id: number): Promise<boolean> {
  return (await db.delete(audio).where(eq(audio.id, id)).returning({ id: audio.id })).length > 0;
}

export async function insertVideo(db: Db): Promise<VideoRow> {
  const [row] = await db.insert(videos).values({ videoTitle: '', isDraft: true }).returning();
  return row;
}
export async function updateVideo(
  db: Db,
  id: number,
  values: Pick<VideoRow, 'videoTitle' | 'code'> & DraftFlag,
): Promise<VideoRow | undefined> {
  const [row] = await db.update(videos).set(values).where(eq(videos.id, id)).returning();
  return row;
}
export async function deleteVideo(db: Db, id: number): Promise<boolean> {
  return (await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id })).length > 0;
}

export async function insertBanner(db: Db): Promise<BannerRow> {
  const [row] = await db.insert(banners).values({ bannerTitle: '', isDraft: true }).returning();
  return row;
}
export async function updateBanner(
  db: Db,
  id: number,
  values: Pick<BannerRow, 'bannerTitle' | 'image' | 'category'> & DraftFlag,
): Promise<BannerRow | undefined> {
  const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
  return row;
}
export async function deleteBanner(db: Db, id: number): Promise<boolean> {
  return (await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id })).length > 0;
}
