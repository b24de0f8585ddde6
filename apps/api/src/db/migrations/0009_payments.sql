CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"event_key" varchar(200) NOT NULL,
	"payment_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bills" (
	"ref" varchar(40) PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"method" varchar(20) NOT NULL,
	"bank_code" varchar(20),
	"description" varchar(200) NOT NULL,
	"state" varchar(10) DEFAULT 'due' NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"transaction_status" varchar(20),
	"paid_at" timestamp with time zone,
	"callback_url" text NOT NULL,
	"redirect_url" text NOT NULL,
	"callback_due_at" timestamp with time zone,
	"callback_attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_bills_state_check" CHECK ("sandbox_bills"."state" in ('due', 'paid', 'pending', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_key_idx" ON "payment_events" USING btree ("provider","event_key");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sandbox_bills_callback_idx" ON "sandbox_bills" USING btree ("callback_due_at") WHERE "sandbox_bills"."callback_due_at" is not null;