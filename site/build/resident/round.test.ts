import { describe, expect, it } from 'vitest';
import type { PageKeys } from './page-keys';
import { type RoundInput, type RoundPath, renderRound } from './round';

/** A path of a page route (an endpoint when `endpoint`), with a key when given one. */
const page = (pathname: string, cacheKey?: string, endpoint = false): RoundPath => ({
  pathname,
  route: { type: endpoint ? 'endpoint' : 'page', component: `site/pages${pathname}.astro` },
  ...(cacheKey === undefined ? {} : { cacheKey }),
});

const bytes = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array | undefined) => (b ? new TextDecoder().decode(b) : undefined);

/**
 * A round over fake paths: `html` is what each pathname renders now (null: no file), `disk` the served bytes by
 * file. Records which paths were rendered.
 */
function round(paths: RoundPath[], served: PageKeys, html: Record<string, string | null>, disk: Record<string, string> = {}) {
  const renders: string[] = [];
  const input: RoundInput = {
    paths,
    served,
    render: async (p) => {
      renders.push(p.pathname);
      const h = html[p.pathname];
      if (h === undefined) throw new Error(`no page for ${p.pathname}`);
      return h === null ? null : bytes(h);
    },
    servedBytes: (file) => (file in disk ? bytes(disk[file]) : null),
  };
  return renderRound(input).then((r) => ({ ...r, renders }));
}

