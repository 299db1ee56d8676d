import type { AssetFetcher } from '../deps';

/**
 * Workers Static Assets through the ASSETS binding. Its html_handling answers `/x` with a redirect to `/x/`;
 * we follow such internal redirects (at most 3) so that a shell is served under the visitor's own URL.
 */
export function cloudflareAssets(binding: { fetch(input: Request | string): Promise<Response> }): AssetFetcher {
  return {
    async fetch(path, request) {
      let url = new URL(path, request.url);
      for (let hop = 0; hop < 3; hop++) {
        const res = await binding.fetch(new Request(url, { method: 'GET', headers: request.headers, redirect: 'manual' }));
        if (res.status === 404) return null;
        const location = res.headers.get('location');
        if (res.status >= 300 && res.status < 400 && location) {
          url = new URL(location, url);
          continue;
        }
        // Bindings return immutable headers; copy so middleware (security headers) can add its own.
        return new Response(res.body, res);
      }
      return null;
    },
  };
}
