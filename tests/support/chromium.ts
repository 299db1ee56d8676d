import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Which Chromium the browser tests and the bench drive. This machine cannot download Playwright's own builds, so
 * the order is: CHROMIUM_PATH when set (a wrong one is an error, never silently replaced), Debian's package,
 * then a Playwright browser someone installed (PLAYWRIGHT_BROWSERS_PATH or ~/.cache/ms-playwright).
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

const revisionOf = (dir: string) => Number(dir.slice('chromium-'.length));

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

/** The path to launch, for configs that run after `npm test`'s check (playwright.config.ts, the bench). */
export function chromiumPath(env: Record<string, string | undefined> = process.env): string {
  const found = findChromium(localLookup(env));
  if ('path' in found) return found.path;
  throw new Error(chromiumMissingLine(found.missing));
}

export interface EnsureDeps {
  lookup: ChromiumLookup;
  isRoot: boolean;
  hasApt: boolean;
  /** Installs Debian's chromium; true when apt succeeded. */
  installWithApt: () => boolean;
  say: (line: string) => void;
}

/**
 * Before the tests: a Chromium is found, or (as root where apt exists, and CHROMIUM_PATH is not set to something
 * else) Debian's is installed, or the run stops at once with one line that says what to install.
 */
export function ensureChromium(d: EnsureDeps): { ok: true; path: string } | { ok: false } {
  const found = findChromium(d.lookup);
  if ('path' in found) return { ok: true, path: found.path };
  const given = Boolean(d.lookup.env.CHROMIUM_PATH?.trim());
  if (!given && d.isRoot && d.hasApt) {
    d.say("Chromium not found: installing Debian's chromium with apt-get (root)…");
    if (d.installWithApt()) {
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
export function aptInstallChromium(): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  return spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env }).status === 0;
}
