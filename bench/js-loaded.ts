/**
 * JavaScript a page loads before the visitor does anything, measured in a real browser (Debian's Chromium through
 * Playwright): a first-time visitor (empty storage, no cookie answer) opens the page at a viewport and does not
 * scroll, click or type. Every script response is recorded from the navigation until the page has been quiet
 * for QUIET_MS after its `load` event and two idle callbacks (so `client:idle` islands and whatever they import
 * have arrived, and the idle ones of a no-JS page are not waited for forever). Each script's body counts with its
 * gzip size (gzip -6 of the decoded body, whatever coding the server chose), and so does every inline script of
 * the final DOM except JSON (`application/json`, JSON-LD), the same rule as js-budget.ts.
 *
 * `client:visible` islands below the fold are therefore counted only if the browser loaded them without
 * scrolling, i.e. when they are in the first screen. The static count of js-budget.ts (everything a page can
 * ever load, on scroll or use included) is kept beside it for comparison.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath } from '../tests/support/chromium';

/** Lighthouse's mobile screen (Moto G Power) and a common laptop screen. */
export const VIEWPORTS = { phone: { width: 412, height: 823 }, desktop: { width: 1366, height: 900 } } as const;
export type ViewportName = keyof typeof VIEWPORTS;

const QUIET_MS = 1500;

export interface LoadedJs {
  files: number;
  gzipBytes: number;
  /** The script files, by path, for the record (e.g. that no React chunk is among them). */
  urls: string[];
}

/** localStorage a reader of the page would have (e.g. a signed-in user's `userInfo`, cart lines), by key. */
export type StoredForPage = Record<string, string>;

async function measure(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  stored: StoredForPage = {},
): Promise<LoadedJs> {
  const context = await browser.newContext({ viewport, locale: 'sk-SK' });
  // Before the page's own scripts: what they read at once (the profile's signed-in user) is there.
  if (Object.keys(stored).length) {
    await context.addInitScript((entries: [string, string][]) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(stored));
  }
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  let last = Date.now();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') last = Date.now();
  });
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    last = Date.now();
    bodies.set(
      res.url(),
      res.body().catch(() => null),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))));
    while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250);
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((s) => !/json/.test(s.getAttribute('type') ?? ''))
        .map((s) => s.textContent ?? '')
        .filter((t) => t.trim()),
    );
    let gzipBytes = inline.reduce((n, code) => n + gzipSync(code).length, 0);
    for (const body of await Promise.all(bodies.values())) if (body) gzipBytes += gzipSync(body).length;
    return { files: bodies.size, gzipBytes, urls: [...bodies.keys()].map((u) => new URL(u).pathname) };
  } finally {
    await context.close();
  }
}

/**
 * Each path measured at each viewport, one after the other (a fresh context each: nothing cached, nothing stored
 * but what `stored` gives that path).
 */
export async function jsBeforeInteraction(
  base: string,
  paths: string[],
  stored: Record<string, StoredForPage> = {},
): Promise<Map<string, Record<ViewportName, LoadedJs>>> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const out = new Map<string, Record<ViewportName, LoadedJs>>();
  try {
    for (const path of paths) {
      out.set(path, {
        phone: await measure(browser, `${base}${path}`, VIEWPORTS.phone, stored[path]),
        desktop: await measure(browser, `${base}${path}`, VIEWPORTS.desktop, stored[path]),
      });
    }
  } finally {
    await browser.close();
  }
  return out;
}
