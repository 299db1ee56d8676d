import { Hono } from 'hono';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AppEnv } from '../deps';
import { notFound } from '../domain/errors';
import { audioUpdateSchema, bannerUpdateSchema, MEDIA_MESSAGES, videoUpdateSchema } from '../domain/media-admin';
import { audioListQuery, mediaListQuery } from '../domain/media-shape';
import { idParams } from '../domain/path-params';
import { requireStaff, seesDrafts, staffReads } from '../http/auth';
import { firstOfRepeated, validate } from '../http/validate';
import { audioById, audioPage, bannerById, bannerPage, videoById, videoPage } from '../services/media/media';
import { audioWrites, bannerWrites, videoWrites, type MediaWrites } from '../services/media/media-admin';

type ListQuery = { pageNumber: number };
type Drafts = { drafts: boolean };

/**
 * The public read side every media resource shares: `GET /` (a page of the list) and `GET /:id`. Staff (admins
 * and assistants, who write media) read the drafts too (`staffReads`); everyone else never sees one.
 */
function listAndGet<Q extends z.ZodType<ListQuery>>(
  query: Q,
  list: (db: Db, q: z.infer<Q> & { page: number } & Drafts) => Promise<unknown>,
  get: (db: Db, id: number, o: Drafts) => Promise<unknown>,
  missing: string,
) {
  return new Hono<AppEnv>()
    .get('/', staffReads('staff'), validate('query', firstOfRepeated(query)), async (c) => {
      const q = c.req.valid('query') as z.infer<Q>;
      return c.json(await list(c.get('deps').db, { ...q, page: q.pageNumber, drafts: seesDrafts(c, 'staff') }));
    })
    .get('/:id', staffReads('staff'), validate('param', idParams), async (c) => {
      const found = await get(c.get('deps').db, c.req.valid('param').id, { drafts: seesDrafts(c, 'staff') });
      if (!found) throw notFound(missing);
      return c.json(found);
    });
}

/**
 * The staff's write side every media resource shares (admins and assistants): `POST /` makes an empty draft
 * (201, worker/domain/drafts.ts), `PUT /:id` stores the edit validated by the domain schema, `DELETE /:id`
 * removes it. The writes' republish is asked by the service (services/media/media-admin.ts).
 */
function crud<S extends z.ZodType>(read: ReturnType<typeof listAndGet>, schema: S, svc: MediaWrites<z.output<S>>) {
  return (
    read
      .post('/', requireStaff, async (c) => c.json(await svc.create(c.get('deps')), 201))
      // The body is checked before the id (as it always was): a bad edit of a bad address names the edit.
      .put('/:id', requireStaff, validate('json', schema), validate('param', idParams), async (c) =>
        c.json(await svc.update(c.get('deps'), c.req.valid('param').id, c.req.valid('json') as z.output<S>)),
      )
      .delete('/:id', requireStaff, validate('param', idParams), async (c) =>
        c.json(await svc.remove(c.get('deps'), c.req.valid('param').id)),
      )
  );
}

export const audioRoutes = crud(
  listAndGet(audioListQuery, audioPage, audioById, MEDIA_MESSAGES.audioNotFound),
  audioUpdateSchema,
  audioWrites,
);
export const videoRoutes = crud(
  listAndGet(mediaListQuery, videoPage, videoById, MEDIA_MESSAGES.videoNotFound),
  videoUpdateSchema,
  videoWrites,
);
export const bannerRoutes = crud(
  listAndGet(mediaListQuery, bannerPage, bannerById, MEDIA_MESSAGES.bannerNotFound),
  bannerUpdateSchema,
  bannerWrites,
);
