// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://prud.sk/words-of-life?tema=spasenie", "settings": {"handleDisabledFileLoadingAsSuccess": true, "navigation": {"disableFallbackToSetURL": true}}}
import { describe, expect, it, vi } from 'vitest';
import { answer, follow, page, routerPerTest, settle, until } from './page-swap.test-pages';

// The page router's edges: the pages it leaves alone, the search form, a link to the page shown, a swap that
// breaks halfway, the focus on a fragment's target, and the scroll position of a reload.

const router = routerPerTest();

/** The header's search form in the page shown, submitted with this text. */
function search(text: string, attributes = 'data-search-form'): { taken: boolean; ownScript: boolean } {
  const form = document.createElement('form');
  form.innerHTML = `<input name="keyword" value="${text}"><button>Hľadať</button>`;
  for (const name of attributes.split(' ').filter(Boolean)) form.setAttribute(name, '');
  document.getElementById('obsah')!.appendChild(form);
  let ownScript = false;
  // The form's own script (SearchForm.astro), which would load the results fully.
  form.addEventListener('submit', (e) => {
    ownScript = true;
    e.preventDefault();
  });
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return { taken: event.defaultPrevented && !ownScript, ownScript };
}

describe('a page that did not opt in (the checkout, an account form, the admin)', () => {
  it('is left by a full load: its islands want one, even with the player back on it', () => {
    document.head.querySelector('meta[name="prud-page-swap"]')!.remove();
    expect(follow('/product/2')).toBe(false);
    expect(search('život').taken).toBe(false);
    expect(router.fetchPage).not.toHaveBeenCalled();
  });
});

describe("the header's search while the player plays", () => {
  it("swaps the results in, the form's own script never reached", async () => {
    router.fetchPage.mockResolvedValueOnce(answer({ body: page({ title: 'Hľadanie' }) }));
    expect(search('  Božie evanjelium ')).toEqual({ taken: true, ownScript: false });
    await until(() => document.title === 'Hľadanie');
    expect(router.fetchPage).toHaveBeenCalledWith('https://prud.sk/search/Bo%C5%BEie%20evanjelium', expect.anything());
    expect(location.pathname).toBe('/search/Bo%C5%BEie%20evanjelium');
  });

  it("goes home for an empty search, as the form's own script does", async () => {
    router.fetchPage.mockResolvedValueOnce(answer({ body: page({ title: 'Domov' }) }));
    expect(search('   ').taken).toBe(true);
    await until(() => document.title === 'Domov');
    expect(router.fetchPage).toHaveBeenCalledWith('https://prud.sk/', expect.anything());
  });

  it('leaves other forms alone, and every form once the player is closed', () => {
    expect(search('x', 'data-contact-form')).toEqual({ taken: false, ownScript: true });
    router.stopPageSwaps();
    expect(search('život')).toEqual({ taken: false, ownScript: true });
    expect(router.fetchPage).not.toHaveBeenCalled();
  });
});

describe('a link to the page shown', () => {
  it('swaps it in again without a second entry in the history', async () => {
    const push = vi.spyOn(history, 'pushState');
    router.fetchPage.mockResolvedValueOnce(answer({ body: page({ title: 'Znova' }) }));
    follow('/words-of-life?tema=spasenie');
    await until(() => document.title === 'Znova');
    expect(push).not.toHaveBeenCalled();
    expect(history.state).toEqual({ prudSwap: true, scrollY: 0 });
  });
});

describe('a swap that breaks halfway', () => {
  it('loads the new address fully instead of leaving half a page', async () => {
    // A fragment that is no valid escape: reading its target throws after the page was put in.
    router.fetchPage.mockResolvedValueOnce(answer({ body: page({ title: 'Kniha' }) }));
    follow('/product/2#%E0%A4%A');
    await until(() => router.loads.reload.mock.calls.length > 0, 'a reload');
    expect(location.pathname).toBe('/product/2');
  });
});

describe('the focus after a swap', () => {
  it("goes to the fragment's target when it takes focus (a recording's place), else to the content", async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    router.fetchPage.mockResolvedValueOnce(
      answer({
        body: page({ title: 'Štúdium', body: '<main id="obsah" tabindex="-1"><li id="nahravka-12" tabindex="-1">Genezis</li></main>' }),
      }),
    );
    follow('/life-study#nahravka-12');
    await until(() => document.title === 'Štúdium');
    expect(document.activeElement?.id).toBe('nahravka-12');

    router.fetchPage.mockResolvedValueOnce(
      answer({ body: page({ title: 'Kniha', body: '<main id="obsah" tabindex="-1"><h2 id="recenzie">Recenzie</h2></main>' }) }),
    );
    follow('/product/2#recenzie');
    await until(() => document.title === 'Kniha');
    expect(document.activeElement?.id).toBe('obsah');
  });
});

describe('leaving the document (a reload, a full load)', () => {
  it('hands the scroll position back to the browser', async () => {
    expect(history.scrollRestoration).toBe('manual');
    dispatchEvent(new Event('pagehide'));
    await settle();
    expect(history.scrollRestoration).toBe('auto');
  });
});
