-- The catalogue version: one number that every change to what the public catalogue and media reads answer
-- (products, their approved reviews, audio, videos, banners) moves forward, whoever writes: the API, the seed, a
-- script, another server process on the same file. worker/http/catalogue-cache.ts keys its cached answers by it,
-- so no write can leave a stale answer behind. Triggers rather than a bump in each write path: a write path that
-- forgets to bump cannot exist, and the bump commits (or rolls back) with the write itself. Placing or cancelling
-- an order changes `count_in_stock`, so it moves the version too.
CREATE TABLE `catalogue_version` (
  `id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
  `version` integer NOT NULL
);--> statement-breakpoint
INSERT INTO `catalogue_version` (`id`, `version`) VALUES (1, 1);--> statement-breakpoint
CREATE TRIGGER `products_catalogue_version_insert` AFTER INSERT ON `products`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `products_catalogue_version_update` AFTER UPDATE ON `products`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `products_catalogue_version_delete` AFTER DELETE ON `products`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `reviews_catalogue_version_insert` AFTER INSERT ON `reviews`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `reviews_catalogue_version_update` AFTER UPDATE ON `reviews`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `reviews_catalogue_version_delete` AFTER DELETE ON `reviews`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `audio_catalogue_version_insert` AFTER INSERT ON `audio`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `audio_catalogue_version_update` AFTER UPDATE ON `audio`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `audio_catalogue_version_delete` AFTER DELETE ON `audio`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `videos_catalogue_version_insert` AFTER INSERT ON `videos`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `videos_catalogue_version_update` AFTER UPDATE ON `videos`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `videos_catalogue_version_delete` AFTER DELETE ON `videos`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `banners_catalogue_version_insert` AFTER INSERT ON `banners`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `banners_catalogue_version_update` AFTER UPDATE ON `banners`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `banners_catalogue_version_delete` AFTER DELETE ON `banners`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
