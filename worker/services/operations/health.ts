import { pingDatabase } from '~/db/queries/operations/health';
import type { AppDeps } from '../../deps';

export type Probe = 'ok' | 'error';
export interface DependencyHealth {
  database: Probe;
  objectStore: Probe;
}

/** A key nothing stores: reading it proves the store answers, and a miss is the cheapest read R2 has. */
const HEALTH_PROBE_KEY = 'health/probe-never-stored';
/** A dependency that has not answered by then counts as down: a load balancer's probe must not hang with it. */
const HEALTH_TIMEOUT_MS = 3000;

/**
 * Whether the database and the object store answer (the deep health probe). What failed is logged for the
 * operator, never told to the caller: a public probe must not leak hosts, paths or driver messages.
 */
export async function checkDependencies(
  deps: Pick<AppDeps, 'db' | 'store' | 'log'>,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<DependencyHealth> {
  const [database, objectStore] = await Promise.all([
    probe('database', () => pingDatabase(deps.db), deps.log, timeoutMs),
    probe(
      'objectStore',
      async () => {
        const found = await deps.store.get(HEALTH_PROBE_KEY);
        // Someone stored the key after all: its body is not read, so release it.
        if (found?.body instanceof ReadableStream) await found.body.cancel();
      },
      deps.log,
      timeoutMs,
    ),
  ]);
  return { database, objectStore };
}

async function probe(name: string, check: () => Promise<void>, log: AppDeps['log'], timeoutMs: number): Promise<Probe> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (err) {
    log('warn', 'health check failed', { dependency: name, error: String(err) });
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}
