import { useState } from 'react';
import { Field } from '~/site/components/ui/form';
import { ImageUpload } from '../ImageUpload';
import { Loading } from '../ui';
import { ChoiceField, MediaEditFrame, useMediaEdit } from './edit-parts';
import { BANNER_CATEGORIES, BANNER_NOTE, bannerCategoryLabel, bannerFormOf, bannerSizeWarning, checkBanner } from './media-view';

/** The title is the banner's text and picks its link on the home page (site/build/banners.ts). */
const TITLE_HINT =
  'Úvodná stránka ho napíše na obrázok (za „ – “ podnadpis), obrázok preto nahrajte bez textu. Banner odkazuje na stránku, ktorú názov pomenuje, napr. „Nové knihy 2024“ na /new-books/2024.';

/**
 * `/admin/banner/{id}/edit` (staff): the size note, 'Názov', the stored image path (read-only), the file input
 * 'Obrázok' that uploads at once to `POST /api/upload` with a progress bar (a size other than 1296×382 px is
 * a warning, not a refusal; the server's refusal shows red), 'Kategória' ('Domovská stránka' or own text). 'Uložiť' → /admin/banner.
 */
export default function BannerEditPage() {
  const e = useMediaEdit('banner', bannerFormOf, checkBanner);
  const [uploading, setUploading] = useState(false);
  if (!e.allowed) return <Loading />;
  const { form, setField: set } = e;

  return (
    <MediaEditFrame
      kind="banner"
      isDraft={e.record?.isDraft === true}
      title="Upraviť banner"
      label="Údaje bannera"
      note={<p className="media-note">{BANNER_NOTE}</p>}
      {...e.frame}
      busy={e.frame.busy || uploading}
    >
      {form && (
        <>
          <Field
            id="banner-title"
            label="Názov"
            autoComplete="off"
            maxLength={200}
            value={form.bannerTitle}
            onChange={set('bannerTitle')}
            hint={TITLE_HINT}
          />
          <ImageUpload
            path={{ id: 'banner-image', label: 'Cesta k obrázku', value: form.image }}
            preview={{ alt: `Náhľad bannera ${form.bannerTitle}`, caption: 'Náhľad nahratého obrázka', className: 'media-preview' }}
            file={{
              id: 'banner-file',
              label: 'Obrázok',
              hint: 'JPEG, PNG, WebP alebo AVIF, najviac 5 MB. Nahrá sa hneď po výbere; uloží sa tlačidlom „Uložiť“.',
            }}
            progressLabel="Priebeh nahrávania"
            sizeWarning={bannerSizeWarning}
            onPath={set('image')}
            onBusy={setUploading}
          />
          <ChoiceField
            id="banner-category"
            label="Kategória"
            options={BANNER_CATEGORIES}
            labelOf={bannerCategoryLabel}
            allowCustom
            customLabel="Vlastná kategória"
            value={form.category}
            onChange={set('category')}
          />
        </>
      )}
    </MediaEditFrame>
  );
}
