import { api } from '~/site/lib/api';

/**
 * "Notify me when it is back" calls with the reader's bearer token (stock-alert.ts passes the stored session's; no
 * store, so the sold-out page's script stays small).
 */
export const readNotifyState = (productId: number, token: string) =>
  api('GET /api/products/:id/notify-me', { params: { id: productId }, token });

/** `PUT` asks to be mailed, `DELETE` undoes it. */
export const changeNotify = (productId: number, token: string, wait: boolean) =>
  api(wait ? 'PUT /api/products/:id/notify-me' : 'DELETE /api/products/:id/notify-me', { params: { id: productId }, token });
