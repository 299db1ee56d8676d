ALTER TABLE `order_notices` ADD `claimed_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `mail_claimed_at` text;