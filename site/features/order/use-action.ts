import { useState } from 'react';

export type ActionMessage = { kind: 'success' | 'error'; text: string } | null;

/**
 * The buttons of the order pages: one action at a time; the running one is disabled and aria-busy, and its
 * outcome (the server's message, or the success text the action returns) shows next to the buttons.
 */
export function useAction() {
  const [running, setRunning] = useState<string | null>(null);
  const [message, setMessage] = useState<ActionMessage>(null);

  async function run(key: string, action: () => Promise<string | void>): Promise<void> {
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
