import type { Db } from '~/db/client';
import { apiId } from '../../domain/api-id';
import type { ApiAudio, ApiBanner, ApiVideo } from '../../domain/media-shape';
import {
  getAudio,
  getBanner,
  getVideo,
  listAudio,
  listBanners,
  listVideos,
  type AudioRow,
  type BannerRow,
  type DraftOption,
  type VideoRow,
} from '~/db/queries/media/media';

// `isDraft` is beyond the spec's shapes: the staff lists mark drafts with it (public answers never hold one).
export const toApiAudio = (a: AudioRow): ApiAudio => ({
  _id: apiId(a.id),
  audioTitle: a.audioTitle,
  mp3file: a.mp3file,
  category: a.category,
  subcategory: a.subcategory,
  isDraft: a.isDraft,
});
export const toApiVideo = (v: VideoRow): ApiVideo => ({ _id: apiId(v.id), videoTitle: v.videoTitle, code: v.code, isDraft: v.isDraft });
export const toApiBanner = (b: BannerRow): ApiBanner => ({
  _id: apiId(b.id),
  bannerTitle: b.bannerTitle,
  image: b.image,
  category: b.category,
  isDraft: b.isDraft,
});

/** `drafts`: the staff's reads (worker/http/auth.ts staffReads) list drafts too; every other read leaves them out. */
type ListQuery = { keyword?: string; page: number; pageSize: number } & DraftOption;

/** Without `pageSize`: every recording, `page` and `pages` 1. */
export async function audioPage(db: Db, q: Omit<ListQuery, 'pageSize'> & { pageSize?: number; category?: string; subcategory?: string }) {
  const r = await listAudio(db, q);
  return { audios: r.rows.map(toApiAudio), page: r.page, pages: r.pages };
}
export async function audioById(db: Db, id: number, o?: DraftOption) {
  const a = await getAudio(db, id, o);
  return a && toApiAudio(a);
}

export async function videoPage(db: Db, q: ListQuery) {
  const r = await listVideos(db, q);
  return { videos: r.rows.map(toApiVideo), page: r.page, pages: r.pages };
}
export async function videoById(db: Db, id: number, o?: DraftOption) {
  const v = await getVideo(db, id, o);
  return v && toApiVideo(v);
}

export async function bannerPage(db: Db, q: ListQuery) {
  const r = await listBanners(db, q);
  return { banners: r.rows.map(toApiBanner), page: r.page, pages: r.pages };
}
export async function bannerById(db: Db, id: number, o?: DraftOption) {
  const b = await getBanner(db, id, o);
  return b && toApiBanner(b);
}
