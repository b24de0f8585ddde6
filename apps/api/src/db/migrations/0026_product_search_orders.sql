CREATE INDEX "products_popular_idx" ON "products" USING btree (("stock_count" > 0) desc,"rank" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_rank_idx" ON "products" USING btree ("rank" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_after_discount","id");--> statement-breakpoint
CREATE INDEX "products_name_prefix_idx" ON "products" USING btree (lower("product_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "stores_active_idx" ON "stores" USING btree ("id","tier_id","state_id") WHERE "stores"."is_active";