import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ChangedPagesOptions, changedPages } from './changed-pages';
import type { ResidentRenderer, RoundReport } from './resident-renderer';

/** The changed-pages publisher over a stand-in renderer (the real astro renderer: changed-pages-astro.test.ts). */
let dir: string;
let root: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'prud-changed-'));
  root = join(dir, 'dist');
  put(root, 'index.html', 'home');
  put(root, 'product/7/index.html', 'old seven');
  put(root, 'product/7/index.html.br', 'stale br');
  put(root, 'product/7/index.html.gz', 'stale gz');
  put(root, 'product/8/index.html', 'eight');
  put(root, 'product/8/index.html.br', 'eight br');
  put(root, 'product/8/index.html.gz', 'eight gz');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function put(base: string, rel: string, text: string) {
  mkdirSync(dirname(join(base, rel)), { recursive: true });
  writeFileSync(join(base, rel), text);
}
const read = (rel: string) => readFileSync(join(root, rel), 'utf8');

/** Big enough to be precompressed (1 KB and more). */
const BIG = (marker: string) => `<!doctype html><h1>${marker}</h1>${'<p>Normálny kresťanský život.</p>'.repeat(60)}`;

interface Round {
  files?: Record<string, string>;
  removed?: string[];
  /** Names a written file the stage does not hold. */
  claim?: string[];
  fail?: boolean;
}

/** A renderer whose rounds write `files` into the stage; records what was asked of it. */
function fakeRenderer(rounds: Round[], ready = true) {
  const log = { stages: [] as string[], stopped: 0 };
  const renderer: ResidentRenderer = {
    ready: Promise.resolve(ready),
    async render(stage) {
      log.stages.push(stage);
      const r = rounds.shift() ?? {};
      if (r.fail) throw new Error('round failed');
      for (const [rel, text] of Object.entries(r.files ?? {})) put(stage, rel, text);
      const written = [...Object.keys(r.files ?? {}), ...(r.claim ?? [])];
      const report: RoundReport = { written, removed: r.removed ?? [], rendered: written.length, paths: 9, ms: 3 };
      return report;
    },
    stop: async () => {
      log.stopped++;
    },
  };
  return { renderer, log };
}

function publisher(renderer: ResidentRenderer, over: Partial<ChangedPagesOptions> = {}) {
  const seen = { started: [] as string[], patched: [] as [string, readonly string[]][], logs: [] as string[] };
  let fingerprint = 'code-1';
  const cp = changedPages({
    startRenderer: (r) => (seen.started.push(r), renderer),
    stageDir: join(dir, 'stages'),
    fingerprint: () => fingerprint,
    builtFrom: () => 'code-1',
    onPatched: async (r, files) => void seen.patched.push([r, files]),
    log: (level, message) => void seen.logs.push(`${level}: ${message}`),
    ...over,
  });
  return { cp, seen, edit: (f: string) => void (fingerprint = f) };
}

