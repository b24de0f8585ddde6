-- A broad text's store names checked in popularity order from the index alone (docs/benchmarks.md, session 24).
DROP INDEX "store_search_rank_idx";--> statement-breakpoint
CREATE INDEX "store_search_rank_idx" ON "store_search" USING btree ("rank" DESC NULLS FIRST,"store_id","name_key");