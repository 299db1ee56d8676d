import { useEffect, useRef, useState } from 'react';
import { useConfirm } from '~/site/components/ui/Dialog';
import { useLoad } from '~/site/lib/use-load';
import { outcomeOf, takeFlash, type Notice } from './outcome';
import { useAdminAccess } from './ui';

/** Before an action: the question to confirm and its button; and what to put before a refusal's message. */
export interface ActOptions {
  confirm?: { question: string; label: string };
  failPrefix?: string;
}

/**
 * The life of a staff list screen (users, products, media, reviews, orders, subscribers): the access check; the
 * read on mount through `useLoad` (again when `deps` change); the green line an edit page left (`flashKey`); and
 * the actions on a row: confirmed first when asked, the outcome green or red, the list read again, the keyboard
 * moved to the outcome (when the screen hands `outcomeRef` to its OutcomeLine), since the row may be gone.
 */
export function useAdminList<T>(read: (signal?: AbortSignal) => Promise<T>, o: { deps?: readonly unknown[]; flashKey?: string } = {}) {
  const allowed = useAdminAccess();
  const list = useLoad(read, allowed, o.deps);
  const [notice, setNotice] = useState<Notice>(null);
  // The key of the row being acted on ('create' for the add button); every action button waits meanwhile.
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, confirm] = useConfirm();
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (allowed && o.flashKey) setNotice(takeFlash(o.flashKey));
  }, [allowed, o.flashKey]);

  const act = async (key: string, run: () => Promise<string>, opts: ActOptions = {}) => {
    if (opts.confirm && !(await confirm(opts.confirm.question, opts.confirm.label))) return;
    setBusy(key);
    setNotice(null);
    setNotice(await outcomeOf(run, opts.failPrefix));
    await list.reload();
    setBusy(null);
    outcomeRef.current?.focus();
  };

  /** The add button: creates an empty record and opens its edit page (`create` answers its address). */
  const createThenEdit = async (create: () => Promise<string>) => {
    setBusy('create');
    setNotice(null);
    try {
      location.assign(await create());
    } catch (err) {
      setBusy(null);
      setNotice({ kind: 'error', text: (err as Error).message });
      outcomeRef.current?.focus();
    }
  };

  return {
    allowed,
    data: list.data,
    setData: list.setData,
    loadError: list.error,
    notice,
    setNotice,
    busy,
    act,
    createThenEdit,
    dialog,
    outcomeRef,
  };
}
