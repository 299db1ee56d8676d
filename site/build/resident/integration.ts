import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { nextBuildRound } from '../build-round';
import { sitemapFilter } from '../indexing';
import { outputFile, renderUrl } from './output-file';
import { readPageKeys, writePageKeys, type PageKeys } from './page-keys';
import { renderRound, type RoundPath } from './round';
import { sitemapXml } from './sitemap';

/**
 * Publishing changed pages only (issue 33). With `PRUD_PAGE_KEYS` set (the Node publisher sets it), a full build
 * records every path's cacheKey and file (page-keys.ts). With `PRUD_RESIDENT=1` as well, the build does not render
 * at all: once astro has bundled the site and set its pre-renderer up, the process stays, and each `render` message
 * from its parent (worker/platform/resident-renderer.ts) is one round: the database read again, the paths whose key
 * moved or that have none rendered, and the files whose bytes differ written to the message's stage folder. The
 * bundle is the one the served build was made from (the parent checks its hashed files), so pages rendered later
 * name the same scripts and styles. The `exit` message (or the parent going) ends the build, rendering nothing.
 */
export function residentRenderer(): AstroIntegration {
  let site = new URL('http://localhost:4321');
  return {
    name: 'prud-resident-renderer',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (config.site) site = new URL(config.site);
      },
      'astro:build:start': ({ setPrerenderer }) => {
        const keysFile = process.env.PRUD_PAGE_KEYS;
        if (!keysFile) return;
        const resident = process.env.PRUD_RESIDENT === '1';
        setPrerenderer((base) => wrap(base, { keysFile, resident, site }));
      },
    },
  };
}

interface Options {
  keysFile: string;
  resident: boolean;
  site: URL;
}

function wrap(base: AstroPrerenderer, o: Options): AstroPrerenderer {
  let recorded: PageKeys | null = null;
  return {
    name: 'prud-resident',
    setup: async () => base.setup?.(),
    async getStaticPaths() {
      const paths = await base.getStaticPaths();
      if (o.resident) {
        await serveRounds(base, o);
        return [];
      }
      recorded = renderRoundKeys(paths as RoundPath[]);
      return paths;
    },
    render: (request, options) => base.render(request, options),
    async teardown() {
      if (recorded) writePageKeys(o.keysFile, recorded);
      await base.teardown?.();
    },
  };
}

function renderRoundKeys(paths: readonly RoundPath[]): PageKeys {
  const keys: PageKeys = {};
  for (const p of paths) keys[p.pathname] = { key: p.cacheKey ?? null, file: outputFile(p.pathname, p.route.type) };
  return keys;
}

interface RenderMessage {
  type: 'render';
  id: number;
  servedRoot: string;
  stageDir: string;
}

type Message = RenderMessage | { type: 'exit' };

function readOrNull(file: string): Uint8Array | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

async function renderBytes(base: AstroPrerenderer, path: RoundPath, site: URL): Promise<Uint8Array | null> {
  const request = new Request(renderUrl(path.pathname, path.route.type, site));
  const result = await base.render(request, { routeData: path.route as Parameters<AstroPrerenderer['render']>[1]['routeData'] });
  const response = result instanceof Response ? result : result.response;
  if (response.status >= 300 && response.status < 400) throw new Error(`${path.pathname} answered a redirect: not published by a round`);
  if (!response.body) return null;
  return new Uint8Array(await response.arrayBuffer());
}

interface BuildAppLike {
  routeCache?: { clearAll(): void };
  getOptions?: () => { allPages?: Record<string, { styles?: unknown[] }> };
}

/**
 * Astro sorts a page's styles in place each time it renders it, with an order that is not total (two sheets of the
 * same depth and order swap on every sort): a page rendered again would flip its inline styles and its CSP hashes
 * each round. The full build renders each static page once, from the order the build left; every resident render
 * starts from that same order again, so an unchanged page renders to the served bytes.
 */
function stylesAsBuilt(app: BuildAppLike | undefined): () => void {
  const pages = Object.values(app?.getOptions?.().allPages ?? {});
  const built = pages.map((p) => p.styles?.slice());
  return () =>
    pages.forEach((p, i) => {
      const order = built[i];
      if (p.styles && order) p.styles.splice(0, p.styles.length, ...order);
    });
}

async function serveRounds(base: AstroPrerenderer, o: Options): Promise<void> {
  let served = readPageKeys(o.keysFile);
  const app = (base as AstroPrerenderer & { app?: BuildAppLike }).app;
  const restoreStyles = stylesAsBuilt(app);

  const round = async (m: RenderMessage) => {
    const started = performance.now();
    nextBuildRound();
    app?.routeCache?.clearAll();
    const paths = (await base.getStaticPaths()) as RoundPath[];
    const result = await renderRound({
      paths,
      served,
      render: (p) => {
        restoreStyles();
        return renderBytes(base, p, o.site);
      },
      servedBytes: (file) => readOrNull(join(m.servedRoot, file)),
    });
    const written = [...result.written.keys()];
    for (const [file, bytes] of result.written) {
      mkdirSync(dirname(join(m.stageDir, file)), { recursive: true });
      writeFileSync(join(m.stageDir, file), bytes);
    }
    if (result.pagesChanged) {
      const root = resolve(m.servedRoot);
      // A page written in this round is read from the stage (its robots and canonical decide its listing).
      const listed = sitemapFilter(root, (file) => {
        const rel = file.slice(root.length + 1);
        const staged = result.written.get(rel);
        if (staged) return Buffer.from(staged).toString('utf8');
        const bytes = readOrNull(file);
        return bytes ? Buffer.from(bytes).toString('utf8') : null;
      });
      const pages = Object.values(result.keys)
        .filter((e) => e.file.endsWith('index.html'))
        .map((e) => new URL(`/${e.file.slice(0, -'index.html'.length)}`, o.site).href);
      const xml = sitemapXml(pages, listed);
      if (Buffer.from(readOrNull(join(m.servedRoot, 'sitemap-0.xml')) ?? []).toString('utf8') !== xml) {
        writeFileSync(join(m.stageDir, 'sitemap-0.xml'), xml);
        written.push('sitemap-0.xml');
      }
    }
    served = result.keys;
    writePageKeys(o.keysFile, served);
    return {
      written,
      removed: result.removed,
      rendered: result.rendered,
      paths: paths.length,
      ms: Math.round(performance.now() - started),
    };
  };

  await new Promise<void>((done) => {
    let chain: Promise<unknown> = Promise.resolve();
    process.on('message', (m: Message) => {
      if (m.type === 'exit') {
        void chain.then(() => done());
        return;
      }
      if (m.type !== 'render') return;
      chain = chain
        .then(() => round(m))
        .then(
          (r) => process.send?.({ type: 'rendered', id: m.id, ...r }),
          (err: unknown) =>
            process.send?.({ type: 'failed', id: m.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
        );
    });
    process.on('disconnect', () => done());
    process.send?.({ type: 'ready' });
  });
}
