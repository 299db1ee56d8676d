import { PLAYER_KEY } from '~/site/lib/storage-keys';
import { driveDownloadAddress, drivePreviewAddress } from './drive';
import { toRecording, type Recording } from './recording';
import { startPageSwaps, stopPageSwaps } from './page-swap';

/**
 * The player at the bottom of the screen: the recording's topic and title (a link back to its place in the listening
 * room), Drive's own player (play and pause are Drive's: its frame is another origin and offers no API), 'Stiahnuť
 * mp3', 'Zbaliť' and 'Zavrieť'. It keeps playing while the reader browses: the page router (./page-swap.ts) swaps
 * pages around it. What plays is kept in the tab's sessionStorage (PLAYER_KEY), so a full load in this tab (the
 * checkout, the admin, a reload) shows it again, ready to play (Drive's player cannot say where it was, so it starts
 * from the beginning); another tab has its own player.
 *
 * Its height is `--player-h` on <html> and the body's bottom padding leaves that much room (site/styles/global/
 * player.css), above the cookie bar (`--cookie-bar-h`), so nothing of the page stays behind it.
 */

interface Stored {
  recording: Recording;
  collapsed: boolean;
}

const SELECTOR = '[data-player]';

function read(): Stored | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(PLAYER_KEY) ?? 'null') as { recording?: unknown; collapsed?: unknown } | null;
    const recording = toRecording(value?.recording);
    return recording ? { recording, collapsed: value?.collapsed === true } : null;
  } catch {
    return null; // storage blocked or not JSON: nothing playing
  }
}

function write(stored: Stored | null): void {
  try {
    if (stored) sessionStorage.setItem(PLAYER_KEY, JSON.stringify(stored));
    else sessionStorage.removeItem(PLAYER_KEY);
  } catch {} // storage blocked: the player still plays on this page
}

/** 'Počúvať': the player shows this recording (a new one replaces the one playing) and stays open across pages. */
export function openPlayer(recording: Recording): void {
  write({ recording, collapsed: false });
  show({ recording, collapsed: false }, true);
}

/** On a page load: the recording kept from before, if any, ready to play. Idempotent (the header calls it on every page). */
export function restorePlayer(): void {
  const stored = read();
  if (stored && !document.querySelector(SELECTOR)) show(stored, false);
}

/** `chosen`: the reader pressed 'Počúvať' (Drive's player loads now); otherwise the player comes back after a full load. */
function show({ recording, collapsed }: Stored, chosen: boolean): void {
  const player = document.querySelector<HTMLElement>(SELECTOR) ?? build();
  const part = <T extends HTMLElement>(name: string) => player.querySelector<T>(`[data-player-${name}]`)!;
  part('topic').textContent = recording.topic;
  part('topic').hidden = !recording.topic;
  const title = part<HTMLAnchorElement>('title');
  title.textContent = recording.title;
  title.href = recording.place;
  part<HTMLAnchorElement>('download').href = driveDownloadAddress(recording.fileId);
  part<HTMLAnchorElement>('download').setAttribute('aria-label', `Stiahnuť mp3: ${recording.title}`);
  const box = part('box');
  const playing = box.querySelector('iframe')?.getAttribute('src');
  // The same recording again ('Počúvať' twice): the frame keeps playing instead of starting over. Another one gets
  // a new frame: a new address in the old frame would be a step in the tab's history (Back would go there).
  if (playing !== drivePreviewAddress(recording.fileId)) box.replaceChildren(chosen ? driveFrame(recording) : resumeButton(recording, box));
  collapse(player, collapsed);
  if (chosen) {
    const status = part('status');
    status.textContent = '';
    // A moment later, so that screen readers notice the live region's change.
    setTimeout(() => (status.textContent = `V prehrávači: ${recording.title}`), 60);
  }
  startPageSwaps();
}

/** Drive's player for a recording, its address set before it enters the page. */
function driveFrame(recording: Recording): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.title = `Prehrávač: ${recording.title}`;
  frame.allow = 'autoplay; encrypted-media';
  frame.src = drivePreviewAddress(recording.fileId);
  return frame;
}

/**
 * After a full load Drive's player is not loaded until the reader asks (it would start from the beginning anyway,
 * and it is the heaviest thing on a page such as the checkout): one button in its place loads it.
 */
function resumeButton(recording: Recording, box: HTMLElement): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'player-resume';
  button.textContent = 'Pokračovať v počúvaní';
  button.addEventListener('click', () => {
    const frame = driveFrame(recording);
    box.replaceChildren(frame);
    frame.focus();
  });
  return button;
}

function build(): HTMLElement {
  const player = document.createElement('aside');
  player.className = 'player';
  player.dataset.player = '';
  player.setAttribute('aria-label', 'Prehrávač nahrávok');
  player.innerHTML = `
    <div class="player-bar">
      <div class="player-text">
        <p class="player-topic" data-player-topic></p>
        <a class="player-title" data-player-title></a>
      </div>
      <div class="player-actions">
        <a class="player-download" data-player-download rel="noopener"><svg class="player-download-icon" aria-hidden="true" viewBox="0 0 24 24" width="22" height="22"><path d="M12 3v12m-5-5 5 5 5-5M5 20h14" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg><span class="player-download-text">Stiahnuť mp3</span></a>
        <button type="button" class="player-toggle" data-player-toggle aria-controls="prehravac-ramec" aria-expanded="true">Zbaliť</button>
        <button type="button" class="player-close" data-player-close aria-label="Zavrieť prehrávač">×</button>
      </div>
    </div>
    <div class="player-frame" id="prehravac-ramec" data-player-box></div>
    <p class="sr-only" aria-live="polite" data-player-status></p>`;
  player.querySelector('[data-player-toggle]')!.addEventListener('click', () => {
    const collapsed = !player.classList.contains('is-collapsed');
    collapse(player, collapsed);
    const stored = read();
    if (stored) write({ ...stored, collapsed });
  });
  player.querySelector('[data-player-close]')!.addEventListener('click', () => close(player));
  document.body.appendChild(player);
  new ResizeObserver(() => fitToScreen(player)).observe(player);
  return player;
}

/** Collapsed: only the bar shows; the frame stays in the page at no height, so the recording plays on. */
function collapse(player: HTMLElement, collapsed: boolean): void {
  player.classList.toggle('is-collapsed', collapsed);
  // Out of sight, out of the keyboard's way too (the frame plays on).
  player.querySelector<HTMLElement>('[data-player-box]')!.inert = collapsed;
  const toggle = player.querySelector<HTMLButtonElement>('[data-player-toggle]')!;
  toggle.setAttribute('aria-expanded', String(!collapsed));
  toggle.textContent = collapsed ? 'Rozbaliť' : 'Zbaliť';
  fitToScreen(player);
}

/** The room the player takes at the bottom of the screen (its height and, on wider screens, the gap below it). */
function fitToScreen(player: HTMLElement): void {
  const height = player.isConnected ? player.offsetHeight + (parseFloat(getComputedStyle(player).marginBottom) || 0) : 0;
  document.documentElement.style.setProperty('--player-h', `${height}px`);
}

/** 'Zavrieť': the recording stops, the player is gone, and links load pages fully again. */
function close(player: HTMLElement): void {
  const hadFocus = player.contains(document.activeElement);
  player.remove();
  write(null);
  fitToScreen(player);
  stopPageSwaps();
  if (hadFocus) document.getElementById('obsah')?.focus({ preventScroll: true });
}
