-- The typo search's vocabulary, built in the background (worker/services/spelling-vocabulary.ts) and only read by
-- the searches that find nothing: building it (0.15–0.45 s of CPU at 10,000 products) never runs on the thread
-- that answers a request.
CREATE TABLE `search_vocabulary` (
	`id` integer PRIMARY KEY NOT NULL,
	`catalogue_version` integer DEFAULT 0 NOT NULL,
	`words` text DEFAULT '' NOT NULL,
	`built_at` text,
	`claimed_at` text
);--> statement-breakpoint
-- The one row: nothing built yet (version 0).
INSERT INTO `search_vocabulary` (`id`) VALUES (1);
