CREATE TABLE "store_search" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"name_key" text NOT NULL,
	"tier_id" integer,
	"industry_text" varchar(160),
	"rank" integer NOT NULL
);
--> statement-breakpoint
-- hand-written (decision 0025, session 17): the stores of databases made before this migration,
-- written before the indexes are built (one sort per index rather than an insert into each per row).
INSERT INTO "store_search" (store_id, name_key, tier_id, industry_text, rank)
  SELECT id, lower(domain_name), tier_id, industry_text, rank FROM stores WHERE is_active;
--> statement-breakpoint
DROP INDEX "stores_name_trgm_idx";--> statement-breakpoint
DROP INDEX "stores_search_name_prefix_idx";--> statement-breakpoint
ALTER TABLE "store_search" ADD CONSTRAINT "store_search_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_search_name_trgm_idx" ON "store_search" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_search_name_idx" ON "store_search" USING btree ("name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "store_search_rank_idx" ON "store_search" USING btree ("rank" DESC NULLS FIRST,"store_id");--> statement-breakpoint
CREATE INDEX "store_search_tier_rank_idx" ON "store_search" USING btree ("tier_id","rank" DESC NULLS FIRST,"store_id");--> statement-breakpoint
CREATE INDEX "store_search_industry_idx" ON "store_search" USING btree ("industry_text");--> statement-breakpoint
ALTER TABLE "stores" DROP COLUMN "search_name";--> statement-breakpoint
-- hand-written: a histogram of 1,000 names, not 100. PostgreSQL estimates how many names hold a
-- fragment by trying it on the histogram; with 100 it guessed 15 for "ng che" (1,720 of 200,000)
-- and gathered every candidate of the trigram index (24 ms) where walking the popularity index finds
-- a page in 5.
ALTER TABLE "store_search" ALTER COLUMN "name_key" SET STATISTICS 1000;
--> statement-breakpoint
-- hand-written: the triggers that keep the table. Statement triggers over the rows touched, so a
-- bulk insert or update costs one statement; an update that changes nothing search reads writes nothing.
CREATE FUNCTION store_search_from_new_stores() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO store_search (store_id, name_key, tier_id, industry_text, rank)
    SELECT s.id, lower(s.domain_name), s.tier_id, s.industry_text, s.rank FROM new_rows s WHERE s.is_active
    ON CONFLICT (store_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stores_store_search_insert AFTER INSERT ON stores REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_search_from_new_stores();
--> statement-breakpoint
-- A store closed leaves; opened, renamed, or moved to another tier, industry or rank, it joins or follows.
CREATE FUNCTION store_search_from_stores() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM store_search ss USING new_rows s WHERE ss.store_id = s.id AND NOT s.is_active;
  INSERT INTO store_search (store_id, name_key, tier_id, industry_text, rank)
    SELECT s.id, lower(s.domain_name), s.tier_id, s.industry_text, s.rank
    FROM new_rows s JOIN old_rows o ON o.id = s.id
    WHERE s.is_active AND (o.is_active, o.domain_name, o.tier_id, o.industry_text, o.rank) IS DISTINCT FROM (s.is_active, s.domain_name, s.tier_id, s.industry_text, s.rank)
    ON CONFLICT (store_id) DO UPDATE SET name_key = excluded.name_key, tier_id = excluded.tier_id, industry_text = excluded.industry_text, rank = excluded.rank;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stores_store_search_update AFTER UPDATE ON stores REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_search_from_stores();
