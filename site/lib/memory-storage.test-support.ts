/**
 * A Storage as the browser has it (vitest runs in Node), with `dump()` to read all it holds; shared by the session
 * tests (site/lib/session-*.test.ts).
 */
export function memoryStorage(init: Record<string, string> = {}): Storage & { dump(): Record<string, string> } {
  const m = new Map(Object.entries(init));
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k: string) => (m.has(k) ? m.get(k)! : null),
    key: (i: number) => [...m.keys()][i] ?? null,
    removeItem: (k: string) => void m.delete(k),
    setItem: (k: string, v: string) => void m.set(k, String(v)),
    dump: () => Object.fromEntries(m),
  };
}
