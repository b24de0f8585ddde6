CREATE TABLE "dispute_items" (
	"dispute_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "dispute_items_quantity_check" CHECK ("dispute_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "dispute_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"dispute_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "dispute_photos_type_check" CHECK ("dispute_photos"."content_type" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"reason" varchar(30) NOT NULL,
	"description" varchar(1000) NOT NULL,
	"status" varchar(20) DEFAULT 'OPEN' NOT NULL,
	"answer_message" varchar(1000),
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" in ('DAMAGED', 'WRONG_ITEM', 'MISSING_ITEM', 'NOT_AS_DESCRIBED', 'EXPIRED', 'QUALITY')),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('OPEN', 'REFUNDED', 'PARTLY_REFUNDED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"requested" varchar(10) NOT NULL,
	"method" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"actor" varchar(20) NOT NULL,
	"dispute_id" integer,
	"provider_ref" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_requested_check" CHECK ("order_refunds"."requested" in ('ECREDIT', 'ORIGINAL')),
	CONSTRAINT "order_refunds_method_check" CHECK ("order_refunds"."method" in ('ECREDIT', 'ORIGINAL', 'CREDIT_TERMS')),
	CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" in ('REFUNDED', 'FALLBACK_ECREDIT'))
);
--> statement-breakpoint
ALTER TABLE "dispute_items" ADD CONSTRAINT "dispute_items_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_items" ADD CONSTRAINT "dispute_items_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_photos" ADD CONSTRAINT "dispute_photos_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_items_line_idx" ON "dispute_items" USING btree ("dispute_id","order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_photos_name_idx" ON "dispute_photos" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dispute_photos_dispute_idx" ON "dispute_photos" USING btree ("dispute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_order_idx" ON "disputes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "disputes_store_idx" ON "disputes" USING btree ("store_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");