import { PLAYER_KEY } from '~/site/lib/storage-keys';

/**
 * Every page (the header's script): when a recording was playing before this page loaded (a reload, the checkout,
 * a page the router loads fully), the player comes back. Only then is it loaded: this check is all other pages carry.
 */
export function bootPlayer(): void {
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(PLAYER_KEY);
  } catch {} // storage blocked: nothing kept
  if (kept) void import('./player').then((m) => m.restorePlayer());
}
