// The shop's public address has one home: BASE_URL in wrangler.toml's [vars], which the Worker reads. The deploy
// workflow takes it from there for the build (SITE_URL: the pages' canonical URLs) and the publish reports
// (SHOP_URL: where they are posted): `node .github/scripts/shop-url.mjs [wrangler.toml] >> "$GITHUB_ENV"` prints
// `SHOP_URL=<address>`. It runs before `npm install`, so it reads the file itself instead of through a TOML
// package: a top-level [vars] table and a one-line string value, the form wrangler.toml uses
// (tests/shop-url.test.ts checks it against wrangler's own reader). Exits 1, saying why, without an http(s) address.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** BASE_URL of the top-level [vars] table of a wrangler.toml text, or null. */
export function baseUrlOf(toml) {
  let inVars = false;
  for (const raw of toml.split(/\r?\n/)) {
    const line = raw.trim();
    // A table header ([vars], [[ratelimits]], [env.staging.vars]) starts a table: only the top-level [vars] counts.
    if (line.startsWith('[')) {
      inVars = /^\[\s*vars\s*\]\s*(#.*)?$/.test(line);
      continue;
    }
    if (!inVars) continue;
    const m = /^(?:BASE_URL|"BASE_URL"|'BASE_URL')\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)')\s*(#.*)?$/.exec(line);
    if (m) return m[1] !== undefined ? JSON.parse(`"${m[1]}"`) : m[2];
  }
  return null;
}

/** The address as the workflow uses it: an absolute http(s) URL without a trailing slash. */
export function shopUrl(toml) {
  const value = baseUrlOf(toml)?.trim();
  if (!value) throw new Error("wrangler.toml has no BASE_URL in [vars]: set the shop's public address there");
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`BASE_URL in wrangler.toml is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`BASE_URL in wrangler.toml is not http(s): ${value}`);
  return value.replace(/\/+$/, '');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(`SHOP_URL=${shopUrl(readFileSync(process.argv[2] ?? 'wrangler.toml', 'utf8'))}`);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
