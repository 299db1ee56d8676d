-- Stock can never go below zero: an order takes its copies with `count_in_stock = count_in_stock - qty` inside the
-- same write batch as the order itself, and this guard aborts the whole batch (order, items, order number) when
-- a buyer asks for more than is left. Two buyers can therefore never get the last copy.
CREATE TRIGGER `products_stock_guard_update` BEFORE UPDATE OF `count_in_stock` ON `products`
WHEN NEW.`count_in_stock` < 0
BEGIN
  SELECT RAISE(ABORT, 'out_of_stock');
END;--> statement-breakpoint
CREATE TRIGGER `products_stock_guard_insert` BEFORE INSERT ON `products`
WHEN NEW.`count_in_stock` < 0
BEGIN
  SELECT RAISE(ABORT, 'out_of_stock');
END;
