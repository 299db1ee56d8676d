/**
 * The JavaScript table of `npm run bench`: per page type, what a first-time visitor's browser loads before any
 * interaction (js-loaded.ts: Chromium at a phone and a laptop viewport, no scroll, no click), held against the
 * budget, and beside it everything the page can ever load (js-budget.ts: its scripts and islands with all their
 * static imports, on scroll or use included).
 */
import { jsForPage } from './js-budget';
import { jsBeforeInteraction, VIEWPORTS, type LoadedJs, type ViewportName } from './js-loaded';

export interface JsFigure {
  kind: string;
  path: string;
  budgetKb: number;
  /** Loaded before interaction (gzip): the budget holds when the larger of the two is within it. */
  beforeInteraction?: Record<ViewportName, Omit<LoadedJs, 'urls'>>;
  /** Everything the page can load (the static graph). */
  files: number;
  gzipBytes: number;
  islandsEager: number;
  error?: string;
}

/** Page types and their budgets in KB of gzip before interaction; a shell's built page is named fourth. */
export function jsPages(productId: number): [string, string, number, string?][] {
  return [
    ['home', '/', 10],
    ['category', '/eshop/život/', 10],
    ['library', '/library/', 10],
    ['content (give2)', '/give2/', 10],
    // Issue 33: the buy box's script and the reviews' React come when used or scrolled to.
    ['product', `/product/${productId}/`, 6],
    // Issue 21: the listening room loads its player and page router only on 'Počúvať'.
    ['listening room', '/words-of-life/', 10],
    // Issue 33: the account forms paint from their HTML and load React (64 KB) only when used (client:used).
    ['login', '/login/', 40],
    ['register', '/register/', 40],
    ['forgot password', '/forgot-password/', 40],
    ['reset password', '/reset-password/bench-token/Jana/jana%40example.sk/1/bench', 40, '/shell/reset-password/'],
  ];
}

/** The figures of each page of `dist`, measured against the server at `base`. */
export async function jsFigures(dist: string, base: string, productId: number): Promise<JsFigure[]> {
  const pages = jsPages(productId);
  console.log('bench: JavaScript before interaction (Chromium)…');
  const loaded = await jsBeforeInteraction(
    base,
    pages.map(([, path]) => path),
  );
  return pages.map(([kind, path, budgetKb, built]) => {
    const measured = loaded.get(path)!;
    const beforeInteraction = {
      phone: { files: measured.phone.files, gzipBytes: measured.phone.gzipBytes },
      desktop: { files: measured.desktop.files, gzipBytes: measured.desktop.gzipBytes },
    };
    try {
      return { kind, path, budgetKb, beforeInteraction, ...jsForPage(dist, built ?? path) };
    } catch (e) {
      return { kind, path, budgetKb, beforeInteraction, files: 0, gzipBytes: NaN, islandsEager: 0, error: String(e) };
    }
  });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function jsMarkdown(js: JsFigure[], date?: string): string[] {
  const { phone, desktop } = VIEWPORTS;
  return [
    '## JavaScript per page (gzip)',
    '',
    ...(date ? [`Measured ${date} (\`BENCH_ONLY=js npm run bench\`).`, ''] : []),
    `Before interaction: what Chromium loads for a first-time visitor who opens the page and does nothing (no scroll,`,
    `no click), at ${phone.width}×${phone.height} (Lighthouse's phone) and ${desktop.width}×${desktop.height}, until the page has been`,
    'quiet after `load` and two idle callbacks: module scripts, their imports, `client:idle` islands and `client:visible`',
    'islands in the first screen, plus the inline scripts; each file gzipped. The budget holds for the larger of the two.',
    'All it can load: every script and island of the page with its static imports (islands below the fold and those',
    'only for signed-in users included).',
    '',
    '| page | path | before interaction, phone: files / KB | laptop: files / KB | budget KB | within | all it can load: files / KB |',
    '|---|---|---|---|---|---|---|',
    ...js.map((j) => {
      const b = j.beforeInteraction;
      const worst = b ? Math.max(b.phone.gzipBytes, b.desktop.gzipBytes) : NaN;
      const cell = (v?: { files: number; gzipBytes: number }) => (v ? `${v.files} / ${kb(v.gzipBytes)}` : '–');
      return `| ${j.kind} | \`${j.path}\` | ${cell(b?.phone)} | ${cell(b?.desktop)} | ${j.budgetKb} | ${worst <= j.budgetKb * 1024 ? 'yes' : 'NO'} | ${j.files} / ${kb(j.gzipBytes)} |`;
    }),
    '',
  ];
}
