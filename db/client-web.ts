import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import { schema, type Db } from './client';

/** Opens Turso over HTTP: the only libSQL client that runs on Cloudflare Workers. */
export function openWebDb(url: string, authToken?: string): Db {
  return drizzle(createClient({ url, authToken }), { schema }) as unknown as Db;
}
