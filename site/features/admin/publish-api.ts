/**
 * The publishing bar's calls of `/api/publish` (./publish-status.ts, a plain script: it passes the stored user's
 * token itself rather than reading the React store).
 */
import type { MessageAnswer } from '~/worker/domain/answers';
import type { PublishState } from '~/worker/domain/publishing';
import { apiSend } from '~/site/lib/api';

export const readPublishState = (token: string) => apiSend<PublishState>('/api/publish', { method: 'GET', token });

/** 'Zverejniť znova' (admins, after a failed build). */
export const republish = (token: string) => apiSend<MessageAnswer>('/api/publish', { method: 'POST', token });
