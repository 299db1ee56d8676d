import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { useShop, type E2eShop } from './shops';
import { SCRIPTS_STATE } from '../../site/lib/after-paint';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/**
 * `page` and `request` point at the server global setup started for this project (baseURL from its environment;
 * `shop` says which: the *.writes specs have one of their own).
 * `axe(page)` returns the serious and critical accessibility violations of the current page.
 * `cookieConsent`: every test starts with the cookie banner already answered ('declined'), so the fixed bar never
 * covers what a test clicks; `test.use({ cookieConsent: null })` starts without it (tests/e2e/cookies.spec.ts).
 * `page` fails its test when the browser reported a Content-Security-Policy violation on any page it showed
 * (`securitypolicyviolation` events and the console's CSP messages), so that every spec also checks the policy.
 */
export const test = base.extend<
  {
    axe: (page: Page) => Promise<{ id: string; impact?: string | null; help: string; nodes: number }[]>;
    cookieConsent: 'accepted' | 'declined' | null;
  },
  { shop: E2eShop; shopEnv: undefined; navigationWaitsForScripts: undefined }
>({
  // Which of global setup's shops this project's workers use (playwright.config.ts, tests/e2e/shops.ts).
  shop: ['main', { option: true, scope: 'worker' }],
  shopEnv: [
    async ({ shop }, use) => {
      useShop(shop);
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  navigationWaitsForScripts: [
    async ({ browser }, use) => {
      // Every page's (the fixture's and those a test opens in contexts of its own): one Page prototype.
      const context = await browser.newContext();
      waitForScriptsAfterNavigation(Object.getPrototypeOf(await context.newPage()));
      await context.close();
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  cookieConsent: ['declined', { option: true }],
  context: async ({ context, cookieConsent, baseURL }, use) => {
    if (cookieConsent && baseURL) await context.addCookies([{ name: 'prud_cookie_consent', value: cookieConsent, url: baseURL }]);
    await use(context);
  },
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the suite with `npm run test:e2e` (global setup starts the server).');
    await use(url);
  },
  page: async ({ page, baseURL }, use) => {
    const violations: string[] = [];
    // The binding outlives navigations (a window array would be lost with each page).
    await page.exposeFunction('__prudCspViolation', (text: string) => void violations.push(text));
    await page.addInitScript(() => {
      const w = window as unknown as { __prudCspViolations: string[]; __prudCspViolation?: (text: string) => void };
      w.__prudCspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        const text = `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`;
        w.__prudCspViolations.push(text);
        w.__prudCspViolation?.(text);
      });
    });
    const origin = baseURL ? new URL(baseURL).origin : '';
    page.on('console', (msg) => {
      // Our pages' policy only: a third-party frame's own console (e.g. YouTube's player) is not ours to judge.
      const at = msg.location().url;
      if (/Content.Security.Policy/i.test(msg.text()) && (!at || at.startsWith(origin))) violations.push(`console: ${msg.text()}`);
    });
    await use(page);
    if (violations.length) throw new Error(`Content-Security-Policy violations:\n${[...new Set(violations)].join('\n')}`);
  },
  axe: async ({}, use) => {
    await use(async (page) => {
      const result = await new AxeBuilder({ page }).analyze();
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length }));
    });
  },
});

export { expect };

/** Waits until the page's scripts held for the first paint have run (`<html data-scripts>`; none: nothing to wait for). */
async function scriptsRan(page: Page): Promise<void> {
  await page.waitForFunction(
    (attr) => {
      const state = document.documentElement?.getAttribute(attr);
      return state === null || state === undefined || state === 'loaded';
    },
    `data-${SCRIPTS_STATE}`,
    { polling: 50 },
  );
}

type Navigation = (this: Page, ...args: never[]) => Promise<unknown>;
const PATCHED = Symbol('waits for scripts');

/**
 * A page's own scripts come after its first paint (site/lib/after-paint.ts), which in a headless browser often
 * comes after the `load` event. So a navigation that waits for `load` (the default of goto, reload, goBack,
 * goForward and waitForURL) also waits until those scripts have run, as a reader's first click in practice does:
 * a test then acts on the page its scripts made. One that asks for less (`commit`, `domcontentloaded`, to see the
 * page before them) does not; pages without the loader (a PDF, JSON, JavaScript off) have nothing to wait for.
 */
function waitForScriptsAfterNavigation(proto: Record<string | symbol, unknown>): void {
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  for (const [name, optionsAt] of [
    ['goto', 1],
    ['reload', 0],
    ['goBack', 0],
    ['goForward', 0],
    ['waitForURL', 1],
  ] as const) {
    const original = proto[name] as Navigation;
    proto[name] = async function (this: Page, ...args: never[]) {
      const result = await original.apply(this, args);
      const options = args[optionsAt] as { waitUntil?: string } | undefined;
      if ((options?.waitUntil ?? 'load') === 'load' && result !== null) await scriptsRan(this);
      return result;
    };
  }
}

/** Money as the shop shows it: `12,50 €` (Intl puts a no-break space before €). */
export const EURO = /\d+,\d{2}\s€/;
