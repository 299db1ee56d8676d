import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '~/site/lib/api';
import type { FieldErrors } from '~/worker/domain/field-errors';

/**
 * Every wrong field of a form marked at once, as the shipping step does: its own message under it (Field's `error`:
 * aria-invalid, aria-describedby, red), a summary above that names them, and the focus on the first. The marks
 * come from the browser's check (the server's own schema) or from the server's 400 (`fields`), whichever refuses.
 */

/** A form's fields in its order, top to bottom: the element id (for the focus), the label and the API body's key. */
export interface MarkedField<K extends string> {
  key: K;
  id: string;
  label: string;
  /** The field's path in the request body when it differs from `key` (`confirmPassword` for `confirm`). */
  body?: string;
}

export type Marks<K extends string> = Partial<Record<K, string>>;

/** The server's `fields` on this form's fields (paths the form has no field for stay out: the message says them). */
export function marksFromServer<K extends string>(spec: readonly MarkedField<K>[], fields: FieldErrors): Marks<K> {
  const marks: Marks<K> = {};
  for (const f of spec) {
    const message = fields[f.body ?? f.key];
    if (message) marks[f.key] = message;
  }
  return marks;
}

/** Above the form: one problem says itself; several are named by their labels (each one's message is under it). */
export function marksSummary<K extends string>(spec: readonly MarkedField<K>[], marks: Marks<K>): string | null {
  const wrong = spec.filter((f) => marks[f.key]);
  if (wrong.length === 0) return null;
  if (wrong.length === 1) return marks[wrong[0].key]!;
  return `Opravte prosím označené polia: ${wrong.map((f) => f.label).join(', ')}.`;
}

/**
 * The marks of a form. `mark(next)` replaces them all and, when any, focuses the first wrong field once the marks
 * are drawn (so a screen reader hears it as invalid, with its message); `clear(key)` drops one as it is typed into;
 * `fromServer(err)` marks what a refusal names and says whether it named any field of this form (then the summary
 * speaks instead of the refusal's single message). `summary` is the line for above the form.
 */
export function useFieldMarks<K extends string>(spec: readonly MarkedField<K>[]) {
  const [marks, setMarks] = useState<Marks<K>>({});
  const focusNext = useRef(false);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    const first = spec.find((f) => marks[f.key]);
    if (first) document.getElementById(first.id)?.focus();
  }, [marks, spec]);

  function mark(next: Marks<K>): boolean {
    const any = spec.some((f) => next[f.key]);
    focusNext.current = any;
    setMarks(next);
    return any;
  }

  function clear(key: K) {
    setMarks((m) => {
      if (!m[key]) return m;
      const rest = { ...m };
      delete rest[key];
      return rest;
    });
  }

  const fromServer = (err: unknown): boolean => err instanceof ApiRequestError && mark(marksFromServer(spec, err.fields));

  return { marks, mark, clear, fromServer, summary: marksSummary(spec, marks) };
}
