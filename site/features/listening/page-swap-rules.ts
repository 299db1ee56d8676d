/**
 * What the player's page router may do without a full load, as pure rules (site/features/listening/page-swap.ts
 * does the work). A page opts in with `<meta name="prud-page-swap">` (BaseLayout, by `pageSwaps`: the storefront,
 * the listening room, the cart; not the checkout, the account forms or the admin, whose islands want a fresh page), and
 * it must carry the same Content-Security-Policy as the page shown: the policy of the first page stays in force
 * (a meta policy cannot be replaced, only added to), so another policy means a full load. Only style-src may differ
 * (Astro inlines a page's small stylesheets and lists their hashes): the router applies exactly the inline styles
 * the new page's own style-src allows, as constructed stylesheets (./page-swap.ts).
 */

import { AFTER_PAINT_TYPE } from '../../lib/after-paint';

export const SWAP_MARK = 'prud-page-swap';

/**
 * The pages that always load fully, by their address: the checkout, the account forms and the admin, whose islands
 * want a fresh page. The one home of that rule: BaseLayout marks every other page (built at its own path, or at
 * `/shell/…` for the pages served from a shell: worker/shell-routes.ts), and the router does not even fetch these
 * (a click on a link to one is the browser's own; Back to one reloads it).
 */
const LOADS_FULLY =
  /^\/(?:shell\/)?(?:login|register|registerLink|forgot-password|reset-password|profile|shipping|payment|placeorder|order|order-success|order-fail|unsubscribe|create-discount|admin)(?:\/|$)/;

/** Whether the page at this path takes part in swaps (opts in with SWAP_MARK). */
export function pageSwaps(path: string): boolean {
  return !LOADS_FULLY.test(path);
}

/** Paths that are never pages: the API, uploaded files, anything with a file extension (a PDF, an image). */
const NOT_A_PAGE = /^\/(api|uploads)(\/|$)|\.[a-z0-9]{2,5}$/i;

export interface LinkClick {
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
  /** The link's `target` attribute ('' when none). */
  target: string;
  download: boolean;
  /** `data-full-load` on the link: its page must load fully. */
  fullLoad: boolean;
  href: string;
}

/** The address a click on a link should be swapped to, or null when the browser should follow it as usual. */
export function swapTarget(click: LinkClick, here: URL): URL | null {
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download || click.fullLoad) return null;
  if (click.target && click.target !== '_self') return null;
  let to: URL;
  try {
    to = new URL(click.href, here);
  } catch {
    return null;
  }
  if (to.origin !== here.origin || NOT_A_PAGE.test(to.pathname) || !pageSwaps(to.pathname)) return null;
  // Only the fragment changes: the browser scrolls within the page itself.
  if (to.pathname === here.pathname && to.search === here.search && to.hash) return null;
  return to;
}

const directives = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

/** A policy without its style-src: what two pages must share for a swap. */
export function policyBesidesStyles(policy: string): string {
  return directives(policy)
    .filter((d) => !/^style-src( |$)/i.test(d))
    .join('; ');
}

/** The hashes a policy's style-src allows (`sha256-…`, without quotes). */
export function styleHashes(policy: string): Set<string> {
  const style = directives(policy).find((d) => /^style-src( |$)/i.test(d)) ?? '';
  return new Set(style.split(' ').flatMap((t) => (/^'sha256-[\w+/=]+'$/.test(t) ? [t.slice(1, -1)] : [])));
}

/** Whether a fetched page may be swapped in: it opts in and carries the policy in force (style-src aside). */
export function swappable(page: { mark: boolean; policy: string | null }, policyInForce: string | null): boolean {
  if (!page.mark || page.policy === null || policyInForce === null) return false;
  return policyBesidesStyles(page.policy) === policyBesidesStyles(policyInForce);
}

/**
 * A script the swap must run again, and how: inline code is re-created; a bundled module is imported anew, also one
 * the page holds for its first paint (`AFTER_PAINT_TYPE`, its address in `src` here: site/lib/after-paint.ts).
 */
export function scriptRun(script: { type: string; src: string }): 'inline' | 'module' | 'classic' | 'skip' {
  const type = script.type.trim().toLowerCase();
  if (type === AFTER_PAINT_TYPE) return script.src ? 'module' : 'skip';
  const js = type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
  if (!js) return 'skip';
  if (!script.src) return 'inline';
  return type === 'module' ? 'module' : 'classic';
}

/**
 * The page's `<style>` elements taken out of its HTML before it is parsed: a parsed document shares the shown
 * page's policy, so a style that policy does not list would be reported as a violation right there. Their texts go
 * back in as constructed stylesheets, each only if the new page's style-src lists its hash (./page-swap.ts).
 */
export function takeStyles(html: string): { html: string; styles: string[] } {
  const styles: string[] = [];
  const rest = html.replace(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style\s*>/gi, (_, text: string) => {
    styles.push(text);
    return '';
  });
  return { html: rest, styles };
}
