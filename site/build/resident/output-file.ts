/**
 * Where astro's static build (`build.format: 'directory'`, trailingSlash 'ignore', no base) writes a path, and the
 * address it renders it under: the resident renderer writes the same files the full build does (astro's own
 * getOutputFilename / getUrlForPath, which it does not export). A round with nothing changed rewriting nothing is
 * the test that the two agree.
 */
export type RouteType = 'page' | 'endpoint' | 'redirect' | 'fallback';

const STATUS_PAGES = new Set(['/404', '/500']);

const trimmed = (pathname: string) => pathname.replace(/^\/+/, '').replace(/\/+$/, '');

/** The file under the out folder, relative, with `/` separators and the path's own (unencoded) characters. */
export function outputFile(pathname: string, type: RouteType): string {
  if (type === 'endpoint') return trimmed(pathname);
  if (pathname === '/' || pathname === '') return 'index.html';
  if (STATUS_PAGES.has(pathname)) return `${trimmed(pathname)}.html`;
  return `${trimmed(pathname)}/index.html`;
}

/** The address a page is rendered under (what `Astro.url` says while it renders). */
export function renderUrl(pathname: string, type: RouteType, site: URL): URL {
  if (pathname === '/' || pathname === '') return new URL('/', site);
  if (type === 'endpoint') return new URL(`/${trimmed(pathname)}`, site);
  return new URL(`/${trimmed(pathname)}/`, site);
}
