-- contract: no query of the live Worker reads this index (every one compares lower(email), which a plain index cannot serve; issue 31 recreates it on lower(email)), and no ON CONFLICT names it
DROP INDEX `orders_email_idx`;--> statement-breakpoint
CREATE INDEX `orders_email_idx` ON `orders` (lower("email"));--> statement-breakpoint
ALTER TABLE `users` ADD `newsletter_consent_at` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `verified_purchase` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `reviews_user_idx` ON `reviews` (`user_id`);