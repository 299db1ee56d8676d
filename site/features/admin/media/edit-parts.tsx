import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { authGet, authSend } from '~/site/stores/user';
import { MEDIA_MESSAGES } from '~/worker/domain/media-admin';
import { DRAFT_NOTES, savedMessage } from '~/worker/domain/drafts';
import { SubmitButton } from '~/site/components/ui/form';
import { AdminAlert, Loading, useAdminAccess } from '../ui';
import { CUSTOM_CHOICE, MEDIA_LIST_PATH, MEDIA_SAVED_FLASH_KEY, mediaIdFromPath, type Checked, type MediaKind } from './media-view';

const API: Record<MediaKind, string> = { audio: '/api/audio', video: '/api/video', banner: '/api/banner' };

/**
 * The shared life of a media edit page: reads the id from the address, loads `GET /api/{kind}/:id` into a form,
 * and on 'Uložiť' checks it with the server's schema, sends the PUT and returns to the list (which says it was
 * saved, or that it is still a draft without its link or image); any error shows red above the form.
 */
export function useMediaEdit<F, B>(kind: MediaKind, formOf: (record: Record<string, unknown>) => F, check: (form: F) => Checked<B>) {
  const allowed = useAdminAccess();
  const [id] = useState(() => (typeof location === 'undefined' ? null : mediaIdFromPath(kind, location.pathname)));
  const [form, setForm] = useState<F | null>(null);
  const [isDraft, setIsDraft] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!allowed) return;
    if (id === null) {
      setError('Neplatná adresa záznamu.');
      return;
    }
    const ctrl = new AbortController();
    authGet<Record<string, unknown>>(`${API[kind]}/${id}`, { signal: ctrl.signal })
      .then((r) => {
        setForm(formOf(r));
        setIsDraft(r.isDraft === true);
      })
      .catch((err: Error) => err.name !== 'AbortError' && setError(err.message));
    return () => ctrl.abort();
    // formOf is a module-level function of each page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed, id, kind]);

  const showError = (text: string) => {
    setError(text);
    requestAnimationFrame(() => errorRef.current?.scrollIntoView({ block: 'center' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form || id === null) return;
    setError('');
    const checked = check(form);
    if (!checked.ok) return showError(checked.message);
    setBusy(true);
    try {
      const saved = await authSend<unknown>(`${API[kind]}/${id}`, { method: 'PUT', body: { _id: id, ...checked.body } });
      try {
        sessionStorage.setItem(MEDIA_SAVED_FLASH_KEY, savedMessage(kind, saved, MEDIA_MESSAGES.saved));
      } catch {
        /* storage off: the list just shows no green line */
      }
      location.assign(MEDIA_LIST_PATH[kind]);
    } catch (err) {
      setBusy(false);
      showError((err as Error).message);
    }
  };

  return { allowed, form, setForm, isDraft, error, showError, busy, submit, errorRef };
}

/** The frame of an edit page: back link, heading, the draft note, red error, the form (or 'loading'). */
export function EditFrame(p: {
  kind: MediaKind;
  title: string;
  label: string;
  /** The record is a draft no visitor sees yet: a note says what publishes it. */
  isDraft?: boolean;
  error: string;
  errorRef: React.RefObject<HTMLDivElement | null>;
  ready: boolean;
  busy: boolean;
  onSubmit: (e: FormEvent) => void;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`admin-screen media-edit media-edit--${p.kind}`}>
      <p className="admin-back">
        <a href={MEDIA_LIST_PATH[p.kind]}>
          <span aria-hidden="true">←</span>Späť na zoznam
        </a>
      </p>
      <h1>{p.title}</h1>
      {p.isDraft && <p className="admin-draft-note">{DRAFT_NOTES[p.kind]}</p>}
      {p.note}
      <div ref={p.errorRef} aria-live="assertive">
        {p.error && <AdminAlert notice={{ kind: 'error', text: p.error }} />}
      </div>
      {!p.ready && !p.error && <Loading />}
      {p.ready && (
        <form className="admin-card admin-form" onSubmit={p.onSubmit} noValidate aria-label={p.label}>
          {p.children}
          <SubmitButton busy={p.busy} label="Uložiť" busyLabel="Ukladám…" />
        </form>
      )}
    </div>
  );
}

/**
 * A select of fixed options plus 'Iná (vlastný text)', which opens a text field for anything else. `value` is
 * the stored text; an unknown value shows as the free-text choice with the text in its field.
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
            {o}
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
