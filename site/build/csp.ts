import { createHash } from 'node:crypto';
import type { AstroUserConfig } from 'astro';
import { analyticsConfig } from '../lib/analytics';
import { CART_KEY, PAGE_LEAVE_EVENT, USER_CHANGE_EVENT, USER_INFO_KEY, USER_STORED_CLASS } from '../lib/storage-keys';
import { ISLAND_NEEDED_CLASS } from '../lib/client-needed';
import { PACKETA_WIDGET_DEFAULT_URL } from '../../worker/domain/packeta';
import { AFTER_PAINT_LOADER } from '../lib/after-paint';

/**
 * The Content-Security-Policy of every pre-rendered page, given to Astro's `security.csp` (astro.config.mjs).
 * Astro writes it as `<meta http-equiv="content-security-policy">` into each page's head and adds, per page, the
 * hashes of the scripts and styles it emits itself (bundled, hoisted, island bootstraps and `is:inline`), so
 * script-src needs no 'unsafe-inline'. A meta policy cannot carry frame-ancestors (browsers ignore it there and
 * say so in the console): that part comes as an HTTP header from worker/http/security-headers.ts and
 * site/public/_headers; the browser enforces both policies.
 *
 * Outside origins, each because a page really loads from it:
 * - frame-src: the YouTube player on /video (youtube-nocookie, inserted on click) and the Google Drive audio
 *   player at the bottom of any page once a recording plays (site/features/listening/drive.ts).
 * - img-src: the videos' stills on /video (i.ytimg.com, lazy). The header policies (worker/http/security-headers.ts,
 *   site/public/_headers) set no default-src or img-src, so this meta policy alone decides images.
 * - script-src and connect-src: the Plausible-compatible analytics script, only when the build is configured
 *   with it (site/lib/analytics.ts); the script reports page views to its own origin.
 * - script-src and frame-src: Packeta's pickup-point widget (issue 30), whose `library.js` the shipping step loads
 *   when the reader opens the choice and which shows the map in an iframe of the same origin: PACKETA_WIDGET_URL's
 *   origin (tests: the local stand-in), by default https://widget.packeta.com. Always allowed, also in a build
 *   that does not know the shop's key: the key is the server's setting and may come later than the build.
 *
 * style-src stays 'self' + hashes, with no 'unsafe-inline' anywhere: the pages and islands set no `style="…"`
 * attribute (styling is by class; the cookie bar sets its padding through the CSSOM, which CSP does not limit).
 * A future inline style attribute shows up as a violation in the end-to-end tests (tests/e2e/fixtures.ts).
 */

export interface PageCspEnv {
  ANALYTICS_SCRIPT_URL?: string;
  ANALYTICS_SITE_ID?: string;
  PACKETA_WIDGET_URL?: string;
}

/** The origin of Packeta's widget script and frame (PACKETA_WIDGET_URL when it is an address, else Packeta's own). */
export function packetaWidgetOrigin(env: PageCspEnv): string {
  const url = env.PACKETA_WIDGET_URL?.trim();
  return new URL(url && URL.canParse(url) ? url : PACKETA_WIDGET_DEFAULT_URL).origin;
}

const FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://drive.google.com'] as const;
const IMAGE_ORIGINS = ['https://i.ytimg.com'] as const;

/** Astro's `security.csp` object (its type is not exported by name). */
export type PageCsp = Exclude<NonNullable<AstroUserConfig['security']>['csp'], boolean | undefined>;

/** Astro's `security.csp` for a build with these environment variables. */
export function pageCsp(env: PageCspEnv): PageCsp {
  const analytics = analyticsConfig(env.ANALYTICS_SCRIPT_URL, env.ANALYTICS_SITE_ID);
  const analyticsOrigin = analytics ? [new URL(analytics.src).origin] : [];
  const connect = ["'self'", ...analyticsOrigin].join(' ');
  const packeta = packetaWidgetOrigin(env);
  return {
    algorithm: 'SHA-256',
    directives: [
      "default-src 'self'",
      `img-src 'self' data: ${IMAGE_ORIGINS.join(' ')}`,
      `frame-src ${[...FRAME_ORIGINS, packeta].join(' ')}`,
      `connect-src ${connect}`,
      // The contact form posts to its own page; every other form is handled by script (fetch).
      "form-action 'self'",
      "base-uri 'self'",
      "object-src 'none'",
    ],
    // Replacing Astro's default sources, so 'self' is listed again; Astro appends its hashes to these.
    scriptDirective: { resources: ["'self'", ...analyticsOrigin, packeta] },
    styleDirective: { resources: ["'self'"] },
  };
}

