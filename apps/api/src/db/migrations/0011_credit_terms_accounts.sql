CREATE TABLE "credit_terms_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"application_id" integer,
	"limit" bigint NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_terms_accounts_limit_check" CHECK ("credit_terms_accounts"."limit" >= 0),
	CONSTRAINT "credit_terms_accounts_status_check" CHECK ("credit_terms_accounts"."status" in ('active', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "credit_terms_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount" bigint NOT NULL,
	"checkout_id" integer,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_terms_transactions_kind_check" CHECK ("credit_terms_transactions"."kind" in ('CHARGE', 'REPAYMENT', 'ADJUSTMENT')),
	CONSTRAINT "credit_terms_transactions_sign_check" CHECK (("credit_terms_transactions"."kind" = 'CHARGE' and "credit_terms_transactions"."amount" > 0 and "credit_terms_transactions"."due_at" is not null) or ("credit_terms_transactions"."kind" = 'REPAYMENT' and "credit_terms_transactions"."amount" < 0) or ("credit_terms_transactions"."kind" = 'ADJUSTMENT' and "credit_terms_transactions"."amount" <> 0))
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "service_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_terms_accounts" ADD CONSTRAINT "credit_terms_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_terms_accounts" ADD CONSTRAINT "credit_terms_accounts_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_terms_transactions" ADD CONSTRAINT "credit_terms_transactions_account_id_credit_terms_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_terms_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_terms_transactions" ADD CONSTRAINT "credit_terms_transactions_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_terms_accounts_user_idx" ON "credit_terms_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_terms_transactions_account_idx" ON "credit_terms_transactions" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "credit_terms_transactions_charge_idx" ON "credit_terms_transactions" USING btree ("checkout_id") WHERE "credit_terms_transactions"."kind" = 'CHARGE';--> statement-breakpoint
-- Written by hand (drizzle-kit does not track triggers): the credit-terms ledger is append-only, a correction is a new entry.
CREATE FUNCTION "credit_terms_transactions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_terms_transactions is append-only: add an ADJUSTMENT instead of changing or removing an entry';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "credit_terms_transactions_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "credit_terms_transactions" FOR EACH STATEMENT EXECUTE FUNCTION "credit_terms_transactions_append_only"();
