import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema';

export { schema };
/** The drizzle database every service and query takes; built by a platform entry (Node file or Turso over HTTP). */
export type Db = LibSQLDatabase<typeof schema>;
