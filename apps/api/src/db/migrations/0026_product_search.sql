CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"name_key" text NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"store_id" integer NOT NULL,
	"tier_id" integer,
	"state_id" integer,
	"stock_count" integer NOT NULL,
	"rank" integer NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_popular_idx" ON "product_search" USING btree (("stock_count" > 0) desc,"rank" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "product_search_rank_idx" ON "product_search" USING btree ("rank" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "product_search_price_idx" ON "product_search" USING btree ("price","product_id");--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING btree ("name_key" text_pattern_ops);--> statement-breakpoint
-- hand-written (decision 0025): the words, their index, and the triggers that keep the table.
ALTER TABLE "product_search" ADD COLUMN "document" tsvector NOT NULL;
--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");
--> statement-breakpoint
-- Products changed: their rows follow (statement triggers over the rows touched, so a bulk update
-- costs one statement). An update that changes nothing search reads writes nothing.
CREATE FUNCTION product_search_from_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search ps USING new_rows p JOIN stores s ON s.id = p.store_id
    WHERE ps.product_id = p.id AND NOT s.is_active;
  INSERT INTO product_search (product_id, document, name_key, category_id, brand_id, store_id, tier_id, state_id, stock_count, rank, price)
    SELECT p.id, p.search_document, lower(p.product_name), p.category_id, p.brand_id, p.store_id, s.tier_id, s.state_id, p.stock_count, p.rank, p.price_after_discount
    FROM new_rows p JOIN stores s ON s.id = p.store_id
    WHERE s.is_active AND EXISTS (
      SELECT 1 FROM old_rows o WHERE o.id = p.id AND (o.product_name, o.category_id, o.brand_id, o.store_id, o.stock_count, o.rank, o.price_after_discount)
        IS DISTINCT FROM (p.product_name, p.category_id, p.brand_id, p.store_id, p.stock_count, p.rank, p.price_after_discount))
    ON CONFLICT (product_id) DO UPDATE SET document = excluded.document, name_key = excluded.name_key, category_id = excluded.category_id,
      brand_id = excluded.brand_id, store_id = excluded.store_id, tier_id = excluded.tier_id, state_id = excluded.state_id,
      stock_count = excluded.stock_count, rank = excluded.rank, price = excluded.price;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Products inserted (the seed's bulk inserts: one statement each).
CREATE FUNCTION product_search_from_new_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, document, name_key, category_id, brand_id, store_id, tier_id, state_id, stock_count, rank, price)
    SELECT p.id, p.search_document, lower(p.product_name), p.category_id, p.brand_id, p.store_id, s.tier_id, s.state_id, p.stock_count, p.rank, p.price_after_discount
    FROM new_rows p JOIN stores s ON s.id = p.store_id WHERE s.is_active
    ON CONFLICT (product_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_from_new_products();
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_from_products();
--> statement-breakpoint
-- A store closed or opened, or moved to another tier or state: its products leave, join or follow.
CREATE FUNCTION product_search_from_stores() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search ps USING new_rows s WHERE ps.store_id = s.id AND NOT s.is_active;
  INSERT INTO product_search (product_id, document, name_key, category_id, brand_id, store_id, tier_id, state_id, stock_count, rank, price)
    SELECT p.id, p.search_document, lower(p.product_name), p.category_id, p.brand_id, p.store_id, s.tier_id, s.state_id, p.stock_count, p.rank, p.price_after_discount
    FROM new_rows s JOIN old_rows o ON o.id = s.id JOIN products p ON p.store_id = s.id
    WHERE s.is_active AND (o.is_active, o.tier_id, o.state_id) IS DISTINCT FROM (s.is_active, s.tier_id, s.state_id)
    ON CONFLICT (product_id) DO UPDATE SET tier_id = excluded.tier_id, state_id = excluded.state_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stores_search_update AFTER UPDATE ON stores REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_from_stores();
--> statement-breakpoint
-- Databases seeded before this migration.
INSERT INTO product_search (product_id, document, name_key, category_id, brand_id, store_id, tier_id, state_id, stock_count, rank, price)
  SELECT p.id, p.search_document, lower(p.product_name), p.category_id, p.brand_id, p.store_id, s.tier_id, s.state_id, p.stock_count, p.rank, p.price_after_discount
  FROM products p JOIN stores s ON s.id = p.store_id WHERE s.is_active;
