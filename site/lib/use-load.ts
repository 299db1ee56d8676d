import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/** What `useLoad` hands a screen: the data once read, the Slovak error of the last failed read, and a way to read again. */
export interface Loaded<T> {
  data: T | null;
  error: string;
  /** True while a read is under way (the first one too): buttons that would read again wait for it. */
  loading: boolean;
  /** Reads again (after a delete, a save); resolves when the answer (or the error) is in state. */
  reload: () => Promise<void>;
  /** For a screen that changes what it read (an edit form keeps its own copy, a list drops a row). */
  setData: Dispatch<SetStateAction<T | null>>;
}

/**
 * One read, settled into state: the value (and no error), or the failure's message; nothing at all once `signal`
 * is aborted (the screen is gone or a newer read replaced this one).
 */
export async function settleRead<T>(
  read: (signal?: AbortSignal) => Promise<T>,
  signal: AbortSignal | undefined,
  setData: (value: T) => void,
  setError: (message: string) => void,
): Promise<void> {
  try {
    const value = await read(signal);
    if (signal?.aborted) return;
    setData(value);
    setError('');
  } catch (err) {
    if ((err as Error)?.name === 'AbortError' || signal?.aborted) return;
    setError((err as Error)?.message || 'Požiadavka zlyhala. Skúste to prosím znova.');
  }
}

/**
 * Fetch on mount, the way every island wants it: `read(signal)` runs when `enabled` turns true (and again when
 * `deps` change); leaving the page aborts the request, so a late answer never lands in an unmounted screen; an
 * abort is not an error; any other failure leaves its message (the API client's Slovak one) in `error`.
 */
export function useLoad<T>(read: (signal?: AbortSignal) => Promise<T>, enabled = true, deps: readonly unknown[] = []): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(enabled);
  const readRef = useRef(read);
  readRef.current = read;
  // Only the latest read ends the loading state (an aborted, replaced one may settle after it started).
  const latest = useRef(0);

  const run = useCallback(async (signal?: AbortSignal) => {
    const id = ++latest.current;
    // A new read starts clean: a 'Skúsiť znova' takes the old red box away while it tries.
    setError('');
    setLoading(true);
    await settleRead(readRef.current, signal, setData, setError);
    if (id === latest.current) setLoading(false);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    void run(ctrl.signal);
    return () => ctrl.abort();
    // `deps`: the caller's inputs of the read, spread in as its own dependencies.
  }, [enabled, run, ...deps]);

  const reload = useCallback(() => run(), [run]);
  return { data, error, loading, reload, setData };
}
