import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users';
import { products } from './catalog';

/** An order as placed: addresses, prices and discounts are captured at order time and never recomputed. */
export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** "{YYYY}{4-digit sequence}W", e.g. 20240004W. */
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    shipName: text('ship_name').notNull(),
    shipAddress: text('ship_address').notNull(),
    shipCity: text('ship_city').notNull(),
    shipPostalCode: text('ship_postal_code').notNull(),
    shipCountry: text('ship_country').notNull(),
    phone: text('phone').notNull().default(''),
    note: text('note').notNull().default(''),
    billingName: text('billing_name').notNull().default(''),
    billingAddress: text('billing_address').notNull().default(''),
    billingCity: text('billing_city').notNull().default(''),
    billingPostalCode: text('billing_postal_code').notNull().default(''),
    billingCountry: text('billing_country').notNull().default(''),
    billingIco: text('billing_ico').notNull().default(''),
    billingDic: text('billing_dic').notNull().default(''),
    paymentMethod: text('payment_method').notNull(),
    itemsCents: integer('items_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    isPaid: integer('is_paid', { mode: 'boolean' }).notNull().default(false),
    paidAt: text('paid_at'),
    isDelivered: integer('is_delivered', { mode: 'boolean' }).notNull().default(false),
    deliveredAt: text('delivered_at'),
    isCancelled: integer('is_cancelled', { mode: 'boolean' }).notNull().default(false),
    cancelledAt: text('cancelled_at'),
    /** Random id created when a card payment starts; the success page must present it back. */
    initPaymentId: text('init_payment_id'),
    stripeSessionId: text('stripe_session_id'),
    newsletterConsent: integer('newsletter_consent', { mode: 'boolean' }).notNull().default(false),
    /** When the customer's card payment last failed (`PUT /failed-payment-notif`). */
    paymentFailedAt: text('payment_failed_at'),
    /**
     * The confirmation e-mail with the invoice: 'pending' until the first try, then 'sent' or 'failed' (the admin
     * sees it on the order and resends). Mail never decides the fate of an order: the order is committed first.
     */
    mailStatus: text('mail_status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    mailError: text('mail_error'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailSentAt: text('mail_sent_at'),
    /** A sender's claim on the confirmation (worker/services/mail/owed-mails.ts): when it started; null when none runs. */
    mailClaimedAt: text('mail_claimed_at'),
    /** Slovenská pošta parcel number given when staff mark the order sent ('' when none). */
    parcelNumber: text('parcel_number').notNull().default(''),
    /**
     * Unpaid-order life cycle (worker/services/orders/unpaid-orders.ts): when the reminder at half the term went out, the
     * due time (issue 29: fixed when the order is placed, from the shop's term then, so a later change of the term
     * leaves it and its invoice alone; null: no term, i.e. cash on delivery or a transfer from abroad), and why the
     * order was cancelled ('' by staff, 'unpaid' by the scheduled job when the term ran out).
     */
    remindedAt: text('reminded_at'),
    payUntil: text('pay_until'),
    /**
     * A due time moved after the order was placed (the admin's extension): the due time the invoice was first
     * issued with and when it last moved. The invoice is issued again under the same number with a note of the
     * change; null while the due time is the one the order was placed with.
     */
    dueChangedFrom: text('due_changed_from'),
    dueChangedAt: text('due_changed_at'),
    cancelReason: text('cancel_reason').notNull().default(''),
    /**
     * Issue 30, delivery: how the parcel travels (worker/domain/delivery.ts `DeliveryMethodId`: 'post',
     * 'packeta-point', 'packeta-home', 'pickup'; orders from before are 'post'), the Packeta point chosen in
     * Packeta's widget and checked again by the server (id, name, address as one line; '' for other methods),
     * the parcel's weight in grams the postage was priced by, and the cash-on-delivery fee charged.
     */
    deliveryMethod: text('delivery_method').notNull().default('post'),
    pickupPointId: text('pickup_point_id').notNull().default(''),
    pickupPointName: text('pickup_point_name').notNull().default(''),
    pickupPointAddress: text('pickup_point_address').notNull().default(''),
    weightGrams: integer('weight_grams').notNull().default(0),
    codFeeCents: integer('cod_fee_cents').notNull().default(0),
    /**
     * Postage not included yet, announced on the invoice: only orders abroad placed before issue 30 (the migration
     * sets it for them); new orders are always priced whole or refused.
     */
    shippingLater: integer('shipping_later', { mode: 'boolean' }).notNull().default(false),
    /** The discount code the order was priced with (as staff wrote it) and what it took off, in cents. */
    discountCode: text('discount_code').notNull().default(''),
    discountCents: integer('discount_cents').notNull().default(0),
    /**
     * A guest's order (no account): SHA-256 (hex) of the private key in the link the confirmation mail carries;
     * null for account orders or once staff revoked it. The key itself is never stored or logged.
     */
    guestKeyHash: text('guest_key_hash'),
    /** Packeta's packet id once staff created the parcel through Packeta's API ('' before); its barcode is `parcelNumber`. */
    packetaPacketId: text('packeta_packet_id').notNull().default(''),
    createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    index('orders_init_payment_idx').on(t.initPaymentId),
    index('orders_mail_status_idx').on(t.mailStatus),
    // The scheduled job's and the per-account limit's scan: open (unpaid, not cancelled) orders by age.
    index('orders_open_unpaid_idx').on(t.isPaid, t.isCancelled, t.createdAt),
    // Guests' open orders are capped per e-mail (issue 30), and a person's data export and account deletion find
    // their orders by e-mail (issue 31): every such query compares lower(email), so the index is on that.
    index('orders_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('orders_guest_key_idx').on(t.guestKeyHash),
  ],
);

export const orderItems = sqliteTable(
  'order_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    qty: integer('qty').notNull(),
    /** Price actually charged per unit (after discount). */
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** List price per unit at order time. */
    listPriceCents: integer('list_price_cents').notNull(),
    /** Discount percent applied at order time (0 = none). */
    discount: integer('discount').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Per-year sequence behind order numbers (the sequence restarts each year). */
export const orderCounters = sqliteTable('order_counters', {
  year: integer('year').primaryKey(),
  seq: integer('seq').notNull().default(0),
});

/** Stripe webhook events already handled, so a redelivered event changes nothing. */
export const paymentEvents = sqliteTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: text('received_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});

/**
 * The e-mails the shop owes a customer about an order besides its confirmation: what staff did (paid, sent,
 * cancelled, extended), what the scheduled job did (reminder, expired) and the card payment the webhook recorded
 * (card-paid). One row per order and kind, recorded in the same batch as the change it tells of, sent after the
 * answer and retried by the scheduled job through the same claim as the confirmation (`orders.mail_*`,
 * worker/services/mail/owed-mails.ts).
 */
export const orderNotices = sqliteTable(
  'order_notices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['paid', 'sent', 'cancelled', 'reminder', 'expired', 'extended', 'card-paid'] }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    sentAt: text('sent_at'),
    /** A sender's claim (worker/services/mail/owed-mails.ts): when it started; null when none runs. */
    claimedAt: text('claimed_at'),
    createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [uniqueIndex('order_notices_order_kind_idx').on(t.orderId, t.kind), index('order_notices_status_idx').on(t.status)],
);

/**
 * Discount codes staff create (issue 30): a percent or a fixed amount off the items (after each product's own or
 * sale price; worker/domain/pricing.ts), valid between two dates, with a minimum order and limits of uses in all
 * and per customer. `code` is stored in capitals; buyers type it in any case.
 */
export const discountCodes = sqliteTable('discount_codes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
  /** Percent 1–100, or cents off. */
  amount: integer('amount').notNull(),
  validFrom: text('valid_from'),
  validUntil: text('valid_until'),
  /** null: no limit. */
  maxUses: integer('max_uses'),
  maxUsesPerCustomer: integer('max_uses_per_customer'),
  minOrderCents: integer('min_order_cents').notNull().default(0),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});

/**
 * One row per order priced with a code, written in the order's own batch. The trigger of migration 0014 refuses
 * the row ('code_used_up' / 'code_used_by_customer') when the code's limits are reached by orders not cancelled,
 * which rolls the whole order back: concurrent orders can never exceed a limit.
 */
export const discountCodeUses = sqliteTable(
  'discount_code_uses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The buyer's e-mail in lower case: the per-customer limit counts it (accounts and guests alike). */
    email: text('email').notNull(),
    createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [uniqueIndex('discount_code_uses_order_idx').on(t.orderId), index('discount_code_uses_code_idx').on(t.codeId, t.email)],
);
