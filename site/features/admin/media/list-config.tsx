import type { Column } from '../ui';
import { byTitle, orDash, type MediaKind } from './media-view';

/** A record as the lists read it (`GET /api/audio|video|banner`), whatever its kind. */
export type MediaRow = { _id: string } & Record<string, string | number>;

const text = (key: string) => (r: MediaRow) => orDash(String(r[key] ?? ''));

/** What each media list shows: its API, heading, add button, columns (spec section 2 Admin screens). */
export const LIST_CONFIG: Record<
  MediaKind,
  {
    api: string;
    heading: string;
    intro: string;
    add: string;
    addPhone?: string;
    empty: string;
    rowsOf: (d: Record<string, unknown>) => MediaRow[];
    titleOf: (r: MediaRow) => string;
    columns: Column<MediaRow>[];
  }
> = {
  audio: {
    api: '/api/audio',
    heading: 'Audio',
    intro: 'Nahrávky čitárne (Slová života, Štúdium života). Nová nahrávka sa vytvorí prázdna a otvorí sa jej úprava.',
    add: 'Pridať nahrávku',
    empty: 'Žiadne nahrávky.',
    rowsOf: (d) => (d.audios as MediaRow[]) ?? [],
    titleOf: (r) => String(r.audioTitle ?? ''),
    columns: [
      { header: 'Názov', cell: text('audioTitle'), className: 'admin-cell--wide' },
      { header: 'Kategória', cell: text('category') },
      { header: 'Podkategória', cell: text('subcategory') },
    ],
  },
  video: {
    api: '/api/video',
    heading: 'Video',
    intro: 'Videá z YouTube, podľa názvu. Nové video sa vytvorí prázdne a otvorí sa jeho úprava.',
    add: 'Pridať YouTube Video',
    empty: 'Žiadne videá.',
    rowsOf: (d) => byTitle((d.videos as MediaRow[]) ?? [], (r) => String(r.videoTitle ?? '')),
    titleOf: (r) => String(r.videoTitle ?? ''),
    columns: [
      { header: 'Názov', cell: text('videoTitle'), className: 'admin-cell--wide' },
      { header: 'Video', cell: (r) => <code className="media-code">{orDash(String(r.code ?? ''))}</code> },
    ],
  },
  banner: {
    api: '/api/banner',
    heading: 'Bannery',
    intro: 'Obrázky otáčajúce sa na úvodnej stránke. Nový banner sa vytvorí prázdny a otvorí sa jeho úprava.',
    add: 'Pridať Banner',
    addPhone: 'Pridať obrázok',
    empty: 'Žiadne bannery.',
    rowsOf: (d) => (d.banners as MediaRow[]) ?? [],
    titleOf: (r) => String(r.bannerTitle ?? ''),
    columns: [
      { header: 'Názov', cell: text('bannerTitle') },
      { header: 'Súbor', cell: (r) => <span className="media-path">{orDash(String(r.image ?? ''))}</span>, className: 'admin-cell--wide' },
      { header: 'Kategória', cell: text('category') },
    ],
  },
};
