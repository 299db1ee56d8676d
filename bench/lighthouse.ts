/**
 * Lighthouse mobile scores per page type, driving Chromium (as the tests find it: tests/support/chromium.ts) through
 * puppeteer-core against the real Node entry. Lighthouse's default config is the mobile one: a Moto G class
 * viewport with simulated slow 4G and a 4× slower CPU, so the scores are those of a cheap phone.
 * "JS before interaction" is the script bytes that went over the wire (as sent, compressed) during Lighthouse's
 * page load, in which nobody scrolls or clicks: islands that load on `client:visible` below the fold are not in it.
 * Pages behind a login are measured signed in: the account's `userInfo` (the login answer) is put in localStorage
 * before the run, and `before` pages are visited first (e.g. `/cart/{id}?qty=1`, so that a checkout step has a
 * cart); Lighthouse then keeps that storage (`disableStorageReset`).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DEMO_LOGINS } from '../db/seed';
import { placeOrderAs } from './lighthouse-order';
import { chromiumPath } from '../tests/support/chromium';

export interface LighthouseResult {
  kind: string;
  path: string;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: { performance: number | null; accessibility: number | null; bestPractices: number | null; seo: number | null };
  /** Script bytes transferred before any interaction, and how many script requests. */
  scriptBytes: number;
  scriptRequests: number;
  /** All bytes transferred for the page (HTML, CSS, JS, images, fonts). */
  totalBytes: number;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  error?: string;
}

export interface LighthousePage {
  kind: string;
  path: string;
  /** Measured signed in as this demo account. */
  signedIn?: 'admin' | 'customer';
  /** Paths opened first in the same browser (their scripts may write the storage the page reads). */
  before?: string[];
  /** localStorage entries the page's reader would have (e.g. the checkout's address and payment method). */
  storage?: Record<string, string>;
  /** sessionStorage entries of the tab (e.g. the recording its player keeps). */
  session?: Record<string, string>;
  /** The signed-in account orders this product through the API first; `{order}` in `path` is that order's id. */
  orderOf?: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const score = (v: number | null | undefined) => (typeof v === 'number' ? Math.round(v * 100) : null);

interface ResourceItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

async function userInfoOf(base: string, role: 'admin' | 'customer'): Promise<string> {
  const account = DEMO_LOGINS.find((l) => l.role === role);
  if (!account) throw new Error(`no demo ${role} in the seed`);
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!res.ok) throw new Error(`${role} login failed: ${res.status}`);
  return res.text();
}

