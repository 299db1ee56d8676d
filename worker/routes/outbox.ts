import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { listQuerySchema } from '../domain/pagination';
import { PAGE_SIZES } from '../domain/page-sizes';
import { requireAdmin } from '../http/auth';
import { firstOfRepeated, validate } from '../http/validate';
import { outboxPage } from '../services/outbox';

const outboxQuery = firstOfRepeated(listQuerySchema(PAGE_SIZES.outbox).pick({ pageNumber: true, pageSize: true }));

/** `GET /api/outbox?pageNumber=&pageSize=` (admin): sent e-mails, newest first → `{ mails, page, pages, total }`. */
export const outboxRoutes = new Hono<AppEnv>().get('/', requireAdmin, validate('query', outboxQuery), async (c) => {
  const q = c.req.valid('query');
  return c.json(await outboxPage(c.get('deps'), { page: q.pageNumber, pageSize: q.pageSize }));
});
