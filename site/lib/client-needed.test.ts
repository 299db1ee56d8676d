import { afterEach, describe, expect, it, vi } from 'vitest';
import needed, { ISLAND_NEEDED_CLASS } from './client-needed';

/** <html> as far as the directive uses it: its classes and a MutationObserver that sees them change. */
function fakeDocument(classes: string[] = []) {
  const list = new Set(classes);
  const observers: (() => void)[] = [];
  const observed: unknown[] = [];
  const root = { classList: { contains: (c: string) => list.has(c) } };
  vi.stubGlobal('document', { documentElement: root });
  vi.stubGlobal(
    'MutationObserver',
    class {
      private fn: () => void;
      constructor(fn: () => void) {
        this.fn = fn;
      }
      observe(target: unknown, options: unknown) {
        observers.push(this.fn);
        observed.push([target === root, options]);
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
    observed,
  };
}

/** An element as the directive meets it: what `closest` finds is whether it lies in the part that brings React. */
const inPart = (yes: boolean) => ({ closest: (sel: string) => (yes && sel === '.code-form' ? {} : null) });

function island(value: unknown = '', focusedInPart: boolean | null = null) {
  const hydrated = vi.fn();
  const load = vi.fn(async () => hydrated);
  // Keyed as the DOM keys them: a listener added for capture is removed only as one for capture.
  const listeners = new Map<string, (e: Event) => void>();
  const added: unknown[] = [];
  const capture = (o: unknown) =>
    o === true || (typeof o === 'object' && o !== null && (o as { capture?: boolean }).capture) ? ':capture' : '';
  const element = {
    isConnected: true,
    addEventListener: (type: string, fn: (e: Event) => void, options: unknown) => {
      added.push(options);
      listeners.set(type + capture(options), fn);
    },
    removeEventListener: (type: string, _fn: unknown, options: unknown) => listeners.delete(type + capture(options)),
    contains: () => focusedInPart !== null,
  };
  if (focusedInPart !== null) (document as unknown as { activeElement: unknown }).activeElement = inPart(focusedInPart);
  needed(load, { name: 'needed', value: value as string }, element as unknown as HTMLElement);
  return {
    load,
    hydrated,
    element,
    use: (type: string, inside: boolean | null = true) =>
      listeners.get(`${type}:capture`)?.({ target: inside === null ? null : inPart(inside) } as unknown as Event),
    listening: () => [...listeners.keys()].map((k) => k.replace(':capture', '')),
    added,
  };
}

function at(pathname: string) {
  vi.stubGlobal('location', { pathname });
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

  describe('untilUsed (the cart drawn by its own script first)', () => {
    const USED = { untilUsed: '.code-form' };
    it('waits, with the mark, until the reader uses the named part; then loads once and stops listening', () => {
      fakeDocument([ISLAND_NEEDED_CLASS]);
      at('/cart');
      const { load, use, listening } = island(USED);
      expect(load).not.toHaveBeenCalled();
      expect(listening()).toEqual(['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown']);
      // A press on a line's button or the checkout link: the script serves it, React must not draw over it.
      use('pointerdown', false);
      use('focusin', false);
      expect(load).not.toHaveBeenCalled();
      use('touchstart');
      use('focusin');
      expect(load).toHaveBeenCalledTimes(1);
      expect(listening()).toEqual([]);
    });

    it('listens in the capture phase without blocking scrolling, and watches only <html>’s class', () => {
      const doc = fakeDocument([]);
      at('/cart');
      const { added, use } = island({ untilUsed: '.code-form' });
      expect(added).toEqual(Array(5).fill({ capture: true, passive: true }));
      expect(doc.observed).toEqual([[true, { attributes: true, attributeFilter: ['class'] }]]);
      // An event without a target (none in the DOM) is no use.
      expect(() => use('focusin', null)).not.toThrow();
    });

    it('never loads for a use without the mark (nothing stored: the empty cart is the whole page)', () => {
      const doc = fakeDocument();
      at('/cart');
      const { load, use } = island({ untilUsed: '.code-form' });
      use('pointerover');
      expect(load).not.toHaveBeenCalled();
      doc.add(ISLAND_NEEDED_CLASS);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('loads at once on a path it must act on (adding a product) and when focus is already in the part', () => {
      fakeDocument([ISLAND_NEEDED_CLASS]);
      at('/cart/12');
      expect(island({ untilUsed: '.code-form', atOncePath: '^/cart/.' }).load).toHaveBeenCalledTimes(1);
      at('/cart');
      expect(island({ untilUsed: '.code-form', atOncePath: '^/cart/.' }).load).not.toHaveBeenCalled();
      expect(island({ untilUsed: '.code-form' }, false).load).not.toHaveBeenCalled();
      expect(island({ untilUsed: '.code-form' }, true).load).toHaveBeenCalledTimes(1);
    });
  });

  it('takes a value that is no object, or none, as no options: at once, with no listeners', () => {
    fakeDocument([ISLAND_NEEDED_CLASS]);
    at('/cart');
    for (const value of [null, undefined, 'x']) {
      const { load, listening } = island(value);
      expect(load).toHaveBeenCalledTimes(1);
      expect(listening()).toEqual([]);
    }
  });
});
