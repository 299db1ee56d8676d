import type { Db } from '~/db/client';
import type { AppDeps } from '../../deps';
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
} from '~/db/queries/media/media';
import { mediaIsComplete } from '../../domain/drafts';
import { MEDIA_MESSAGES, type AudioUpdate, type BannerUpdate, type VideoUpdate } from '../../domain/media-admin';
import { notFound } from '../../domain/errors';
import { toApiAudio, toApiBanner, toApiVideo } from './media';

/**
 * What the staff may do with one media resource (spec section 2): create an empty record (a draft no visitor sees,
 * worker/domain/drafts.ts), edit it, delete it. An edit always stores what was typed; one that holds the
 * record's required link or image also publishes it (a published record stays published).
 * Lists and titles of media are pre-rendered (home carousel, /video, /words-of-life…), so the writes ask for a
 * republish here, whoever calls them: a delete, and an edit that leaves the record published; never a creation or
 * an edit that leaves a draft a draft (no page shows one), never a refused write.
 */
export interface MediaWrites<U> {
  create(deps: AppDeps): Promise<unknown>;
  /** The stored record as the API shows it; `isDraft` says whether the edit left it a draft. */
  update(deps: AppDeps, id: number, body: U): Promise<{ isDraft: boolean }>;
  remove(deps: AppDeps, id: number): Promise<{ message: string }>;
}

/** `kind`: the republish's reason ('audio', 'video', 'banner'). */
function writes<Row, U>(
  kind: string,
  ops: {
    insert: (db: Db) => Promise<Row>;
    update: (db: Db, id: number, body: U) => Promise<Row | undefined>;
    remove: (db: Db, id: number) => Promise<boolean>;
  },
  toApi: (row: Row) => { isDraft: boolean },
  missing: string,
): MediaWrites<U> {
  return {
    create: async (deps) => toApi(await ops.insert(deps.db)),
    async update(deps, id, body) {
      const row = await ops.update(deps.db, id, body);
      if (!row) throw notFound(missing);
      const saved = toApi(row);
      if (!saved.isDraft) deps.publisher.request(kind, deps.waitUntil);
      return saved;
    },
    async remove(deps, id) {
      if (!(await ops.remove(deps.db, id))) throw notFound(missing);
      deps.publisher.request(kind, deps.waitUntil);
      return { message: MEDIA_MESSAGES.deleted };
    },
  };
}

/** A complete edit clears the draft flag; an incomplete one leaves it as it is (never sets it again). */
const publishedIf = (complete: boolean): { isDraft?: false } => (complete ? { isDraft: false } : {});

export const audioWrites = writes<Parameters<typeof toApiAudio>[0], AudioUpdate>(
  'audio',
  {
    insert: insertAudio,
    update: (db, id, b) =>
      updateAudio(db, id, {
        audioTitle: b.audioTitle,
        mp3file: b.mp3file,
        category: b.category,
        subcategory: b.subcategory,
        ...publishedIf(mediaIsComplete('audio', b)),
      }),
    remove: deleteAudio,
  },
  toApiAudio,
  MEDIA_MESSAGES.audioNotFound,
);

export const videoWrites = writes<Parameters<typeof toApiVideo>[0], VideoUpdate>(
  'video',
  {
    insert: insertVideo,
    update: (db, id, b) => updateVideo(db, id, { videoTitle: b.videoTitle, code: b.code, ...publishedIf(mediaIsComplete('video', b)) }),
    remove: deleteVideo,
  },
  toApiVideo,
  MEDIA_MESSAGES.videoNotFound,
);

export const bannerWrites = writes<Parameters<typeof toApiBanner>[0], BannerUpdate>(
  'banner',
  {
    insert: insertBanner,
    update: (db, id, b) =>
      updateBanner(db, id, {
        bannerTitle: b.bannerTitle,
        image: b.image,
        category: b.category,
        ...publishedIf(mediaIsComplete('banner', b)),
      }),
    remove: deleteBanner,
  },
  toApiBanner,
  MEDIA_MESSAGES.bannerNotFound,
);
