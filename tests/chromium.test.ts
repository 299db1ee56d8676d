import { describe, expect, it } from 'vitest';
import {
  chromiumMissingLine,
  ensureChromium,
  findChromium,
  findTestBrowser,
  type ChromiumLookup,
  type EnsureDeps,
} from './support/chromium';

/** A machine made of a set of existing files and folders. */
function machine(files: string[], env: Record<string, string | undefined> = {}): ChromiumLookup {
  const set = new Set(files);
  return {
    env,
    home: '/home/ana',
    exists: (p) => set.has(p),
    list: (dir) => [...new Set(files.filter((f) => f.startsWith(`${dir}/`)).map((f) => f.slice(dir.length + 1).split('/')[0]))],
  };
}

describe('findChromium', () => {
  it('takes CHROMIUM_PATH when it exists, before Debian’s', () => {
    expect(findChromium(machine(['/opt/chrome', '/usr/bin/chromium'], { CHROMIUM_PATH: '/opt/chrome' }))).toEqual({ path: '/opt/chrome' });
  });
  it('never replaces a CHROMIUM_PATH that does not exist with another browser', () => {
    expect(findChromium(machine(['/usr/bin/chromium'], { CHROMIUM_PATH: '/opt/nope' }))).toEqual({
      missing: 'CHROMIUM_PATH=/opt/nope does not exist',
    });
  });
  it('finds Debian’s chromium, then chromium-browser', () => {
    expect(findChromium(machine(['/usr/bin/chromium', '/usr/bin/chromium-browser']))).toEqual({ path: '/usr/bin/chromium' });
    expect(findChromium(machine(['/usr/bin/chromium-browser']))).toEqual({ path: '/usr/bin/chromium-browser' });
  });
  it('falls back to the newest Playwright Chromium in the cache (numbers, not text order)', () => {
    const cache = '/home/ana/.cache/ms-playwright';
    const files = [
      `${cache}/chromium-999/chrome-linux/chrome`,
      `${cache}/chromium-1200/chrome-linux64/chrome`,
      `${cache}/firefox-1/firefox`,
    ];
    expect(findChromium(machine(files))).toEqual({ path: `${cache}/chromium-1200/chrome-linux64/chrome` });
  });
  it('reads PLAYWRIGHT_BROWSERS_PATH instead of the home cache, and skips a revision without its executable', () => {
    const files = [
      '/pw/chromium-1300/README',
      '/pw/chromium-1100/chrome-linux/chrome',
      '/home/ana/.cache/ms-playwright/chromium-1400/chrome-linux/chrome',
    ];
    expect(findChromium(machine(files, { PLAYWRIGHT_BROWSERS_PATH: '/pw' }))).toEqual({ path: '/pw/chromium-1100/chrome-linux/chrome' });
  });
  it('says Chromium is missing on a machine without one (headless shells and other folders do not count)', () => {
    expect(findChromium(machine(['/home/ana/.cache/ms-playwright/chromium_headless_shell-1200/chrome-linux/headless_shell']))).toEqual({
      missing: 'Chromium not found',
    });
  });
});

const SHELL = '/usr/lib/chromium/chromium-headless-shell';

describe('findTestBrowser (the e2e specs’ browser)', () => {
  it('takes Debian’s headless shell before its full chromium', () => {
    expect(findTestBrowser(machine(['/usr/bin/chromium', SHELL]))).toEqual({ path: SHELL });
  });
  it('leaves a CHROMIUM_PATH as it is, even where a headless shell exists', () => {
    expect(findTestBrowser(machine(['/opt/chrome', SHELL], { CHROMIUM_PATH: '/opt/chrome' }))).toEqual({ path: '/opt/chrome' });
    expect(findTestBrowser(machine([SHELL], { CHROMIUM_PATH: '/opt/nope' }))).toEqual({
      missing: 'CHROMIUM_PATH=/opt/nope does not exist',
    });
  });
  it('takes the newest of Playwright’s headless shells, then falls back to the full browser', () => {
    const cache = '/home/ana/.cache/ms-playwright';
    const files = [
      '/usr/bin/chromium',
      `${cache}/chromium_headless_shell-999/chrome-linux/headless_shell`,
      `${cache}/chromium_headless_shell-1200/chrome-headless-shell-linux64/chrome-headless-shell`,
      `${cache}/chromium_headless_shell-1300/README`,
    ];
    expect(findTestBrowser(machine(files))).toEqual({
      path: `${cache}/chromium_headless_shell-1200/chrome-headless-shell-linux64/chrome-headless-shell`,
    });
    expect(findTestBrowser(machine(['/usr/bin/chromium']))).toEqual({ path: '/usr/bin/chromium' });
    expect(findTestBrowser(machine([]))).toEqual({ missing: 'Chromium not found' });
  });
});

