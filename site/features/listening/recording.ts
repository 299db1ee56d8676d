/**
 * A recording as the player knows it: what it shows (title, topic), what it plays (the Drive file) and where it
 * lives in the listening room (`place`: `/words-of-life?tema=…#nahravka-…` or `/life-study#nahravka-…`). The
 * listening pages write it into each 'Počúvať' link's data attributes; the player keeps the one playing in
 * localStorage (PLAYER_KEY), so it is read back from storage the page does not control: checked field by field.
 */
export interface Recording {
  title: string;
  topic: string;
  fileId: string;
  place: string;
}

/** The id of a recording's place in the listening room (its list item): `nahravka-<audio id>`. */
export const recordingAnchor = (audioId: number) => `nahravka-${audioId}`;

/** The address of a recording's place: its topic's view of /words-of-life (default topic without `?tema=`), or /life-study. */
export function recordingPlace(page: '/words-of-life' | '/life-study', audioId: number, topicSlug?: string): string {
  const query = topicSlug ? `?tema=${encodeURIComponent(topicSlug)}` : '';
  return `${page}${query}#${recordingAnchor(audioId)}`;
}

const text = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : null);

/** A stored or attributed recording, or null when anything is off (an old shape, a foreign value, a bad place). */
export function toRecording(value: unknown): Recording | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const title = text(v.title, 300)?.trim();
  const topic = text(v.topic, 200)?.trim() ?? '';
  const fileId = text(v.fileId, 200);
  const place = text(v.place, 400);
  if (!title || !fileId || !/^[\w-]+$/.test(fileId) || !place) return null;
  // Only a path of this site: the player links back there, so nothing stored may turn it into another origin.
  if (!/^\/(words-of-life|life-study)(\?[^#\s]*)?(#[\w-]+)?$/.test(place)) return null;
  return { title, topic, fileId, place };
}
