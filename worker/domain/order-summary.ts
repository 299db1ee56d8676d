/** One row of the customer's own order list (`GET /api/orders/myorders`); money in euros as the API speaks it. */
export interface ApiOrderSummary {
  _id: number;
  orderNumber: string;
  createdAt: string;
  totalPrice: number;
  isPaid: boolean;
  paidAt: string | null;
  isDelivered: boolean;
  deliveredAt: string | null;
  isCancelled: boolean;
}
