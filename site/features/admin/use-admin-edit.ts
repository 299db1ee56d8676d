import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLoad } from '~/site/lib/use-load';
import type { Checked } from './form-check';
import { leaveFlash } from './outcome';
import { useAdminAccess } from './ui';

/** What an edit screen is about: its record, its form, the check and the save, and the list it returns to. */
export interface EditSpec<R, F, B> {
  /** The record's id from the page's address (the shell serves every id); null for an address without one. */
  idFromPath: (pathname: string) => number | null;
  /** The red line for an address without an id. */
  badAddress: string;
  read: (id: number, signal?: AbortSignal) => Promise<R>;
  formOf: (record: R) => F;
  /** The form checked with the server's own schema: the body to send, or the first Slovak message. */
  check: (form: F, id: number) => Checked<B>;
  save: (id: number, body: B) => Promise<R>;
  listPath: string;
  /** Where the list finds the green line (./outcome.ts), and what it says about the saved record. */
  flashKey: string;
  savedText: (saved: R) => string;
}

/**
 * The life of a staff edit screen (a user, a product, audio, video, a banner): reads the id from the address and
 * the record through `useLoad` into a form; 'Uložiť' checks the form, sends it and returns to the list, which
 * says it was saved; any error (a bad address, the read's, the check's, the server's refusal) shows red above
 * the form, brought into view (on a phone the button is far below it). `frame` is what EditFrame.tsx takes.
 */
export function useAdminEdit<R, F, B>(spec: EditSpec<R, F, B>) {
  const allowed = useAdminAccess();
  const [id] = useState(() => (typeof location === 'undefined' ? null : spec.idFromPath(location.pathname)));
  const record = useLoad((signal) => spec.read(id ?? 0, signal), allowed && id !== null, [id]);
  const [form, setForm] = useState<F | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);

  // The form is made once per read record; formOf is the screen's pure rule.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see the line above
  useEffect(() => {
    if (record.data) setForm(spec.formOf(record.data));
  }, [record.data]);

  const showError = (text: string) => {
    setError(text);
    requestAnimationFrame(() => errorRef.current?.scrollIntoView({ block: 'center' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form || id === null) return;
    setError('');
    const checked = spec.check(form, id);
    if (!checked.ok) return showError(checked.message);
    setBusy(true);
    try {
      leaveFlash(spec.flashKey, spec.savedText(await spec.save(id, checked.body)));
      location.assign(spec.listPath);
    } catch (err) {
      setBusy(false);
      showError((err as Error).message);
    }
  };

  /** `onChange` of one field: `setField('name')`. */
  const setField =
    <K extends keyof F>(key: K) =>
    (value: F[K]) =>
      setForm((f) => (f ? { ...f, [key]: value } : f));

  const shownError = error || record.error || (id === null ? spec.badAddress : '');
  return {
    allowed,
    id,
    record: record.data,
    form,
    setForm,
    setField,
    frame: { error: shownError, errorRef, ready: form !== null, busy, onSubmit: submit },
  };
}
