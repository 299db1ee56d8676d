import { ImageUpload } from '../ImageUpload';
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
      <select
        id={p.id}
        className="media-select padmin-select"
        value={p.value}
        aria-describedby={hintId}
        onChange={(e) => p.onChange(e.target.value)}
      >
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

export function TextAreaField(p: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  maxLength: number;
  hint?: string;
}) {
  const hintId = p.hint ? `${p.id}-hint` : undefined;
  return (
    <div className="acct-field">
      <label htmlFor={p.id}>{p.label}</label>
      <textarea
        id={p.id}
        className="padmin-textarea"
        rows={p.rows}
        maxLength={p.maxLength}
        value={p.value}
        aria-describedby={hintId}
        onChange={(e) => p.onChange(e.target.value)}
      />
      {p.hint && (
        <p className="acct-hint" id={hintId}>
          {p.hint}
        </p>
      )}
    </div>
  );
}

/**
 * An image of the product in its own fieldset (../ImageUpload.tsx): the recommended size is advice; an excerpt file
 * whose NAME lacks 'ukazka' is refused before anything is sent.
 */
export function ImageField(p: {
  kind: ImageKind;
  idPrefix: string;
  path: string;
  onPath: (path: string) => void;
  onBusy: (busy: boolean) => void;
  altName: string;
}) {
  const t = IMAGE_TEXT[p.kind];
  return (
    <fieldset className="acct-fieldset padmin-upload">
      <legend>{t.legend}</legend>
      <ImageUpload
        path={{ id: `${p.idPrefix}-path`, label: t.path, value: p.path }}
        preview={{ alt: `${t.legend}: ${p.altName}`, caption: 'Náhľad', className: 'media-preview padmin-preview' }}
        file={{ id: `${p.idPrefix}-file`, label: t.file, hint: imageHint(p.kind) }}
        progressLabel={t.progress}
        sizeWarning={(width, height) => imageSizeWarning(p.kind, width, height)}
        refusal={(name) => fileRefusal(p.kind, name)}
        onPath={p.onPath}
        onBusy={p.onBusy}
      />
    </fieldset>
  );
}
