import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { onError } from '../http/errors';

/** A Hono app with only the error mapping and the dependencies a middleware under test reads. */
export function bareApp(deps: Partial<AppDeps>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps as AppDeps);
    await next();
  });
  app.onError(onError);
  return app;
}
