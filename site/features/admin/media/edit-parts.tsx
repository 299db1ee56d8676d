import { useState } from 'react';
import type { ApiMediaRecord } from '~/worker/domain/media-shape';
import { MEDIA_MESSAGES } from '~/worker/domain/media-admin';
import { DRAFT_NOTES, savedMessage } from '~/worker/domain/drafts';
import { EditFrame } from '../EditFrame';
import type { Checked } from '../form-check';
import { useAdminEdit } from '../use-admin-edit';
import { readMedia, saveMedia, type MediaEdits } from './media-api';
import { CUSTOM_CHOICE, MEDIA_LIST_PATH, MEDIA_SAVED_FLASH_KEY, mediaIdFromPath, type MediaKind } from './media-view';

/**
 * The shared life of a media edit page (../use-admin-edit.ts): the record `GET /api/{kind}/:id` as a form; the
 * list it returns to says it was saved, or that it is still a draft without its link or image.
 */
export function useMediaEdit<K extends MediaKind, F>(
  kind: K,
  formOf: (record: ApiMediaRecord[K]) => F,
  check: (form: F) => Checked<MediaEdits[K]>,
) {
  return useAdminEdit({
    idFromPath: (pathname) => mediaIdFromPath(kind, pathname),
    badAddress: 'Neplatná adresa záznamu.',
    read: (id, signal) => readMedia(kind, id, signal),
    formOf,
    check,
    save: (id, body: MediaEdits[K]) => saveMedia(kind, id, body),
    listPath: MEDIA_LIST_PATH[kind],
    flashKey: MEDIA_SAVED_FLASH_KEY,
    savedText: (saved) => savedMessage(kind, saved, MEDIA_MESSAGES.saved),
  });
}

/** The frame of a media edit page (../EditFrame.tsx) with the draft's note, and `note` (the banner's size) after it. */
export function MediaEditFrame({
  kind,
  isDraft,
  note,
  ...p
}: Omit<Parameters<typeof EditFrame>[0], 'className' | 'back'> & { kind: MediaKind; isDraft: boolean }) {
  return (
    <EditFrame
      className={`media-edit media-edit--${kind}`}
      back={{ href: MEDIA_LIST_PATH[kind], label: 'Späť na zoznam' }}
      note={
        <>
          {isDraft && <p className="admin-draft-note">{DRAFT_NOTES[kind]}</p>}
          {note}
        </>
      }
      {...p}
    />
  );
}

/**
 * A select of fixed options plus 'Iná (vlastný text)', which opens a text field for anything else. `value` is
 * the stored text; an unknown value shows as the free-text choice with the text in its field. `labelOf`: what an
 * option reads when the stored value is not Slovak ('home' → 'Domovská stránka').
 */
export function ChoiceField(p: {
  id: string;
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  allowCustom: boolean;
  customLabel: string;
  hint?: string;
  labelOf?: (value: string) => string;
}) {
  const known = p.value === '' || p.options.includes(p.value);
  const [custom, setCustom] = useState(!known);
  const shown = custom && p.allowCustom ? CUSTOM_CHOICE : known ? p.value : '';
  const hintId = p.hint ? `${p.id}-hint` : undefined;
  return (
    <div className="acct-field media-choice">
      <label htmlFor={p.id}>{p.label}</label>
      <select
        id={p.id}
        className="media-select"
        value={shown}
        aria-describedby={hintId}
        onChange={(e) => {
          const v = e.target.value;
          if (v === CUSTOM_CHOICE) {
            setCustom(true);
            if (known) p.onChange('');
          } else {
            setCustom(false);
            p.onChange(v);
          }
        }}
      >
        <option value="">— vyberte —</option>
        {p.options.map((o) => (
          <option key={o} value={o}>
            {p.labelOf ? p.labelOf(o) : o}
          </option>
        ))}
        {p.allowCustom && <option value="__vlastne__">Iná (vlastný text)</option>}
      </select>
      {p.hint && (
        <p className="acct-hint" id={hintId}>
          {p.hint}
        </p>
      )}
      {custom && p.allowCustom && (
        <div className="media-custom">
          <label htmlFor={`${p.id}-custom`}>{p.customLabel}</label>
          <input id={`${p.id}-custom`} maxLength={100} autoComplete="off" value={p.value} onChange={(e) => p.onChange(e.target.value)} />
        </div>
      )}
    </div>
  );
}
