import { useState } from 'react';

export type ActionMessage = { kind: 'success' | 'error'; text: string } | null;

/** An action of a button: it may answer the success text to show, or nothing (an async function that just ends). */
// biome-ignore lint/suspicious/noConfusingVoidType: `void` lets an action that returns nothing be passed as it is
export type ButtonAction = () => Promise<string | void>;

/**
 * Buttons that call the API (the order pages, the favourites, the review form): one action at a time; the running
 * one is aria-busy and all are disabled, and its outcome (the success text the action returns, or the failure's
 * message: the server's Slovak one) shows next to them.
 */
export function useAction() {
  const [running, setRunning] = useState<string | null>(null);
  const [message, setMessage] = useState<ActionMessage>(null);

  async function run(key: string, action: ButtonAction): Promise<void> {
    setRunning(key);
    setMessage(null);
    try {
      const text = await action();
      if (text) setMessage({ kind: 'success', text });
    } catch (err) {
      setMessage({ kind: 'error', text: (err as Error).message });
    } finally {
      setRunning(null);
    }
  }

  /** Props for a button that runs `key`. */
  const busyProps = (key: string) => ({
    disabled: running !== null,
    'aria-busy': running === key || undefined,
  });

  return { running, message, setMessage, run, busyProps };
}
