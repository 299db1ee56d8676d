/**
 * Pure rules of the staff media screens (/admin/audio, /admin/video, /admin/banner and their edit pages): paths,
 * the audio category/subcategory choices, the edit forms checked with the server's own schemas
 * (worker/domain/media-admin.ts), the banner size advice and the upload answer. No DOM, no storage.
 */
import {
  audioUpdateSchema,
  bannerUpdateSchema,
  IMAGE_HINTS,
  videoUpdateSchema,
  type AudioUpdate,
  type BannerUpdate,
  type VideoUpdate,
} from '~/worker/domain/media-admin';
import type { ApiAnswer } from '~/site/lib/api';
import { checkWith, type Checked } from '../form-check';

export type MediaKind = 'audio' | 'video' | 'banner';

// The screens' addresses are built in site/lib/paths.ts (one module for every link of the site).
export { MEDIA_LIST_PATH, mediaEditHref, mediaListHref } from '~/site/lib/paths';

/** `/admin/audio/12/edit` (trailing slash allowed) → 12; anything else → null. */
export function mediaIdFromPath(kind: MediaKind, pathname: string): number | null {
  const m = new RegExp(`^/admin/${kind}/([1-9]\\d{0,14})/edit/?$`).exec(pathname);
  return m ? Number(m[1]) : null;
}

/** The spec's delete question (its own words). */
export const DELETE_QUESTION = 'Are you sure?';

/** The list ← edit hand-over of the 'saved' message (sessionStorage, shown once). */
export const MEDIA_SAVED_FLASH_KEY = 'prud-admin-media-saved';

export const AUDIO_CATEGORIES = ['Slová života', 'Štúdium života'] as const;
export const LIFE_STUDY = 'Štúdium života';

/** The select's value for 'my own text'. */
export const CUSTOM_CHOICE = '__vlastne__';

/** Subcategory options: the topics, or only 'Štúdium života' when that is the category. */
export function subcategoryOptions(category: string, topics: readonly string[]): string[] {
  return category.trim() === LIFE_STUDY ? [LIFE_STUDY] : [...topics];
}

/** What a select shows for a stored value: the option itself, '' (nothing chosen) or the free-text choice. */
export function selectValue(value: string, options: readonly string[]): string {
  if (value === '') return '';
  return options.includes(value) ? value : CUSTOM_CHOICE;
}

/** Choosing a category: 'Štúdium života' fixes the subcategory to itself; leaving it clears that fixed value. */
export function withCategory(form: AudioForm, category: string): AudioForm {
  if (category.trim() === LIFE_STUDY) return { ...form, category, subcategory: LIFE_STUDY };
  const sub = form.category.trim() === LIFE_STUDY && form.subcategory === LIFE_STUDY ? '' : form.subcategory;
  return { ...form, category, subcategory: sub };
}

export interface AudioForm {
  audioTitle: string;
  mp3file: string;
  category: string;
  subcategory: string;
}
export interface VideoForm {
  videoTitle: string;
  code: string;
}
export interface BannerForm {
  bannerTitle: string;
  image: string;
  category: string;
}

const s = (v: unknown) => (typeof v === 'string' ? v : '');

export function audioFormOf(a: Partial<Record<keyof AudioForm, unknown>>): AudioForm {
  return { audioTitle: s(a.audioTitle), mp3file: s(a.mp3file), category: s(a.category), subcategory: s(a.subcategory) };
}
export function videoFormOf(v: Partial<Record<keyof VideoForm, unknown>>): VideoForm {
  return { videoTitle: s(v.videoTitle), code: s(v.code) };
}
export function bannerFormOf(b: Partial<Record<keyof BannerForm, unknown>>): BannerForm {
  return { bannerTitle: s(b.bannerTitle), image: s(b.image), category: s(b.category) };
}

/** The bodies of the PUTs, checked by the schema the server checks them with (the first Slovak message when not). */
export const checkAudio = (f: AudioForm): Checked<AudioUpdate> => checkWith(audioUpdateSchema, f);
export const checkVideo = (f: VideoForm): Checked<VideoUpdate> => checkWith(videoUpdateSchema, f);
export const checkBanner = (f: BannerForm): Checked<BannerUpdate> => checkWith(bannerUpdateSchema, f);

const BANNER_SIZE = IMAGE_HINTS.banner;
export const BANNER_NOTE = `Obrázok musí mať ${BANNER_SIZE.width}×${BANNER_SIZE.height} px.`;

/** Advice (never a refusal) when a chosen image is not the banner's size; null when it fits. */
export function bannerSizeWarning(width: number, height: number): string | null {
  if (width === BANNER_SIZE.width && height === BANNER_SIZE.height) return null;
  return `Pozor: obrázok má ${width}×${height} px, banner má mať ${BANNER_SIZE.width}×${BANNER_SIZE.height} px. Na stránke sa môže orezať alebo roztiahnuť.`;
}

/** Upload progress in whole percent, 0..100 (an unknown total counts as 0). */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}

export const UPLOAD_FAILED = 'Nahrávanie zlyhalo. Skúste to prosím znova.';

/**
 * The answer of `POST /api/upload` (read from XMLHttpRequest, which reports the upload's progress; the contract's
 * `ApiAnswer<'POST /api/upload'>` is the JSON string path): 201 with a path under /uploads/ → `{ ok, path }`;
 * anything else → the server's Slovak `{message}` (or a general one).
 */
export function uploadOutcome(
  status: number,
  responseText: string,
): { ok: true; path: ApiAnswer<'POST /api/upload'> } | { ok: false; message: string } {
  let data: unknown;
  try {
    data = JSON.parse(responseText);
  } catch {
    data = undefined;
  }
  if (status >= 200 && status < 300 && typeof data === 'string' && data.startsWith('/uploads/')) return { ok: true, path: data };
  // A refusal's `{ message }` (the contract's Refusal), read without trusting the body's shape.
  const message = data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' ? data.message : '';
  return { ok: false, message: message || UPLOAD_FAILED };
}

/** Titles A→Z as a Slovak reader sorts them (the video list's order). */
export function byTitle<T>(rows: T[], title: (row: T) => string): T[] {
  return [...rows].sort((a, b) => title(a).localeCompare(title(b), 'sk'));
}

/**
 * The banner categories staff choose from, stored as the spec's values ('home') and read in Slovak. Every banner
 * shows on the home page; the category only labels it.
 */
const BANNER_CATEGORY_TEXT: Readonly<Record<string, string>> = { home: 'Domovská stránka' };
export const BANNER_CATEGORIES = Object.keys(BANNER_CATEGORY_TEXT);

/** 'home' → 'Domovská stránka'; a value typed before the choice existed stays as it is ('' → '—'). */
export function bannerCategoryLabel(value: string): string {
  return BANNER_CATEGORY_TEXT[value] ?? orDash(value);
}

/** What a table shows for an empty value of a freshly created record. */
export function orDash(v: string): string {
  return v.trim() === '' ? '—' : v;
}
