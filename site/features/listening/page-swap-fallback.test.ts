// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://prud.sk/words-of-life?tema=spasenie", "settings": {"handleDisabledFileLoadingAsSuccess": true, "navigation": {"disableFallbackToSetURL": true}}}
import { describe, expect, it, vi } from 'vitest';
import { POLICY, answer, click, follow, later, page, routerPerTest, settle, until } from './page-swap.test-pages';

// What the page router leaves to the browser: a full load (location.assign, or reload on the back button), or
// nothing at all (the browser follows the link itself; happy-dom's own navigation is off here).

const router = routerPerTest();

/** Follows a link to /product/2, the shop giving this answer: the page falls back to a full load of it. */
async function fullLoadOn(res: Promise<Response>) {
  router.fetchPage.mockReturnValueOnce(res);
  expect(follow('/product/2#recenzie')).toBe(true);
  await until(() => router.loads.assign.mock.calls.length > 0, 'a full load');
  expect(router.loads.assign).toHaveBeenCalledExactlyOnceWith('https://prud.sk/product/2#recenzie');
  expect(document.title).toBe('Slová života');
  expect(document.getElementById('book')).not.toBeNull();
  expect(location.pathname).toBe('/words-of-life');
}

describe('a page the router may not swap in loads fully', () => {
  it('one that does not opt in', () => fullLoadOn(Promise.resolve(answer({ body: page({ mark: false }) }))));
  it('one of another policy', () => {
    const policy = POLICY.replace("'sha256-abc='", "'sha256-xyz='");
    return fullLoadOn(Promise.resolve(answer({ body: page({ policy }) })));
  });
  it('one without a policy', () => fullLoadOn(Promise.resolve(answer({ body: page({ policy: null }) }))));
  it('an answer that is not HTML', () => fullLoadOn(Promise.resolve(answer({ type: 'application/json', body: '{}' }))));
  it('an answer of no type', () => fullLoadOn(Promise.resolve(answer({ type: null }))));
  it('a server failure', () => fullLoadOn(Promise.resolve(answer({ status: 503 }))));
  it('a redirect to another origin', () => fullLoadOn(Promise.resolve(answer({ url: 'https://evil.example/product/2' }))));
  it('no answer (offline)', () => fullLoadOn(Promise.reject(new TypeError('Failed to fetch'))));

  it('a body that breaks off', () =>
    fullLoadOn(Promise.resolve({ ...answer(), url: '', text: () => Promise.reject(new TypeError('network')) } as unknown as Response)));

  it('any page where the browser cannot hash its styles (no WebCrypto outside a secure context)', async () => {
    vi.stubGlobal('crypto', {});
    await fullLoadOn(Promise.resolve(answer()));
  });

  it('any page where the browser has no crypto at all', async () => {
    vi.stubGlobal('crypto', undefined);
    await fullLoadOn(Promise.resolve(answer()));
  });
});

