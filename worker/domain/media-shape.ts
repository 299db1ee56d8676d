import { z } from 'zod';
import { PAGE_SIZES } from './page-sizes';
import { blankToUndefined, listQuerySchema, pageSizeSchema } from './pagination';

/**
 * The media records as `/api/audio`, `/api/video` and `/api/banner` answer them (worker/services/media/media.ts makes
 * them), described once for the contract (worker/domain/api-contract/media.ts) and typed from it for the staff's
 * screens (site/features/admin/media/media-api.ts; the browser imports the types only). `isDraft` is beyond the
 * spec's shapes: only the staff's reads ever hold a draft.
 */

const id = z.string().meta({ description: 'Identifikátor záznamu (text).' });
const isDraft = z.boolean().meta({ description: 'Koncept, ktorý návštevník nevidí (len v odpovediach pre personál).' });

export const apiAudioSchema = z.strictObject({
  _id: id,
  audioTitle: z.string(),
  mp3file: z.string().meta({ description: 'Odkaz na nahrávku na Google Drive (https://…), v koncepte prázdny.' }),
  category: z.string(),
  subcategory: z.string(),
  isDraft,
});
export type ApiAudio = z.output<typeof apiAudioSchema>;

export const apiVideoSchema = z.strictObject({
  _id: id,
  videoTitle: z.string(),
  code: z.string().meta({ description: 'Kód videa na YouTube (11 znakov), v koncepte prázdny.' }),
  isDraft,
});
export type ApiVideo = z.output<typeof apiVideoSchema>;

export const apiBannerSchema = z.strictObject({
  _id: id,
  bannerTitle: z.string(),
  image: z.string().meta({ description: 'Cesta k obrázku (`/uploads/…`, z `POST /api/upload`), v koncepte prázdna.' }),
  category: z.string(),
  isDraft,
});
export type ApiBanner = z.output<typeof apiBannerSchema>;

const page = z.number().int().meta({ description: 'Číslo strany (od 1).' });
const pages = z.number().int().meta({ description: 'Počet strán.' });

/** `GET /api/{kind}?pageNumber=&pageSize=`: a page of records under the kind's plural, and where it stands. */
export const audioPageSchema = z.strictObject({ audios: z.array(apiAudioSchema), page, pages });
export const videoPageSchema = z.strictObject({ videos: z.array(apiVideoSchema), page, pages });
export const bannerPageSchema = z.strictObject({ banners: z.array(apiBannerSchema), page, pages });

/** `GET /api/video` and `/api/banner`: `?keyword=&pageNumber=&pageSize=` (20 a page unless asked otherwise). */
export const mediaListQuery = listQuerySchema(PAGE_SIZES.media);

/** Audio has no default page size: without `pageSize` it answers every recording (the listening room's list). */
export const audioListQuery = mediaListQuery.extend({
  pageSize: z.preprocess(blankToUndefined, pageSizeSchema.optional()),
  category: z.string().max(100, { message: 'Kategória: najviac 100 znakov.' }).optional(),
  subcategory: z.string().max(100, { message: 'Podkategória: najviac 100 znakov.' }).optional(),
});

/** One record of each kind, by the kind's name (`GET|POST|PUT /api/{kind}[/:id]` answer it). */
export interface ApiMediaRecord {
  audio: ApiAudio;
  video: ApiVideo;
  banner: ApiBanner;
}

export interface ApiMediaPages {
  audio: z.output<typeof audioPageSchema>;
  video: z.output<typeof videoPageSchema>;
  banner: z.output<typeof bannerPageSchema>;
}
