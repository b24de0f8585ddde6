CREATE TABLE "pwp_offer_products" (
	"offer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "pwp_offer_products_offer_id_product_id_pk" PRIMARY KEY("offer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "pwp_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"addon_product_id" integer NOT NULL,
	"special_price" integer NOT NULL,
	"qualifier_scope" varchar(10) DEFAULT 'PRODUCTS' NOT NULL,
	"min_qualifying_qty" integer DEFAULT 1 NOT NULL,
	"limit_basis" varchar(20) NOT NULL,
	"max_addon_qty" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"stock_cap" integer,
	"stock_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pwp_offers_special_price_check" CHECK ("pwp_offers"."special_price" > 0),
	CONSTRAINT "pwp_offers_scope_check" CHECK ("pwp_offers"."qualifier_scope" in ('PRODUCTS', 'STORE')),
	CONSTRAINT "pwp_offers_limit_basis_check" CHECK ("pwp_offers"."limit_basis" in ('PER_ORDER', 'PER_QUALIFYING_UNIT')),
	CONSTRAINT "pwp_offers_quantities_check" CHECK ("pwp_offers"."min_qualifying_qty" >= 1 and "pwp_offers"."max_addon_qty" >= 1),
	CONSTRAINT "pwp_offers_dates_check" CHECK ("pwp_offers"."ends_at" > "pwp_offers"."starts_at"),
	CONSTRAINT "pwp_offers_stock_check" CHECK ("pwp_offers"."stock_used" >= 0 and ("pwp_offers"."stock_cap" is null or "pwp_offers"."stock_used" <= "pwp_offers"."stock_cap"))
);
--> statement-breakpoint
DROP INDEX "cart_items_user_product_idx";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "pwp_offer_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "pwp_offer_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "regular_unit_price" integer;--> statement-breakpoint
ALTER TABLE "pwp_offer_products" ADD CONSTRAINT "pwp_offer_products_offer_id_pwp_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."pwp_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pwp_offer_products" ADD CONSTRAINT "pwp_offer_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pwp_offers" ADD CONSTRAINT "pwp_offers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pwp_offers" ADD CONSTRAINT "pwp_offers_addon_product_id_products_id_fk" FOREIGN KEY ("addon_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pwp_offer_products_product_idx" ON "pwp_offer_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "pwp_offers_store_idx" ON "pwp_offers" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "pwp_offers_addon_idx" ON "pwp_offers" USING btree ("addon_product_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_pwp_offer_id_pwp_offers_id_fk" FOREIGN KEY ("pwp_offer_id") REFERENCES "public"."pwp_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_pwp_offer_id_pwp_offers_id_fk" FOREIGN KEY ("pwp_offer_id") REFERENCES "public"."pwp_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_pwp_idx" ON "cart_items" USING btree ("user_id","pwp_offer_id") WHERE "cart_items"."pwp_offer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_product_idx" ON "cart_items" USING btree ("user_id","product_id") WHERE "cart_items"."pwp_offer_id" is null;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_pwp_check" CHECK (("order_lines"."pwp_offer_id" is null) = ("order_lines"."regular_unit_price" is null));