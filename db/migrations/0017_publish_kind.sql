ALTER TABLE `publish_state` ADD `build_kind` text;--> statement-breakpoint
ALTER TABLE `publish_state` ADD `pages_written` integer;