DROP INDEX "stores_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(domain_name)) STORED;--> statement-breakpoint
CREATE INDEX "stores_name_trgm_idx" ON "stores" USING gin ("search_name" gin_trgm_ops);