import { notifyMePath, type ApiStockAlertChange, type ApiStockAlertState } from '~/worker/domain/stock-alerts';
import { apiSend } from '~/site/lib/api';

/**
 * "Notify me when it is back" calls with the reader's bearer token (stock-alert.ts passes the stored session's; no
 * store, so the sold-out page's script stays small).
 */
export const readNotifyState = (productId: number, token: string) => apiSend<ApiStockAlertState>(notifyMePath(productId), { method: 'GET', token });

/** `PUT` asks to be mailed, `DELETE` undoes it. */
export const changeNotify = (productId: number, token: string, wait: boolean) =>
  apiSend<ApiStockAlertChange>(notifyMePath(productId), { method: wait ? 'PUT' : 'DELETE', token });
