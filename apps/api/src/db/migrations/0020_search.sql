CREATE TABLE "search_words" (
	"word" varchar(64) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
-- hand-written
-- Search (decision 0018): word-level full-text search with the `simple` parser and no stemming
-- (names mix English and Malay, which no one stemmer serves), accents folded by unaccent.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION borong_search (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION borong_search ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part, numword, numhword, hword_numpart WITH unaccent, simple;
--> statement-breakpoint
-- Stored so that ranking reads it rather than parsing every matching name again.
ALTER TABLE "products" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (to_tsvector('borong_search'::regconfig, "product_name")) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");
--> statement-breakpoint
-- Keeps search_words up to date: TG_ARGV names the columns whose words count. A statement trigger
-- over the inserted rows serves bulk inserts (the seed); renames come one row at a time.
CREATE FUNCTION remember_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  columns text := (SELECT string_agg(format('%I', c), ', ') FROM unnest(TG_ARGV) AS c);
  source text := CASE WHEN TG_LEVEL = 'ROW' THEN '(SELECT ($1).*) AS new_rows' ELSE 'new_rows' END;
BEGIN
  EXECUTE format(
    'INSERT INTO search_words (word) SELECT DISTINCT w.lexeme FROM %s, unnest(to_tsvector(''borong_search'', concat_ws('' '', %s))) AS w '
    'WHERE length(w.lexeme) BETWEEN 4 AND 64 AND w.lexeme ~ ''^[a-z]+$'' ON CONFLICT DO NOTHING',
    source, columns) USING NEW;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words('product_name');
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE OF product_name ON products FOR EACH ROW WHEN (OLD.product_name IS DISTINCT FROM NEW.product_name) EXECUTE FUNCTION remember_search_words('product_name');
--> statement-breakpoint
CREATE TRIGGER brands_search_words_insert AFTER INSERT ON brands REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words('brand_name');
--> statement-breakpoint
CREATE TRIGGER brands_search_words_update AFTER UPDATE OF brand_name ON brands FOR EACH ROW WHEN (OLD.brand_name IS DISTINCT FROM NEW.brand_name) EXECUTE FUNCTION remember_search_words('brand_name');
--> statement-breakpoint
CREATE TRIGGER categories_search_words_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words('display_category_name', 'display_category_name_bm');
--> statement-breakpoint
CREATE TRIGGER categories_search_words_update AFTER UPDATE OF display_category_name, display_category_name_bm ON categories FOR EACH ROW EXECUTE FUNCTION remember_search_words('display_category_name', 'display_category_name_bm');
--> statement-breakpoint
CREATE TRIGGER stores_search_words_insert AFTER INSERT ON stores REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words('domain_name', 'industry_text', 'top_category_text');
--> statement-breakpoint
CREATE TRIGGER stores_search_words_update AFTER UPDATE OF domain_name, industry_text, top_category_text ON stores FOR EACH ROW EXECUTE FUNCTION remember_search_words('domain_name', 'industry_text', 'top_category_text');
--> statement-breakpoint
-- Databases seeded before this migration.
INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme FROM (
    SELECT product_name AS name FROM products UNION ALL SELECT brand_name FROM brands
    UNION ALL SELECT display_category_name || ' ' || display_category_name_bm FROM categories
    UNION ALL SELECT concat_ws(' ', domain_name, industry_text, top_category_text) FROM stores
  ) AS n, unnest(to_tsvector('borong_search', n.name)) AS w
  WHERE length(w.lexeme) BETWEEN 4 AND 64 AND w.lexeme ~ '^[a-z]+$'
  ON CONFLICT DO NOTHING;
