/**
 * The outcome line of the staff screens: what the last action said (green or red), and the hand-over of an edit
 * page's 'saved' sentence to its list (sessionStorage: shown once, never kept in the address). No DOM.
 */

export type Notice = { kind: 'success' | 'error'; text: string } | null;

/** `run`'s success sentence in green; its failure's Slovak message (the server's) in red, after `failPrefix`. */
export async function outcomeOf(run: () => Promise<string>, failPrefix = ''): Promise<Notice> {
  try {
    return { kind: 'success', text: await run() };
  } catch (err) {
    return { kind: 'error', text: failPrefix + (err as Error).message };
  }
}

type FlashStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const session = (): FlashStorage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** Leaves `text` under `key` for the list the edit page returns to; storage off: the list just shows no green line. */
export function leaveFlash(key: string, text: string, storage: FlashStorage | null = session()): void {
  try {
    storage?.setItem(key, text);
  } catch {
    /* storage full or forbidden: nothing to hand over */
  }
}

/** Reads (and forgets) what an edit page left under `key`, as a green notice; null when there is none. */
export function takeFlash(key: string, storage: FlashStorage | null = session()): Notice {
  try {
    const text = storage?.getItem(key) ?? null;
    storage?.removeItem(key);
    return text ? { kind: 'success', text } : null;
  } catch {
    return null;
  }
}
