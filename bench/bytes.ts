/**
 * Bytes on the wire per page type from the Node entry: the page's HTML plus the CSS and JavaScript it loads from
 * /_astro (entry scripts, islands and their static imports), each fetched as a browser would with brotli, with
 * gzip, and without compression. Images (covers from /uploads) are left out: they are compressed already.
 */
import { request } from 'node:http';

export interface PageBytes {
  kind: string;
  path: string;
  files: number;
  html: { identity: number; gzip: number; br: number };
  total: { identity: number; gzip: number; br: number };
}

type Coding = 'identity' | 'gzip' | 'br';

/** The body as sent (node:http does not decode it, unlike fetch) and its Content-Encoding. */
function raw(url: string, coding: Coding): Promise<{ status: number; bytes: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': coding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks), encoding: res.headers['content-encoding'] ?? 'identity' }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function assetsOf(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<link[^>]*\bhref="(\/_astro\/[^"]+\.css)"/g)) out.add(m[1]);
  for (const m of html.matchAll(/<script[^>]*\bsrc="(\/_astro\/[^"]+\.js)"/g)) out.add(m[1]);
  for (const m of html.matchAll(/(?:component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)) out.add(m[1]);
  return [...out];
}

function importsOf(code: string, from: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?:import|export)\s*(?:[^'"]*?from\s*)?["'](\.{1,2}\/[^"']+\.js|\/_astro\/[^"']+\.js)["']/g)) {
    out.push(m[1].startsWith('/') ? m[1] : new URL(m[1], `http://x${from}`).pathname);
  }
  return out;
}

async function sizes(base: string, path: string) {
  const out = { identity: 0, gzip: 0, br: 0 };
  let identityBody = Buffer.alloc(0);
  for (const coding of ['identity', 'gzip', 'br'] as const) {
    const r = await raw(`${base}${path}`, coding);
    if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
    // A file without a compressed form (under 1 KB) is sent as is: what was sent counts.
    if (r.encoding !== coding && r.encoding !== 'identity') throw new Error(`${path}: asked ${coding}, got ${r.encoding}`);
    out[coding] = r.bytes.length;
    if (coding === 'identity') identityBody = r.bytes;
  }
  return { sizes: out, body: identityBody.toString('utf8') };
}

export async function pageBytes(base: string, pages: [string, string][]): Promise<PageBytes[]> {
  const results: PageBytes[] = [];
  for (const [kind, path] of pages) {
    const page = await sizes(base, path);
    const total = { ...page.sizes };
    const queue = assetsOf(page.body);
    const seen = new Set<string>();
    while (queue.length) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const asset = await sizes(base, url);
      for (const c of ['identity', 'gzip', 'br'] as const) total[c] += asset.sizes[c];
      if (url.endsWith('.js')) queue.push(...importsOf(asset.body, url));
    }
    results.push({ kind, path, files: 1 + seen.size, html: page.sizes, total });
  }
  return results;
}

const kb = (n: number) => (n / 1024).toFixed(1);

export function bytesMarkdown(results: PageBytes[], date?: string): string[] {
  if (!results.length) return [];
  return [
    '## Bytes on the wire per page (Node entry)',
    '',
    ...(date ? [`Measured ${date} (\`BENCH_ONLY=bytes npm run bench\`).`, ''] : []),
    'The HTML and the CSS/JS it loads from /_astro (static imports included), as sent for `Accept-Encoding: identity`,',
    '`gzip` and `br`. Compressed forms are written at build time (worker/platform/precompress.ts); images not counted.',
    '',
    '| page | path | files | HTML KB identity / gzip / br | total KB identity | total KB gzip | total KB br | br saves |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.kind} | \`${r.path}\` | ${r.files} | ${kb(r.html.identity)} / ${kb(r.html.gzip)} / ${kb(r.html.br)} | ${kb(r.total.identity)} | ${kb(r.total.gzip)} | ${kb(r.total.br)} | ${Math.round((1 - r.total.br / r.total.identity) * 100)} % |`,
    ),
    '',
  ];
}
