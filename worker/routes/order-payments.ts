import { Hono } from 'hono';
import type { AppEnv } from '../deps';

// Being built (Checkout issue).
export const orderPaymentRoutes = new Hono<AppEnv>();
