import type { ApiAudio, ApiBanner, ApiMediaPages, ApiVideo } from '~/worker/domain/media-shape';
import type { Column } from '../ui';
import { DraftTag } from '../DraftTag';
import { bannerCategoryLabel, byTitle, orDash, type MediaKind } from './media-view';

/** A record as the lists read it (`GET /api/audio|video|banner`), whatever its kind; `isDraft` for staff. */
export type MediaRow = Pick<ApiAudio, '_id'> & Partial<ApiAudio & ApiVideo & ApiBanner>;
type MediaPage = Partial<ApiMediaPages['audio'] & ApiMediaPages['video'] & ApiMediaPages['banner']>;
type TextKey = Exclude<keyof MediaRow, 'isDraft'>;

const text = (key: TextKey) => (r: MediaRow) => orDash(String(r[key] ?? ''));
/**
 * The title column: the title and, for a draft no visitor sees yet, the 'Koncept' tag. One span: on a phone the
 * cell is a grid (label, value), where loose text and tag would land in different columns.
 */
const title = (key: TextKey) => (r: MediaRow) => (
  <span>
    {orDash(String(r[key] ?? ''))}
    <DraftTag isDraft={r.isDraft} />
  </span>
);

/** What each media list shows: its API, heading, add button, columns (spec section 2 Admin screens). */
export const LIST_CONFIG: Record<
  MediaKind,
  {
    heading: string;
    intro: string;
    add: string;
    addPhone?: string;
    empty: string;
    rowsOf: (d: MediaPage) => MediaRow[];
    titleOf: (r: MediaRow) => string;
    columns: Column<MediaRow>[];
  }
> = {
  audio: {
    heading: 'Audio',
    intro:
      'Nahrávky čitárne (Slová života, Štúdium života). Nová nahrávka sa vytvorí prázdna ako koncept a otvorí sa jej úprava; zverejní sa, keď ju uložíte s linkou.',
    add: 'Pridať nahrávku',
    empty: 'Žiadne nahrávky.',
    rowsOf: (d) => d.audios ?? [],
    titleOf: (r) => String(r.audioTitle ?? ''),
    columns: [
      { header: 'Názov', cell: title('audioTitle'), className: 'admin-cell--wide' },
      { header: 'Kategória', cell: text('category') },
      { header: 'Podkategória', cell: text('subcategory') },
    ],
  },
  video: {
    heading: 'Video',
    intro:
      'Videá z YouTube, podľa názvu. Nové video sa vytvorí prázdne ako koncept a otvorí sa jeho úprava; zverejní sa, keď ho uložíte s kódom videa.',
    add: 'Pridať video z YouTube',
    empty: 'Žiadne videá.',
    rowsOf: (d) => byTitle(d.videos ?? [], (r) => r.videoTitle ?? ''),
    titleOf: (r) => String(r.videoTitle ?? ''),
    columns: [
      { header: 'Názov', cell: title('videoTitle'), className: 'admin-cell--wide' },
      { header: 'Video', cell: (r) => <code className="media-code">{orDash(String(r.code ?? ''))}</code> },
    ],
  },
  banner: {
    heading: 'Bannery',
    intro:
      'Obrázky otáčajúce sa na úvodnej stránke. Nový banner sa vytvorí prázdny ako koncept a otvorí sa jeho úprava; zverejní sa, keď ho uložíte s obrázkom.',
    add: 'Pridať banner',
    addPhone: 'Pridať obrázok',
    empty: 'Žiadne bannery.',
    rowsOf: (d) => d.banners ?? [],
    titleOf: (r) => String(r.bannerTitle ?? ''),
    columns: [
      { header: 'Názov', cell: title('bannerTitle') },
      { header: 'Súbor', cell: (r) => <span className="media-path">{orDash(String(r.image ?? ''))}</span>, className: 'admin-cell--wide' },
      { header: 'Kategória', cell: (r) => bannerCategoryLabel(String(r.category ?? '')) },
    ],
  },
};
