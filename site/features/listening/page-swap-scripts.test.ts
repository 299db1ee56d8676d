// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://prud.sk/words-of-life?tema=spasenie", "settings": {"handleDisabledFileLoadingAsSuccess": true, "navigation": {"disableFallbackToSetURL": true}}}
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, follow, page, routerPerTest, until } from './page-swap.test-pages';
import { AFTER_PAINT_TYPE } from '../../lib/after-paint';

// Every script of a swapped page runs as on a full load. happy-dom runs none itself: the tests see what the router
// did to each script element, and a bundled module (a data: address here) really is imported, by Node.

let parsed: { scripts: HTMLScriptElement[] }[];

const router = routerPerTest();

beforeEach(() => {
  // The scripts of each page the router parsed, as they came in (the swap moves or re-creates them).
  parsed = [];
  const parse = DOMParser.prototype.parseFromString;
  vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (this: DOMParser, ...args) {
    const doc = parse.apply(this, args);
    parsed.push({ scripts: [...doc.querySelectorAll('script')] });
    return doc;
  });
});

/** A bundled module that counts its runs under a name of its own (Node keeps a module per address, fragment included). */
function countingModule() {
  const name = `runs${Math.random().toString(36).slice(2)}`;
  const runs = () => ((globalThis as Record<string, unknown>)[name] as number | undefined) ?? 0;
  return { src: `data:text/javascript,globalThis.${name}=(globalThis.${name}||0)+1;//`, runs };
}

describe("a swapped page's scripts", () => {
  it("run again as fresh elements, but for data and the player's own", async () => {
    const own = document.getElementById('player-own');
    const scripts = `<script id="inline">window.counted = 1</script><script id="classic" src="/legacy.js" data-x="1"></script>
      <script id="inline-module" type="module">import '/_astro/a.js';</script>
      <script id="data" type="application/json">{"a":1}</script><script id="ld" type="application/ld+json">{}</script>`;
    const head = '<script id="head-check">document.documentElement.classList.add("x")</script>';
    router.fetchPage.mockResolvedValueOnce(answer({ body: page({ title: 'Skripty', head, body: `<main id="obsah">${scripts}</main>` }) }));
    follow('/skripty');
    await until(() => document.title === 'Skripty');
    const incoming = new Map(parsed[0].scripts.map((s) => [s.id, s]));
    for (const id of ['head-check', 'inline', 'classic', 'inline-module']) {
      const shown = document.getElementById(id)!;
      expect(shown, id).not.toBe(incoming.get(id));
      expect(shown.outerHTML, id).toBe(incoming.get(id)!.outerHTML);
    }
    expect(document.getElementById('classic')!.getAttribute('data-x')).toBe('1');
    expect(document.getElementById('data')).toBe(incoming.get('data'));
    expect(document.getElementById('ld')).toBe(incoming.get('ld'));
    expect(document.getElementById('player-own')).toBe(own);
  });

  // A module script as astro writes it, and one the page holds for its first paint (site/lib/after-paint.ts).
  it.each([
    ['a bundled module', (src: string) => `type="module" src="${src}"`],
    ['a module held for the first paint', (src: string) => `type="${AFTER_PAINT_TYPE}" data-src="${src}"`],
  ])('import %s anew on every swap, the element left as it came', async (_, attrs) => {
    const module = countingModule();
    const body = `<main id="obsah"><script id="bundle" ${attrs(module.src)}></script></main>`;
    router.fetchPage.mockResolvedValue(answer({ body: page({ title: 'Modul', body }) }));
    follow('/modul');
    await until(() => module.runs() === 1, 'the module to run');
    expect(document.getElementById('bundle')).toBe(parsed[0].scripts[0]);
    document.title = 'Predtým';
    follow('/modul');
    await until(() => document.title === 'Modul');
    await until(() => module.runs() === 2, 'the module to run again');
    expect(document.getElementById('bundle')).toBe(parsed[1].scripts[0]);
  });
});
