import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Which Chromium the browser tests and the bench drive. This machine cannot download Playwright's own builds, so
 * the order is: CHROMIUM_PATH when set (a wrong one is an error, never silently replaced), Debian's package,
 * then a Playwright browser someone installed (PLAYWRIGHT_BROWSERS_PATH or ~/.cache/ms-playwright).
 * The browser tests take a headless shell first when there is one (testBrowserPath): the same engine without the
 * full browser around it, which is what Playwright itself runs headless; it took half the CPU time of the full
 * browser over the same specs (87 tests: 62 s against 121 s), and the browser was most of the suite's CPU.
 */
export interface ChromiumLookup {
  env: Record<string, string | undefined>;
  exists: (path: string) => boolean;
  /** Entries of a folder, [] when it is missing. */
  list: (dir: string) => string[];
  home: string;
}

const DEBIAN_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
/** Where Playwright's Chromium keeps its executable inside `chromium-<revision>/` (newer layout first). */
const PLAYWRIGHT_EXECUTABLES = ['chrome-linux64/chrome', 'chrome-linux/chrome'];
/**
 * Debian's `chromium-headless-shell` package: the binary itself (its /usr/bin script runs it without `exec`, so a
 * browser stopped through the script would outlive it).
 */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** Playwright's own headless shell inside `chromium_headless_shell-<revision>/`. */
const PLAYWRIGHT_HEADLESS_SHELLS = ['chrome-headless-shell-linux64/chrome-headless-shell', 'chrome-linux/headless_shell'];

export type ChromiumFound = { path: string } | { missing: string };

export function findChromium(l: ChromiumLookup): ChromiumFound {
  const given = l.env.CHROMIUM_PATH?.trim();
  if (given) return l.exists(given) ? { path: given } : { missing: `CHROMIUM_PATH=${given} does not exist` };
  const debian = DEBIAN_CHROMIUMS.find((p) => l.exists(p));
  if (debian) return { path: debian };
  const cache = l.env.PLAYWRIGHT_BROWSERS_PATH?.trim() || join(l.home, '.cache', 'ms-playwright');
  // The newest revision first: `chromium-1200` sorts after `chromium-1199` only by number.
  const revisions = l
    .list(cache)
    .filter((d) => /^chromium-\d+$/.test(d))
    .sort((a, b) => revisionOf(b) - revisionOf(a));
  for (const dir of revisions) {
    const found = PLAYWRIGHT_EXECUTABLES.map((exe) => join(cache, dir, exe)).find((p) => l.exists(p));
    if (found) return { path: found };
  }
  return { missing: 'Chromium not found' };
}

const revisionOf = (dir: string) => Number(dir.slice(dir.lastIndexOf('-') + 1));

/**
 * The browser the e2e specs drive: CHROMIUM_PATH when set, else a headless shell (Debian's, then the newest of
 * Playwright's cache), else the full Chromium findChromium finds.
 */
export function findTestBrowser(l: ChromiumLookup): ChromiumFound {
  if (l.env.CHROMIUM_PATH?.trim()) return findChromium(l);
  if (l.exists(DEBIAN_HEADLESS_SHELL)) return { path: DEBIAN_HEADLESS_SHELL };
  const cache = l.env.PLAYWRIGHT_BROWSERS_PATH?.trim() || join(l.home, '.cache', 'ms-playwright');
  const revisions = l
    .list(cache)
    .filter((d) => /^chromium_headless_shell-\d+$/.test(d))
    .sort((a, b) => revisionOf(b) - revisionOf(a));
  for (const dir of revisions) {
    const found = PLAYWRIGHT_HEADLESS_SHELLS.map((exe) => join(cache, dir, exe)).find((p) => l.exists(p));
    if (found) return { path: found };
  }
  return findChromium(l);
}

const isHeadlessShell = (path: string) => path === DEBIAN_HEADLESS_SHELL || path.includes('/chromium_headless_shell-');

/** The one line a person reads when no browser can be had: what to install, or what to set. */
export function chromiumMissingLine(reason: string): string {
  return `${reason}: install Debian's package (apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium executable.`;
}

export const localLookup = (env: Record<string, string | undefined> = process.env): ChromiumLookup => ({
  env,
  exists: existsSync,
  list: (dir) => {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  },
  home: homedir(),
});

/** The full browser's path, for what measures a page as a reader's browser loads it (the bench), after the check. */
export function chromiumPath(env: Record<string, string | undefined> = process.env): string {
  const found = findChromium(localLookup(env));
  if ('path' in found) return found.path;
  throw new Error(chromiumMissingLine(found.missing));
}

/** The e2e specs' browser (findTestBrowser), for playwright.config.ts and global setup, after `npm test`'s check. */
export function testBrowserPath(env: Record<string, string | undefined> = process.env): string {
  const found = findTestBrowser(localLookup(env));
  if ('path' in found) return found.path;
  throw new Error(chromiumMissingLine(found.missing));
}

export interface EnsureDeps {
  lookup: ChromiumLookup;
  isRoot: boolean;
  hasApt: boolean;
  /** Installs Debian's `chromium` or `chromium-headless-shell`; true when apt succeeded. */
  installWithApt: (pkg: 'chromium' | 'chromium-headless-shell') => boolean;
  say: (line: string) => void;
}

/**
 * Before the tests: a Chromium is found, or (as root where apt exists, and CHROMIUM_PATH is not set to something
 * else) Debian's is installed, or the run stops at once with one line that says what to install.
 */
export function ensureChromium(d: EnsureDeps): { ok: true; path: string } | { ok: false } {
  const full = ensureFullChromium(d);
  if (!full.ok) return full;
  const test = findTestBrowser(d.lookup);
  const path = 'path' in test ? test.path : full.path;
  // Only a speed-up: without the shell the specs run in the full browser, so a failed install stops nothing.
  if (isHeadlessShell(path) || d.lookup.env.CHROMIUM_PATH?.trim() || !d.isRoot || !d.hasApt) return { ok: true, path };
  d.say("Installing Debian's chromium-headless-shell with apt-get (root): the browser tests take half the CPU in it…");
  const after = d.installWithApt('chromium-headless-shell') ? findTestBrowser(d.lookup) : undefined;
  if (after && 'path' in after && isHeadlessShell(after.path)) return { ok: true, path: after.path };
  d.say('apt-get could not install chromium-headless-shell: the browser tests run in the full Chromium.');
  return { ok: true, path };
}

function ensureFullChromium(d: EnsureDeps): { ok: true; path: string } | { ok: false } {
  const found = findChromium(d.lookup);
  if ('path' in found) return { ok: true, path: found.path };
  const given = Boolean(d.lookup.env.CHROMIUM_PATH?.trim());
  if (!given && d.isRoot && d.hasApt) {
    d.say("Chromium not found: installing Debian's chromium with apt-get (root)…");
    if (d.installWithApt('chromium')) {
      const after = findChromium(d.lookup);
      if ('path' in after) return { ok: true, path: after.path };
    }
    d.say(chromiumMissingLine('apt-get could not install chromium'));
    return { ok: false };
  }
  d.say(chromiumMissingLine(found.missing));
  return { ok: false };
}

/** The real apt-get, quiet, non-interactive. */
export function aptInstallChromium(pkg: 'chromium' | 'chromium-headless-shell'): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  return spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env }).status === 0;
}