describe('links the browser follows itself', () => {
  it.each([
    ['a middle click', {}, { button: 1 }],
    ['Ctrl', {}, { ctrlKey: true }],
    ['Cmd', {}, { metaKey: true }],
    ['Shift', {}, { shiftKey: true }],
    ['Alt', {}, { altKey: true }],
    ['a new tab', { target: '_blank' }, {}],
    ['a download', { download: '' }, {}],
    ['a page that wants a full load', { 'data-full-load': '' }, {}],
  ])('%s', (_, attributes: Record<string, string>, init: MouseEventInit) => {
    expect(follow('/product/2', attributes, init)).toBe(false);
    expect(router.fetchPage).not.toHaveBeenCalled();
  });

  it('a fragment of this page, another origin, the API, a file', () => {
    expect(follow('/words-of-life?tema=spasenie#nahravka-3')).toBe(false);
    expect(follow('https://drive.google.com/file/d/1/preview')).toBe(false);
    expect(follow('/api')).toBe(false);
    expect(follow('/uploads/obalka.jpg')).toBe(false);
    expect(follow('/tlaciva/2-percenta.pdf')).toBe(false);
    expect(router.fetchPage).not.toHaveBeenCalled();
    // Pages whose address only has such a part inside it are pages.
    expect(follow('/eshop/api')).toBe(true);
    expect(follow('/autor/j.n.darby/knihy')).toBe(true);
    expect(router.fetchPage).toHaveBeenCalledTimes(2);
  });

  it('a link another script took over already', () => {
    const link = document.getElementById('book')!;
    link.addEventListener('click', (event) => event.preventDefault());
    click(link);
    expect(router.fetchPage).not.toHaveBeenCalled();
  });

  it('but the router swaps for a click on what a link holds, and for target=_self', () => {
    document.getElementById('book')!.innerHTML = '<strong id="inner">Kniha</strong>';
    expect(click(document.getElementById('inner')!)).toBe(true);
    expect(follow('/cart', { target: '_self' })).toBe(true);
    expect(router.fetchPage.mock.calls.map(([url]) => url)).toEqual(['https://prud.sk/product/2', 'https://prud.sk/cart']);
  });

  it('clicks beside links, on a link without an address and on the document itself', () => {
    expect(click(document.getElementById('plain')!)).toBe(false);
    const anchor = document.createElement('a');
    document.body.appendChild(anchor);
    expect(click(anchor)).toBe(false);
    expect(click(document)).toBe(false);
    const svgLink = document.createElementNS('http://www.w3.org/2000/svg', 'a');
    svgLink.setAttribute('href', '/product/2');
    document.body.appendChild(svgLink);
    expect(click(svgLink)).toBe(false);
    expect(router.fetchPage).not.toHaveBeenCalled();
  });

  it('every link once the player is closed (stopPageSwaps)', () => {
    router.stopPageSwaps();
    expect(follow('/product/2')).toBe(false);
    expect(router.fetchPage).not.toHaveBeenCalled();
    router.startPageSwaps();
    expect(follow('/product/2')).toBe(true);
    expect(router.fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('the back and forward buttons', () => {
  const back = (state: unknown) => dispatchEvent(new PopStateEvent('popstate', { state }));

  it('swap back to a page the router showed, where it was scrolled, the focus left alone', async () => {
    const scroll = vi.spyOn(globalThis, 'scrollTo');
    const push = vi.spyOn(history, 'pushState');
    history.pushState(null, '', '/cart');
    push.mockClear();
    router.fetchPage.mockResolvedValueOnce(answer({ body: page({ title: 'Košík' }) }));
    back({ prudSwap: true, scrollY: 120 });
    await until(() => document.title === 'Košík');
    expect(router.fetchPage).toHaveBeenCalledWith('https://prud.sk/cart', expect.anything());
    expect(scroll).toHaveBeenCalledExactlyOnceWith({ top: 120, behavior: 'instant' });
    expect(push).not.toHaveBeenCalled();
    expect(location.pathname).toBe('/cart');
    expect(document.activeElement).toBe(document.body);
  });

  it('scroll to the top of an entry that kept no position', async () => {
    const scroll = vi.spyOn(globalThis, 'scrollTo');
    router.fetchPage.mockResolvedValueOnce(answer({ body: page({ title: 'Späť' }) }));
    history.replaceState(null, '', '/library');
    back({ prudSwap: true });
    await until(() => document.title === 'Späť');
    expect(scroll).toHaveBeenCalledExactlyOnceWith({ top: 0, behavior: 'instant' });
  });

  it('reload a page the router cannot swap back', async () => {
    router.fetchPage.mockResolvedValueOnce(answer({ body: page({ mark: false }) }));
    history.replaceState(null, '', '/product/9');
    back({ prudSwap: true, scrollY: 0 });
    await until(() => router.loads.reload.mock.calls.length > 0, 'a reload');
    expect(router.fetchPage).toHaveBeenCalledTimes(1);
    expect(router.loads.assign).not.toHaveBeenCalled();
  });

  it('reload a page that loads fully by its address (the checkout) without fetching it first', async () => {
    history.replaceState(null, '', '/shipping');
    back({ prudSwap: true, scrollY: 0 });
    await until(() => router.loads.reload.mock.calls.length > 0, 'a reload');
    expect(router.fetchPage).not.toHaveBeenCalled();
    expect(router.loads.assign).not.toHaveBeenCalled();
  });

  it('leave a step that changes only the fragment to the browser: the page and what was typed stay', async () => {
    history.replaceState(null, '', '/words-of-life?tema=spasenie#nahravky');
    back(null);
    history.replaceState(null, '', '/words-of-life?tema=spasenie');
    back({ prudSwap: true, scrollY: 40 });
    await settle();
    expect(router.fetchPage).not.toHaveBeenCalled();
    expect(document.getElementById('book')).not.toBeNull();
  });

  it('swap back to a fragment step of another page the router showed (its entry has no state of ours)', async () => {
    router.fetchPage.mockResolvedValueOnce(answer({ body: page({ title: 'Kniha' }) }));
    history.replaceState(null, '', '/product/2#recenzie');
    back(null);
    await until(() => document.title === 'Kniha');
    expect(router.fetchPage).toHaveBeenCalledWith('https://prud.sk/product/2#recenzie', expect.anything());
    // Back on that page, its own fragment steps stay the browser's.
    back(null);
    await settle();
    expect(router.fetchPage).toHaveBeenCalledTimes(1);
  });

  it('still swap back after the player was closed', async () => {
    router.stopPageSwaps();
    router.fetchPage.mockResolvedValueOnce(answer({ body: page({ title: 'Späť' }) }));
    history.replaceState(null, '', '/library');
    back({ prudSwap: true, scrollY: 0 });
    await until(() => document.title === 'Späť');
  });
});

describe('two clicks in a row', () => {
  it('swap in only the page clicked last, whichever answers first', async () => {
    const first = later();
    const second = later();
    router.fetchPage.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    follow('/product/1');
    follow('/product/2');
    second.answerNow(answer({ body: page({ title: 'Druhá' }) }));
    await until(() => document.title === 'Druhá');
    // The first answer comes late: nothing more happens, not even a look at its stylesheets.
    first.answerNow(answer({ body: page({ title: 'Prvá', head: '<link rel="stylesheet" href="/_astro/first.css">' }) }));
    await settle();
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    expect(document.title).toBe('Druhá');
    expect(location.pathname).toBe('/product/2');
    expect(router.loads.assign).not.toHaveBeenCalled();
  });

  it('swap in only the page clicked last when the first waited for its stylesheets', async () => {
    router.fetchPage.mockResolvedValueOnce(
      answer({ body: page({ title: 'Prvá', head: '<link rel="stylesheet" href="/_astro/first.css">' }) }),
    );
    follow('/product/1');
    await until(() => document.head.querySelector('link[rel="preload"]'));
    const preload = document.head.querySelector('link[rel="preload"]')!;
    router.fetchPage.mockResolvedValueOnce(answer({ body: page({ title: 'Druhá' }) }));
    follow('/product/2');
    await until(() => document.title === 'Druhá');
    preload.dispatchEvent(new Event('load'));
    await settle();
    expect(document.title).toBe('Druhá');
    expect(document.head.querySelector('link[href="/_astro/first.css"]')).toBeNull();
    expect(location.pathname).toBe('/product/2');
  });

  it('never load the first page fully once the second was clicked', async () => {
    const first = later();
    router.fetchPage.mockReturnValueOnce(first.promise).mockResolvedValueOnce(answer({ body: page({ title: 'Druhá' }) }));
    follow('/product/1');
    follow('/product/2');
    await until(() => document.title === 'Druhá');
    first.answerNow(answer({ status: 502 }));
    await settle();
    expect(router.loads.assign).not.toHaveBeenCalled();
    expect(location.pathname).toBe('/product/2');
  });
});
