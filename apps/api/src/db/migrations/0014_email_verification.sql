CREATE TABLE "email_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
DROP INDEX "loyalty_cards_email_idx";--> statement-breakpoint
DROP INDEX "outbox_emails_recipient_idx";--> statement-breakpoint
-- Hand-written: addresses stored before the one normalisation (issue 14) take its form once. PostgreSQL's lower() stands in for JavaScript's here; they differ on a few letters (İ) only, and the new check holds for either result.
UPDATE "users" SET "email" = lower(normalize("email", NFKC)) WHERE "email" <> lower(normalize("email", NFKC));--> statement-breakpoint
UPDATE "loyalty_cards" SET "holder_email" = lower(normalize("holder_email", NFKC)) WHERE "holder_email" <> lower(normalize("holder_email", NFKC));--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD COLUMN "security_code" varchar(6);--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "loyalty_cards_email_idx" ON "loyalty_cards" USING btree ("holder_email");--> statement-breakpoint
CREATE INDEX "outbox_emails_recipient_idx" ON "outbox_emails" USING btree ("recipient","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_normalized_check" CHECK ("users"."email" = lower(normalize("users"."email", NFKC)));--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD CONSTRAINT "loyalty_cards_security_code_check" CHECK ("loyalty_cards"."security_code" ~ '^[0-9]{6}$');--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD CONSTRAINT "loyalty_cards_email_normalized_check" CHECK ("loyalty_cards"."holder_email" = lower(normalize("loyalty_cards"."holder_email", NFKC)));