ALTER TABLE "payments" ADD COLUMN "bill_url" text;--> statement-breakpoint
ALTER TABLE "sandbox_bills" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;