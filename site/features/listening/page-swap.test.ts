// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://prud.sk/words-of-life?tema=spasenie", "settings": {"handleDisabledFileLoadingAsSuccess": true, "navigation": {"disableFallbackToSetURL": true}}}
import { describe, expect, it, vi } from 'vitest';
import { PAGE_LEAVE_EVENT } from '~/site/lib/storage-keys';
import { POLICY, answer, click, follow, page, routerPerTest, showListeningRoom, styleHash, until } from './page-swap.test-pages';

// happy-dom runs no page scripts and loads no files, and its own navigation is off (disableFallbackToSetURL): a
// link the router leaves alone changes nothing here, so a test sees exactly what the router did.

const router = routerPerTest();

const book = page({
  title: 'Kniha – Prúd života',
  lang: 'sk',
  head: '<link rel="stylesheet" href="/_astro/base.css"><link rel="stylesheet" href="/_astro/book.css"><meta name="description" content="Kniha">',
  bodyAttributes: ' class="product" style="color: red"',
  body: `<header><a href="/">Domov</a></header><main id="obsah" tabindex="-1"><h1>Kniha</h1><a id="next" href="/cart">Košík</a></main>`,
});

/** Follows a link to the book's page, the shop answering with it, its new stylesheet loading as it should. */
async function toBook(href = '/product/2') {
  router.fetchPage.mockResolvedValueOnce(answer({ body: book }));
  expect(follow(href)).toBe(true);
  // The router preloads by the link's full address.
  await until(() => document.head.querySelector('link[rel="preload"][href^="https:"]'), 'the new stylesheet to be loaded');
  document.head.querySelector('link[rel="preload"][href^="https:"]')!.dispatchEvent(new Event('load'));
  await until(() => document.title === 'Kniha – Prúd života');
}

