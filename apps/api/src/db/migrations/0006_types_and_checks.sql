ALTER TABLE "e_credit_transactions" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "loyalty_cards" ALTER COLUMN "balance" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_applications" ALTER COLUMN "monthly_purchase" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_item_type_check" CHECK ("products"."item_type" in ('product', 'bundle'));--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_link_type_check" CHECK ("banners"."link_type" in ('custom_url', 'product_id', 'catalogue_id'));--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_product_type_check" CHECK ("banners"."product_type" in ('product', 'bundle'));--> statement-breakpoint
ALTER TABLE "page_blocks" ADD CONSTRAINT "page_blocks_placement_check" CHECK ("page_blocks"."placement" in ('store_front', 'sub_page', 'header', 'footer'));--> statement-breakpoint
ALTER TABLE "page_blocks" ADD CONSTRAINT "page_blocks_type_check" CHECK ("page_blocks"."type" in ('hero', 'carousel', 'image', 'text', 'catalogue', 'promotion', 'recommended'));--> statement-breakpoint
ALTER TABLE "page_blocks" ADD CONSTRAINT "page_blocks_status_check" CHECK ("page_blocks"."status" in ('active', 'inactive'));--> statement-breakpoint
ALTER TABLE "page_management_groups" ADD CONSTRAINT "page_management_groups_type_check" CHECK ("page_management_groups"."type" in ('header', 'footer'));--> statement-breakpoint
ALTER TABLE "page_management_groups" ADD CONSTRAINT "page_management_groups_status_check" CHECK ("page_management_groups"."status" in ('active', 'inactive'));--> statement-breakpoint
ALTER TABLE "page_managements" ADD CONSTRAINT "page_managements_status_check" CHECK ("page_managements"."status" in ('active', 'inactive'));--> statement-breakpoint
ALTER TABLE "promo_deals" ADD CONSTRAINT "promo_deals_status_check" CHECK ("promo_deals"."status" in ('active', 'inactive'));--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_brand_check" CHECK ("saved_cards"."brand" in ('visa', 'mastercard', 'amex', 'mydebit', 'unionpay'));--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_provider_check" CHECK ("social_identities"."provider" in ('facebook', 'google', 'apple'));