describe('publishing changed pages into the served folder', () => {
  it('moves the round’s files and their compressed forms in, removes gone pages with theirs, and tells the index', async () => {
    const page = BIG('sedem');
    const fake = fakeRenderer([
      { files: { 'product/7/index.html': page, 'product/9/index.html': 'tiny nine' }, removed: ['product/8/index.html'] },
    ]);
    const { cp, seen } = publisher(fake.renderer);
    await cp.follow(root);
    expect(seen.started).toEqual([root]);
    const report = await cp.publish(root);
    expect(report).toMatchObject({
      written: ['product/7/index.html', 'product/9/index.html'],
      removed: ['product/8/index.html'],
      rendered: 2,
    });
    expect(read('product/7/index.html')).toBe(page);
    expect(brotliDecompressSync(readFileSync(join(root, 'product/7/index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(root, 'product/7/index.html.gz'))).toString()).toBe(page);
    expect(read('product/9/index.html')).toBe('tiny nine');
    // Too small to compress: no variants (none left behind either).
    expect(readdirSync(join(root, 'product/9'))).toEqual(['index.html']);
    expect(readdirSync(join(root, 'product/8'))).toEqual([]);
    expect(read('index.html')).toBe('home');
    expect(seen.patched).toEqual([[root, ['product/7/index.html', 'product/9/index.html', 'product/8/index.html']]]);
    // The stage went with the round.
    expect(fake.log.stages).toHaveLength(1);
    expect(existsSync(fake.log.stages[0])).toBe(false);
    expect(fake.log.stages[0].startsWith(join(dir, 'stages'))).toBe(true);
  });

  it('removes the compressed forms of a page that is now too small to have any', async () => {
    const fake = fakeRenderer([{ files: { 'product/7/index.html': 'short now' } }]);
    const { cp } = publisher(fake.renderer);
    await cp.follow(root);
    expect(await cp.publish(root)).not.toBeNull();
    expect(read('product/7/index.html')).toBe('short now');
    expect(readdirSync(join(root, 'product/7'))).toEqual(['index.html']);
    // Other pages' variants stay.
    expect(read('product/8/index.html.br')).toBe('eight br');
  });

  it('removes a gone page that had no compressed forms, or whose file is already gone', async () => {
    put(root, 'small/index.html', 'tiny');
    const fake = fakeRenderer([{ removed: ['small/index.html', 'never/index.html'] }]);
    const { cp, seen } = publisher(fake.renderer);
    await cp.follow(root);
    expect(await cp.publish(root)).not.toBeNull();
    expect(readdirSync(join(root, 'small'))).toEqual([]);
    expect(seen.patched).toEqual([[root, ['small/index.html', 'never/index.html']]]);
  });

  it('gives each round a stage of its own', async () => {
    const fake = fakeRenderer([{ files: { 'a/index.html': 'a1' } }, { files: { 'a/index.html': 'a2' } }]);
    const { cp, seen } = publisher(fake.renderer);
    await cp.follow(root);
    await cp.publish(root);
    await cp.publish(root);
    expect(read('a/index.html')).toBe('a2');
    expect(new Set(fake.log.stages).size).toBe(2);
    expect(seen.patched).toHaveLength(2);
  });

  it('moves files in from a stage on another file system (a copy where a rename cannot)', async () => {
    // tmpfs is another file system than the disk's temporary folder where there is one (Linux).
    const other = existsSync('/dev/shm') ? mkdtempSync('/dev/shm/prud-stage-') : mkdtempSync(join(tmpdir(), 'prud-stage-'));
    try {
      const page = BIG('osem');
      const fake = fakeRenderer([{ files: { 'product/8/index.html': page } }]);
      const { cp } = publisher(fake.renderer, { stageDir: other });
      await cp.follow(root);
      expect(await cp.publish(root)).not.toBeNull();
      expect(read('product/8/index.html')).toBe(page);
      expect(brotliDecompressSync(readFileSync(join(root, 'product/8/index.html.br'))).toString()).toBe(page);
      expect(readdirSync(other)).toEqual([]);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('when changed pages cannot be published (the publisher builds everything)', () => {
  it('the code changed since the renderer was bundled: null, the renderer stopped and not asked again', async () => {
    const fake = fakeRenderer([{ files: { 'a/index.html': 'a' } }]);
    const { cp, seen, edit } = publisher(fake.renderer);
    await cp.follow(root);
    edit('code-2');
    expect(await cp.publish(root)).toBeNull();
    expect(fake.log.stopped).toBe(1);
    expect(fake.log.stages).toEqual([]);
    edit('code-1');
    expect(await cp.publish(root)).toBeNull();
    expect(fake.log.stages).toEqual([]);
    expect(seen.patched).toEqual([]);
    expect(seen.logs).toContain('info: the site code changed since the renderer was bundled: a full build');
  });

  it('the served build was made from other code, or from unknown code: no renderer starts', async () => {
    for (const built of ['code-0', null]) {
      const fake = fakeRenderer([{ files: { 'a/index.html': 'a' } }]);
      const { cp, seen } = publisher(fake.renderer, { builtFrom: () => built });
      await cp.follow(root);
      expect(seen.started).toEqual([]);
      expect(await cp.publish(root)).toBeNull();
      expect(fake.log.stages).toEqual([]);
    }
  });

  it('asks about the root it follows', async () => {
    const asked: string[] = [];
    const fake = fakeRenderer([]);
    const { cp, seen } = publisher(fake.renderer, { builtFrom: (r) => (asked.push(r), r === root ? 'code-1' : 'code-0') });
    await cp.follow(join(dir, 'other'));
    expect(seen.started).toEqual([]);
    await cp.follow(root);
    expect(seen.started).toEqual([root]);
    expect(asked).toEqual([join(dir, 'other'), root]);
  });

  it('a root other than the followed one: null, nothing rendered', async () => {
    const fake = fakeRenderer([{ files: { 'a/index.html': 'a' } }]);
    const { cp } = publisher(fake.renderer);
    await cp.follow(root);
    expect(await cp.publish(join(dir, 'elsewhere'))).toBeNull();
    expect(fake.log.stages).toEqual([]);
  });

  it('nothing followed yet: null', async () => {
    const { cp } = publisher(fakeRenderer([]).renderer);
    expect(await cp.publish(root)).toBeNull();
  });

  it('a renderer that did not get ready: null, nothing rendered', async () => {
    const fake = fakeRenderer([{ files: { 'a/index.html': 'a' } }], false);
    const { cp, seen } = publisher(fake.renderer);
    await cp.follow(root);
    expect(await cp.publish(root)).toBeNull();
    expect(fake.log.stages).toEqual([]);
    expect(seen.patched).toEqual([]);
  });

  it('a failing round: null, the served folder untouched, the renderer stopped and not asked again', async () => {
    const fake = fakeRenderer([{ fail: true }, { files: { 'a/index.html': 'a' } }]);
    const { cp, seen } = publisher(fake.renderer);
    await cp.follow(root);
    expect(await cp.publish(root)).toBeNull();
    expect(fake.log.stopped).toBe(1);
    expect(existsSync(fake.log.stages[0])).toBe(false);
    expect(await cp.publish(root)).toBeNull();
    expect(fake.log.stages).toHaveLength(1);
    expect(seen.patched).toEqual([]);
    expect(read('product/7/index.html')).toBe('old seven');
    expect(seen.logs).toContain('error: changed-pages publish failed; the whole site is built instead');
  });

  it('a round naming a file its stage lacks, or an index that fails to re-read: null and the renderer stopped', async () => {
    const missing = fakeRenderer([{ claim: ['product/7/index.html'] }]);
    const one = publisher(missing.renderer);
    await one.cp.follow(root);
    expect(await one.cp.publish(root)).toBeNull();
    expect(missing.log.stopped).toBe(1);
    expect(one.seen.patched).toEqual([]);

    const patched = fakeRenderer([{ files: { 'a/index.html': 'a' } }]);
    const two = publisher(patched.renderer, {
      onPatched: async () => {
        throw new Error('index');
      },
    });
    await two.cp.follow(root);
    expect(await two.cp.publish(root)).toBeNull();
    expect(patched.log.stopped).toBe(1);
  });
});

describe('the renderer’s life', () => {
  it('following a new build stops the previous renderer; stop() stops the current one', async () => {
    const first = fakeRenderer([]);
    const second = fakeRenderer([{ files: { 'a/index.html': 'a' } }]);
    const renderers = [first.renderer, second.renderer];
    const { cp } = publisher(first.renderer, { startRenderer: () => renderers.shift()! });
    await cp.follow(root);
    const next = join(dir, 'dist-2');
    mkdirSync(next);
    await cp.follow(next);
    expect(first.log.stopped).toBe(1);
    expect(await cp.publish(root)).toBeNull();
    expect(await cp.publish(next)).not.toBeNull();
    expect(readFileSync(join(next, 'a/index.html'), 'utf8')).toBe('a');
    await cp.stop();
    expect(second.log.stopped).toBe(1);
    expect(await cp.publish(next)).toBeNull();
    // Stopping with nothing running is harmless.
    await cp.stop();
    expect(second.log.stopped).toBe(1);
  });

  it('a build from other code stops the renderer of the build before it', async () => {
    const fake = fakeRenderer([]);
    let built: string = 'code-1';
    const { cp, seen } = publisher(fake.renderer, { builtFrom: () => built });
    await cp.follow(root);
    built = 'code-0';
    await cp.follow(join(dir, 'dist-2'));
    expect(fake.log.stopped).toBe(1);
    expect(seen.started).toEqual([root]);
    expect(seen.logs).toContain('info: the served build was made from other code: the next publish builds everything');
  });
});
