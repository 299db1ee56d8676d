// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://prud.sk/words-of-life"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceTopics } from './topic-switch';

/** /words-of-life as built: three topics, the first the default, each list in the page, the others hidden. */
function listeningRoom(address = '/words-of-life') {
  history.replaceState({ kept: 1 }, '', address);
  const topics = [
    ['spasenie', 'Spasenie', '2 nahrávky'],
    ['svedomie', 'Svedomie', '1 nahrávka'],
    ['zivot', 'Život', '5 nahrávok'],
  ];
  document.body.innerHTML = `<main id="obsah">
    <div data-topic-picker data-default-topic="spasenie">
      <select data-topic-select>${topics.map(([slug]) => `<option value="${slug}">${slug}</option>`).join('')}</select>
      ${topics.map(([slug, name]) => `<button type="button" data-topic="${slug}" aria-pressed="${slug === 'spasenie'}">${name}</button>`).join('')}
      <button type="button" id="bare">Bez témy</button><button type="button" id="gone" data-topic="zmazana">Zmazaná</button>
    </div>
    <section id="nahravky"><h2 data-topic-heading>Spasenie</h2><p data-topic-count>2 nahrávky</p><p data-topic-status></p>
      ${topics.map(([slug, name, label], i) => `<div data-topic-list="${slug}" data-topic-name="${name}" data-count-label="${label}"${i ? ' hidden' : ''}><ul><li id="nahravka-${i + 1}" tabindex="-1">${name}</li></ul></div>`).join('')}
    </section></main>`;
  const el = (selector: string) => document.querySelector<HTMLElement>(selector)!;
  return {
    shown: () => [...document.querySelectorAll<HTMLElement>('[data-topic-list]')].filter((l) => !l.hidden).map((l) => l.dataset.topicList),
    pressed: () => [...document.querySelectorAll<HTMLElement>('button[data-topic][aria-pressed="true"]')].map((b) => b.dataset.topic),
    select: document.querySelector('select')!,
    heading: el('[data-topic-heading]'),
    count: el('[data-topic-count]'),
    status: el('[data-topic-status]'),
    panel: el('#nahravky'),
    button: (slug: string) => el(`button[data-topic="${slug}"]`),
  };
}

const tap = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));

beforeEach(() => vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe("/words-of-life's topic switch", () => {
  it('shows the topic the address names, quietly', () => {
    const room = listeningRoom('/words-of-life?tema=svedomie');
    enhanceTopics();
    expect(room.shown()).toEqual(['svedomie']);
    expect(room.pressed()).toEqual(['svedomie']);
    expect(room.select.value).toBe('svedomie');
    expect(room.heading.textContent).toBe('Svedomie');
    expect(room.count.textContent).toBe('1 nahrávka');
    expect(room.status.textContent).toBe('');
    expect(location.search).toBe('?tema=svedomie');
  });

  it('drops a topic the page does not have from the address, keeping the rest', () => {
    const room = listeningRoom('/words-of-life?tema=zmazana#nahravka-1');
    enhanceTopics();
    expect(room.shown()).toEqual(['spasenie']);
    expect(location.href).toBe('https://prud.sk/words-of-life#nahravka-1');
    expect(history.state).toEqual({ kept: 1 });
  });

  it('brings up a shared recording of its topic and gives it the focus', () => {
    listeningRoom('/words-of-life?tema=zivot#nahravka-3');
    enhanceTopics();
    const recording = document.getElementById('nahravka-3')!;
    expect(recording.scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'center' });
    expect(document.activeElement).toBe(recording);
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    enhanceTopics();
    expect(focus).toHaveBeenCalledExactlyOnceWith({ preventScroll: true });
  });

  it('leaves a recording of a hidden topic, and fragments that are no recording, alone', () => {
    listeningRoom('/words-of-life#nahravka-3');
    enhanceTopics();
    listeningRoom('/words-of-life#obsah');
    enhanceTopics();
    expect(HTMLElement.prototype.scrollIntoView).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('shows the topic chosen in the select, says so and keeps it in the address', () => {
    const room = listeningRoom('/words-of-life#nahravka-1');
    enhanceTopics();
    room.select.value = 'zivot';
    room.select.dispatchEvent(new Event('change'));
    expect(room.shown()).toEqual(['zivot']);
    expect(room.pressed()).toEqual(['zivot']);
    expect(room.heading.textContent).toBe('Život');
    expect(room.count.textContent).toBe('5 nahrávok');
    expect(room.status.textContent).toBe('Život: 5 nahrávok');
    expect(location.href).toBe('https://prud.sk/words-of-life?tema=zivot');
    expect(history.state).toEqual({ kept: 1 });
    room.select.value = 'spasenie';
    room.select.dispatchEvent(new Event('change'));
    expect(location.href).toBe('https://prud.sk/words-of-life');
  });

  it('shows the topic of a button, and brings the list up when a tap leaves it low on the screen', () => {
    const room = listeningRoom();
    enhanceTopics();
    const top = vi.spyOn(room.panel, 'getBoundingClientRect').mockReturnValue({ top: innerHeight * 0.6 } as DOMRect);
    tap(room.button('svedomie'));
    expect(room.shown()).toEqual(['svedomie']);
    expect(room.select.value).toBe('svedomie');
    expect(location.search).toBe('?tema=svedomie');
    expect(room.panel.scrollIntoView).not.toHaveBeenCalled();
    top.mockReturnValue({ top: innerHeight * 0.6 + 1 } as DOMRect);
    room.button('zivot').dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    expect(room.panel.scrollIntoView).not.toHaveBeenCalled();
    tap(room.button('spasenie'));
    expect(room.panel.scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'smooth', block: 'start' });
    expect(location.search).toBe('');
  });

  it('brings the list up without motion for who asked for less', () => {
    const room = listeningRoom();
    enhanceTopics();
    vi.spyOn(room.panel, 'getBoundingClientRect').mockReturnValue({ top: innerHeight } as DOMRect);
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
    );
    tap(room.button('zivot'));
    expect(room.panel.scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'auto', block: 'start' });
  });

  it('works with the buttons alone (a page without the select)', () => {
    const room = listeningRoom('/words-of-life?tema=svedomie');
    room.select.remove();
    enhanceTopics();
    tap(room.button('zivot'));
    expect(room.shown()).toEqual(['zivot']);
    expect(location.search).toBe('?tema=zivot');
  });

  it('ignores buttons of no topic or of a topic not in the page', () => {
    const room = listeningRoom('/words-of-life?tema=svedomie');
    enhanceTopics();
    tap(document.getElementById('bare')!);
    tap(document.getElementById('gone')!);
    expect(room.shown()).toEqual(['svedomie']);
    expect(room.status.textContent).toBe('');
    expect(location.search).toBe('?tema=svedomie');
  });

  it('does nothing on a page without the whole switch', () => {
    for (const part of ['[data-topic-picker]', '#nahravky', '[data-topic-heading]', '[data-topic-count]', '[data-topic-status]']) {
      listeningRoom('/words-of-life?tema=zmazana');
      document.querySelector(part)!.remove();
      enhanceTopics();
      expect(location.search, part).toBe('?tema=zmazana');
    }
  });
});
