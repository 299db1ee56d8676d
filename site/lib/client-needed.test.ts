import { afterEach, describe, expect, it, vi } from 'vitest';
import needed, { ISLAND_NEEDED_CLASS } from './client-needed';

/** <html> as far as the directive uses it: its classes and a MutationObserver that sees them change. */
function fakeDocument(classes: string[] = []) {
  const list = new Set(classes);
  const observers: (() => void)[] = [];
  const root = { classList: { contains: (c: string) => list.has(c) } };
  vi.stubGlobal('document', { documentElement: root });
  vi.stubGlobal(
    'MutationObserver',
    class {
      private fn: () => void;
      constructor(fn: () => void) {
        this.fn = fn;
      }
      observe() {
        observers.push(this.fn);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.fn), 1);
      }
    },
  );
  return {
    add: (c: string) => {
      list.add(c);
      for (const fn of [...observers]) fn();
    },
    watching: () => observers.length,
  };
}

function island() {
  const hydrated = vi.fn();
  const load = vi.fn(async () => hydrated);
  const element = { isConnected: true };
  needed(load, { name: 'needed', value: '' }, element as HTMLElement);
  return { load, hydrated, element };
}

afterEach(() => vi.unstubAllGlobals());

describe('client:needed', () => {
  it('never loads the island while the page’s check has not marked <html>', () => {
    const doc = fakeDocument(['js']);
    const { load } = island();
    doc.add('cookie-answered');
    expect(load).not.toHaveBeenCalled();
    expect(doc.watching()).toBe(1);
  });

  it('loads and runs it at once when <html> is marked, and stops watching', async () => {
    const doc = fakeDocument(['js', ISLAND_NEEDED_CLASS]);
    const { load, hydrated } = island();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1));
    expect(doc.watching()).toBe(0);
  });

  it('loads it once as soon as the mark comes later (another tab filled the cart, someone signed in)', () => {
    const doc = fakeDocument();
    const { load } = island();
    doc.add(ISLAND_NEEDED_CLASS);
    doc.add('other');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lets go of an island the player's page router swapped out with its page: it never loads", () => {
    const doc = fakeDocument();
    const { load, element } = island();
    element.isConnected = false;
    doc.add(ISLAND_NEEDED_CLASS);
    expect(load).not.toHaveBeenCalled();
    expect(doc.watching()).toBe(0);
  });
});
