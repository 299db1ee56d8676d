import type { Db } from '~/db/client';
import { openNodeDb } from '~/db/client-node';

/** The database the static pages are rendered from (build time only). */
const BUILD_DATABASE_URL = process.env.DATABASE_URL || 'file:.data/prud.db';

let db: Db | undefined;

/**
 * The build-time database, opened once per build (module-level singleton) and shared by every page.
 * Only pages' frontmatter and getStaticPaths may call this: it never ships to the browser.
 */
export function buildDb(): Db {
  db ??= openNodeDb(BUILD_DATABASE_URL, process.env.DATABASE_AUTH_TOKEN || undefined);
  return db;
}
