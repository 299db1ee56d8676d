// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_LOADER, AFTER_PAINT_TYPE, PAINT_WAIT_MS, afterPaintLoader } from './after-paint';

type Observer = { callback: (list: { getEntriesByName: (n: string) => unknown[] }) => void };

/** Runs the loader's exact text against this document, with paint timing and timers the test drives. */
function runLoader(o: { paintTiming?: boolean } = {}) {
  const observers: Observer[] = [];
  const timers: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = o.paintTiming === false ? ['resource'] : ['paint', 'resource'];
    constructor(public callback: Observer['callback']) {
      observers.push(this);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  }
  const run = new Function('PerformanceObserver', 'setTimeout', afterPaintLoader());
  run(FakeObserver, (f: () => void, ms: number) => {
    expect(ms).toBe(PAINT_WAIT_MS);
    timers.push(f);
  });
  return {
    paint: (name: string) => {
      for (const ob of observers) ob.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) });
    },
    timeout: () => {
      for (const f of timers) f();
    },
    observers,
  };
}

const modules = () => [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')];
const state = () => document.documentElement.dataset.scripts;

describe('the loader (the head of every page)', () => {
  beforeEach(() => {
    delete document.documentElement.dataset.scripts;
    document.body.innerHTML =
      `<p id="before"></p><script type="${AFTER_PAINT_TYPE}" data-src="/_astro/one.js"></script>` +
      `<p id="between"></p><script type="${AFTER_PAINT_TYPE}" data-src="/_astro/two.js"></script>`;
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  });

  it('asks for nothing before the first contentful paint, then for every held module, in order and in place', () => {
    const loader = runLoader();
    expect(state()).toBe('waiting');
    loader.paint('first-paint');
    expect(modules()).toEqual([]);
    loader.paint('first-contentful-paint');
    const [one, two] = modules();
    expect([one.getAttribute('src'), two.getAttribute('src')]).toEqual(['/_astro/one.js', '/_astro/two.js']);
    // Run in their order, as the module scripts of the page would have (inserted scripts are async otherwise).
    expect([one.async, two.async]).toEqual([false, false]);
    expect(one.previousElementSibling?.id).toBe('before');
    expect(two.previousElementSibling?.id).toBe('between');
    expect(document.querySelectorAll(`script[type="${AFTER_PAINT_TYPE}"]`)).toHaveLength(0);
    // Once only: another paint entry or the fallback timer after the paint adds nothing.
    loader.paint('first-contentful-paint');
    loader.timeout();
    expect(modules()).toHaveLength(2);
  });

  it("says 'loaded' when the last module has run (or failed), not before", () => {
    const loader = runLoader();
    loader.paint('first-contentful-paint');
    const [one, two] = modules();
    expect([one.onload, one.onerror]).toEqual([null, null]);
    // happy-dom loads no files and fails each module at once: the state is set back to see the last one's events.
    for (const event of ['load', 'error'] as const) {
      document.documentElement.dataset.scripts = 'loading';
      two[`on${event}`]?.(new Event(event));
      expect(state()).toBe('loaded');
    }
  });

  it('waits for the whole page to be parsed when the paint comes first', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const loader = runLoader();
    loader.paint('first-contentful-paint');
    expect(modules()).toEqual([]);
    expect(state()).toBe('waiting');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(modules()).toHaveLength(2);
  });

  it('loads them anyway when no paint is reported in time, or the browser has no paint timing', () => {
    const late = runLoader();
    late.timeout();
    expect(modules()).toHaveLength(2);
    delete document.documentElement.dataset.scripts;
    document.body.innerHTML = `<script type="${AFTER_PAINT_TYPE}" data-src="/_astro/three.js"></script>`;
    const old = runLoader({ paintTiming: false });
    expect(old.observers).toEqual([]);
    expect(modules().map((s) => s.getAttribute('src'))).toEqual(['/_astro/three.js']);
  });

  it('runs once per document: run again (a swapped page), it leaves the held scripts to the page router', () => {
    runLoader().paint('first-contentful-paint');
    document.body.insertAdjacentHTML('beforeend', `<script type="${AFTER_PAINT_TYPE}" data-src="/_astro/next.js"></script>`);
    const again = runLoader();
    again.paint('first-contentful-paint');
    again.timeout();
    expect(again.observers).toEqual([]);
    expect(document.querySelectorAll(`script[type="${AFTER_PAINT_TYPE}"]`)).toHaveLength(1);
  });

  it('a page without held modules is loaded at once', () => {
    document.body.innerHTML = '<p>text</p>';
    runLoader().paint('first-contentful-paint');
    expect(state()).toBe('loaded');
  });
});

it('every page carries the loader as its function writes it, on one line', () => {
  expect(AFTER_PAINT_LOADER).toBe(afterPaintLoader());
  expect(AFTER_PAINT_LOADER).not.toContain('\n');
});