/** ensureChromium with a recording fake of apt (what each package puts on the machine) and of what it says. */
function ensure(
  files: string[],
  o: { env?: Record<string, string>; isRoot?: boolean; hasApt?: boolean; aptInstalls?: Partial<Record<string, string[]>> } = {},
) {
  const have = [...files];
  const said: string[] = [];
  const aptRuns: string[] = [];
  const lookup = machine(have, o.env);
  const deps: EnsureDeps = {
    lookup: { ...lookup, exists: (p) => have.includes(p) },
    isRoot: o.isRoot ?? false,
    hasApt: o.hasApt ?? false,
    installWithApt: (pkg) => {
      aptRuns.push(pkg);
      const files = o.aptInstalls?.[pkg] ?? [];
      have.push(...files);
      return files.length > 0;
    },
    say: (line) => said.push(line),
  };
  return { result: ensureChromium(deps), said, aptRuns: () => aptRuns };
}

const APT = { chromium: ['/usr/bin/chromium'], 'chromium-headless-shell': [SHELL] };

describe('ensureChromium (npm test’s first step)', () => {
  it('goes on with a found browser and headless shell and installs nothing', () => {
    const r = ensure(['/usr/bin/chromium', SHELL], { isRoot: true, hasApt: true, aptInstalls: APT });
    expect(r.result).toEqual({ ok: true, path: SHELL });
    expect(r.aptRuns()).toEqual([]);
    expect(r.said).toEqual([]);
  });
  it('installs Debian’s chromium as root where apt exists, then its headless shell, and uses the shell', () => {
    const r = ensure([], { isRoot: true, hasApt: true, aptInstalls: APT });
    expect(r.result).toEqual({ ok: true, path: SHELL });
    expect(r.aptRuns()).toEqual(['chromium', 'chromium-headless-shell']);
  });
  it('adds the headless shell beside a found chromium as root; without root or apt goes on with the full browser', () => {
    const root = ensure(['/usr/bin/chromium'], { isRoot: true, hasApt: true, aptInstalls: APT });
    expect(root.result).toEqual({ ok: true, path: SHELL });
    expect(root.aptRuns()).toEqual(['chromium-headless-shell']);
    for (const o of [
      { isRoot: false, hasApt: true },
      { isRoot: true, hasApt: false },
    ]) {
      const r = ensure(['/usr/bin/chromium'], { ...o, aptInstalls: APT });
      expect(r.result).toEqual({ ok: true, path: '/usr/bin/chromium' });
      expect(r.aptRuns()).toEqual([]);
      expect(r.said).toEqual([]);
    }
  });
  it('a headless shell apt cannot install stops nothing: the full browser, with one line saying so', () => {
    const r = ensure(['/usr/bin/chromium'], { isRoot: true, hasApt: true, aptInstalls: { chromium: APT.chromium } });
    expect(r.result).toEqual({ ok: true, path: '/usr/bin/chromium' });
    expect(r.said.at(-1)).toBe('apt-get could not install chromium-headless-shell: the browser tests run in the full Chromium.');
  });
  it('stops with one line when apt fails to install chromium', () => {
    const r = ensure([], { isRoot: true, hasApt: true, aptInstalls: {} });
    expect(r.result).toEqual({ ok: false });
    expect(r.aptRuns()).toEqual(['chromium']);
    expect(r.said.at(-1)).toBe(chromiumMissingLine('apt-get could not install chromium'));
  });
  it('stops at once with one line saying what to install when not root or without apt', () => {
    for (const o of [
      { isRoot: false, hasApt: true },
      { isRoot: true, hasApt: false },
    ]) {
      const r = ensure([], o);
      expect(r.result).toEqual({ ok: false });
      expect(r.aptRuns()).toEqual([]);
      expect(r.said).toEqual([chromiumMissingLine('Chromium not found')]);
      expect(r.said[0]).toContain('apt-get install -y chromium');
      expect(r.said[0]).toContain('CHROMIUM_PATH');
    }
  });
  it('installs nothing over a CHROMIUM_PATH: the person meant that browser (or another one)', () => {
    const nowhere = ensure([], { env: { CHROMIUM_PATH: '/opt/nope' }, isRoot: true, hasApt: true, aptInstalls: APT });
    expect(nowhere.result).toEqual({ ok: false });
    expect(nowhere.aptRuns()).toEqual([]);
    expect(nowhere.said).toEqual([chromiumMissingLine('CHROMIUM_PATH=/opt/nope does not exist')]);
    const given = ensure(['/opt/chrome'], { env: { CHROMIUM_PATH: '/opt/chrome' }, isRoot: true, hasApt: true, aptInstalls: APT });
    expect(given.result).toEqual({ ok: true, path: '/opt/chrome' });
    expect(given.aptRuns()).toEqual([]);
  });
});
