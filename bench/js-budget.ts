/**
 * JavaScript a page ships, gzipped: its module scripts and island components plus everything they import
 * statically (Astro emits ES modules under /_astro/). Inline scripts count too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

function pageFile(dist: string, path: string): string {
  const p = join(dist, decodeURIComponent(path));
  return path.endsWith('.html') ? p : join(p, 'index.html');
}

function importsOf(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?:import|export)\s*(?:[^'"]*?from\s*)?["'](\.{1,2}\/[^"']+\.js|\/_astro\/[^"']+\.js)["']/g))
    out.push(m[1]);
  return out;
}

export function jsForPage(dist: string, path: string): { files: number; gzipBytes: number; islandsEager: number } {
  const file = pageFile(dist, path);
  if (!existsSync(file)) throw new Error(`no built page for ${path} (${file})`);
  const html = readFileSync(file, 'utf8');
  const entry = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="(\/_astro\/[^"]+\.js)"/g)) entry.add(m[1]);
  for (const m of html.matchAll(/(?:component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)) entry.add(m[1]);
  const seen = new Set<string>();
  let gzipBytes = 0;
  const queue = [...entry];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(dist, url), 'utf8');
    gzipBytes += gzipSync(code).length;
    for (const imp of importsOf(code)) queue.push(imp.startsWith('/') ? imp : new URL(imp, `http://x${url}`).pathname);
  }
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1].trim()) gzipBytes += gzipSync(m[1]).length;
  }
  const islandsEager = (html.match(/<astro-island[^>]*client="load"/g) ?? []).length;
  return { files: seen.size, gzipBytes, islandsEager };
}
