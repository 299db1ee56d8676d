import type { Client } from '@libsql/client';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema';

export { schema };
/**
 * The drizzle database every service and query takes; built by a platform entry (Node file or Turso over HTTP).
 * `$client` is the raw libSQL client, for the few statements drizzle cannot express (FTS5 MATCH, pragmas).
 */
export type Db = LibSQLDatabase<typeof schema> & { $client: Client };
