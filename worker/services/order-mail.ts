import type { AppDeps } from '../deps';

/**
 * Sends the confirmation e-mail with the PDF invoice of a committed order and records the outcome on the order
 * (`mail_status`). Never throws: mail never decides the fate of an order. Being built (Checkout issue).
 */
export async function sendOrderConfirmation(deps: AppDeps, orderId: number): Promise<void> {
  deps.log('warn', 'order confirmation mail not built yet', { orderId });
}
