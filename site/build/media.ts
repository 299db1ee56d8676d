import type { AudioRow, VideoRow } from '~/db/queries/media/media';
import { driveFileId } from '../features/listening/drive';
import { recordingPlace, type Recording } from '../features/listening/recording';
export { recordingsLabel } from '../lib/media-labels';

/** Build-time shaping of the media pages (/video, /words-of-life, /life-study). Pure: unit-tested. */

/** Alphabetical the Slovak way (Č after C, Ch after H) and numbers by value (časť 2 before časť 10). */
const slovakCollator = new Intl.Collator('sk', { numeric: true, sensitivity: 'base' });

/**
 * The 11-character YouTube id from what staff typed: the id itself or any usual YouTube link
 * (watch?v=, youtu.be/, /embed/, /shorts/). Null when there is none: such a row is not shown.
 */
export function youtubeId(code: string): string | null {
  const text = code.trim();
  if (/^[\w-]{11}$/.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!/(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/.test(url.hostname)) return null;
  const candidate = url.searchParams.get('v') ?? url.pathname.split('/').filter(Boolean).pop() ?? '';
  return /^[\w-]{11}$/.test(candidate) ? candidate : null;
}

export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
/** YouTube's 480 × 360 still of a video (img-src https://i.ytimg.com in site/build/csp.ts). */
export const youtubeThumbUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

export interface VideoItem {
  title: string;
  id: string;
}

/** Videos with a usable id, sorted by title. */
export function videoItems(rows: Pick<VideoRow, 'videoTitle' | 'code'>[]): VideoItem[] {
  return rows
    .map((r) => ({ title: r.videoTitle.trim(), id: youtubeId(r.code) }))
    .filter((v): v is VideoItem => Boolean(v.id && v.title))
    .sort((a, b) => slovakCollator.compare(a.title, b.title));
}

/** A recording of the listening room: only Google Drive file links make one (the admin form asks for the preview link). */
export interface AudioItem extends Recording {
  /** The audio row's id: the recording's anchor in the page (`nahravka-<id>`). */
  id: number;
}

/** Recordings with a usable Drive link, in publishing order, each with its place in the listening room. */
export function audioItems(
  rows: Pick<AudioRow, 'id' | 'audioTitle' | 'mp3file' | 'subcategory'>[],
  place: (id: number) => string,
): AudioItem[] {
  return rows.flatMap((r) => {
    const fileId = driveFileId(r.mp3file);
    const title = r.audioTitle.trim();
    return fileId && title ? [{ id: r.id, title, topic: r.subcategory.trim(), fileId, place: place(r.id) }] : [];
  });
}

/** URL-friendly topic name without diacritics: "Božie evanjelium" → "bozie-evanjelium". */
export function topicSlug(topic: string): string {
  return topic
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface Topic {
  name: string;
  slug: string;
  items: AudioItem[];
}

/** The topics in the given order, each with its recordings (publishing order); topics without any stay listed. */
export function topicsWithAudio(
  topics: string[],
  rows: Pick<AudioRow, 'id' | 'audioTitle' | 'mp3file' | 'subcategory'>[],
  defaultTopic: string,
): Topic[] {
  return topics.map((name) => {
    const slug = topicSlug(name);
    const place = (id: number) => recordingPlace('/words-of-life', id, name === defaultTopic ? undefined : slug);
    return {
      name,
      slug,
      items: audioItems(
        rows.filter((r) => r.subcategory === name),
        place,
      ),
    };
  });
}
