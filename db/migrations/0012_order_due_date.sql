ALTER TABLE `orders` ADD `due_changed_from` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `due_changed_at` text;--> statement-breakpoint
-- Issue 29: the due time is stored on the order when it is placed (orders.pay_until), so a later change of the
-- shop's term leaves existing orders and their invoices alone. Orders placed before this migration kept no term of
-- their own (only a reminded or extended one has pay_until); the term in force now is the best that can be known
-- of the one they were placed under, so they get their creation time plus it. Only orders that have a term: a bank
-- transfer or card order to Slovakia (worker/domain/unpaid-orders.ts TERM_OF_METHOD); cash on delivery and a
-- transfer from abroad keep none. Without the settings row the migration's defaults (14 and 3 days) count.
UPDATE `orders` SET `pay_until` = strftime('%Y-%m-%dT%H:%M:%fZ', `created_at`,
  '+' || coalesce((SELECT `transfer_pay_days` FROM `shop_settings` WHERE `id` = 1), 14) || ' days')
WHERE `pay_until` IS NULL AND `payment_method` = 'Prevodom vopred' AND `ship_country` = 'Slovensko';--> statement-breakpoint
UPDATE `orders` SET `pay_until` = strftime('%Y-%m-%dT%H:%M:%fZ', `created_at`,
  '+' || coalesce((SELECT `card_pay_days` FROM `shop_settings` WHERE `id` = 1), 3) || ' days')
WHERE `pay_until` IS NULL AND `payment_method` = 'Stripe' AND `ship_country` = 'Slovensko';