/** Runs Lighthouse (mobile) once per page, one after the other, in one browser. */
export async function lighthouseRuns(base: string, pages: LighthousePage[]): Promise<LighthouseResult[]> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const out: LighthouseResult[] = [];
  try {
    for (const p of pages) {
      // A browser context of its own per page: no storage or cache carried over from the page before.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const prepared = Boolean(p.signedIn || p.storage || p.session || p.before?.length);
      let path = p.path;
      try {
        if (p.signedIn) {
          const userInfo = await userInfoOf(base, p.signedIn);
          if (p.orderOf !== undefined) path = path.replace('{order}', await placeOrderAs(base, userInfo, p.orderOf));
          // Same origin first, so that localStorage is the site's; then Lighthouse keeps it.
          await page.goto(`${base}/404.html`);
          await page.evaluate((v) => localStorage.setItem('userInfo', v), userInfo);
        }
        if (p.storage || p.session) {
          if (!p.signedIn) await page.goto(`${base}/404.html`);
          await page.evaluate(
            (entries) => {
              for (const [k, v] of entries) localStorage.setItem(k, v);
            },
            Object.entries(p.storage ?? {}),
          );
          await page.evaluate(
            (entries) => {
              for (const [k, v] of entries) sessionStorage.setItem(k, v);
            },
            Object.entries(p.session ?? {}),
          );
        }
        for (const path of p.before ?? []) await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
        // Storage stays (disableStorageReset below), the HTTP cache goes: the page's bytes are a first visit's.
        if (prepared) await (await page.createCDPSession()).send('Network.clearBrowserCache');
        const run = () =>
          lighthouse(
            `${base}${path}`,
            { onlyCategories: CATEGORIES, disableStorageReset: prepared, logLevel: 'error', output: 'json' },
            undefined,
            page,
          );
        let result = await run();
        // The first run in a fresh browser now and then records no paint metrics (performance unscored): once more.
        if (result && result.lhr.categories.performance?.score == null) result = await run();
        if (!result) throw new Error('no result');
        // The whole report, to see what the LCP element is and what it waited for (BENCH_LIGHTHOUSE_REPORTS=<folder>).
        const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
        if (reports) writeFileSync(join(reports, `${p.kind.replaceAll(' ', '-')}.json`), String(result.report));
        const { categories, audits } = result.lhr;
        const items = (audits['resource-summary']?.details as { items?: ResourceItem[] } | undefined)?.items ?? [];
        const of = (type: string) => items.find((i) => i.resourceType === type);
        out.push({
          kind: p.kind,
          path,
          scores: {
            performance: score(categories.performance?.score),
            accessibility: score(categories.accessibility?.score),
            bestPractices: score(categories['best-practices']?.score),
            seo: score(categories.seo?.score),
          },
          scriptBytes: of('script')?.transferSize ?? 0,
          scriptRequests: of('script')?.requestCount ?? 0,
          totalBytes: of('total')?.transferSize ?? 0,
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
          cls: audits['cumulative-layout-shift']?.numericValue ?? null,
          tbtMs: audits['total-blocking-time']?.numericValue ?? null,
        });
      } catch (e) {
        out.push({
          kind: p.kind,
          path,
          scores: { performance: null, accessibility: null, bestPractices: null, seo: null },
          scriptBytes: NaN,
          scriptRequests: 0,
          totalBytes: NaN,
          lcpMs: null,
          cls: null,
          tbtMs: null,
          error: String(e),
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** Issue 18's goals for every page type. */
const LIGHTHOUSE_GOALS = { performance: 98, lcpMs: 1300, cls: 0.05 };

/** 'yes', or 'NO' with what misses. */
function goalsMet(r: LighthouseResult): string {
  const g = LIGHTHOUSE_GOALS;
  const missed = [
    (r.scores.performance ?? 0) < g.performance && 'performance',
    (r.lcpMs ?? Infinity) > g.lcpMs && 'LCP',
    (r.cls ?? Infinity) > g.cls && 'CLS',
  ].filter(Boolean);
  return missed.length ? `NO (${missed.join(', ')})` : 'yes';
}

/** A rerun of some page types (`BENCH_PAGES`) replaces their rows in place and keeps the others. */
export function mergeLighthouse(previous: LighthouseResult[], fresh: LighthouseResult[]): LighthouseResult[] {
  if (!process.env.BENCH_PAGES) return fresh;
  const byKind = new Map(fresh.map((r) => [r.kind, r]));
  const merged = previous.map((r) => byKind.get(r.kind) ?? r);
  return [...merged, ...fresh.filter((r) => !previous.some((p) => p.kind === r.kind))];
}

const kb = (n: number) => (Number.isFinite(n) ? (n / 1024).toFixed(1) : '–');
const s = (v: number | null) => (v === null ? '–' : String(v));

export function lighthouseMarkdown(results: LighthouseResult[], date?: string): string[] {
  if (!results.length) return [];
  return [
    '## Lighthouse mobile and JavaScript before interaction',
    '',
    ...(date ? [`Measured ${date} (\`BENCH_ONLY=lighthouse npm run bench\`).`, ''] : []),
    "Lighthouse (default mobile config: simulated slow 4G, 4× CPU slowdown) in Debian's Chromium against the Node entry",
    'serving the built demo site. JS before interaction: script bytes sent (compressed) while the page loads, before any',
    'scroll or click. Pages behind a login are measured signed in (admin list: the demo admin; checkout step: a demo',
    'customer with one book in the cart; order: an order the demo customer placed through the API just before).',
    `Goals (issue 18): performance ≥ ${LIGHTHOUSE_GOALS.performance}, LCP ≤ ${LIGHTHOUSE_GOALS.lcpMs} ms, CLS ≤ ${LIGHTHOUSE_GOALS.cls}.`,
    '',
    '| page | path | performance | accessibility | best practices | SEO | JS before interaction KB (requests) | all bytes KB | LCP ms | CLS | TBT ms | goals met |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) =>
      r.error
        ? `| ${r.kind} | \`${r.path}\` | failed: ${r.error.split('\n')[0].slice(0, 120)} | | | | | | | | | NO |`
        : `| ${r.kind} | \`${r.path}\` | ${s(r.scores.performance)} | ${s(r.scores.accessibility)} | ${s(r.scores.bestPractices)} | ${s(r.scores.seo)} | ${kb(r.scriptBytes)} (${r.scriptRequests}) | ${kb(r.totalBytes)} | ${r.lcpMs === null ? '–' : Math.round(r.lcpMs)} | ${r.cls === null ? '–' : r.cls.toFixed(3)} | ${r.tbtMs === null ? '–' : Math.round(r.tbtMs)} | ${goalsMet(r)} |`,
    ),
    '',
  ];
}
