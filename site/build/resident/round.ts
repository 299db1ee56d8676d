import { outputFile, type RouteType } from './output-file';
import type { PageKeys } from './page-keys';

/** One path of astro's static paths (its prerenderer's `getStaticPaths()`), as much of it as a round reads. */
export interface RoundPath {
  pathname: string;
  route: { type: RouteType; component: string };
  cacheKey?: string;
}

export interface RoundInput {
  paths: readonly RoundPath[];
  /** What the served build holds, path by path (page-keys.ts). */
  served: PageKeys;
  /** Renders one path: its bytes, or null when the route writes no file. */
  render: (path: RoundPath) => Promise<Uint8Array | null>;
  /** The served build's bytes of a file, or null. */
  servedBytes: (file: string) => Uint8Array | null;
}

export interface RoundResult {
  /** Files whose bytes differ from the served ones (or are new), relative to the out folder. */
  written: Map<string, Uint8Array>;
  /** Files of paths the data no longer has (a drafted or deleted product's pages). */
  removed: string[];
  /** Paths rendered (the others kept their key, so their page is what is served). */
  rendered: number;
  /** The keys after the round, to compare the next round with. */
  keys: PageKeys;
  /** Whether pages were added or removed (the sitemap lists them). */
  pagesChanged: boolean;
}

const sameBytes = (a: Uint8Array, b: Uint8Array | null) => b !== null && a.length === b.length && Buffer.compare(a, b) === 0;

/**
 * One publish of changed pages: a path whose cacheKey is what the served build recorded is left alone; every other
 * path (a moved key, a new path, a page without a key: the home page, the feeds, the contact page) is rendered and
 * written only if its bytes differ from what is served. Paths the served build had and the data no longer has go.
 */
export async function renderRound(input: RoundInput): Promise<RoundResult> {
  const written = new Map<string, Uint8Array>();
  const keys: PageKeys = {};
  let rendered = 0;
  let pagesChanged = false;
  for (const path of input.paths) {
    const file = outputFile(path.pathname, path.route.type);
    const before = input.served[path.pathname];
    const key = path.cacheKey ?? null;
    keys[path.pathname] = { key, file };
    if (!before) pagesChanged = true;
    if (before && key !== null && before.key === key && before.file === file) continue;
    rendered++;
    const bytes = await input.render(path);
    if (bytes === null) {
      delete keys[path.pathname];
      continue;
    }
    if (!sameBytes(bytes, input.servedBytes(file))) written.set(file, bytes);
  }
  const removed: string[] = [];
  const files = new Set(Object.values(keys).map((e) => e.file));
  for (const [pathname, entry] of Object.entries(input.served)) {
    if (keys[pathname]) continue;
    pagesChanged = true;
    if (!files.has(entry.file)) removed.push(entry.file);
  }
  return { written, removed, rendered, keys, pagesChanged };
}
