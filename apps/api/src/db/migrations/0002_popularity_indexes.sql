DROP INDEX "products_store_idx";--> statement-breakpoint
DROP INDEX "products_recommended_idx";--> statement-breakpoint
DROP INDEX "stores_rank_idx";--> statement-breakpoint
DROP INDEX "stores_tier_rank_idx";--> statement-breakpoint
CREATE INDEX "products_store_idx" ON "products" USING btree ("store_id","rank" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_recommended_idx" ON "products" USING btree ("is_recommended","rank" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "stores_rank_idx" ON "stores" USING btree ("rank" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "stores_tier_rank_idx" ON "stores" USING btree ("tier_id","rank" DESC NULLS FIRST,"id");