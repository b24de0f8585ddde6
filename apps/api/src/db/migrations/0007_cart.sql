CREATE TABLE "product_price_tiers" (
	"product_id" integer NOT NULL,
	"min_qty" integer NOT NULL,
	"unit_price" integer NOT NULL,
	CONSTRAINT "product_price_tiers_product_id_min_qty_pk" PRIMARY KEY("product_id","min_qty"),
	CONSTRAINT "product_price_tiers_price_check" CHECK ("product_price_tiers"."unit_price" > 0 and "product_price_tiers"."min_qty" > 1)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_qty" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "qty_step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_qty" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" varchar(10) DEFAULT 'SST_10' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "min_order_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_price_tiers" ADD CONSTRAINT "product_price_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_product_idx" ON "cart_items" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_check" CHECK ("products"."tax_class" in ('SST_10', 'SST_5', 'EXEMPT'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_quantity_rules_check" CHECK ("products"."qty_step" >= 1 and "products"."min_qty" >= "products"."qty_step" and "products"."min_qty" % "products"."qty_step" = 0 and ("products"."max_qty" is null or ("products"."max_qty" >= "products"."min_qty" and "products"."max_qty" % "products"."qty_step" = 0)));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_check" CHECK ("products"."stock_count" >= 0);