/**
 * The publishing bar's calls of `/api/publish` through the typed client (./publish-status.ts, a plain script: it
 * passes the stored user's token itself rather than reading the React store).
 */
import { api } from '~/site/lib/api';

export const readPublishState = (token: string) => api('GET /api/publish', { token });

/** 'Zverejniť znova' (admins, after a failed build). */
export const republish = (token: string) => api('POST /api/publish', { token });