/**
 * The `is:inline` scripts, which must run before the first paint (no flash of the wrong state), so they
 * cannot be Astro-bundled modules. Astro does not hash `is:inline` scripts itself: BaseLayout registers the hashes of
 * all of them on every page (`Astro.csp?.insertScriptHash`), so that every page carries one policy (the player's page
 * router needs that, site/features/listening/page-swap-rules.ts); a page renders exactly this text with `set:html`.
 */
export const INLINE_SCRIPTS = {
  /** BaseLayout: CSS may tell apart pages with and without JavaScript. */
  jsClass: "document.documentElement.classList.add('js')",
  /**
   * BaseLayout, before any module: zod (the shared validation schemas in islands) probes `new Function` to
   * compile fast parsers; under this policy the probe fails harmlessly but the browser reports a violation.
   * `z.config({ jitless: true })` skips the probe, and `z.config` keeps its settings in this global, which zod
   * adopts when it loads (csp.test.ts checks that it still does).
   */
  zodJitless: 'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })',
  /**
   * BaseLayout, in the head: a stored answer to the cookie bar hides it by a class, so that the bar (the largest
   * text of the shop's island pages, hence their LCP) is in the HTML and paints with the first frame, not when
   * its module has loaded (CookieBanner.astro).
   */
  cookieAnsweredClass: `if (/(?:^|;\\s*)prud_cookie_consent=(accepted|declined)/.test(document.cookie)) document.documentElement.classList.add('cookie-answered')`,
  /**
   * BaseLayout, in the head: the page's module scripts come after its first paint (site/lib/after-paint.ts), the
   * header's too; a signed-in reader's corner must not show 'Prihlásenie' until then (site/styles/header.css), nor
   * a page its visitors' log-in prompts (`data-visitor-only`, site/styles/global/base.css).
   */
  userStoredClass: `try { if (localStorage.getItem('${USER_INFO_KEY}')) document.documentElement.classList.add('${USER_STORED_CLASS}') } catch {}`,
  /** BaseLayout, in the head: asks for the page's module scripts once it has painted (site/lib/after-paint.ts). */
  afterPaint: AFTER_PAINT_LOADER,
  /**
   * /cart, in the head (before the stylesheets, so it never waits for them): its island (`client:needed`,
   * site/lib/client-needed.ts) is needed when the stored cart has lines or the address adds one (`/cart/{id}`);
   * checked again when another tab changes the storage (until the player's page router swaps in another page).
   */
  needCart: `(() => { const check = () => { let n = 0; try { n = JSON.parse(localStorage.getItem('${CART_KEY}') || '[]').length } catch {} if (n || location.pathname.split('/')[2]) document.documentElement.classList.add('${ISLAND_NEEDED_CLASS}') }; check(); addEventListener('storage', check); addEventListener('${PAGE_LEAVE_EVENT}', () => removeEventListener('storage', check), { once: true }) })()`,
  /** /favorites, in the head: its island (`client:needed`) is needed when someone is (or gets) signed in. */
  needSignedIn: `(() => { const check = () => { let s = null; try { s = localStorage.getItem('${USER_INFO_KEY}') } catch {} if (s) document.documentElement.classList.add('${ISLAND_NEEDED_CLASS}') }; check(); addEventListener('storage', check); addEventListener('${USER_CHANGE_EVENT}', check); addEventListener('${PAGE_LEAVE_EVENT}', () => { removeEventListener('storage', check); removeEventListener('${USER_CHANGE_EVENT}', check) }, { once: true }) })()`,
} as const;

/** The CSP source for a script's exact text: `sha256-<base64>`. */
export function inlineScriptHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}
