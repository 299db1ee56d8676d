import { useId, useState, type ChangeEvent } from 'react';
import { AdminAlert } from '../ui';
import { imageSize, uploadImage } from '../media/upload';
import { fileRefusal, IMAGE_TEXT, imageHint, imageSizeWarning, type ImageKind } from './product-form';

/** The product edit screen's own fields (text inputs come from components/ui/form.tsx `Field`). */

export function SelectField(p: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The empty choice ('— žiadna —'); omitted when a value is required. */
  emptyLabel?: string;
  hint?: string;
}) {
  const hintId = p.hint ? `${p.id}-hint` : undefined;
  return (
    <div className="acct-field">
      <label htmlFor={p.id}>{p.label}</label>
      <select id={p.id} className="media-select padmin-select" value={p.value} aria-describedby={hintId} onChange={(e) => p.onChange(e.target.value)}>
        {p.emptyLabel !== undefined && <option value="">{p.emptyLabel}</option>}
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {p.hint && (
        <p className="acct-hint" id={hintId}>
          {p.hint}
        </p>
      )}
    </div>
  );
}

export function TextAreaField(p: { id: string; label: string; value: string; onChange: (value: string) => void; rows: number; maxLength: number; hint?: string }) {
  const hintId = p.hint ? `${p.id}-hint` : undefined;
  return (
    <div className="acct-field">
      <label htmlFor={p.id}>{p.label}</label>
      <textarea id={p.id} className="padmin-textarea" rows={p.rows} maxLength={p.maxLength} value={p.value} aria-describedby={hintId} onChange={(e) => p.onChange(e.target.value)} />
      {p.hint && (
        <p className="acct-hint" id={hintId}>
          {p.hint}
        </p>
      )}
    </div>
  );
}

type Upload = { state: 'idle' } | { state: 'sending' | 'done'; percent: number } | { state: 'failed'; message: string };

/**
 * An image of the product: the stored path (read-only), a preview, and the file input that uploads at once to
 * `POST /api/upload` with a progress bar. A size other than the recommended one is a warning, not a refusal; an
 * excerpt file whose NAME lacks 'ukazka' is refused before anything is sent (the stored name is random, so only
 * the browser sees the original); the server's refusal shows red. `onBusy` keeps 'Uložiť' off while sending.
 */
export function ImageField(p: { kind: ImageKind; idPrefix: string; path: string; onPath: (path: string) => void; onBusy: (busy: boolean) => void; altName: string }) {
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [warning, setWarning] = useState<string | null>(null);
  const progressId = useId();
  const t = IMAGE_TEXT[p.kind];
  const fileId = `${p.idPrefix}-file`;
  const pathId = `${p.idPrefix}-path`;

  const choose = async (ev: ChangeEvent<HTMLInputElement>) => {
    const input = ev.target;
    const file = input.files?.[0];
    if (!file) return;
    setWarning(null);
    const refusal = fileRefusal(p.kind, file.name);
    if (refusal) {
      input.value = '';
      setUpload({ state: 'failed', message: refusal });
      return;
    }
    setUpload({ state: 'sending', percent: 0 });
    p.onBusy(true);
    imageSize(file).then((size) => setWarning(size ? imageSizeWarning(p.kind, size.width, size.height) : null));
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

  const sending = upload.state === 'sending';
  return (
    <fieldset className="acct-fieldset padmin-upload">
      <legend>{t.legend}</legend>
      <div className="acct-field">
        <label htmlFor={pathId}>{t.path}</label>
        <input id={pathId} readOnly value={p.path} aria-describedby={`${pathId}-hint`} />
        <p className="acct-hint" id={`${pathId}-hint`}>
          Vyplní sa sama po nahratí obrázka.
        </p>
      </div>
      {p.path && (
        <figure className="media-figure">
          <img className="media-preview padmin-preview" src={p.path} alt={`${t.legend}: ${p.altName}`.trim()} />
          <figcaption className="acct-hint">Náhľad</figcaption>
        </figure>
      )}
      <div className="acct-field">
        <label htmlFor={fileId}>{t.file}</label>
        <input id={fileId} type="file" accept="image/jpeg,image/png,image/webp,image/avif" disabled={sending} onChange={choose} aria-describedby={`${fileId}-hint`} />
        <p className="acct-hint" id={`${fileId}-hint`}>
          {imageHint(p.kind)}
        </p>
      </div>
      {upload.state !== 'idle' && upload.state !== 'failed' && (
        <div className="media-progress">
          <label htmlFor={progressId}>{t.progress}</label>
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
    </fieldset>
  );
}
