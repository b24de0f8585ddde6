-- Store search reads popularity order from store_search (migration 0028); nothing orders stores by rank any more, so these only cost writes.
DROP INDEX "stores_rank_idx";--> statement-breakpoint
DROP INDEX "stores_tier_rank_idx";