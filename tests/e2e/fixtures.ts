import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { useShop, type E2eShop } from './shops';

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
  { shop: E2eShop; shopEnv: undefined }
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

/** Money as the shop shows it: `12,50 €` (Intl puts a no-break space before €). */
export const EURO = /\d+,\d{2}\s€/;
