ALTER TABLE "products" ADD COLUMN "description_bm" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "top_category_text_bm" varchar(160);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "industry_text_bm" varchar(160);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "description_bm" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_url_bm" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "banner_mobile_bm" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "banner_desktop_bm" text;--> statement-breakpoint
ALTER TABLE "catalogues" ADD COLUMN "image_url_bm" text;--> statement-breakpoint
ALTER TABLE "promo_deals" ADD COLUMN "image_url_bm" text;