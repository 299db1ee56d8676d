import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint:deps` must fail on a break of each layer rule, not merely pass on the tree as it is. Each case
 * writes a miniature of the repository (the clean layout below, plus one deliberate break) into a folder of its
 * own under the system's temp folder and runs dependency-cruiser's CLI there with the repository's config, as
 * `npm run lint:deps` does. The real tree is never written.
 */

const REPO = resolve(import.meta.dirname, '..');
const CONFIG = join(REPO, '.dependency-cruiser.cjs');
const CLI = join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const run = promisify(execFile);

type Files = Record<string, string>;

/** Every arrow DESIGN.md allows, once: the clean layout passes, and each break below adds one wrong arrow to it. */
const CLEAN: Files = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '~/*': ['./*'] } } }),
  'worker/domain/rules.ts': 'export const rule = 1;',
  'worker/domain/page-sizes.ts': 'export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));',
  'worker/domain/errors.ts': 'export const invalid = (message: string) => new Error(message);',
  'db/schema/things.ts': 'export const things = "things";',
  'db/queries/things.ts': [
    "import { pageCount } from '../../worker/domain/page-sizes';",
    "import { things } from '../schema/things';",
    'export const listThings = () => [things, pageCount(1, 1)];',
  ].join('\n'),
  'db/seed/things.ts': "import { rule } from '../../worker/domain/rules';\nexport const seed = rule;",
  'worker/adapters/mailer.ts': "import { rule } from '../domain/rules';\nexport const mailer = rule;",
  'worker/services/things.ts': [
    "import { listThings } from '../../db/queries/things';",
    "import { mailer } from '../adapters/mailer';",
    "import { invalid } from '../domain/errors';",
    'export const thingsService = () => (mailer ? listThings() : invalid("x"));',
  ].join('\n'),
  'worker/services/things.test.ts': "import { mailer } from '../adapters/mailer';\nexport const seen = mailer;",
  'worker/adapters/mailer.test.ts': "import { thingsService } from '../services/things';\nexport const seen = thingsService;",
  'worker/http/errors.ts': "import { rule } from '../domain/rules';\nexport const onError = rule;",
  'worker/routes/things.ts': [
    "import type { listThings } from '../../db/queries/things';",
    "import { onError } from '../http/errors';",
    "import { thingsService } from '../services/things';",
    'export const route = (): ReturnType<typeof listThings> | number => (onError ? thingsService() : 0);',
  ].join('\n'),
  'worker/platform/node.ts': "import { route } from '../routes/things';\nexport const start = route;",
  'site/build/home.ts': "import { listThings } from '../../db/queries/things';\nexport const home = listThings;",
  'site/lib/format.ts': "import { rule } from '~/worker/domain/rules';\nexport const format = rule;",
  'site/stores/cart.ts': "import { format } from '../lib/format';\nexport const cart = format;",
  'site/components/ui/price.ts': "import { format } from '../../lib/format';\nexport const price = format;",
  'site/features/cart/cart-page.ts': [
    "import { rule } from '../../../worker/domain/rules';",
    "import { price } from '../../components/ui/price';",
    "import { cart } from '../../stores/cart';",
    'export const cartPage = [rule, price, cart];',
  ].join('\n'),
  'site/features/cart/cart-page.test.ts': "import { home } from '../../build/home';\nexport const seen = home;",
  'bench/run.ts': "import { start } from '../worker/platform/node';\nexport const bench = start;",
  'ops/backup.ts':
    "import { start } from '../worker/platform/node';\nimport { listThings } from '../db/queries/things';\nexport const backup = [start, listThings];",
};

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The names of the rules dependency-cruiser reports on the clean layout plus `extra`, sorted, each once. */
async function violatedRules(extra: Files): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'lint-deps-'));
  made.push(root);
  for (const [path, text] of Object.entries({ ...CLEAN, ...extra })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `${text}\n`);
  }
  const { stdout } = await run(
    process.execPath,
    [CLI, '--config', CONFIG, '--output-type', 'json', 'site', 'worker', 'db', 'ops', 'bench'],
    {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const report = JSON.parse(stdout) as { summary: { violations: { rule: { name: string } }[]; totalCruised: number } };
  // A layout that did not parse would pass every rule: make sure every file was read.
  expect(report.summary.totalCruised).toBeGreaterThanOrEqual(Object.keys(CLEAN).length - 1);
  return [...new Set(report.summary.violations.map((v) => v.rule.name))].sort();
}

/** One wrong arrow each, and the rule (or rules) that must name it. */
const BREAKS: { rule: string; why: string; files: Files; alsoReported?: string[] }[] = [
  {
    rule: 'areas-stand-alone',
    why: "one site area imports another's module (the checkout the cart's)",
    files: { 'site/features/checkout/steps.ts': "import { cartPage } from '../cart/cart-page';\nexport const steps = cartPage;" },
  },
  {
    rule: 'areas-stand-alone',
    why: "an area's test imports another area too (a test is code of its area)",
    files: {
      'site/features/order/order.test.ts': "import { cartPage } from '~/site/features/cart/cart-page';\nexport const seen = cartPage;",
    },
  },
  {
    rule: 'services-know-no-http',
    why: 'a service imports worker/http',
    files: { 'worker/services/refusal.ts': "import { onError } from '../http/errors';\nexport const refusal = onError;" },
  },
  {
    rule: 'services-know-no-http',
    why: "a service's test imports worker/http",
    files: { 'worker/services/refusal.test.ts': "import { onError } from '../http/errors';\nexport const seen = onError;" },
  },
  {
    rule: 'adapters-below-services',
    why: 'an adapter imports a service',
    files: { 'worker/adapters/footer.ts': "import { thingsService } from '../services/things';\nexport const footer = thingsService;" },
  },
  {
    rule: 'browser-code-stays-in-the-browser',
    why: 'a browser helper imports build-time code',
    files: { 'site/lib/header.ts': "import { home } from '../build/home';\nexport const header = home;" },
  },
  {
    rule: 'browser-code-stays-in-the-browser',
    why: 'a shared UI part imports the database through the ~/ alias',
    files: { 'site/components/ui/stock.ts': "import { listThings } from '~/db/queries/things';\nexport const stock = listThings;" },
    alsoReported: ['browser-code-no-db-no-facts'],
  },
  {
    rule: 'browser-code-stays-in-the-browser',
    why: 'a store reaches a service through a module outside site/',
    files: {
      'bench/helper.ts': "import { thingsService } from '../worker/services/things';\nexport const helper = thingsService;",
      'site/stores/user.ts': "import { helper } from '../../bench/helper';\nexport const user = helper;",
    },
  },
  {
    rule: 'browser-code-stays-in-the-browser',
    why: 'a feature imports the server directly (the older site rule names it too)',
    files: { 'site/features/cart/send.ts': "import { route } from '../../../worker/routes/things';\nexport const send = route;" },
    alsoReported: ['site-reads-only-domain'],
  },
  {
    rule: 'site-reads-only-domain',
    why: 'a page helper imports a service',
    files: { 'site/layouts/meta.ts': "import { thingsService } from '../../worker/services/things';\nexport const meta = thingsService;" },
  },
  {
    rule: 'domain-is-pure',
    why: 'a domain rule imports the database',
    files: { 'worker/domain/stock.ts': "import { listThings } from '../../db/queries/things';\nexport const stock = listThings;" },
  },
  {
    rule: 'routes-hold-no-sql',
    why: 'a route calls a query',
    files: { 'worker/routes/stock.ts': "import { listThings } from '../../db/queries/things';\nexport const stock = listThings;" },
  },
  {
    rule: 'services-below-routes',
    why: 'a service imports a route',
    files: {
      'worker/routes/health.ts': 'export const health = 1;',
      'worker/services/operations/health.ts': "import { health } from '../../routes/health';\nexport const check = health;",
    },
  },
  {
    rule: 'db-below-worker',
    why: 'the schema imports worker/domain (only the seed may)',
    files: { 'db/schema/pages.ts': "import { pageCount } from '../../worker/domain/page-sizes';\nexport const pages = pageCount;" },
  },
  {
    rule: 'db-queries-below-worker',
    why: 'a query imports a domain module other than page-sizes',
    files: { 'db/queries/rules.ts': "import { rule } from '../../worker/domain/rules';\nexport const ruled = rule;" },
  },
  {
    rule: 'nothing-imports-a-platform-entry',
    why: 'a route imports the Node entry',
    files: { 'worker/routes/restart.ts': "import { start } from '../platform/node';\nexport const restart = start;" },
  },
  {
    rule: 'ops-are-commands',
    why: 'the platform imports an ops command',
    files: { 'worker/platform/restore-on-start.ts': "import { backup } from '../../ops/backup';\nexport const restore = backup;" },
  },
  {
    rule: 'no-circular',
    why: 'two domain modules import each other',
    files: {
      'worker/domain/a.ts': "import { b } from './b';\nexport const a = () => b;",
      'worker/domain/b.ts': "import { a } from './a';\nexport const b = () => a;",
    },
  },
];

describe('npm run lint:deps (.dependency-cruiser.cjs)', () => {
  it('passes the clean layout, tests included', { timeout: 60_000 }, async () => {
    expect(await violatedRules({})).toEqual([]);
  });

  it.concurrent.each(BREAKS)('reports $rule when $why', { timeout: 60_000 }, async ({ rule, files, alsoReported = [] }) => {
    expect(await violatedRules(files)).toEqual([rule, ...alsoReported].sort());
  });
});
