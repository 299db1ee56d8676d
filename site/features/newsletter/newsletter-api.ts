import { api } from '~/site/lib/api';

/** Spends the token from the e-mail (no login: the token is the authority). */
export const unsubscribe = (token: string) => api('POST /api/subscribers/unsubscribe', { body: { token } });
