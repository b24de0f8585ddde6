CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_name" varchar(120) NOT NULL,
	"initial" varchar(1) NOT NULL,
	"logo" text,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" varchar(40) NOT NULL,
	"display_category_name" varchar(120) NOT NULL,
	"display_category_name_bm" varchar(120) NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"path" integer[] NOT NULL,
	"image_url" text,
	"image_name" varchar(160),
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_category_id_unique" UNIQUE("category_id")
);
--> statement-breakpoint
CREATE TABLE "category_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"category_name" varchar(120) NOT NULL,
	"category_name_bm" varchar(120) NOT NULL,
	"image_url" text NOT NULL,
	"child_categories" text[] NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "category_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"name" varchar(80) NOT NULL,
	"phone_code" varchar(8) NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_type" varchar(20) NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"description" text,
	"image_url" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"unit" varchar(40) NOT NULL,
	"stock_count" integer NOT NULL,
	"price" integer NOT NULL,
	"rrp_price" integer NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"price_after_discount" integer NOT NULL,
	"store_id" integer NOT NULL,
	"brand_id" integer,
	"category_id" integer NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"name" varchar(80) NOT NULL,
	"country_id" integer NOT NULL,
	"unavailable_for" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "states_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "store_brands" (
	"store_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "store_brands_store_id_brand_id_pk" PRIMARY KEY("store_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "store_categories" (
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "store_categories_store_id_category_id_pk" PRIMARY KEY("store_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" varchar(120) NOT NULL,
	"domain_name" varchar(160) NOT NULL,
	"logo" text,
	"upper_right_text" varchar(40),
	"top_category_text" varchar(160),
	"industry_text" varchar(160),
	"description" text,
	"tier_id" integer,
	"state_id" integer,
	"rank" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "stores_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" varchar(80) NOT NULL,
	"name_bm" varchar(80) NOT NULL,
	"description" text NOT NULL,
	"description_bm" text NOT NULL,
	"upper_right_text" varchar(40),
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "tiers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" varchar(30) NOT NULL,
	"image_url" text NOT NULL,
	"banner_mobile" text,
	"banner_desktop" text,
	"link_type" varchar(20) NOT NULL,
	"link_url" text,
	"product_id" integer,
	"product_type" varchar(20),
	"catalogue_url" varchar(160),
	"alt_text" varchar(160) NOT NULL,
	"alt_text_bm" varchar(160) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"catalogue_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_products_catalogue_id_product_id_pk" PRIMARY KEY("catalogue_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalogues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(160) NOT NULL,
	"name_bm" varchar(160) NOT NULL,
	"url" varchar(160) NOT NULL,
	"image_url" text NOT NULL,
	"show_title_status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "catalogues_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title" varchar(160) NOT NULL,
	"title_bm" varchar(160) NOT NULL,
	"body" text NOT NULL,
	"body_bm" text NOT NULL,
	CONSTRAINT "content_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"name_bm" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" varchar(20) NOT NULL,
	"type" varchar(20) NOT NULL,
	"catalogue_id" integer,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_management_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"name" varchar(80) NOT NULL,
	"name_bm" varchar(80),
	"url" text,
	"is_external_link" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_managements" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"name_bm" varchar(120),
	"url" text,
	"open_in_new_tab" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"catalogue_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_brands" ADD CONSTRAINT "store_brands_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_brands" ADD CONSTRAINT "store_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_categories" ADD CONSTRAINT "store_categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_categories" ADD CONSTRAINT "store_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_blocks" ADD CONSTRAINT "page_blocks_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_managements" ADD CONSTRAINT "page_managements_group_id_page_management_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."page_management_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_deals" ADD CONSTRAINT "promo_deals_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brands_name_lower_idx" ON "brands" USING btree (lower("brand_name"));--> statement-breakpoint
CREATE INDEX "brands_initial_name_idx" ON "brands" USING btree ("initial",lower("brand_name"));--> statement-breakpoint
CREATE INDEX "brands_name_trgm_idx" ON "brands" USING gin (lower("brand_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_name_lower_idx" ON "categories" USING btree (lower("display_category_name"));--> statement-breakpoint
CREATE INDEX "products_store_idx" ON "products" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "products_recommended_idx" ON "products" USING btree ("is_recommended","rank","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("product_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_brands_brand_idx" ON "store_brands" USING btree ("brand_id","store_id");--> statement-breakpoint
CREATE INDEX "store_categories_category_idx" ON "store_categories" USING btree ("category_id","store_id");--> statement-breakpoint
CREATE INDEX "stores_name_trgm_idx" ON "stores" USING gin (lower("domain_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_rank_idx" ON "stores" USING btree ("rank","id");--> statement-breakpoint
CREATE INDEX "stores_tier_rank_idx" ON "stores" USING btree ("tier_id","rank","id");--> statement-breakpoint
CREATE INDEX "page_blocks_placement_idx" ON "page_blocks" USING btree ("placement","status","sort");--> statement-breakpoint
CREATE INDEX "page_management_groups_type_idx" ON "page_management_groups" USING btree ("type","status","sort");--> statement-breakpoint
CREATE INDEX "page_managements_group_idx" ON "page_managements" USING btree ("group_id","sort");