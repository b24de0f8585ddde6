-- hand-written: a histogram of 1,000 lower-cased brand names, not 100 (as store_search's names, 0028).
-- Store search asks for the stores selling the brands whose name holds the text, the first 200 by
-- id. With 100 names PostgreSQL guessed 1 % of 300,000 brands hold any fragment ("oong g": 3,030;
-- 144 do) and walked the whole primary key for them (254 ms); with 1,000 it guesses 30 and reads
-- them through the trigram index (4 ms), and still walks the key for a broad word ("mart").
-- Every index over lower(brand_name) carries the expression's statistics, and the planner takes
-- them from whichever it finds first: all three get the larger histogram.
ALTER INDEX "brands_name_lower_idx" ALTER COLUMN 1 SET STATISTICS 1000;
--> statement-breakpoint
ALTER INDEX "brands_name_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;
--> statement-breakpoint
ALTER INDEX "brands_initial_name_idx" ALTER COLUMN 2 SET STATISTICS 1000;
--> statement-breakpoint
-- Brands seldom change, so autovacuum would not gather the larger histogram for a long while.
ANALYZE "brands";
