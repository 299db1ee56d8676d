/**
 * Privacy-friendly analytics after cookie consent: one Plausible-compatible script (`<script defer
 * data-domain="{site id}" src="{script URL}">`, e.g. Plausible Cloud or a self-hosted Plausible), configured at
 * build time by ANALYTICS_SCRIPT_URL and ANALYTICS_SITE_ID (site/components/CookieBanner.astro reads them and
 * puts them on the banner as data attributes only when both are set). The banner's script calls
 * `window.prudAnalytics.enable()` after 'Súhlasím' or on a later visit with the 'accepted' cookie; nothing loads
 * before, and never after 'Nesúhlasím'. Plausible sets no cookies and keeps no personal data (see the privacy page).
 */

export interface AnalyticsConfig {
  src: string;
  siteId: string;
}

/** The build's configuration, or null (analytics off) unless both are set and the address is http(s). */
export function analyticsConfig(scriptUrl: string | undefined, siteId: string | undefined): AnalyticsConfig | null {
  const src = scriptUrl?.trim() ?? '';
  const id = siteId?.trim() ?? '';
  if (!src || !id) return null;
  try {
    const url = new URL(src);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { src: url.href, siteId: id };
  } catch {
    return null;
  }
}

/** The banner's data attributes (`data-analytics-src`, `data-analytics-site`) back into a configuration. */
export function configFromDataset(data: { analyticsSrc?: string; analyticsSite?: string } | undefined): AnalyticsConfig | null {
  return analyticsConfig(data?.analyticsSrc, data?.analyticsSite);
}

/** What the page needs of `document` (a stand-in in unit tests). */
export interface ScriptHost {
  createElement(tag: 'script'): HTMLScriptElement;
  head: { appendChild(node: HTMLScriptElement): unknown };
}

/** The hook the cookie banner calls: `enable()` adds the script once, however often it is called. */
export function analyticsLoader(host: ScriptHost, config: AnalyticsConfig): { enable(): void } {
  let added = false;
  return {
    enable() {
      if (added) return;
      added = true;
      const s = host.createElement('script');
      s.defer = true;
      s.src = config.src;
      s.setAttribute('data-domain', config.siteId);
      host.head.appendChild(s);
    },
  };
}
