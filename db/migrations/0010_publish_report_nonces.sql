CREATE TABLE `publish_report_nonces` (
	`signature` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
