import { useId, useState, type ChangeEvent } from 'react';
import { Field } from '~/site/components/ui/form';
import { AdminAlert, Loading } from '../ui';
import { EditFrame, useMediaEdit } from './edit-parts';
import { BANNER_NOTE, bannerFormOf, bannerSizeWarning, checkBanner, type BannerForm } from './media-view';
import { imageSize, uploadImage } from './upload';

type Upload = { state: 'idle' } | { state: 'sending' | 'done'; percent: number } | { state: 'failed'; message: string };

/**
 * `/admin/banner/{id}/edit` (staff): the size note, 'Názov', the stored image path (read-only), the file input
 * 'Obrázok' that uploads at once to `POST /api/upload` with a progress bar (a size other than 1296×382 px is
 * a warning, not a refusal; the server's refusal shows red), 'Kategória'. 'Uložiť' → /admin/banner.
 */
export default function BannerEditPage() {
  const e = useMediaEdit('banner', bannerFormOf, checkBanner);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [warning, setWarning] = useState<string | null>(null);
  const progressId = useId();
  if (!e.allowed) return <Loading />;
  const form = e.form;
  const set = (key: keyof BannerForm) => (value: string) => e.setForm((f) => (f ? { ...f, [key]: value } : f));

  const choose = async (ev: ChangeEvent<HTMLInputElement>) => {
    const file = ev.target.files?.[0];
    if (!file) return;
    setWarning(null);
    setUpload({ state: 'sending', percent: 0 });
    imageSize(file).then((size) => setWarning(size ? bannerSizeWarning(size.width, size.height) : null));
    try {
      const path = await uploadImage(file, (percent) => setUpload({ state: 'sending', percent }));
      set('image')(path);
      setUpload({ state: 'done', percent: 100 });
    } catch (err) {
      setUpload({ state: 'failed', message: (err as Error).message });
    }
  };

  const sending = upload.state === 'sending';
  const note = <p className="media-note">{BANNER_NOTE}</p>;
  return (
    <EditFrame kind="banner" isDraft={e.isDraft} title="Upraviť banner" label="Údaje bannera" note={note} error={e.error} errorRef={e.errorRef} ready={!!form} busy={e.busy || sending} onSubmit={e.submit}>
      {form && (
        <>
          {/* The title is the banner's text and picks its link on the home page (site/build/banners.ts). */}
          <Field
            id="banner-title"
            label="Názov"
            autoComplete="off"
            maxLength={200}
            value={form.bannerTitle}
            onChange={set('bannerTitle')}
            hint="Úvodná stránka ho napíše na obrázok (za „ – “ podnadpis), obrázok preto nahrajte bez textu. Banner odkazuje na stránku, ktorú názov pomenuje, napr. „Nové knihy 2024“ na /new-books/2024."
          />
          <Field id="banner-image" label="Cesta k obrázku" readOnly value={form.image} onChange={() => undefined} hint="Vyplní sa sama po nahratí obrázka." />
          {form.image && (
            <figure className="media-figure">
              <img className="media-preview" src={form.image} alt={`Náhľad bannera ${form.bannerTitle}`.trim()} />
              <figcaption className="acct-hint">Náhľad nahratého obrázka</figcaption>
            </figure>
          )}
          <div className="acct-field">
            <label htmlFor="banner-file">Obrázok</label>
            <input id="banner-file" type="file" accept="image/jpeg,image/png,image/webp,image/avif" disabled={sending} onChange={choose} aria-describedby="banner-file-hint" />
            <p className="acct-hint" id="banner-file-hint">
              JPEG, PNG, WebP alebo AVIF, najviac 5 MB. Nahrá sa hneď po výbere; uloží sa tlačidlom „Uložiť“.
            </p>
          </div>
          {upload.state !== 'idle' && upload.state !== 'failed' && (
            <div className="media-progress">
              <label htmlFor={progressId}>Priebeh nahrávania</label>
              <progress id={progressId} max={100} value={upload.percent}>
                {upload.percent} %
              </progress>
              <span className="media-percent" aria-live="polite">
                {upload.state === 'done' ? 'Nahraté: 100 %' : `${upload.percent} %`}
              </span>
            </div>
          )}
          {warning && (
            <p className="media-warning" role="status">
              {warning}
            </p>
          )}
          {upload.state === 'failed' && <AdminAlert notice={{ kind: 'error', text: upload.message }} />}
          <Field id="banner-category" label="Kategória" autoComplete="off" maxLength={100} value={form.category} onChange={set('category')} />
        </>
      )}
    </EditFrame>
  );
}
