-- Issue 31: 'Overený nákup' of an approved review is read from the reviewer's paid orders that are not cancelled
-- (db/queries/review-marks.ts), and public review answers are kept in memory by the catalogue version (migration
-- 0005). An order that becomes paid or cancelled, or changes hands (a guest's order claimed, an account's detached),
-- can change that mark: the version moves in the same transaction, but only when the order holds a title its old
-- or new owner has an approved review of, so payments do not empty the catalogue cache otherwise.
CREATE TRIGGER `orders_verified_purchase_catalogue_version` AFTER UPDATE OF `is_paid`, `is_cancelled`, `user_id` ON `orders`
WHEN (OLD.`is_paid` IS NOT NEW.`is_paid` OR OLD.`is_cancelled` IS NOT NEW.`is_cancelled` OR OLD.`user_id` IS NOT NEW.`user_id`)
  AND EXISTS (
    SELECT 1 FROM `order_items` AS i JOIN `reviews` AS r ON r.`product_id` = i.`product_id`
    WHERE i.`order_id` = NEW.`id` AND r.`user_id` IN (OLD.`user_id`, NEW.`user_id`) AND r.`is_acknowledged` = 1
  )
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
