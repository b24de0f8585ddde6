-- A text naming a category also lists that category's products (decision 0018, session 26): the union of
-- name matches and a category is a BitmapOr of this index and the word index, not a scan of every row.
CREATE INDEX "product_search_category_idx" ON "product_search" USING btree ("category_id");