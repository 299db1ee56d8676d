import type { Db } from '../../db/client';
import {
  deleteAudio,
  deleteBanner,
  deleteVideo,
  insertAudio,
  insertBanner,
  insertVideo,
  updateAudio,
  updateBanner,
  updateVideo,
} from '../../db/queries/media';
import { mediaIsComplete } from '../domain/drafts';
import { MEDIA_MESSAGES, type AudioUpdate, type BannerUpdate, type VideoUpdate } from '../domain/media-admin';
import { notFound } from '../domain/errors';
import { toApiAudio, toApiBanner, toApiVideo } from './media';

/**
 * What the staff may do with one media resource (spec section 2): create an empty record (a draft no visitor sees,
 * worker/domain/drafts.ts), edit it, delete it. An edit always stores what was typed; one that holds the
 * record's required link or image also publishes it (a published record stays published).
 */
export interface MediaWrites<U> {
  create(db: Db): Promise<unknown>;
  /** The stored record as the API shows it; `isDraft` says whether the edit left it a draft. */
  update(db: Db, id: number, body: U): Promise<{ isDraft: boolean }>;
  remove(db: Db, id: number): Promise<{ message: string }>;
}

function writes<Row, U>(
  ops: {
    insert: (db: Db) => Promise<Row>;
    update: (db: Db, id: number, body: U) => Promise<Row | undefined>;
    remove: (db: Db, id: number) => Promise<boolean>;
  },
  toApi: (row: Row) => { isDraft: boolean },
  missing: string,
): MediaWrites<U> {
  return {
    create: async (db) => toApi(await ops.insert(db)),
    async update(db, id, body) {
      const row = await ops.update(db, id, body);
      if (!row) throw notFound(missing);
      return toApi(row);
    },
    async remove(db, id) {
      if (!(await ops.remove(db, id))) throw notFound(missing);
      return { message: MEDIA_MESSAGES.deleted };
    },
  };
}

/** A complete edit clears the draft flag; an incomplete one leaves it as it is (never sets it again). */
const publishedIf = (complete: boolean): { isDraft?: false } => (complete ? { isDraft: false } : {});

export const audioWrites = writes<Parameters<typeof toApiAudio>[0], AudioUpdate>(
  {
    insert: insertAudio,
    update: (db, id, b) =>
      updateAudio(db, id, { audioTitle: b.audioTitle, mp3file: b.mp3file, category: b.category, subcategory: b.subcategory, ...publishedIf(mediaIsComplete('audio', b)) }),
    remove: deleteAudio,
  },
  toApiAudio,
  MEDIA_MESSAGES.audioNotFound,
);

export const videoWrites = writes<Parameters<typeof toApiVideo>[0], VideoUpdate>(
  {
    insert: insertVideo,
    update: (db, id, b) => updateVideo(db, id, { videoTitle: b.videoTitle, code: b.code, ...publishedIf(mediaIsComplete('video', b)) }),
    remove: deleteVideo,
  },
  toApiVideo,
  MEDIA_MESSAGES.videoNotFound,
);

export const bannerWrites = writes<Parameters<typeof toApiBanner>[0], BannerUpdate>(
  {
    insert: insertBanner,
    update: (db, id, b) => updateBanner(db, id, { bannerTitle: b.bannerTitle, image: b.image, category: b.category, ...publishedIf(mediaIsComplete('banner', b)) }),
    remove: deleteBanner,
  },
  toApiBanner,
  MEDIA_MESSAGES.bannerNotFound,
);
