import { toRecording } from './recording';

/**
 * The listening room's 'Počúvať' links (site/components/AudioItem.astro): a click opens the player at the bottom of
 * the screen instead of Drive's page (the link's own address, for a new tab or no JavaScript). The player and its
 * page router load only now: a page where nobody listens carries none of it.
 */
export function enhanceListenLinks(root: HTMLElement | null = document.getElementById('obsah')): void {
  root?.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-listen]');
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const recording = toRecording({ ...link.dataset, fileId: link.dataset.file });
    if (!recording) return;
    event.preventDefault();
    void import('./player').then((m) => m.openPlayer(recording));
  });
}
