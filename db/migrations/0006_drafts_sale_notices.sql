CREATE TABLE `shop_sale` (
	`id` integer PRIMARY KEY NOT NULL,
	`discount` integer DEFAULT 0 NOT NULL,
	`started_at` text
);
--> statement-breakpoint
CREATE TABLE `order_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text,
	`sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_notices_order_kind_idx` ON `order_notices` (`order_id`,`kind`);--> statement-breakpoint
CREATE INDEX `order_notices_status_idx` ON `order_notices` (`status`);--> statement-breakpoint
ALTER TABLE `products` ADD `own_discount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `is_draft` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `parcel_number` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `audio` ADD `is_draft` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `banners` ADD `is_draft` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `videos` ADD `is_draft` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now a product's one discount was both its own and the shop-wide one: keep it as the product's own.
UPDATE `products` SET `own_discount` = `discount`;--> statement-breakpoint
-- The one row of the shop-wide sale: no sale running.
INSERT INTO `shop_sale` (`id`, `discount`, `started_at`) VALUES (1, 0, NULL);