describe('a round of changed pages', () => {
  it('leaves a path alone when its key is the served key: nothing rendered, nothing written, no page change', async () => {
    const r = await round(
      [page('/product/7', 'k7'), page('/product/8', 'k8')],
      { '/product/7': { key: 'k7', file: 'product/7/index.html' }, '/product/8': { key: 'k8', file: 'product/8/index.html' } },
      {},
    );
    expect(r.renders).toEqual([]);
    expect(r.rendered).toBe(0);
    expect([...r.written.keys()]).toEqual([]);
    expect(r.removed).toEqual([]);
    expect(r.pagesChanged).toBe(false);
    expect(r.keys).toEqual({
      '/product/7': { key: 'k7', file: 'product/7/index.html' },
      '/product/8': { key: 'k8', file: 'product/8/index.html' },
    });
  });

  it('renders a path whose key moved, and writes it only when its bytes differ from the served ones', async () => {
    const served: PageKeys = {
      '/product/7': { key: 'old', file: 'product/7/index.html' },
      '/product/8': { key: 'old', file: 'product/8/index.html' },
    };
    const r = await round(
      [page('/product/7', 'new'), page('/product/8', 'new')],
      served,
      { '/product/7': '<h1>7 nová cena</h1>', '/product/8': '<h1>8</h1>' },
      { 'product/7/index.html': '<h1>7</h1>', 'product/8/index.html': '<h1>8</h1>' },
    );
    expect(r.renders).toEqual(['/product/7', '/product/8']);
    expect(r.rendered).toBe(2);
    expect([...r.written.keys()]).toEqual(['product/7/index.html']);
    expect(text(r.written.get('product/7/index.html'))).toBe('<h1>7 nová cena</h1>');
    expect(r.keys['/product/8']).toEqual({ key: 'new', file: 'product/8/index.html' });
    expect(r.pagesChanged).toBe(false);
  });

  it('writes bytes of another length, and bytes of the same length that differ', async () => {
    const r = await round(
      [page('/a', 'n'), page('/b', 'n')],
      { '/a': { key: 'o', file: 'a/index.html' }, '/b': { key: 'o', file: 'b/index.html' } },
      { '/a': 'abc', '/b': 'abd' },
      { 'a/index.html': 'abcd', 'b/index.html': 'abc' },
    );
    expect([...r.written.keys()].sort()).toEqual(['a/index.html', 'b/index.html']);
  });

  it('renders a key-less page (home, feeds) every round and writes it only when its bytes differ', async () => {
    const served: PageKeys = { '/': { key: null, file: 'index.html' }, '/feeds/google.xml': { key: null, file: 'feeds/google.xml' } };
    const paths = [page('/'), page('/feeds/google.xml', undefined, true)];
    const same = await round(
      paths,
      served,
      { '/': 'home', '/feeds/google.xml': '<rss/>' },
      { 'index.html': 'home', 'feeds/google.xml': '<rss/>' },
    );
    expect(same.renders).toEqual(['/', '/feeds/google.xml']);
    expect(same.written.size).toBe(0);
    expect(same.keys['/']).toEqual({ key: null, file: 'index.html' });

    const moved = await round(
      paths,
      served,
      { '/': 'home 2', '/feeds/google.xml': '<rss/>' },
      { 'index.html': 'home', 'feeds/google.xml': '<rss/>' },
    );
    expect([...moved.written.keys()]).toEqual(['index.html']);
    expect(text(moved.written.get('index.html'))).toBe('home 2');
  });

  it('renders a path whose key is the served one but whose file moved', async () => {
    const r = await round(
      [page('/feeds/x.xml', 'k', true)],
      { '/feeds/x.xml': { key: 'k', file: 'feeds/x.xml/index.html' } },
      { '/feeds/x.xml': 'x' },
    );
    expect(r.renders).toEqual(['/feeds/x.xml']);
    expect([...r.written.keys()]).toEqual(['feeds/x.xml']);
    expect(r.keys['/feeds/x.xml']).toEqual({ key: 'k', file: 'feeds/x.xml' });
  });

  it('writes a new path and says pages changed (the sitemap lists it)', async () => {
    const r = await round(
      [page('/product/7', 'k7'), page('/product/9', 'k9')],
      { '/product/7': { key: 'k7', file: 'product/7/index.html' } },
      { '/product/9': '<h1>9</h1>' },
    );
    expect(r.renders).toEqual(['/product/9']);
    expect([...r.written.keys()]).toEqual(['product/9/index.html']);
    expect(r.pagesChanged).toBe(true);
    expect(r.keys['/product/9']).toEqual({ key: 'k9', file: 'product/9/index.html' });
  });

  it('removes the file of a path that is gone, and says pages changed', async () => {
    const r = await round(
      [page('/product/7', 'k7')],
      { '/product/7': { key: 'k7', file: 'product/7/index.html' }, '/product/8': { key: 'k8', file: 'product/8/index.html' } },
      {},
    );
    expect(r.removed).toEqual(['product/8/index.html']);
    expect(r.pagesChanged).toBe(true);
    expect(r.keys).toEqual({ '/product/7': { key: 'k7', file: 'product/7/index.html' } });
  });

  it('keeps a gone path’s file when another path of the round still writes it', async () => {
    // '/library/' and '/library' write the same file: one of the two spellings leaving takes nothing away.
    const r = await round(
      [page('/library', 'k')],
      { '/library': { key: 'k', file: 'library/index.html' }, '/library/': { key: 'k', file: 'library/index.html' } },
      {},
    );
    expect(r.removed).toEqual([]);
    expect(r.pagesChanged).toBe(true);
  });

  it('drops a path whose render writes no file: no key kept, nothing written, its served file removed', async () => {
    const r = await round(
      [page('/redirect', 'n'), page('/fresh', 'n')],
      { '/redirect': { key: 'o', file: 'redirect/index.html' } },
      { '/redirect': null, '/fresh': null },
    );
    expect(r.renders).toEqual(['/redirect', '/fresh']);
    expect(r.rendered).toBe(2);
    expect(r.written.size).toBe(0);
    expect(r.keys).toEqual({});
    expect(r.removed).toEqual(['redirect/index.html']);
  });

  it('counts only the paths it rendered', async () => {
    const r = await round(
      [page('/a', 'same'), page('/b', 'moved'), page('/c')],
      {
        '/a': { key: 'same', file: 'a/index.html' },
        '/b': { key: 'was', file: 'b/index.html' },
        '/c': { key: null, file: 'c/index.html' },
      },
      { '/b': 'b', '/c': 'c' },
      { 'b/index.html': 'b', 'c/index.html': 'c' },
    );
    expect(r.rendered).toBe(2);
    expect(r.renders).toEqual(['/b', '/c']);
    expect(r.written.size).toBe(0);
    expect(r.pagesChanged).toBe(false);
  });
});
