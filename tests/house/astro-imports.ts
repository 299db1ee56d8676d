import { posix } from 'node:path';

/**
 * dependency-cruiser does not parse `.astro` files, so their imports escape `npm run lint:deps`. This reads them the
 * way Astro splits them: the frontmatter (between the first two `---`, run at build time) and each `<script>` (bundled
 * for the browser), and applies the rules of .dependency-cruiser.cjs that concern them.
 */
export interface AstroImport {
  file: string;
  /** The imported path from the repository's root, or the bare specifier of a package. */
  target: string;
  /** 'frontmatter' runs at build time; 'script' ships to the browser. */
  part: 'frontmatter' | 'script';
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function specifiers(code: string): string[] {
  return [...code.matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
}

function resolveFrom(file: string, spec: string): string {
  if (spec.startsWith('~/')) return spec.slice(2);
  if (spec.startsWith('./') || spec.startsWith('../')) return posix.normalize(posix.join(posix.dirname(file), spec));
  return spec;
}

/** Every import of one `.astro` file (`file` relative to the repository's root, with `/`). */
export function astroImports(file: string, text: string): AstroImport[] {
  const front = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [
    ...specifiers(front).map((s) => ({ file, target: resolveFrom(file, s), part: 'frontmatter' as const })),
    ...scripts.flatMap(specifiers).map((s) => ({ file, target: resolveFrom(file, s), part: 'script' as const })),
  ];
}

const AREA = /^site\/features\/([^/]+)\//;

/** The rules' names an import breaks, as .dependency-cruiser.cjs names them for TypeScript. */
function brokenRules(i: AstroImport): string[] {
  const broken: string[] = [];
  const from = AREA.exec(i.file)?.[1];
  const to = AREA.exec(i.target)?.[1];
  if (from && to && from !== to) broken.push('areas-stand-alone');
  if (i.file.startsWith('site/') && /^worker\/(?!domain\/)/.test(i.target)) broken.push('site-reads-only-domain');
  // A <script> is browser code wherever its .astro file lives: no build-time code, database, server or facts JSON.
  if (i.part === 'script' && /^(site\/build\/|db\/|worker\/(?!domain\/))|site-facts(\.(ts|json))?$/.test(i.target)) {
    broken.push('browser-code-stays-in-the-browser');
  }
  if (/^ops\//.test(i.target)) broken.push('ops-are-commands');
  return broken;
}

/** `file: target (rule)` for every broken rule in the given `.astro` files. */
export function astroViolations(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([file, text]) =>
    astroImports(file, text).flatMap((i) => brokenRules(i).map((rule) => `${i.file}: ${i.target} (${rule})`)),
  );
}
