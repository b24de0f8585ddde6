ALTER TABLE "products" ADD COLUMN "description_bm" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "top_category_text_bm" varchar(160);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "industry_text_bm" varchar(160);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "description_bm" text;