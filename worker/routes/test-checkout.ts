import { Hono } from 'hono';
import type { AppEnv } from '../deps';

// Being built (Checkout issue).
export const testCheckoutRoutes = new Hono<AppEnv>();
