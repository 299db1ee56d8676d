import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../deps';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../domain/media-admin';
import { requireStaff } from '../http/auth';
import { ApiError, badRequest } from '../http/errors';
import { storeUpload } from '../services/uploads';

/** Room for the multipart boundaries and part headers around a file of exactly the limit. */
const MULTIPART_OVERHEAD = 16 * 1024;

/**
 * `POST /api/upload` (staff): multipart field `upload` → 201 with the JSON string path of the stored image.
 * The body limit stops reading as soon as the request is larger than the limit (Content-Length or streamed).
 */
export const uploadRoutes = new Hono<AppEnv>().post(
  '/',
  requireStaff,
  bodyLimit({
    maxSize: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw new ApiError(413, UPLOAD_MESSAGES.tooLarge);
    },
  }),
  async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw badRequest(UPLOAD_MESSAGES.missing);
    });
    const file = form['upload'];
    if (!(file instanceof Blob)) throw badRequest(UPLOAD_MESSAGES.missing);
    return c.json(await storeUpload(c.get('deps'), file), 201);
  },
);
