import type { ApiId } from './api-id';

/**
 * The media records as `/api/audio`, `/api/video` and `/api/banner` answer them (worker/services/media/media.ts makes
 * them), typed once for the staff's screens (site/features/admin/media/media-api.ts). `isDraft` is beyond the
 * spec's shapes: only the staff's reads ever hold a draft.
 */

export interface ApiAudio {
  _id: ApiId;
  audioTitle: string;
  mp3file: string;
  category: string;
  subcategory: string;
  isDraft: boolean;
}

export interface ApiVideo {
  _id: ApiId;
  videoTitle: string;
  code: string;
  isDraft: boolean;
}

export interface ApiBanner {
  _id: ApiId;
  bannerTitle: string;
  image: string;
  category: string;
  isDraft: boolean;
}

/** One record of each kind, by the kind's name (`GET|POST|PUT /api/{kind}[/:id]` answer it). */
export interface ApiMediaRecord {
  audio: ApiAudio;
  video: ApiVideo;
  banner: ApiBanner;
}

/** `GET /api/{kind}?pageNumber=&pageSize=`: a page of records under the kind's plural, and where it stands. */
export interface ApiMediaPages {
  audio: { audios: ApiAudio[]; page: number; pages: number };
  video: { videos: ApiVideo[]; page: number; pages: number };
  banner: { banners: ApiBanner[]; page: number; pages: number };
}
