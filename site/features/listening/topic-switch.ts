/**
 * /words-of-life's topic switch: the buttons (wider screens) and the select (phones) show one topic's list (all
 * are in the page, the others hidden) and keep `?tema=` in the address, so a topic can be shared. An address with
 * `#nahravka-…` (a recording's share link, the player's link back) shows that topic and brings the recording up.
 */
export function enhanceTopics(): void {
  const picker = document.querySelector<HTMLElement>('[data-topic-picker]');
  const panel = document.getElementById('nahravky');
  const heading = document.querySelector<HTMLElement>('[data-topic-heading]');
  const count = document.querySelector<HTMLElement>('[data-topic-count]');
  const status = document.querySelector<HTMLElement>('[data-topic-status]');
  if (!picker || !panel || !heading || !count || !status) return;
  const lists = [...panel.querySelectorAll<HTMLElement>('[data-topic-list]')];
  const buttons = [...picker.querySelectorAll<HTMLButtonElement>('button[data-topic]')];
  const select = picker.querySelector('select[data-topic-select]') as HTMLSelectElement | null;
  const defaultSlug = picker.dataset.defaultTopic ?? '';

  const show = (slug: string, announce: boolean) => {
    const list = lists.find((l) => l.dataset.topicList === slug);
    if (!list) return false;
    for (const l of lists) l.hidden = l !== list;
    for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.topic === slug));
    if (select) select.value = slug;
    const label = list.dataset.countLabel ?? '';
    heading.textContent = list.dataset.topicName ?? '';
    count.textContent = label;
    if (announce) status.textContent = `${list.dataset.topicName}: ${label}`;
    return true;
  };

  const wanted = new URLSearchParams(location.search).get('tema');
  if (wanted && !show(wanted, false)) history.replaceState(history.state, '', location.pathname + location.hash);
  // A shared recording: hidden when the browser looked for it, so brought up here.
  const target = location.hash.startsWith('#nahravka-') ? document.getElementById(location.hash.slice(1)) : null;
  if (target && !target.closest('[hidden]')) {
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }

  /** Shows a topic the visitor chose and keeps it in the address (`?tema=`), so it can be shared. */
  const choose = (slug: string) => {
    if (!show(slug, true)) return;
    const url = new URL(location.href);
    if (slug === defaultSlug) url.searchParams.delete('tema');
    else url.searchParams.set('tema', slug);
    url.hash = '';
    history.replaceState(history.state, '', url);
  };

  select?.addEventListener('change', () => choose(select.value));

  picker.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-topic]');
    if (!button?.dataset.topic) return;
    choose(button.dataset.topic);
    // A tap where the list of topics pushes the recordings off screen (a tablet): bring them up.
    if (event.detail > 0 && panel.getBoundingClientRect().top > innerHeight * 0.6) {
      panel.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
    }
  });
}
