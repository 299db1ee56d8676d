import { z } from 'zod';
import { strictObjectIgnoring } from './strict-object';

/**
 * The staff's media contract (spec sections 2 Admin screens, 3, 5, 7): audio, video and banner edits, and the
 * upload answer. The API validates with these and the admin islands use the same ones. Pure: no I/O.
 */

/**
 * Spec section 7's bodies carry the record's `_id` besides the editable fields: ignored, the path names the record.
 * So is our `isDraft` (an edit with the required link or image publishes a draft, worker/domain/drafts.ts).
 */
const MEDIA_IGNORED = ['_id', 'isDraft'] as const;

const text = (max: number, label: string) =>
  z
    .string({ message: `${label}: zadajte text.` })
    .transform((s) => s.trim())
    .pipe(z.string().max(max, { message: `${label}: najviac ${max} znakov.` }));

/** `PUT /api/audio/:id` body `{ _id, audioTitle, mp3file, category, subcategory }` (`_id` is ignored: the path wins). */
export const audioUpdateSchema = strictObjectIgnoring(
  {
    audioTitle: text(200, 'Názov'),
    mp3file: text(500, 'Linka z Google drive').refine((s) => s === '' || /^https:\/\/[^\s"']+$/.test(s), {
      message: 'Linka z Google drive musí začínať https:// a nesmie obsahovať úvodzovky ani medzery.',
    }),
    category: text(100, 'Kategória'),
    subcategory: text(100, 'Podkategória'),
  },
  MEDIA_IGNORED,
  'Neplatné údaje nahrávky.',
);
export type AudioUpdate = z.output<typeof audioUpdateSchema>;

/** YouTube video ids are 11 characters of letters, digits, '-' and '_'. */
export const YOUTUBE_CODE = /^[A-Za-z0-9_-]{11}$/;

/**
 * A pasted YouTube address becomes its code (`watch?v=`, `youtu.be/`, `embed/`, `shorts/`); a bare code stays.
 * Returns the input trimmed when no code can be found (the schema then refuses it).
 */
export function youtubeCode(input: string): string {
  const s = input.trim();
  if (YOUTUBE_CODE.test(s)) return s;
  const m = /(?:[?&]v=|youtu\.be\/|\/embed\/|\/shorts\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(s);
  return m ? m[1] : s;
}

/** `PUT /api/video/:id` body `{ _id, videoTitle, code }`; a full YouTube address is stored as its code. */
export const videoUpdateSchema = strictObjectIgnoring(
  {
    videoTitle: text(200, 'Názov'),
    code: z
      .string({ message: 'Kód videa: zadajte 11 znakov z adresy YouTube.' })
      .transform(youtubeCode)
      .refine((s) => s === '' || YOUTUBE_CODE.test(s), {
        message: 'Kód videa má 11 znakov (písmená, číslice, - a _) – nájdete ho v adrese YouTube za „v=“.',
      }),
  },
  MEDIA_IGNORED,
  'Neplatné údaje videa.',
);
export type VideoUpdate = z.output<typeof videoUpdateSchema>;

/** `PUT /api/banner/:id` body `{ _id, bannerTitle, image, category }`; `image` is a path the upload returned. */
export const bannerUpdateSchema = strictObjectIgnoring(
  {
    bannerTitle: text(200, 'Názov'),
    image: text(500, 'Obrázok').refine((s) => s === '' || /^\/uploads\/[A-Za-z0-9._/-]+$/.test(s), {
      message: 'Obrázok nahrajte tlačidlom „Nahrať“ (cesta začína /uploads/).',
    }),
    category: text(100, 'Kategória'),
  },
  MEDIA_IGNORED,
  'Neplatné údaje bannera.',
);
export type BannerUpdate = z.output<typeof bannerUpdateSchema>;

/** Uploads: only real raster images, recognised by their bytes; at most 5 MB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MESSAGES = {
  missing: 'Vyberte súbor na nahratie (pole „upload“).',
  tooLarge: 'Súbor je väčší ako 5 MB. Zmenšite ho prosím.',
  notImage: 'Nahrať možno len obrázok JPEG, PNG, WebP alebo AVIF.',
} as const;

/** Hints the edit screens show (sizes are advice, never a refusal). */
export const IMAGE_HINTS = {
  banner: { width: 1296, height: 382 },
  productImage: { width: 274, height: 379 },
  excerptImage: { width: 250, height: 250 },
} as const;

export const MEDIA_MESSAGES = {
  saved: 'Zmeny uložené.',
  deleted: 'Záznam zmazaný.',
  audioNotFound: 'Nahrávka sa nenašla.',
  videoNotFound: 'Video sa nenašlo.',
  bannerNotFound: 'Banner sa nenašiel.',
} as const;
