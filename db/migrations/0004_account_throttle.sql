CREATE TABLE `account_throttle` (
	`key` text PRIMARY KEY NOT NULL,
	`attempts` integer NOT NULL,
	`window_started_at` text NOT NULL,
	`locked_until` text
);
--> statement-breakpoint
CREATE INDEX `account_throttle_window_idx` ON `account_throttle` (`window_started_at`);