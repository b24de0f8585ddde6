CREATE TABLE "payment_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_ref" varchar(100) NOT NULL,
	"bill_url" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_bills" ADD CONSTRAINT "payment_bills_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_bills_provider_ref_idx" ON "payment_bills" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_bills_payment_idx" ON "payment_bills" USING btree ("payment_id");--> statement-breakpoint
-- hand-written: the bills of payments made before this table existed (one each, the latest).
INSERT INTO "payment_bills" ("payment_id", "provider", "provider_ref", "bill_url", "paid", "created_at")
SELECT "id", "provider", "provider_ref", coalesce("bill_url", ''), "status" IN ('PAID', 'REFUNDED', 'PARTIALLY_REFUNDED'), "updated_at"
FROM "payments" WHERE "provider_ref" IS NOT NULL;
