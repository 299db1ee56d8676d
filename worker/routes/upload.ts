import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { invalid } from '../domain/errors';
import { UPLOAD_MESSAGES } from '../domain/media-admin';
import { requireStaff } from '../http/auth';
import { storeUpload } from '../services/media/uploads';

/**
 * `POST /api/upload` (staff): multipart field `upload` → 201 with the JSON string path of the stored image.
 * Its body limit (5 MB and the multipart overhead, worker/http/body-limits.ts) is applied app-wide before this
 * route runs: reading stops as soon as the request is larger (Content-Length or streamed).
 */
export const uploadRoutes = new Hono<AppEnv>().post('/', requireStaff, async (c) => {
  const form = await c.req.parseBody().catch(() => {
    throw invalid(UPLOAD_MESSAGES.missing);
  });
  const file = form.upload;
  if (!(file instanceof Blob)) throw invalid(UPLOAD_MESSAGES.missing);
  return c.json(await storeUpload(c.get('deps'), file), 201);
});
