/**
 * The answers of `GET` / `PUT` / `DELETE /api/products/{id}/notify-me` (issue 20), described in zod for the
 * published contract (api-contract/catalogue.ts). Apart from stock-alerts.ts, which the sold-out page's small
 * script bundles and which must stay import-free: it re-exports these types only.
 */
import { z } from 'zod';

/** `GET /api/products/{id}/notify-me`: whether the caller waits for this title (asked, not yet mailed). */
export const apiStockAlertStateSchema = z.strictObject({
  isWaiting: z.boolean().meta({ description: 'Volajúci čaká na e-mail o naskladnení (ešte mu neodišiel).' }),
});
export type ApiStockAlertState = z.output<typeof apiStockAlertStateSchema>;

/** The answer of `PUT` and `DELETE`: the state after the call and a sentence for the page. */
export const apiStockAlertChangeSchema = z.strictObject({ message: z.string(), isWaiting: z.boolean() });
export type ApiStockAlertChange = z.output<typeof apiStockAlertChangeSchema>;
