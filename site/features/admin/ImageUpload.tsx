import { useId, useState, type ChangeEvent } from 'react';
import { Field } from '~/site/components/ui/form';
import { imageSize, uploadImage } from './media/upload';
import { AdminAlert } from './ui';

type UploadState = { state: 'idle' } | { state: 'sending' | 'done'; percent: number } | { state: 'failed'; message: string };

/**
 * An image of a record (a banner, a product's main or excerpt image): the stored path (read-only), a preview, and
 * the file input that uploads at once to `POST /api/upload` with a progress bar. A size other than the
 * recommended one is advice (`sizeWarning`), never a refusal; `refusal` turns a file away before anything is sent
 * (the excerpt's name: the stored name is random, so only the browser sees the original); the server's refusal
 * shows red. `onBusy` keeps 'Uložiť' off while a file is being sent. Every label is the caller's, unique on the page.
 */
export function ImageUpload(p: {
  path: { id: string; label: string; value: string };
  preview: { alt: string; caption: string; className: string };
  file: { id: string; label: string; hint: string };
  progressLabel: string;
  sizeWarning: (width: number, height: number) => string | null;
  refusal?: (fileName: string) => string | null;
  onPath: (path: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });
  const [warning, setWarning] = useState<string | null>(null);
  const progressId = useId();

  const choose = async (ev: ChangeEvent<HTMLInputElement>) => {
    const input = ev.target;
    const file = input.files?.[0];
    if (!file) return;
    setWarning(null);
    const refused = p.refusal?.(file.name);
    if (refused) {
      input.value = '';
      setUpload({ state: 'failed', message: refused });
      return;
    }
    setUpload({ state: 'sending', percent: 0 });
    p.onBusy(true);
    imageSize(file).then((size) => setWarning(size ? p.sizeWarning(size.width, size.height) : null));
    try {
      const path = await uploadImage(file, (percent) => setUpload({ state: 'sending', percent }));
      p.onPath(path);
      setUpload({ state: 'done', percent: 100 });
    } catch (err) {
      setUpload({ state: 'failed', message: (err as Error).message });
    } finally {
      p.onBusy(false);
    }
  };

  return (
    <>
      <Field
        id={p.path.id}
        label={p.path.label}
        readOnly
        value={p.path.value}
        onChange={() => undefined}
        hint="Vyplní sa sama po nahratí obrázka."
      />
      {p.path.value && (
        <figure className="media-figure">
          <img className={p.preview.className} src={p.path.value} alt={p.preview.alt.trim()} />
          <figcaption className="acct-hint">{p.preview.caption}</figcaption>
        </figure>
      )}
      <div className="acct-field">
        <label htmlFor={p.file.id}>{p.file.label}</label>
        <input
          id={p.file.id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          disabled={upload.state === 'sending'}
          onChange={choose}
          aria-describedby={`${p.file.id}-hint`}
        />
        <p className="acct-hint" id={`${p.file.id}-hint`}>
          {p.file.hint}
        </p>
      </div>
      {(upload.state === 'sending' || upload.state === 'done') && (
        <div className="media-progress">
          <label htmlFor={progressId}>{p.progressLabel}</label>
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
    </>
  );
}
