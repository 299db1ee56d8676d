ALTER TABLE `orders` ADD `payment_failed_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `mail_status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `mail_error` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `mail_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `mail_sent_at` text;--> statement-breakpoint
CREATE INDEX `orders_init_payment_idx` ON `orders` (`init_payment_id`);--> statement-breakpoint
CREATE INDEX `orders_mail_status_idx` ON `orders` (`mail_status`);