import { describe, expect, it } from 'vitest';
import { leaveFlash, outcomeOf, takeFlash } from './outcome';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('the outcome of an action', () => {
  it('is the success sentence in green', async () => {
    expect(await outcomeOf(async () => 'Používateľ bol zmazaný.')).toEqual({ kind: 'success', text: 'Používateľ bol zmazaný.' });
  });

  it("is the failure's message in red, after the prefix", async () => {
    const refuse = async (): Promise<string> => {
      throw new Error('Objednávka je zrušená.');
    };
    expect(await outcomeOf(refuse)).toEqual({ kind: 'error', text: 'Objednávka je zrušená.' });
    expect(await outcomeOf(refuse, '20260012W: ')).toEqual({ kind: 'error', text: '20260012W: Objednávka je zrušená.' });
  });
});

describe('the saved flash between an edit page and its list', () => {
  it('is shown once', () => {
    const s = memoryStorage();
    leaveFlash('k', 'Uložené.', s);
    expect(takeFlash('k', s)).toEqual({ kind: 'success', text: 'Uložené.' });
    expect(takeFlash('k', s)).toBeNull();
  });

  it('is nothing without storage, or when storage refuses', () => {
    expect(takeFlash('k', null)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => undefined,
    };
    expect(() => leaveFlash('k', 'x', broken)).not.toThrow();
    expect(takeFlash('k', broken)).toBeNull();
  });
});

describe('the flash without a storage of its own', () => {
  it("uses the browser's sessionStorage when there is one", () => {
    const stub = memoryStorage();
    (globalThis as { sessionStorage?: unknown }).sessionStorage = stub;
    try {
      leaveFlash('saved', 'Uložené.');
      expect(stub.getItem('saved')).toBe('Uložené.');
      expect(takeFlash('saved')).toEqual({ kind: 'success', text: 'Uložené.' });
      expect(takeFlash('saved')).toBeNull();
    } finally {
      delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
  });

  it('hands nothing over, and throws nothing, where there is none (a private window, the server)', () => {
    expect(typeof sessionStorage).toBe('undefined');
    expect(() => leaveFlash('saved', 'Uložené.')).not.toThrow();
    expect(takeFlash('saved')).toBeNull();
  });
});
