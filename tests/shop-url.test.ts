import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The public address has one home, BASE_URL in wrangler.toml's [vars] (what the Worker reads); the deploy workflow
 * reads it with .github/scripts/shop-url.mjs for the build's SITE_URL and the reports' SHOP_URL. The script reads
 * the file without a TOML package (it runs before npm install), so it is checked against wrangler's own reader.
 */
const SCRIPT = '.github/scripts/shop-url.mjs';
const dir = mkdtempSync(join(tmpdir(), 'prud-shop-url-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (file: string) => spawnSync(process.execPath, [SCRIPT, file], { encoding: 'utf8' });
let n = 0;
function configFile(text: string): string {
  const file = join(dir, `wrangler-${n++}.toml`);
  writeFileSync(file, text);
  return file;
}
/** BASE_URL as wrangler deploys it into the Worker's env. */
const wranglersBaseUrl = (file: string) => (unstable_readConfig({ config: file }).vars as Record<string, string>).BASE_URL;

const HEAD = 'name = "prud-shop"\ncompatibility_date = "2026-11-01"\n';

describe("the shop's address for the deploy (shop-url.mjs)", () => {
  it('is BASE_URL of wrangler.toml, as wrangler reads it', () => {
    const out = execFileSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
    expect(out).toBe(`SHOP_URL=${wranglersBaseUrl('wrangler.toml')}\n`);
    expect(out).toMatch(/^SHOP_URL=https:\/\/\S+\n$/);
  });

  it.each([
    ['a comment after the value', '[vars]\nBASE_URL = "https://shop.example.sk" # the public address\n'],
    ['a literal string', "[vars]\nBASE_URL = 'https://shop.example.sk'\n"],
    [
      'other vars and tables around it',
      '[[ratelimits]]\nname = "X"\nnamespace_id = "1"\nsimple = { limit = 1, period = 60 }\n\n[vars]\nOTHER = "x"\nBASE_URL = "https://shop.example.sk"\n\n[triggers]\ncrons = []\n',
    ],
    [
      "an environment's own BASE_URL before it",
      '[env.staging.vars]\nBASE_URL = "https://staging.example.sk"\n\n[vars]\nBASE_URL = "https://shop.example.sk"\n',
    ],
    [
      'a key of the same name in another table',
      '[vars]\nBASE_URL = "https://shop.example.sk"\n\n[env.staging.vars]\nBASE_URL = "https://staging.example.sk"\n',
    ],
  ])('agrees with wrangler with %s', (_, vars) => {
    const file = configFile(HEAD + vars);
    expect(wranglersBaseUrl(file)).toBe('https://shop.example.sk');
    expect(run(file).stdout).toBe('SHOP_URL=https://shop.example.sk\n');
  });

  it('drops a trailing slash (the reports append /api/publish/report)', () => {
    expect(run(configFile(`${HEAD}[vars]\nBASE_URL = "https://shop.example.sk/"\n`)).stdout).toBe('SHOP_URL=https://shop.example.sk\n');
  });

  it('fails the step, saying why, when there is no usable address', () => {
    for (const [vars, why] of [
      ['[vars]\nOTHER = "x"\n', 'no BASE_URL in [vars]'],
      ['[env.staging.vars]\nBASE_URL = "https://staging.example.sk"\n', 'no BASE_URL in [vars]'],
      ['[vars]\nBASE_URL = "prud.sk"\n', 'not a URL'],
      ['[vars]\nBASE_URL = "ftp://prud.sk"\n', 'not http(s)'],
    ]) {
      const result = run(configFile(HEAD + vars));
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(why);
    }
  });

  it('is not written anywhere else: no SHOP_URL secret, SITE_URL from it', () => {
    const workflow = readFileSync('.github/workflows/deploy.yml', 'utf8');
    expect(workflow).not.toContain('secrets.SHOP_URL');
    expect(workflow).toContain(`node ${SCRIPT} >> "$GITHUB_ENV"`);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    expect(workflow).toContain('SITE_URL: ${{ env.SHOP_URL }}');
    expect(workflow).not.toMatch(/https?:\/\/(?!github\.com|api\.github\.com)[a-z0-9.-]+\.[a-z]{2,}/i);
  });
});
