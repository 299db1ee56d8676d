import type { MessageAnswer } from '~/worker/domain/answers';
import { apiSend } from '~/site/lib/api';
import { UNSUBSCRIBE_PATH } from './unsubscribe-ops';

/** Spends the token from the e-mail (no login: the token is the authority). */
export const unsubscribe = (token: string) => apiSend<MessageAnswer>(UNSUBSCRIBE_PATH, { method: 'POST', body: { token } });
