// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"navigation": {"disableFallbackToSetURL": true}}}
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceListenLinks } from './listen-links';
import { openPlayer } from './player';

vi.mock('./player', () => ({ openPlayer: vi.fn() }));

const listen = (data: Record<string, string> = {}) =>
  Object.entries({ title: 'Spasenie 1', topic: 'Spasenie', file: '1a_B-c', place: '/words-of-life?tema=spasenie#nahravka-7', ...data })
    .map(([name, value]) => ` data-${name}="${value}"`)
    .join('');

/** A click as a mouse makes it; true when the page took it over instead of following the link (which ends here). */
function click(target: Element, init: MouseEventInit = {}): boolean {
  let takenOver = false;
  const browser = (event: Event) => {
    takenOver = event.defaultPrevented;
    event.preventDefault(); // happy-dom would try to open Drive
  };
  addEventListener('click', browser);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  removeEventListener('click', browser);
  return takenOver;
}

/** Until the player, loaded on the click, was asked to open. */
async function opened() {
  for (let turn = 0; turn < 100 && !vi.mocked(openPlayer).mock.calls.length; turn++) await new Promise((r) => setImmediate(r));
  return vi.mocked(openPlayer).mock.calls;
}

beforeEach(() => {
  vi.mocked(openPlayer).mockClear();
  document.body.innerHTML = `<main id="obsah">
    <a id="listen" href="https://drive.google.com/file/d/1a_B-c/preview" data-listen${listen()}><span id="label">Počúvať</span></a>
    <a id="no-topic" href="#" data-listen${listen({ topic: '' })}>Počúvať</a>
    <a id="bad" href="#" data-listen${listen({ place: '/cart' })}>Počúvať</a>
    <a id="other" href="/product/2">Kniha</a>
  </main><footer><a id="outside" href="#" data-listen${listen()}>Počúvať</a></footer>`;
});

describe("the listening room's 'Počúvať' links", () => {
  it('open the player with the recording instead of Drive', async () => {
    enhanceListenLinks();
    expect(click(document.getElementById('label')!)).toBe(true);
    expect(await opened()).toEqual([
      [{ title: 'Spasenie 1', topic: 'Spasenie', fileId: '1a_B-c', place: '/words-of-life?tema=spasenie#nahravka-7' }],
    ]);
  });

  it('take a recording without a topic', async () => {
    enhanceListenLinks();
    expect(click(document.getElementById('no-topic')!)).toBe(true);
    expect((await opened())[0][0]).toMatchObject({ title: 'Spasenie 1', topic: '' });
  });

  it('leave the browser a new tab, a middle click, a link with a bad recording and other links', async () => {
    enhanceListenLinks();
    const link = document.getElementById('listen')!;
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(click(link, init), JSON.stringify(init)).toBe(false);
    }
    expect(click(document.getElementById('bad')!)).toBe(false);
    expect(click(document.getElementById('other')!)).toBe(false);
    expect(await opened()).toEqual([]);
  });

  it('listen within the content only, or within the root given', async () => {
    enhanceListenLinks();
    expect(click(document.getElementById('outside')!)).toBe(false);
    enhanceListenLinks(document.querySelector('footer'));
    expect(click(document.getElementById('outside')!)).toBe(true);
    expect(await opened()).toHaveLength(1);
    expect(() => enhanceListenLinks(null)).not.toThrow();
  });
});
