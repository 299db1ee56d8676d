-- Diacritics-blind full-text search over products: "zivot" finds "Život".
-- External-content FTS5 table kept in sync by triggers; products.id is the rowid.
CREATE VIRTUAL TABLE `products_fts` USING fts5(
  name, author, tags, description,
  content='products', content_rowid='id',
  tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO `products_fts`(rowid, name, author, tags, description) SELECT id, name, author, tags, description FROM `products`;
--> statement-breakpoint
CREATE TRIGGER `products_fts_ai` AFTER INSERT ON `products` BEGIN
  INSERT INTO `products_fts`(rowid, name, author, tags, description) VALUES (new.id, new.name, new.author, new.tags, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_ad` AFTER DELETE ON `products` BEGIN
  INSERT INTO `products_fts`(`products_fts`, rowid, name, author, tags, description) VALUES ('delete', old.id, old.name, old.author, old.tags, old.description);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_au` AFTER UPDATE OF name, author, tags, description ON `products` BEGIN
  INSERT INTO `products_fts`(`products_fts`, rowid, name, author, tags, description) VALUES ('delete', old.id, old.name, old.author, old.tags, old.description);
  INSERT INTO `products_fts`(rowid, name, author, tags, description) VALUES (new.id, new.name, new.author, new.tags, new.description);
END;
