/**
 * Every route `worker/app.ts` mounts, described once (define.ts): one table per area of the shop, merged here.
 * worker/routes/openapi.test.ts compares this list with the mounted routes.
 */
import { accountRoutes } from './accounts';
import { catalogueRoutes } from './catalogue';
import { mediaRoutes } from './media';
import { orderRoutes } from './orders';
import { platformRoutes } from './platform';

export const apiContract = {
  ...platformRoutes,
  ...catalogueRoutes,
  ...mediaRoutes,
  ...accountRoutes,
  ...orderRoutes,
};

export type ApiContract = typeof apiContract;