describe('while the player plays, a link to another page of the shop', () => {
  it('fetches the page as HTML with the shop cookies', async () => {
    await toBook();
    expect(router.fetchPage).toHaveBeenCalledTimes(1);
    expect(router.fetchPage).toHaveBeenCalledWith('https://prud.sk/product/2', {
      headers: { accept: 'text/html' },
      credentials: 'same-origin',
    });
  });

  it('swaps the body around the player, the very same element', async () => {
    const { player } = showListeningRoom();
    const playerButton = document.getElementById('player-button');
    await toBook();
    expect(document.querySelector('[data-player]')).toBe(player);
    expect(document.getElementById('player-button')).toBe(playerButton);
    expect(document.body.lastElementChild).toBe(player);
    expect(document.getElementById('book')).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('Kniha');
    expect([...document.body.children].map((el) => el.tagName)).toEqual(['HEADER', 'MAIN', 'P', 'ASIDE']);
    expect(document.body.getAttribute('class')).toBe('product');
    expect(document.body.hasAttribute('data-page')).toBe(false);
    expect(document.body.getAttribute('style')).toBe('padding-bottom: 80px');
  });

  it('swaps the head but for the policy in force and the stylesheets both pages share', async () => {
    const { csp, base } = showListeningRoom();
    // Only stylesheets stay for a stylesheet of the same address: not a preload of it.
    document.head.insertAdjacentHTML('beforeend', '<link rel="preload" as="style" href="/_astro/book.css">');
    await toBook();
    expect(document.head.querySelectorAll('meta[http-equiv]')).toHaveLength(1);
    expect(document.head.querySelector('meta[http-equiv]')).toBe(csp);
    const sheets = [...document.head.querySelectorAll('link[rel="stylesheet"]')];
    expect(sheets.map((l) => l.getAttribute('href'))).toEqual(['/_astro/base.css', '/_astro/book.css']);
    expect(sheets[0]).toBe(base);
    expect(document.head.querySelectorAll('link[rel="preload"], meta[name="description"][content="Nahrávky"]')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Kniha');
    expect(document.head.querySelectorAll('meta[name="prud-page-swap"]')).toHaveLength(1);
    expect(document.title).toBe('Kniha – Prúd života');
    expect(document.documentElement.classList.contains('island-needed')).toBe(false);
  });

  it('loads only the stylesheets the page shown lacks, before the page shows', async () => {
    router.fetchPage.mockResolvedValueOnce(answer({ body: book }));
    follow('/product/2');
    await until(() => document.head.querySelector('link[rel="preload"]'));
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(preloads.map((l) => [l.href, l.as])).toEqual([['https://prud.sk/_astro/book.css', 'style']]);
    expect(document.title).toBe('Slová života');
    // A stylesheet that fails to load does not hold the page back either.
    preloads[0].dispatchEvent(new Event('error'));
    await until(() => document.title === 'Kniha – Prúd života');
  });

  it('puts the address in history, with the fragment followed, and ends the old page first', async () => {
    scrollTo(0, 300);
    history.replaceState({ ...history.state, other: 1 }, '');
    const replace = vi.spyOn(history, 'replaceState');
    const push = vi.spyOn(history, 'pushState');
    const seen: string[] = [];
    addEventListener(PAGE_LEAVE_EVENT, () => seen.push(`${document.title} ${location.pathname}`));
    await toBook('/product/2?x=1#recenzie');
    expect(seen).toEqual(['Slová života /product/2']);
    expect(location.href).toBe('https://prud.sk/product/2?x=1#recenzie');
    expect(push).toHaveBeenCalledExactlyOnceWith({ prudSwap: true, scrollY: 0 }, '', 'https://prud.sk/product/2?x=1#recenzie');
    expect(replace).toHaveBeenCalledExactlyOnceWith({ other: 1, prudSwap: true, scrollY: 300 }, '');
    expect(replace.mock.invocationCallOrder[0]).toBeLessThan(push.mock.invocationCallOrder[0]);
    expect(history.state).toEqual({ prudSwap: true, scrollY: 0 });
  });

  it('keeps where redirects ended, with the fragment of the link', async () => {
    router.fetchPage.mockResolvedValueOnce(answer({ url: 'https://prud.sk/kniha/2', body: page({ title: 'Presmerované' }) }));
    follow('/product/2#recenzie');
    await until(() => document.title === 'Presmerované');
    expect(location.href).toBe('https://prud.sk/kniha/2#recenzie');
  });

  it('takes the language of the new page, or keeps the one shown when it names none', async () => {
    router.fetchPage.mockResolvedValueOnce(answer({ body: page({ title: 'English', lang: 'en' }) }));
    follow('/en');
    await until(() => document.title === 'English');
    expect(document.documentElement.lang).toBe('en');
    router.fetchPage.mockResolvedValueOnce(answer({ body: page({ title: 'Bez jazyka', lang: '' }) }));
    follow('/bez');
    await until(() => document.title === 'Bez jazyka');
    expect(document.documentElement.lang).toBe('en');
  });

  it('scrolls to the top, moves the focus to the content and says the new title after a moment', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const scroll = vi.spyOn(globalThis, 'scrollTo');
    const intoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    await toBook();
    expect(scroll).toHaveBeenCalledExactlyOnceWith({ top: 0, behavior: 'instant' });
    expect(intoView).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.getElementById('obsah'));
    expect(focus).toHaveBeenCalledExactlyOnceWith({ preventScroll: true });
    const live = document.body.querySelector<HTMLElement>('p.sr-only[aria-live="polite"]')!;
    expect(live.nextElementSibling).toBe(document.querySelector('[data-player]'));
    expect(live.textContent).toBe('');
    vi.advanceTimersByTime(59);
    expect(live.textContent).toBe('');
    vi.advanceTimersByTime(1);
    expect(live.textContent).toBe('Kniha – Prúd života');
  });

  it('swaps a page without the content landmark too, and says its title', async () => {
    router.fetchPage.mockResolvedValueOnce(answer({ body: page({ title: 'Bez obsahu', body: '<div id="iny">Iný</div>' }) }));
    follow('/iny');
    await until(() => document.title === 'Bez obsahu');
    expect(document.activeElement).toBe(document.body);
    expect(document.body.querySelector('p.sr-only[aria-live="polite"]')).not.toBeNull();
  });

  it("drops the new page's <noscript> (a full load with scripts ignores it too)", async () => {
    const body = '<main id="obsah"><noscript><img src="/pixel.gif"></noscript><p id="text">Text</p></main>';
    router.fetchPage.mockResolvedValueOnce(
      answer({ body: page({ title: 'Noscript', body, head: '<noscript><link rel="stylesheet" href="/ns.css"></noscript>' }) }),
    );
    follow('/noscript');
    await until(() => document.title === 'Noscript');
    expect(document.querySelectorAll('noscript, img, link[href="/ns.css"]')).toHaveLength(0);
    expect(document.getElementById('text')).not.toBeNull();
  });

  it('brings up the element the fragment names instead', async () => {
    const scroll = vi.spyOn(globalThis, 'scrollTo');
    const intoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      this.dataset.broughtUp = '';
    });
    router.fetchPage.mockResolvedValueOnce(
      answer({ body: page({ title: 'Svedomie', body: '<main id="obsah" tabindex="-1"><li id="kapitola-ž">Ž</li></main>' }) }),
    );
    follow('/words-of-life?tema=svedomie#kapitola-%C5%BE');
    await until(() => document.title === 'Svedomie');
    expect(intoView).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-brought-up]')?.id).toBe('kapitola-ž');
    expect(scroll).not.toHaveBeenCalled();
  });

  it('swaps in a page of another policy only in its styles, applying just the inline styles its policy lists', async () => {
    const old = new CSSStyleSheet();
    document.adoptedStyleSheets = [old];
    const allowed = '.kniha{color:red}';
    const policy = POLICY.replace("'sha256-old='", `'sha256-other=' ${styleHash(allowed)}`);
    router.fetchPage.mockResolvedValueOnce(
      answer({ body: page({ title: 'Štýly', policy, head: `<style>${allowed}</style><style>.cudzi{color:blue}</style>` }) }),
    );
    follow('/styly');
    await until(() => document.title === 'Štýly');
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(document.adoptedStyleSheets[0].cssRules[0].cssText).toContain('.kniha');
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(document.head.querySelector('meta[http-equiv]')?.getAttribute('content')).toBe(POLICY);
  });

  it('swaps the next page too, from a link of the swapped page', async () => {
    await toBook();
    router.fetchPage.mockResolvedValueOnce(answer({ body: page({ title: 'Košík' }) }));
    expect(click(document.getElementById('next')!)).toBe(true);
    await until(() => document.title === 'Košík');
    expect(router.fetchPage).toHaveBeenLastCalledWith('https://prud.sk/cart', expect.anything());
    expect(location.pathname).toBe('/cart');
  });

  it('swaps the page the shop shows for a missing one (404), not for a failure (500)', async () => {
    const { assign } = router.loads;
    router.fetchPage.mockResolvedValueOnce(answer({ status: 404, body: page({ title: 'Stránka sa nenašla' }) }));
    follow('/nic');
    await until(() => document.title === 'Stránka sa nenašla');
    router.fetchPage.mockResolvedValueOnce(answer({ status: 500, body: page({ title: 'Chyba' }) }));
    follow('/chyba');
    await until(() => assign.mock.calls.length > 0, 'a full load');
    expect(assign).toHaveBeenCalledWith('https://prud.sk/chyba');
    expect(document.title).toBe('Stránka sa nenašla');
  });
});

describe('startPageSwaps', () => {
  it('marks the page shown as one to swap back to and takes scrolling back over', () => {
    router.stopPageSwaps();
    history.replaceState({ other: 1 }, '');
    history.scrollRestoration = 'auto';
    scrollTo(0, 120);
    router.startPageSwaps();
    expect(history.state).toEqual({ other: 1, prudSwap: true, scrollY: 120 });
    expect(history.scrollRestoration).toBe('manual');
  });

  it('is idempotent: one click, one fetch, the entry marked once', () => {
    history.replaceState({ other: 1 }, '');
    router.startPageSwaps();
    expect(history.state).toEqual({ other: 1 });
    router.startPageSwaps();
    follow('/product/2');
    expect(router.fetchPage).toHaveBeenCalledTimes(1);
  });
});
