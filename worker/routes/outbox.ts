import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { listQuerySchema } from '../domain/pagination';
import { requireAdmin } from '../http/auth';
import { parseOr400 } from '../http/errors';
import { outboxPage } from '../services/outbox';

const outboxQuery = listQuerySchema(20).pick({ pageNumber: true, pageSize: true });

/** `GET /api/outbox?pageNumber=&pageSize=` (admin): sent e-mails, newest first → `{ mails, page, pages, total }`. */
export const outboxRoutes = new Hono<AppEnv>().get('/', requireAdmin, async (c) => {
  const q = parseOr400(outboxQuery, c.req.query());
  return c.json(await outboxPage(c.get('deps'), { page: q.pageNumber, pageSize: q.pageSize }));
});
