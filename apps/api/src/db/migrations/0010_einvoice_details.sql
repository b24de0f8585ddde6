ALTER TABLE "users" ADD COLUMN "tin" varchar(14);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sst_reg_no" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "einvoice_email" varchar(254);--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "buyer_einvoice" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_einvoice_together_check" CHECK (("users"."tin" is null) = ("users"."sst_reg_no" is null) and ("users"."tin" is null) = ("users"."einvoice_email" is null));