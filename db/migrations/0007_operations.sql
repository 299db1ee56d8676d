CREATE TABLE `publish_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`phase` text DEFAULT 'idle' NOT NULL,
	`mode` text DEFAULT 'none' NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`requested_at` text,
	`started_at` text,
	`finished_at` text,
	`log_tail` text DEFAULT '' NOT NULL,
	`progress_done` integer,
	`progress_total` integer,
	`hook_sent_at` text,
	`pending` integer DEFAULT false NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE TABLE `shop_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`transfer_pay_days` integer DEFAULT 14 NOT NULL,
	`card_pay_days` integer DEFAULT 3 NOT NULL,
	`max_open_unpaid` integer DEFAULT 3 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `reminded_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `pay_until` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancel_reason` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_open_unpaid_idx` ON `orders` (`is_paid`,`is_cancelled`,`created_at`);--> statement-breakpoint
-- The one row of each: nothing published yet, the default terms.
INSERT INTO `publish_state` (`id`) VALUES (1);--> statement-breakpoint
INSERT INTO `shop_settings` (`id`) VALUES (1);
